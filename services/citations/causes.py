"""An invented cause: "…, because its granite had been strengthened" beside a statement
the page makes without giving any reason.

Models join the page's statements with a reason of their own ("由于采用了无坝引水的结构",
"weil dort eine Flakstellung lag", "damit sie nicht verbrennen"). The sign, in any tabled
language: the claim gives a cause with a word of cause or purpose (``CAUSES``,
``PURPOSES``), the passage and its neighbours give none, and
the cause's own words are mostly not in them, while the rest of the claim is.
"""

from __future__ import annotations

import re

from services.citations.cause_complement import with_complement
from services.citations.cause_forms import held_in_form
from services.citations.cause_frames import framed_cause
from services.citations.cause_juxtaposed import joined_in_one_sentence
from services.citations.cause_reading import (
    frames_purpose,
    holds_content_form,
    needs_clause_start,
    reads_as_cause,
)
from services.citations.cjk_cause import cjk_invented_cause
from services.citations.cjk_joined_cause import joined_cause
from services.citations.clause_stops import ClauseStops
from services.citations.compounds import spelled_by_parts
from services.citations.numbers import numbers
from services.citations.passages import terms
from services.citations.purpose_adverb import adverb_reading
from services.citations.scripts import CJK as _CJK

CAUSES: dict[str, tuple[str, ...]] = {
    "en": ("because", "due to", "owing to", "thanks to", "as a result of"),
    "de": ("weil", "wegen", "aufgrund", "dank", "deshalb", "daher"),
    "fr": ("parce que", "parce qu", "grâce à", "à cause de", "en raison de"),
    "es": ("porque", "debido a", "gracias a", "a causa de"),
    "it": ("perché", "poiché", "grazie a", "a causa di"),
    "pt": ("porque", "devido a", "graças a"),
    "nl": ("omdat", "doordat", "dankzij", "vanwege"),
    "zh": ("由于", "因为", "因此", "所以", "得益于"),
    "ja": ("ので", "ために"),
    "ko": ("때문에", "덕분에"),
}
"""Words that give a cause, per language."""
PURPOSES: dict[str, tuple[str, ...]] = {
    "en": ("so that", "in order to", "so as to"), "de": ("damit", "sodass sie"),
    "fr": ("pour que", "afin de", "afin que"), "es": ("para que", "a fin de"),
    "it": ("affinché", "in modo da", "così da"), "pt": ("para que", "a fim de"),
    "nl": ("zodat", "opdat"), "zh": ("以便", "以免", "为了"), "ja": ("ように",), "ko": ("도록",),
}
"""Words that give a purpose ("damit sie beim Backen nicht verbrennen"): a reason too, and
as often invented."""
MAYBE_CAUSES: dict[str, tuple[str, ...]] = {
    "en": ("as", "since", "so", "therefore", "thus", "hence", "given that", "in view of"),
    "de": ("da", "denn", "sodass", "somit", "infolge", "zumal", "angesichts"),
    "fr": ("comme", "puisque", "donc", "ainsi", "vu que", "étant donné"),
    "es": ("como", "ya que", "pues", "así que", "por eso", "puesto que", "dado que"),
    "it": ("siccome", "quindi", "dato che", "visto che"),
    "pt": ("como", "pois", "já que", "por isso", "visto que", "uma vez que"),
    "nl": ("aangezien", "want", "dus", "daardoor", "gezien"),
    "zh": ("因", "故", "导致", "使得", "造成", "鉴于"),
    "ja": ("から", "ため", "により"),
    "ko": ("므로", "어서", "로 인해"),
}
"""Words that may give a cause and often mean something else ("as", "da", "因"): on the
page's side they count (the page may give the reason the claim gives), never on the claim's."""
_PURPOSE_MARKERS = frozenset(m for ms in PURPOSES.values() for m in ms)
_MAYBE = tuple(sorted({m for ms in MAYBE_CAUSES.values() for m in ms}, key=len, reverse=True))
_MARKERS = tuple(sorted({m for table in (CAUSES, PURPOSES) for ms in table.values() for m in ms},
                        key=len, reverse=True))
