"""A CJK slot the page fills with a demonstrative ("这一设计", "该公司", "その橋") refers back to
what an earlier sentence names: a claim that names it there ("敞肩拱设计") swaps nothing.

Only where the sentence before names the claim's filler; a name the page gives nowhere
near stays a swap. Demonstratives are a closed class per language.
"""

from __future__ import annotations

DEMONSTRATIVES: dict[str, tuple[str, ...]] = {
    "zh": ("这", "這", "此", "该", "該", "那", "本"),
    "ja": ("この", "その", "あの", "同"),
    "ko": ("이", "그", "저"),
}
"""Words that point back at something named before ("this", "that", "the said")."""
_STARTS = tuple(w for words in DEMONSTRATIVES.values() for w in words)


def slot_refers_back(claimed: str, stated: str, before: str) -> bool:
    """Whether the page's ``stated`` filler of a slot opens with a demonstrative and the
    sentence ``before`` it names the claim's ``claimed`` filler."""
    return bool(claimed) and stated.startswith(_STARTS) and claimed in before
