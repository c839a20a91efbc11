"""A negation written in one word, with a negative affix: "undamaged", "unverändert",
"kostenlos", "onveilig" (the prefixes and suffixes of ``cues.NEGATIVE_AFFIXES``, per
language)."""

from __future__ import annotations

from services.citations.cues import NEGATIVE_PREFIXES, NEGATIVE_SUFFIXES
from services.citations.scripts import CJK_SCRIPT
from services.citations.scripts import LETTER_WORD as _WORD


def affixed(text: str, word: str) -> bool:
    """Whether ``text`` has ``word`` with a negative affix of ``cues.NEGATIVE_AFFIXES``
    ("undamaged", "unverändert", "kostenlos", "onveilig"): a negation in one word."""
    if len(word) < 4 or CJK_SCRIPT.match(word):
        return False
    stem = word[:-2] if len(word) > 6 else word  # "damaged" in "undamaged", "kosten" in "kostenlos"
    for other in _WORD.findall(text.lower()):
        if len(other) <= len(stem):
            continue
        at = other.find(stem)
        if at > 0 and other[:at] in NEGATIVE_PREFIXES:
            return True
        if at == 0 and any(other.endswith(s) and len(other) - len(s) <= len(word) + 1
                           for s in NEGATIVE_SUFFIXES):
            return True
    return False