_CLAUSE_END = ClauseStops(r"[,;:，；：。！？!?]|[.](?:\s|$)|\s[–—]\s")
"""Where a cause ends: a clause's stop, or a dash closing an aside ("– auch wegen zweier
Abmahnungen –"); not the full stop of an abbreviation or an ordinal ("weil … ca. 40 % des
Umsatzes", "weil Dr. Albers …": ``clause_stops``), which is inside the clause."""
MISSING_SHARE = 0.5
"""Share of the cause's terms at least that the passage and its neighbours lack."""
REST_SHARE = 0.7
"""Share of the rest of the claim's terms at least that they hold."""
LOOSE_REST_SHARE = 0.4
"""Share of the rest of the claim's terms at least they hold when not one of two or more
terms of the cause stands around the passage: a reason wholly the claim's own ("damit die
Elektronik des Kochfelds nicht überhitzt") beside a statement reworded in part."""
CAUSE_TERMS = 1
"""Terms at least of a cause for it to be a statement (not "because of it"; "because of
his age" is one)."""
OTHER_CAUSE_TERMS = 2
"""Terms at least of a cause, none of them around the passage, for it to be another
than the one the passage gives ("weil sie einen Neubau bevorzugt" where the page says
"weil sie die Kosten für zu hoch hält")."""


LONG_OTHER_CAUSE_TERMS = 5
"""Terms at least of a cause of which one may stand around the passage while it is still
another than the one the passage gives ("weil ihr Abt den Fleischgenuss in der Fastenzeit
ausdrücklich verboten hatte" beside "um es in der Fastenzeit … zu verbergen")."""


SCHEDULE_READINGS = ("due to",)
"""Words of cause that also say what is planned: "due to start on 12 May" is "scheduled
to start"."""


def scheduled(cause: str) -> bool:
    """Whether the words after "due to" are a schedule: a verb "be" ("due to be
    completed") or a clause giving a date, a month or a year ("due to open in 2026",
    "due to start on 12 May"); a cause is a thing ("due to the strike")."""
    words = cause.split()
    if not words or words[0].lower() in _DETERMINERS:
        return False
    return words[0].lower() == "be" or any(
        n.kind in ("year", "month") for n in numbers(cause))


_DETERMINERS = frozenset({"the", "a", "an", "its", "their", "his", "her", "our", "your",
                          "this", "that", "these", "those"})


_BOUND_BEFORE_YI = frozenset("可所难足得予加用借")
"""Characters that make "以" the end of a word ("可以", "所以", "难以", "足以"): "以免"
after them is no word of purpose ("可以免费访问")."""


def _find(lowered: str, marker: str) -> int:
    """Where ``marker`` stands in ``lowered`` as whole words (CJK: anywhere), or -1."""
    if _CJK.match(marker[0]):
        at = lowered.find(marker)
        while at > 0 and marker[0] == "以" and lowered[at - 1] in _BOUND_BEFORE_YI:
            at = lowered.find(marker, at + 1)  # "可以免费": "可以", then "免费"
        return at
    if marker not in lowered:
        return -1  # most markers: no regex needed
    for found in re.finditer(rf"(?<!\w){re.escape(marker)}(?!\w)", lowered):
        if not adverb_reading(lowered, found.start(), marker):  # "und damit": thus
            return found.start()
    return -1


def _gives_cause(lowered: str) -> bool:
    return any(_find(lowered, m) != -1 for m in _MARKERS) or any(
        reads_as_cause(lowered, m) if needs_clause_start(m) else _find(lowered, m) != -1
        for m in _MAYBE) or frames_purpose(lowered)  # "as" of "twice as high" gives none


