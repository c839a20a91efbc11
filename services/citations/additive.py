""""Not only": a negation word that adds, not negates.

"stop at the end of the current chapter, not only the current episode" says "as well
as"; "nicht nur", "non seulement", "no solo", "non solo", "não só", "niet alleen",
"不仅", "不只", "不但", "不光" the same. The word after the negation tells it, a closed
class given for every supported language.
"""

from __future__ import annotations

ONLY_AFTER = frozenset({"only", "nur", "seulement", "solo", "sólo", "solamente",
                        "soltanto", "só", "somente", "alleen"})
"""Words for "only" after a negation that make it "not only" (en, de, fr, es, it, pt, nl)."""
CJK_ONLY_AFTER = ("仅", "僅", "只", "但", "光", "單", "单")
"""Characters after "不" that make it "not only" ("不仅", "不只", "不但", "不光", "不单")."""


def not_only(words: list[str], k: int) -> bool:
    """Whether the negation ``words[k]`` begins "not only" (lower-cased words)."""
    return k + 1 < len(words) and words[k + 1] in ONLY_AFTER
