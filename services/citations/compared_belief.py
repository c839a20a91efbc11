"""A belief a comparison names as the measure, no hedge: "as earlier estimates suggested",
"than previously thought", "als bisher angenommen", "que ce que l'on pensait".

"Seagrass meadows may hold up to twice as much carbon as previous estimates suggested":
"suggested" belongs to the earlier estimates, the new finding is hedged by "may". A claim
that keeps the comparison ("hold twice as much carbon as earlier estimates suggested")
reports no belief of its own, and advises nothing: it drops the "may". The hedge check
reads a claim's verb of believing or advising as keeping the page's hedge; a verb of
that kind right after a word of comparison (a closed class, given for every tabled
language) is set aside first, on both sides.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from services.citations.case_blind import CaseBlind

COMPARING: dict[str, tuple[str, ...]] = {
    "en": ("as", "than"), "de": ("als", "wie"), "fr": ("que", "qu'", "qu’"),
    "es": ("que", "como"), "it": ("di quanto", "come"), "pt": ("que", "como"),
    "nl": ("dan", "als", "zoals"),
}
"""Words, by language, that open the measure of a comparison."""
REACH = 4
"""Words at most between the word of comparison and the verb of believing."""

_MARK = "|".join(sorted((re.escape(w) for ws in COMPARING.values() for w in ws), key=len,
                        reverse=True))
_MARKER = CaseBlind(rf"(?<![^\W\d_])(?:{_MARK})(?![^\W\d_])")
_WORD = re.compile(r"[^\W\d_][\w'’-]*")


def without_compared_belief(text: str, believing: Callable[[str], bool]) -> str:
    """``text`` with each comparison's measure that ends in a verb of believing or
    advising (``believing``, asked of a lower-cased word) left out ("as earlier estimates
    suggested")."""
    out, at = [], 0
    for marker in _MARKER.finditer(text):
        if marker.start() < at:
            continue
        for k, word in enumerate(_WORD.finditer(text, marker.end())):
            if k >= REACH:
                break
            if believing(word.group().lower()):
                out.append(text[at : marker.start()])
                at = word.end()
                break
    return "".join(out) + text[at:]
