"""A number the passage uses as a label ("No. 3", "Platform 4", "Gleis 2"), given what the
passage says of another label's holder.

"Car No. 3 is on display at the Dunmore Maritime Museum" where the passage says "Two cars
survived: No. 7, which is displayed at the Dunmore Maritime Museum, and No. 3, which was
used as a garden shelter": both numbers stand in the passage, with no unit, so neither the
number checks nor ``crossed_numbers`` (which reads figures with a unit) weigh them. The
sign, in any language written with spaces: the passage writes two numbers or more (of
three digits at most: no year) after the same word (the label: written with a capital,
no function word unless abbreviated, "No."); what it says of each runs from its label to
the next, up to a word that joins another statement to the sentence ("and", "und"); the
claim writes its number after that word too, and of the claim's other
words the passage holds, none stands in its number's stretch and two or more in
another's, whose number the claim does not state.
"""

from __future__ import annotations

import re

from services.citations.case_blind import CaseBlind
from services.citations.crossed_roles import JOINING
from services.citations.cues import STOP_WORDS
from services.citations.passages import terms
from services.citations.scripts import CJK_SCRIPT

AT_LEAST = 2
"""The claim's words another label's stretch must hold."""


def crossed_label(claim: str, passage: str) -> tuple[str, str] | None:
    """``(claimed, stated)``: the number ``claim`` writes after a label whose holder the
    passage says something else of, and the number of the holder it says the claim's
    words of; or None."""
    if CJK_SCRIPT.search(claim):
        return None
    lowered = passage.lower()
    for found in re.finditer(r"([^\W\d_]+)\.?\s+(\d{1,3})(?![\d.,]?\d)", claim):
        label, mine = found.group(1), found.group(2)
        if not label[0].isupper() or (label.lower() in STOP_WORDS and "." not in found.group()):
            continue  # "In 18": a preposition, no label ("No. 3": an abbreviation)
        if lowered.count(label.lower()) < 2:
            continue  # the passage writes the label once at most: no two holders
        held = re.compile(rf"(?<!\w){re.escape(label)}\.?\s+(\d+)(?![\d.,]\d)", re.IGNORECASE)
        spots = list(held.finditer(passage))
        if len({s.group(1) for s in spots}) < 2 or [s.group(1) for s in spots].count(mine) != 1:
            continue
        rest = claim[: found.start()] + " " + claim[found.end() :]
        words = {t for t in terms(rest) if t not in STOP_WORDS and not t[:1].isdigit()}
        stretches = {s.group(1): set(terms(_own(passage[s.end() : spots[k + 1].start()
                                                       if k + 1 < len(spots) else len(passage)])))
                     for k, s in enumerate(spots)}
        if words & stretches[mine]:
            continue
        for number, stretch in stretches.items():
            if number != mine and len(words & stretch) >= AT_LEAST and not re.search(
                    rf"(?<![\d.,]){number}(?![\d.,]?\d)", claim):
                return mine, number
    return None


_JOINED = CaseBlind(r"\s(?:" + "|".join(map(re.escape, JOINING)) + r")\s")


def _own(stretch: str) -> str:
    """What a stretch says of its label: up to a word that joins another statement to
    the sentence's ("Der WS 7 ist der Nachfolger des WS 5 und seit Mai im Handel": the
    sale is the WS 7's, not the WS 5's)."""
    joined = _JOINED.search(stretch)
    return stretch[: joined.start()] if joined is not None else stretch
