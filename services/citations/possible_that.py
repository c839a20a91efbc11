"""A possibility that governs a clause: "it is possible that", "hält es für möglich, dass".

"Brandl hält es für möglich, dass Tempo 30 den Vögeln hilft" does not say that it
helps: the clause after "dass" is a possibility. "possible" alone is an ability or a
permission ("it is possible to book online"), which the cue tables read as such;
before "that", "que", "che" it weighs a statement, as "may" does, and a claim that
states the clause plainly ("Tempo 30 hilft den Vögeln") drops the doubt. German
splits "möglich, dass" at its comma: "für möglich" ("hält es für möglich", "für
möglich gehalten") is the frame there, never an ability.
The frames are a closed class, given for every tabled language; ``hearsay`` reads them
as hedges, by the word of possibility, which a claim keeps in any form ("eine mögliche
Hilfe").
"""

from __future__ import annotations

import re

from services.citations.scripts import LETTERS as _WORD

POSSIBLE_THAT: dict[str, tuple[str, ...]] = {
    "en": ("possible that", "conceivable that", "possibility that"),
    "de": ("für möglich", "für denkbar", "möglich, dass", "denkbar, dass"),
    "fr": ("possible que", "possible qu'", "possible qu’"),
    "es": ("posible que",),
    "it": ("possibile che",),
    "pt": ("possível que",),
    "nl": ("mogelijk dat", "denkbaar dat"),
    "zh": ("有可能",),
}
"""Frames, by language: the word of possibility, then what makes the clause after it
its object."""

_FRAME = re.compile(r"(?<![^\W\d_])(?:" + "|".join(sorted(
    (re.escape(w) for lang, ws in POSSIBLE_THAT.items() if lang != "zh" for w in ws),
    key=len, reverse=True)) + r")(?![^\W\d_])")


def possibility(text: str) -> str:
    """The word of possibility of a frame in ``text`` ("möglich" of "hält es für
    möglich"; "可能" of "有可能"), "" when none."""
    lowered = text.lower()
    if "有可能" in lowered:
        return "可能"
    found = _FRAME.search(lowered)
    if found is None:
        return ""
    words: list[str] = _WORD.findall(found.group())
    return max(words, key=len)


POSSIBLE_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("possible", "conceivable"), "de": ("möglich", "denkbar"),
    "fr": ("possible", "envisageable"), "es": ("posible",), "it": ("possibile",),
    "pt": ("possível",), "nl": ("mogelijk", "denkbaar"),
}
"""Words of possibility that end a clause governing the next ("…hält es für möglich, dass …")."""
COMPLEMENTIZERS: dict[str, tuple[str, ...]] = {
    "en": ("that",), "de": ("dass", "daß"), "fr": ("que", "qu'", "qu’"), "es": ("que",),
    "it": ("che",), "pt": ("que",), "nl": ("dat",),
}
"""Words that open a complement clause: the one a possibility governs, the one a verb of
saying or fearing takes after a comma (``cause_complement``)."""

_ENDING = re.compile(r"(?<![^\W\d_])(" + "|".join(sorted(
    {w for ws in POSSIBLE_WORDS.values() for w in ws}, key=len, reverse=True))
    + r")\W*$", re.IGNORECASE)
_OPENING = re.compile(r"^\W*(?:" + "|".join(sorted(
    {re.escape(w) for ws in COMPLEMENTIZERS.values() for w in ws}, key=len, reverse=True))
    + r")(?![^\W\d_])", re.IGNORECASE)


def governing_possibility(before: str, part: str) -> str:
    """The word of possibility that ends the clause ``before`` when the clause ``part``
    right after it opens with "dass", "that", "que" ("Brandl hält es für möglich, |
    dass Tempo 30 hilft"), "" otherwise."""
    if _OPENING.match(part) is None:
        return ""
    found = _ENDING.search(before)
    return found.group(1).lower() if found else ""
