"""A number a claim spells as a word ("five", "zehn", "fünf") where its page writes the
figure ("5 to 11", "10 %", "5 g"): the same figure, no word the page lacks.

The checks that weigh what a claim adds to its passage leave a figure to the number checks
and count the rest as words; a spelled number read as a word stands nowhere on a page that
writes digits, and a restated figure looks like an added phrase ("…, most of them between
five and eleven years old" for "most of them aged 5 to 11"). The number words are a closed
class (``cues.NUMBER_VALUES``, two to twelve, in the spaced languages); the figure must
stand in the text as a number of its own ("5", not the 5 of "2025").
"""

from __future__ import annotations

import re

from services.citations.cues import NUMBER_VALUES


def writes_figure(text: str, word: str) -> bool:
    """Whether ``word`` is a number word whose value ``text`` writes in digits."""
    value = NUMBER_VALUES.get(word.lower())
    return value is not None and re.search(rf"(?<![\d.,]){value}(?![\d]|[.,]\d)", text) is not None


def any_figure_written(text: str, words: list[str]) -> bool:
    """Whether ``text`` writes in digits a number one of ``words`` spells."""
    return any(writes_figure(text, w) for w in words)
