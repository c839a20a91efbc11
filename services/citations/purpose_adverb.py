"""A word of purpose that is an adverb where it stands: German "damit" after a coordinator
or a finite verb ("und damit mehr als dreimal so hoch", "ist damit der größte") means
"thus", "with that", and introduces no purpose or cause; Dutch "daarmee" never is a
conjunction. The conjunction opens its clause after a comma ("…, damit sie nicht platzen").
Closed classes: the markers read both ways and the words that make them adverbs.
"""

from __future__ import annotations

import re

ADVERB_AFTER: dict[str, frozenset[str]] = {
    "damit": frozenset({"und", "oder", "sowie", "ist", "sind", "war", "waren", "liegt", "lag",
                        "liegen", "lagen", "wird", "werden", "wurde", "wurden", "hat", "haben",
                        "hatte", "hatten", "gilt", "galt"}),
}
"""Markers of purpose that are adverbs after one of these words."""
_LAST_WORD = re.compile(r"(\w+)\W*$")


def adverb_reading(lowered: str, at: int, marker: str) -> bool:
    """Whether ``marker`` at ``at`` of ``lowered`` is an adverb, no word of purpose."""
    after = ADVERB_AFTER.get(marker)
    if not after:
        return False
    before = _LAST_WORD.search(lowered[max(0, at - 30) : at])
    return before is not None and before.group(1) in after and not (
        lowered[:at].rstrip().endswith(","))
