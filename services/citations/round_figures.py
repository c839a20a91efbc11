"""A figure a claim gives rounded to its own last digit: "近四成" (nearly four in ten) for
"38%", "about 40 per cent" for "37.5 %", "rund 8600 Tonnen" for "8.571 Tonnen".

A writer who rounds keeps one or two significant figures, so the page's figure may lie
up to half a unit of the claim's last figure away (38 is 40 to the tens), more than a
fixed share of it. Such a rounder figure counts as the page's when a word says it is
approximate (``signals.approximate``), it has fewer significant figures than the page's,
the page's rounds to it at its last figure, and the two lie within ``ROUNDED_SHARE`` of
each other (so "about 2 million" is no rounding of 2.4 million). A word for "nearly"
(a closed class per language, ``NEARLY``) says the page's figure lies under the claim's.
"""

from __future__ import annotations

from services.citations.case_blind import CaseBlind

ROUNDED_SHARE = 0.1
"""How far at most a figure rounded at its own last digit may lie from the page's."""
NEARLY: dict[str, tuple[str, ...]] = {
    "en": ("nearly", "almost", "just under"),
    "de": ("fast", "knapp", "beinahe", "nahezu"),
    "fr": ("presque", "près de", "quasiment"),
    "es": ("casi", "cerca de"),
    "it": ("quasi", "circa"),
    "pt": ("quase", "perto de"),
    "nl": ("bijna", "nagenoeg"),
    "zh": ("近", "将近", "接近", "逼近"),
    "ja": ("近く", "弱"),
}
"""Words that put a figure just above the true one ("nearly 40%": a little under 40)."""
_NEARLY = [w for words in NEARLY.values() for w in words]
_SPACED = CaseBlind(r"(?<![^\W\d_])(" + "|".join(w for w in _NEARLY if w.isascii() or " " in w
                                                   or w[0] not in "近将接逼弱")
                    + r")\s+$")
BEFORE_CHARS = 14
"""Characters before a figure where a word for "nearly" may stand."""


def _place(value: float) -> float:
    """The place of the last significant figure of ``value`` (40: 10; 8600: 100; 2.5: 0.1)."""
    if value <= 0:
        return 0.0
    text = f"{value:.6f}".rstrip("0").rstrip(".")
    if "." in text:
        return 10.0 ** -len(text.split(".")[1])
    digits = text.lstrip("0")
    return 10.0 ** (len(digits) - len(digits.rstrip("0")))


def figures(value: float) -> int:
    """Significant figures of ``value`` as written plainly (1500: 2; 29.6: 3)."""
    text = f"{abs(value):.6f}".rstrip("0").rstrip(".")
    if "." in text:
        return len(text.replace(".", "").lstrip("0"))
    return len(text.strip("0"))


def nearly(claim: str, written: str) -> bool:
    """Whether a word for "nearly" stands right before the figure ``written`` of ``claim``."""
    at = claim.find(written)
    if at <= 0:
        return False
    before = claim[max(0, at - BEFORE_CHARS) : at]
    if _SPACED.search(before):
        return True
    return any(before.endswith(w) for w in _NEARLY if not w.isascii() and " " not in w)


def rounded_at_place(claimed: float, stated: float, under: bool = False) -> bool:
    """Whether ``claimed`` is ``stated`` rounded at ``claimed``'s last significant figure
    and within ``ROUNDED_SHARE`` of it; ``under``: the claim says "nearly", so the page's
    figure lies at or under the claim's."""
    if stated <= 0 or claimed <= 0 or figures(claimed) >= figures(stated):
        return False
    if under and stated > claimed:
        return False
    gap = abs(claimed - stated)
    return gap <= _place(claimed) / 2 and gap <= ROUNDED_SHARE * stated


def kinds_fit(mine: str, theirs: str) -> bool:
    """Whether two numbers' kinds allow one to be the other rounded: the same, one of no
    kind, or two CJK runs after their numbers with one measure word ("吨生活垃圾", "吨")."""
    if not mine or not theirs or mine == theirs:
        return True
    return not mine.isascii() and not theirs.isascii() and mine[0] == theirs[0]
