"""Where a number of a claim stands in its text: its written form on its own, not the
head of a longer figure ("15" inside "150 kg", "2" inside "2.5" or "12"), so that the
words read after it ("15 Euro weniger") are its own.

A plain ``str.find`` gives the first occurrence of the characters, which for a short
figure is often inside a longer one written earlier in the sentence; the words after
that one ("150 kg Restmüll") then decide whether the claim compares or counts.
"""

from __future__ import annotations

import re


def number_at(text: str, written: str) -> int:
    """The offset in ``text`` of ``written`` (a number as the claim writes it) where no
    digit or decimal part (a letter, for a number in words) joins it on either side;
    the first occurrence as a fallback, -1 when it is absent."""
    if not written:
        return -1
    before = r"(?<!\d)(?<!\d[.,])" if written[0].isdigit() else r"(?<![^\W\d_])"
    after = r"(?![.,]?\d)" if written[-1].isdigit() else r"(?![^\W\d_])"
    pattern = re.compile(before + re.escape(written) + after)
    found = pattern.search(text)
    return found.start() if found is not None else text.find(written)
