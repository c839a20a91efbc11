"""A product named where the page names its maker: the title "Arvent SoundPeak X3 Wireless
Headphones" runs the maker's name into the model's, so "The SoundPeak X3 has a two-year
warranty" for "Arvent offers a two-year warranty" names the same thing, not a rival.

The maker (the page's filler of the slot) and the model (the claim's) stand side by side
in the page's title, one name; the claim's other words of the slot stand in the passage
or a sentence beside it ("IP rating"). A model the title does not name ("SoundPeak X5"),
or one set apart from the maker in the title ("Kobo Clara vs Lumen Leaf"), stays a swap.
Spaced scripts; structure, no word list.
"""

from __future__ import annotations

import re

from services.citations.scripts import CJK_SCRIPT

_WORD = re.compile(r"[^\W_]+(?:[-'’][^\W_]+)*")


def maker_and_model(claimed: str, stated: str, title: str, near: str) -> bool:
    """Whether ``stated`` (all title words) and the title words of ``claimed`` run
    together in ``title``, and the rest of ``claimed`` stands in ``near`` (lower-cased)."""
    if not title or CJK_SCRIPT.search(claimed + stated):
        return False
    heading = [w.lower() for w in _WORD.findall(title)]
    theirs = [w.lower() for w in _WORD.findall(stated)]
    mine = [w.lower() for w in _WORD.findall(claimed)]
    model = [w for w in mine if w in heading]
    if not theirs or not model or not all(w in heading for w in theirs) or any(
            w not in heading and not re.search(rf"(?<!\w){re.escape(w)}(?!\w)", near)
            for w in mine):
        return False
    for at in range(len(heading)):
        run = heading[at : at + len(theirs) + len(model)]
        if run in (theirs + model, model + theirs):
            return True
    return False
