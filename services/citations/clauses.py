"""A sentence cut into clauses, and how much of a claim's clause a page's clause holds.

The negation, hedge and aspect checks compare a claim clause by clause with the
page's clause that holds its words: "do not" in one clause of a sentence says
nothing of the next one.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from services.citations.case_blind import CaseBlind
from services.citations.clause_stops import ClauseStops
from services.citations.cues import CONTRASTING_WORDS, COORDINATOR_WORDS, STOP_WORDS
from services.citations.example_clause import examples_kept
from services.citations.passages import soft_credit, terms
from services.citations.per_answer import SHORT_TEXT, per_answer
from services.citations.scripts import CJK as _CJK
from services.citations.scripts import KANA as _KANA
from services.citations.scripts import LETTERS as _LETTERS

CLAUSE = ClauseStops(r"""[,;:—–()，；：、（）。！？\n]|[.!?]["“”»«’']?\s|\s-\s""")
"""Where a clause ends: commas, semicolons, colons, dashes, brackets, stops (a stop
before a closing quote too: „… nehmen.“ Ein …)."""
BUT = CaseBlind(r"\s(?:but|mais|pero|mas)\s")
"""A conjunction that opens a clause set against the one before ("remains available but
will not receive updates" says two things, only the second negated). Only where the
word is that conjunction alone: German "aber" and Italian "però" also stand inside a
clause ("muss aber kein Smartphone"), Dutch "maar" is also "only", Italian "ma" French
"my"."""


_CHINESE_CLAUSE = ClauseStops(
    r"""[,;:—–()，；：（）。！？\n]|[.!?]["“”»«’']?\s|\s-\s""", letters=True)
"""Where a Chinese clause ends: "、" only joins the items of a list ("不宜放入肉类、蛋奶等
易变质食材" is one clause); Japanese writes it for the comma too."""
_EVERY_STOP = ClauseStops(CLAUSE.pattern, letters=True)
"""``CLAUSE`` as ``clauses`` cuts: not at the stops of an abbreviation of letters ("prüft
u. a. einen Weg", "z. B."), but still at a number's abbreviation or an ordinal's ("ca. |
2 Std. | am Stück", "ab dem 8. | Januar", "18,4 Mio. | Euro"), for the polarity, intent
and hedge checks that weigh these clauses were written on clauses so cut. Read whole,
such a clause gives a negation or a word of plan that the claim's paraphrase says in
other words ("nicht länger als ca. 2 Std." for "höchstens zwei Stunden", "rund 3 Mio.
mehr als ursprünglich geplant" for "veranschlagt"): cut at every short form's stop, five
correct claims of the visible parts turned weak or unsupported against three caught."""


def clauses(text: str) -> list[tuple[str, set[str]]]:
    """``text`` cut at commas, semicolons, colons and dashes, each with its terms (see
    ``examples_kept`` for what is not cut)."""
    if len(text) > SHORT_TEXT:
        return _clauses(text)
    return [(part, set(found)) for part, found in _remembered(text)]


