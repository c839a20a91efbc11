"""The scripts written without spaces between words, as the citation check reads them.

Chinese, Japanese (kana and kanji, compatibility ideographs included) and
Korean Hangul: a claim or passage in them is compared character by character,
not word by word.
"""

from __future__ import annotations

import re

CJK_CHARS = "\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af"
"""The character ranges, for use inside a regex character class."""

CJK = re.compile(f"[{CJK_CHARS}]")
"""One character of those scripts."""

CJK_SCRIPT = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
"""One kana, Han or Hangul character (compatibility ideographs left out): the test of
whether a claim or a name is read the CJK way."""

KANA = re.compile(r"[\u3040-\u30ff]")
"""One kana character: a CJK text with one is Japanese, whose clauses "、" parts."""

HANGUL = re.compile(r"[\uac00-\ud7af]")
"""One Hangul syllable: a CJK text with one is Korean."""

LETTERS = re.compile(r"[^\W\d_]+")
"""A run of letters of any script (no digits, no underscore): a word as the cue checks
look words up in their tables."""

LETTER_WORD = re.compile(r"[^\W\d_]+(?![^\W\d_])(?!\d)")
"""A run of letters not glued to the digits after it: letters before digits are a code
("N800", "A320", "T4"), no word."""

WORD_TOKEN = re.compile(r"[^\W_][\w'’-]*")
"""A word as written, with its digits, apostrophes and hyphens ("Wi-Fi", "X4", "l'eau"):
how a claim's words are counted against the page's when a phrase is weighed."""


def word_pattern(word: str) -> str:
    """A regex that finds ``word``: anywhere in a CJK text (those scripts put no space
    between words), as a whole word otherwise ("sauf" not inside "sauft")."""
    if CJK_SCRIPT.match(word):
        return re.escape(word)
    return rf"(?<![^\W\d_]){re.escape(word)}(?![^\W\d_])"


WORD_OR_FIGURE = re.compile(r"[^\W\d_][\w'’-]*|\d+(?:[.,]\d+)*")
"""A word (letters first, with its digits, apostrophes and hyphens) or a figure with its
decimal or group marks ("1.5", "12,000"): how a clause or a quoted sentence is read word by
word in order."""
