"""A number word inside a German or Dutch adjective of time: "nach dreijähriger Sanierung"
is three years of it, "trotz zweijähriger Suche" two, "een driejarig onderzoek" three.

The number reader reads whole words, so the page's "dreijähriger" states no number and
the claim's "drei Jahre" seems to add one. Here such an adjective is read as its number
with the unit of time it is built on, of the kind "drei Jahre" has (``numbers``).
"""

from __future__ import annotations

from services.citations.case_blind import CaseBlind
from services.citations.cues import NUMBER_VALUES

TIME_ADJECTIVES: dict[str, str] = {
    "jährig": "jahr", "tägig": "tage", "stündig": "stun", "wöchig": "woch", "monatig": "mona",
    "minütig": "minu", "jarig": "jaar",
}
"""Endings of adjectives of time (de, nl) -> the kind of the unit they are built on."""
_WORDS = "|".join(sorted(NUMBER_VALUES, key=len, reverse=True))
_COMPOUND = CaseBlind(rf"(?<![^\W\d_])({_WORDS})({'|'.join(TIME_ADJECTIVES)})\w*")


def time_compounds(text: str) -> list[tuple[str, int, str]]:
    """``(as written, number, kind)`` for each adjective of time ``text`` builds on a
    number word ("dreijähriger": 3, "jahr")."""
    lowered = text.lower()
    if not any(ending in lowered for ending in TIME_ADJECTIVES):
        return []  # most texts have none
    return [(m.group(), NUMBER_VALUES[m.group(1).lower()], TIME_ADJECTIVES[m.group(2).lower()])
            for m in _COMPOUND.finditer(text)]