@per_answer
@lru_cache(maxsize=256)
def _remembered(text: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """``clauses`` of a short text, read once an answer: a claim and its window are cut
    by a dozen checks."""
    return tuple((part, frozenset(found)) for part, found in _clauses(text))


def _clauses(text: str) -> list[tuple[str, set[str]]]:
    out = []
    cut = _EVERY_STOP if _KANA.search(text) or "、" not in text else _CHINESE_CLAUSE
    for part in (p for piece in _lists_kept(text, examples_kept(text, cut))
                 for p in BUT.split(piece)):
        found = set(terms(part))
        if found:
            out.append((part, found))
    return out


LIST_ITEM = 3
"""Words at most of an item of a list written with commas ("ice, iced water, butter")."""
_LISTING = COORDINATOR_WORDS - CONTRASTING_WORDS - {"of"}
"""The words of ``cues.COORDINATORS`` that close a list ("and", "or", "und", "oder"): not
those of ``cues.CONTRASTING`` ("but", "aber" ...), nor Dutch "of", English "of" too."""


def _lists_kept(text: str, pieces: list[str]) -> list[str]:
    """``pieces`` (``text`` cut into clauses) with the items of a list joined to the clause
    it opens in: "Do not use ice, | iced water, | butter, | toothpaste or creams on a burn"
    is one clause, its negation bears on every item. A list: after a clause, one item at
    least of ``LIST_ITEM`` words at most, each after a comma, then a piece after a comma
    whose first words close it with "and" or "or" ("toothpaste or creams ...")."""
    if len(pieces) < 3 or text.count(",") < 2 or not any(
            _item(p) for p in pieces[1:-1]) or _CJK.search(text):
        return pieces  # no comma-joined item between two pieces: a first look, fast
    spans, at = [], 0
    for piece in pieces:
        start = text.find(piece, at)
        if start == -1:
            return pieces
        spans.append((start, start + len(piece)))
        at = start + len(piece)

    def comma_before(k: int) -> bool:
        return text[spans[k - 1][1] : spans[k][0]].strip() == ","

    out: list[str] = []
    k = 0
    while k < len(pieces):
        last = k
        while last + 1 < len(pieces) and comma_before(last + 1) and _item(pieces[last + 1]):
            last += 1
        if last > k and last + 1 < len(pieces) and comma_before(last + 1) and _closes(
                pieces[last + 1]):
            out.append(text[spans[k][0] : spans[last + 1][1]])
            k = last + 2
        else:
            out.append(pieces[k])
            k += 1
    return out


def _item(piece: str) -> bool:
    """Whether ``piece`` may be an item inside a list: a few words, not opened by a function
    word ("though fewer flowers" opens a clause), nor a name of two words or more in
    apposition ("Segundo a diretora, Fernanda Lopes, hospitais …")."""
    words = _LETTERS.findall(piece)
    lowered = [w.lower() for w in words]
    return 1 <= len(words) <= LIST_ITEM and _LISTING.isdisjoint(lowered) and (
        lowered[0] not in STOP_WORDS) and not (len(words) > 1 and all(
            w[:1].isupper() for w in words))


def _closes(piece: str) -> bool:
    """Whether ``piece`` closes a list: "and" or "or" (``_LISTING``) stands among its
    ``LIST_ITEM`` words after the first, the last item's ("toothpaste or creams on a burn")."""
    words = _LETTERS.findall(piece.lower())[: LIST_ITEM + 1]
    return any(w in _LISTING for w in words[1:])


def held(mine: set[str], theirs: set[str], clause: str) -> int:
    """How many of ``mine`` (a claim clause's terms) the page's ``clause`` (its terms
    ``theirs``) holds, in any form: "später" in "späteren", "beginnen" in "Schulbeginn"."""
    lowered = clause.lower()
    return len(mine & theirs) + sum(1 for w in mine - theirs
                                    if soft_credit(w, theirs, lowered) >= 1.0)


def matching_clause(claim: str, wanted: set[str], turned: frozenset[str] = frozenset(),
                    answers: Callable[[str], bool] | None = None) -> str:
    """The clauses of ``claim`` that share most terms with ``wanted`` (a clause of the
    page), joined: a negated word must stand where the claim says what the page's
    clause says ("后货架需要单独购买" is not "配备" of the brakes before it).

    Of clauses sharing as many, one that ``answers`` (is negated, for a negated clause
    of the page) and shares more of what the page's clause is about (its terms but
    ``turned``, those its negation turns), one at least, than any that holds a turned
    word is the one that says it: a summary packs several of the page's sentences into
    clauses of one sentence, and "doesn't need a rear rack" restates "a rear rack is not
    required" where "requires … the rear wheel", sharing the turned verb and one noun,
    is another sentence's. A negated clause about something else ("damit das Püree
    nicht zäh wird" beside "nicht pürieren") answers nothing: it shares nothing else."""
    parts = clauses(claim)
    if len(parts) < 2:
        return claim
    most = max(len(found & wanted) for _part, found in parts)
    tied = [(part, found) for part, found in parts if len(found & wanted) == most]
    about = wanted - turned
    holding = max((len(found & about) for _part, found in tied if found & turned), default=0)
    answering = [part for part, found in tied if answers is not None and answers(part)
                 and not found & turned and len(found & about) > holding]
    return " ".join(answering or [part for part, _found in tied])
