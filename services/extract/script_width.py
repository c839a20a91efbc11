"""How much a text says, counted in the characters of an alphabetic text.

A minimum of prose written in characters ("500 characters outside links") is
sized for alphabets. Chinese and Japanese write a word in one to three
characters and no spaces between words: a CJK page says as much as a Latin
one in about a third of the characters. Korean writes syllable blocks with
spaces between words: about half. A minimum that measures prose compares the
text's alphabetic width (``alphabetic_length``), so a block of CJK prose is
judged as its Latin translation would be.
"""

from __future__ import annotations

import re

# Han ideographs (with extensions and compatibility forms) and kana: one counts as three.
_DENSE = re.compile(
    r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003134f]")
# Hangul syllables: one counts as two.
_SYLLABLES = re.compile(r"[\uac00-\ud7af]")
DENSE_WIDTH = 3
SYLLABLE_WIDTH = 2


def alphabetic_length(text: str) -> int:
    """``len(text)``, each CJK character counted as the letters it stands for."""
    if text.isascii():
        return len(text)
    return (len(text) + (DENSE_WIDTH - 1) * len(_DENSE.findall(text))
            + (SYLLABLE_WIDTH - 1) * len(_SYLLABLES.findall(text)))


def alphabetic_share(text: str) -> float:
    """How many alphabetic characters each character of ``text`` stands for (1.0 for an
    alphabet, up to ``DENSE_WIDTH`` for Chinese or Japanese)."""
    return alphabetic_length(text) / len(text) if text else 1.0
