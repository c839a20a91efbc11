"""A phrase a claim appends after a comma to a statement the passage ends there: "Der
Park kostete 61 Millionen Euro, die zur Hälfte die EU bezahlte" where the passage says
"Der Park kostete 61 Millionen Euro."; "… sur l'axe nord, près de la gare centrale"
where it ends at "sur l'axe nord.". The words before the comma close a sentence or a
clause of the passage, and no content word after it stands in the passage or the
sentences beside it: the page said no more there. Or most of them (two at least) stand
nowhere near, and none in what the passage goes on to say after those words (a clause of
its own the claim would restate: "die übrigen ein normales Fahrrad" for ", die andere
Hälfte ein normales Rad"), and no negation or "without" of the phrase may restate a
negation near ("…, ohne die Sterblichkeit zu senken" for "senkte die Sterblichkeit
nicht"): "…, mainly because deer there grazed in smaller groups" adds a cause of its own
though "deer" and "smaller" stand near.
"""

from __future__ import annotations

import re
from functools import lru_cache

from services.citations.clause_stops import ClauseStops
from services.citations.cues import STOP_WORDS
from services.citations.polarity import cues
from services.citations.scripts import CJK, WORD_TOKEN
from services.citations.speakers import ACCORDING, SAYING
from services.citations.spelled_figures import any_figure_written
from services.citations.word_stands import stands_among

CLOSING_WORDS = 2
"""Words before the comma that must close a sentence or clause of the passage."""
TAIL_WORDS = 8
"""Words at most of an appended phrase read against the passage's neighbours alone."""
LONG_TAIL_WORDS = 14
"""Words at most of a longer appended phrase ("…, concentrating on the care of the ageing
elephant herd", "…, because salt deposits would otherwise corrode the motor's shaft
seals"), which is an addition only when fewer than half its content words stand anywhere
on the page: a long phrase most of whose words the page writes elsewhere is more often a
summary joining a statement from further on ("…, die schon am Vortag mit Schale gekocht
werden sollten" where a later step says "am Vortag mit Schale kochen")."""
HEAD_HELD = 0.6
"""Share at least of the content words before a long phrase that the passage holds."""
CONTENT_WORDS = 2
"""Content words at least of the appended phrase."""
_COMMA = re.compile(r",(?!\d)")
_END = re.compile(r"\s*(?:[.;:!?,]|$)")
_SENTENCE_END = ClauseStops(r"[.!?](?:\s|$)")
"""Where the sentence a tail goes on in ends (not at "ca.", "z. B.", "14. März")."""


def appended_tail(claim: str, passage: str, near: str, page: str = "") -> str | None:
    """The phrase ``claim`` appends after its last comma to words that close a sentence
    or clause of ``passage``, none of whose content words stands in ``near``; or None.
    A phrase longer than ``TAIL_WORDS`` words is read only with ``page`` given (the whole
    page's text), which must write fewer than half its content words."""
    if CJK.search(claim):
        return None
    commas = list(_COMMA.finditer(claim))
    if not commas:
        return None
    head, tail = claim[: commas[-1].start()], claim[commas[-1].end() :]
    tail_words = WORD_TOKEN.findall(tail)
    closing = WORD_TOKEN.findall(head)[-CLOSING_WORDS:]
    limit = LONG_TAIL_WORDS if page else TAIL_WORDS
    if not tail_words or len(tail_words) > limit or len(closing) < CLOSING_WORDS or (
            len(WORD_TOKEN.findall(head)) < len(tail_words)) or any(c.isdigit() for c in tail) or (
                any_figure_written(near, tail_words)) or (
                _credited(head)):
        # The statement stands before the comma ("Selon le maire X, les prix …" is an
        # attribution, then the statement); a figure is for the number checks.
        return None
    content = [w for w in tail_words if len(w) >= 4 and w.lower() not in STOP_WORDS
               and not w[0].isdigit()]
    around = [w for w in WORD_TOKEN.findall(near.lower()) if len(w) >= 3]
    absent = [w for w in content if not _stands(w.lower(), around)]
    if len(content) < CONTENT_WORDS or len(absent) < CONTENT_WORDS or (
            2 * len(absent) <= len(content)):
        return None
    if len(tail_words) > TAIL_WORDS and not _long_addition(head, content, passage, page):
        return None
    if len(absent) < len(content) and (any(_stands(w.lower(), _continued(passage, closing))
                                           for w in content) or _turned(tail, near)):
        return None  # "die übrigen ein normales Fahrrad" for ", die andere Hälfte ein normales
        # Rad"; "…, ohne die Sterblichkeit zu senken" for "senkte die Sterblichkeit nicht"
    return tail.strip().rstrip(".!?") if _closes(passage, closing) else None


def _long_addition(head: str, content: list[str], passage: str, page: str) -> bool:
    """Whether a phrase longer than ``TAIL_WORDS`` words (its ``content`` words) is an
    addition to ``head``: the passage holds ``HEAD_HELD`` of the head's content words (the
    claim restates it, then adds: a summary of several statements holds less of any one),
    and ``page`` writes fewer than half of the phrase's (a summary may join a statement the
    page makes further on in its own words)."""
    mine = [w.lower() for w in WORD_TOKEN.findall(head)
            if len(w) >= 4 and w.lower() not in STOP_WORDS and not w[0].isdigit()]
    said = _words(passage)
    if not mine or sum(_stands(w, said) for w in mine) < HEAD_HELD * len(mine):
        return False
    return 2 * sum(_stands(w.lower(), _words(page)) for w in content) < len(content)


@lru_cache(maxsize=8)
def _words(page: str) -> list[str]:
    """The distinct words (three letters or more) of ``page``, lower-cased, in page order:
    each is weighed on its own (``word_stands``), so a page's repeats would only slow
    the reading of each phrase word over the whole page."""
    return list(dict.fromkeys(w for w in WORD_TOKEN.findall(page.lower()) if len(w) >= 3))


def _turned(tail: str, near: str) -> bool:
    """Whether ``tail`` holds a negation or a "without" and ``near`` a negation: the tail
    may restate that negation in other words."""
    found = cues(tail)
    return (found.negated or found.without) and cues(near).negated


def _continued(passage: str, words: list[str]) -> list[str]:
    """The words (three letters or more) of ``passage`` after each place it writes
    ``words`` in a row, up to the sentence's end: what the passage goes on to say there."""
    pattern = r"\W+".join(re.escape(w) for w in words)
    out: list[str] = []
    for found in re.finditer(rf"(?<!\w){pattern}(?!\w)", passage, re.IGNORECASE):
        rest = _SENTENCE_END.split(passage[found.end() :], maxsplit=1)[0]
        out += [w for w in WORD_TOKEN.findall(rest.lower()) if len(w) >= 3]
    return out


def _closes(passage: str, words: list[str]) -> bool:
    """Whether ``passage`` writes ``words`` in a row right before a sentence or clause ends."""
    pattern = r"\W+".join(re.escape(w) for w in words)
    return any(_END.match(passage, m.end())
               for m in re.finditer(rf"(?<!\w){pattern}(?!\w)", passage, re.IGNORECASE))


def _stands(word: str, around: list[str]) -> bool:
    """Whether ``word`` stands ``around`` the passage in any form (``word_stands``:
    "booking" for "booked", "stiegen … ab" for "abstiegen")."""
    return stands_among(word, around)


def _credited(head: str) -> bool:
    """Whether ``head`` credits a speaker ("Selon le maire", "laut", "said"): the
    statement comes after the comma."""
    lowered = f" {head.lower()} "
    return any(f" {w} " in lowered for w in (*ACCORDING, *SAYING))
