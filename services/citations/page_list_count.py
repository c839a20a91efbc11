"""A count of the items a sentence near the passage lists: "only four places where you can
buy fuel" for "Fuel is available in Craignure, Salen, Tobermory and Bunessan only",
"drei Maare" for "das Gemündener, das Weinfelder und das Schalkenmehrener Maar", "四个
城市" for "上海、成都、西安和广州".

The page names the items and seldom counts them; a summary counts them. The number is
the page's when a sentence beside the passage that holds a word of the claim's clause
around the number lists as many items: short stretches between commas (or "、"), the last after a
word that joins a list's last item (a closed class per language). Structure, any
language.
"""

from __future__ import annotations

import re

from services.citations.case_blind import CaseBlind
from services.citations.clauses import clauses, held
from services.citations.numbers import Number
from services.citations.passages import terms

ITEM_WORDS = 4
"""Words at most of an item between two commas."""
_LAST = CaseBlind(r",?\s(?:and|or|und|oder|sowie|et|ou|y|o|e|ed|en|of|e)\s|以及|和|及|与|或")
"""The word before a list's last item."""
_COMMA = re.compile(r"[,，、]")


def _counts(sentence: str) -> set[int]:
    """How many items each list of ``sentence`` has ("A, B, C and D": 4)."""
    out = set()
    for last in _LAST.finditer(sentence):
        head = sentence[: last.start()]
        pieces = _COMMA.split(head)
        inner = 0
        for piece in reversed(pieces[1:]):
            words = piece.split() if " " in piece.strip() or piece.isascii() else [piece]
            if not piece.strip() or len(words) > ITEM_WORDS or len(piece.strip()) > 12 * ITEM_WORDS:
                break
            inner += 1
        if inner:
            out.add(inner + 2)  # the items between commas, the first and the last
    return out


def counts_page_list(number: Number, claim: str, sentences: list[str]) -> bool:
    """Whether ``number`` of ``claim`` counts the items one of ``sentences`` lists, that
    sentence holding a word of the claim's clause around the number."""
    if not any(2 <= v <= 12 and v == int(v) for v in number.values):
        return False
    around = {t for part, found in clauses(claim) if number.text in part
              for t in found if not t[:1].isdigit()}
    if not around:
        return False
    for sentence in sentences:
        if held(around, set(terms(sentence)), sentence) >= 1 and not number.values.isdisjoint(
                float(n) for n in _counts(sentence)):
            return True
    return False
