"""Whether a text holds a word in some form: "apply" in "applies", "check" in "checked".

Endings differ between a claim and its page in every language written with spaces;
a shared stem of four letters or more (and most of the shorter word) is the same word.
CJK words are found as they are written.
"""

from __future__ import annotations

from services.citations.scripts import CJK as _CJK
from services.citations.scripts import LETTER_WORD as _WORD
from services.citations.scripts import LETTERS

STEM = 4
"""Letters two forms of a word share at least."""
STEM_SHARE = 0.6
"""Share of the shorter form's letters two forms of a word share at least."""
COMPOUND = 5
"""Letters at least of a word found inside a longer word as a part of a compound
("kochen" in "aufkochen", "garantie" in "herstellergarantie")."""


def holds_word(text: str, word: str) -> bool:
    """Whether ``text`` has ``word`` in some form (another ending: "apply", "applies")."""
    if not word:
        return False
    if _CJK.match(word):
        return word in text
    for other in _WORD.findall(text.lower()):
        shared = 0
        while shared < min(len(word), len(other)) and word[shared] == other[shared]:
            shared += 1
        if shared == len(word) == len(other) or (
                shared >= STEM and shared >= STEM_SHARE * min(len(word), len(other))):
            return True
    return False


def shared_start(a: str, b: str) -> int:
    """How many letters ``a`` and ``b`` share from their start ("stored", "storage": 4)."""
    shared = 0
    while shared < min(len(a), len(b)) and a[shared] == b[shared]:
        shared += 1
    return shared


def holds_part(text: str, word: str) -> bool:
    """Whether ``text`` holds ``word`` in some form (``holds_word``) or inside a longer
    word, as a part of a compound (``COMPOUND`` letters or more)."""
    return holds_word(text, word) or (len(word) >= COMPOUND and any(
        word in other for other in LETTERS.findall(text.lower())))


def with_ending(a: str, b: str, ending: int) -> bool:
    """Whether one word is the other with at most ``ending`` letters more at its end
    ("Oberbürgermeister", "Oberbürgermeisterin"), or the same word."""
    short, long = sorted((a, b), key=len)
    return long.startswith(short) and len(long) - len(short) <= ending