def invented_cause(claim: str, near: str) -> str | None:
    """The cause ``claim`` gives that ``near`` (the passage and a sentence either side)
    neither gives with a word of cause nor states in its words, or None."""
    lowered = claim.lower()
    hits = [(at, m) for m in _MARKERS if (at := _find(lowered, m)) != -1]
    if not hits:
        return framed_cause(claim, near, _gives_cause)
    at, marker = min(hits)
    if _CJK.match(marker[0]):  # read by characters (``cjk_cause``)
        return cjk_invented_cause(claim, near, at, marker, _gives_cause)
    start = at + len(marker)
    end = _CLAUSE_END.search(lowered, start)
    stop = with_complement(lowered, end.start(), _CLAUSE_END) if end else len(claim)
    if marker in _PREPOSITIONS:
        stop = _resumed(claim, start, stop, near)
    cause = claim[start:stop]
    rest = claim[:at] + " " + claim[stop:]
    if _CJK.search(cause) and joined_cause(cause, rest, near, _gives_cause):
        return cause.strip()  # the page's words, in two sentences no cause joins
    given = _gives_cause(near.lower())  # the page gives a cause: the claim's must be another
    if marker in SCHEDULE_READINGS and scheduled(cause):
        return None  # "flights, due to start on 12 May": a schedule, no cause
    theirs = set(terms(near))
    mine = [t for t in terms(cause) if t not in terms(marker)]
    others = [t for t in terms(rest) if t not in mine]
    if len(mine) < CAUSE_TERMS or not others:
        return None
    # A purpose in any form ("rénover le pont" for "pour permettre la rénovation du pont":
    # the page gives it with a word of purpose this table leaves out, "pour", "um … zu").
    purpose = marker in _PURPOSE_MARKERS
    missing = sum(t not in theirs and not (purpose and holds_content_form(near, t))
                  and not spelled_by_parts(t, theirs) and not held_in_form(t, theirs)
                  for t in mine)  # "Landesprogramm"
    if _CJK.search(cause):
        # Character pairs across word boundaries ("梯可" of "天梯可能") are in no
        # text: what a CJK cause lacks is counted in characters.
        signs = [c for c in cause if _CJK.match(c)]
        mine, missing = signs, sum(c not in near for c in signs)
    held = sum(t in theirs for t in others)
    if given and (missing < len(mine) - (len(mine) >= LONG_OTHER_CAUSE_TERMS) or len(
            mine) < OTHER_CAUSE_TERMS or _CJK.search(cause)):
        return None
    if missing >= MISSING_SHARE * len(mine) and (held >= REST_SHARE * len(others) or (
            missing == len(mine) >= OTHER_CAUSE_TERMS and held >= LOOSE_REST_SHARE * len(
                others))) and not (not _CJK.search(cause) and joined_in_one_sentence(
                    mine, others, near)):  # "could no longer afford repairs, and the line closed"
        return cause.strip()
    return None


_WORD = re.compile(r"[^\W\d_][\w'’-]*")
CAUSE_PREPOSITIONS: tuple[str, ...] = (
    "due to", "owing to", "thanks to", "as a result of", "wegen", "aufgrund", "dank",
    "grâce à", "à cause de", "en raison de", "debido a", "gracias a", "a causa de",
    "grazie a", "a causa di", "devido a", "graças a", "dankzij", "vanwege")
"""Words of ``CAUSES`` that are prepositions: their cause is a noun phrase, after which
the claim's statement may go on in the same clause ("wegen Sekundenschlafs auf ein
Stauende aufgefahren")."""
_PREPOSITIONS = frozenset(CAUSE_PREPOSITIONS)


def _resumed(claim: str, start: int, stop: int, near: str) -> int:
    """Where the page's own statement resumes inside a cause given by a preposition
    ("wegen Sekundenschlafs auf ein Stauende aufgefahren": the page says "auf ein
    Stauende aufgefahren"): the first word from which every content word up to ``stop``
    stands around the passage, after one at least that does not; else ``stop``."""
    theirs = set(terms(near))
    words = list(_WORD.finditer(claim, start, stop))
    for k in range(1, len(words)):
        head = [t for w in words[:k] for t in terms(w.group())]
        tail = [t for w in words[k:] for t in terms(w.group())]
        if head and tail and any(t not in theirs for t in head) and all(
                t in theirs for t in tail):
            return words[k].start()
    return stop
