"""Two items the claim joins in one statement that the passage states apart, one of
them negated or only planned: "can connect to both 2.4 GHz and 5 GHz Wi-Fi networks"
against "2.4 GHz only; 5 GHz networks are not supported"; "can export chapters for both
MP3 and M4A files" against "… for MP3 files. Chapter export for M4A files is planned for
a later release."

The polarity check pairs the claim's clause with the passage's clause sharing most of
its words, the affirmed one. Items written with figures or capitals ("5 GHz", "M4A")
anchor each to its own clause (of the passage and a sentence either side) in any
language: the claim joins two items with a coordinator ("and", "und", "et", "y" …, or
"sowie", "as well as") and states no negation, plan or hedge; each item stands in a
different clause of the passage; the clause of one is negated or planned and the clause
of the other is not.
"""

from __future__ import annotations

import re

from services.citations.clause_stops import ClauseStops
from services.citations.finding import Finding
from services.citations.polarity import cues
from services.citations.scripts import CJK_SCRIPT

_JOINERS = r"and|und|et|y|e|en|sowie|as well as|ainsi que|así como"
_ITEM = r"(?:\d+(?:[.,]\d+)?|[A-Za-z]*\d[\w-]*|[A-Z]{2,}[\w-]*)"
_CLAUSE = ClauseStops(r"[;:\n]|,(?!\d)|(?<!\d)[.!?](?:\s|$)")
"""Where a clause ends: a stop, a comma that is no decimal comma ("2,4 GHz" stays whole)."""
_PAIR = re.compile(rf"(?<![\w.,])({_ITEM})(?:\s+[A-Za-z]{{1,4}})?\s+(?:{_JOINERS})\s+({_ITEM})"
                   rf"(?![\w.,]\d)")


def split_items(claim: str, passage: str) -> Finding | None:
    """A negation or plan of ``passage`` (the passage with a sentence either side) that
    bears on one of two items the claim joins (see the module), or None."""
    pairs = [] if CJK_SCRIPT.search(claim) else list(_PAIR.finditer(claim))
    if not pairs:
        return None  # most claims join no two items: the claim's cues are never read
    own = cues(claim)
    if own.negated or own.intent or own.hedged or own.ended:
        return None
    parts = [p for p in _CLAUSE.split(passage) if p.strip()]
    for pair in pairs:
        first, second = pair.group(1), pair.group(2)
        if first == second:
            continue
        a, b = _clause_of(first, parts), _clause_of(second, parts)
        if a is None or b is None or a == b:
            continue
        ca, cb = cues(a, passage), cues(b, passage)
        for item, mine, other, theirs in ((second, b, a, cb), (first, a, b, ca)):
            plain = cues(other, passage)
            if plain.negated or plain.intent or plain.hedged:
                continue
            if theirs.negated and not theirs.without:
                return Finding("negation", item, mine.strip(), rule="split_items")
            if theirs.intent:
                return Finding("intent", item, theirs.intent, rule="split_items")
    return None


def _clause_of(item: str, parts: list[str]) -> str | None:
    """The one clause of ``parts`` that writes ``item`` as a whole word, else None."""
    pattern = re.compile(rf"(?<![\w.,]){re.escape(item)}(?![\w]|[.,]\d)")
    holding = [p for p in parts if pattern.search(p)]
    return holding[0] if len(holding) == 1 else None
