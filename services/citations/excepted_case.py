"""An excepted case the claim speaks of in other terms: "Add all the fish, except the
prawns, and poach gently" against "…, while the prawns go into the dish raw".

An exception ("except", "außer", "sauf", "salvo", "除了") negates no verb of its own: it
takes its case out of what the rest of the sentence says ("poach gently"). A claim turns
it round only by putting the case back under that statement: in a clause that holds a
word of it ("the prawns are poached too") or a word of inclusion ("lundi compris",
"prawns included"). A clause that says something else of the case ("go into the dish
raw", "cuestan 3 euros") says what the page's exception leaves room for.

The words of inclusion are a closed class per language.
"""

from __future__ import annotations

import re

from services.citations.clause_stops import ClauseStops
from services.citations.cues import NEGATION_WORDS
from services.citations.passages import soft_credit, terms
from services.citations.scripts import CJK_SCRIPT
from services.citations.scripts import LETTERS as _WORD

EXCEPTING: dict[str, tuple[str, ...]] = {
    "en": ("except",), "de": ("außer",), "fr": ("sauf",), "es": ("excepto", "salvo"),
    "it": ("tranne", "salvo"), "pt": ("exceto", "salvo"), "nl": ("behalve",),
    "zh": ("除了",), "ja": ("除き",),
}
"""The exception words of ``cues.NEGATION``."""
INCLUDED: dict[str, tuple[str, ...]] = {
    "en": ("included", "including", "also", "too", "even"),
    "de": ("inklusive", "einschließlich", "inbegriffen", "eingeschlossen", "auch", "sogar"),
    "fr": ("compris", "comprise", "inclus", "incluse", "aussi", "également", "même"),
    "es": ("incluido", "incluida", "incluidos", "incluidas", "incluso", "también"),
    "it": ("compreso", "compresa", "compresi", "comprese", "incluso", "anche"),
    "pt": ("incluído", "incluída", "incluindo", "inclusive", "também"),
    "nl": ("inclusief", "inbegrepen", "ook", "zelfs"),
    "zh": ("包括", "包含", "也"), "ja": ("含め", "含む"), "ko": ("포함",),
}
"""Words that put a case under what is said of the rest ("lundi compris", "auch")."""
_EXCEPTING = frozenset(w for ws in EXCEPTING.values() for w in ws if not CJK_SCRIPT.match(w))
_EXCEPTING_CJK = tuple(w for ws in EXCEPTING.values() for w in ws if CJK_SCRIPT.match(w))
_INCLUDED = frozenset(w for ws in INCLUDED.values() for w in ws if not CJK_SCRIPT.match(w))
_INCLUDED_CJK = tuple(w for ws in INCLUDED.values() for w in ws if CJK_SCRIPT.match(w))
_CLAUSE_END = ClauseStops(r"[,;:()，；：（）。！？\n]|[.!?](?:\s|$)")


def only_excepted(negations: list[str]) -> bool:
    """Whether every negation word of a clause (``negations``) is a word of exception."""
    return bool(negations) and all(
        n in _EXCEPTING or any(n in w for w in _EXCEPTING_CJK) for n in negations)


def _without_case(sentence: str) -> str:
    """``sentence`` without its excepted case (from the word of exception to the end
    of its clause): the statement the case is taken out of."""
    lowered = sentence.lower()
    spans = [(m.start(), m.end()) for m in _WORD.finditer(lowered) if m.group() in _EXCEPTING]
    spans += [(m.start(), m.end()) for w in _EXCEPTING_CJK for m in re.finditer(w, lowered)]
    out = lowered
    for start, _end in sorted(spans, reverse=True):
        stop = _CLAUSE_END.search(out, _end)
        out = out[:start] + " " + out[stop.start() if stop else len(out):]
    return out


def put_back(mine: str, sentence: str) -> bool:
    """Whether the claim's clause ``mine`` puts the excepted case of ``sentence`` back
    under its statement: a word of that statement or a word of inclusion."""
    if included(mine):
        return True
    rest = _without_case(sentence)
    statement = set(terms(rest))
    return any(t in statement or soft_credit(t, statement, rest) >= 1.0 for t in terms(mine))


def included(text: str) -> bool:
    """Whether ``text`` has a word of inclusion (``INCLUDED``: "auch", "also", "也")."""
    lowered = text.lower()
    return not _INCLUDED.isdisjoint(_WORD.findall(lowered)) or any(
        w in lowered for w in _INCLUDED_CJK)


def says_otherwise(clause: str, case: list[str], statement: list[str]) -> bool:
    """Whether ``clause`` of a claim names the excepted ``case`` (its words) and says
    something else of it: words of its own, none of the ``statement`` the case is taken
    out of, no word of inclusion ("while the prawns go into the dish raw") and no
    negation (with one it states the exception: "though not in some village cafés")."""
    words = [w for w in _WORD.findall(clause.lower()) if len(w) >= 3]
    if included(clause) or not NEGATION_WORDS.isdisjoint(
            _WORD.findall(clause.lower())) or not any(
            any(_same(w, c) for w in words) for c in case):
        return False
    if any(_same(w, s) for w in words for s in statement):
        return False
    own = [w for w in words if not any(_same(w, c) for c in case)]
    return len(set(terms(" ".join(own)))) >= 1


def _same(word: str, other: str) -> bool:
    """The same word in another form (five letters shared, as ``exceptions`` reads it)."""
    return word == other or (len(other) >= 5 and word[:5] == other[:5])
