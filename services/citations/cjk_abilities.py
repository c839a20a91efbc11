"""Chinese words of ability or permission written with a one-character modal after an
adverb: "并能自动添加清洁液" (and can add), "流动摊贩仍可在主干道上经营" (may still trade).

``cues.ABILITIES`` gives Chinese "可以", "能够", "允许": two characters. Alone, "能" and
"可" are parts of other words too often to read as a modal ("功能", "性能", "可能", "可是"),
but after an adverb of "also", "still", "all" or "then" they are the modal itself, a
closed class. Read with the ability cues (``cjk_cues``), a page's "不支持" or "不再允许" against
a claim's "并能" or "仍可" is a possibility denied (``denied_ability``), as sure as "不允许"
against "允许". "可" is left out where "能" follows ("仍可能": a hedge, "may still").
"""

from __future__ import annotations

MORE_ABILITIES: dict[str, tuple[str, ...]] = {
    "zh": ("并能", "还能", "仍能", "也能", "都能", "均能", "就能", "便能", "亦能",
           "仍可在", "仍可以", "均可在", "亦可在", "皆可在", "仍可用", "均可用"),
}
"""Adverb and one-character modal, per CJK language (Chinese only)."""
