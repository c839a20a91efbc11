"""Chinese negations the shared table (``cues.NEGATION``) leaves out: "并非" (is not, "一万步
并非必须"), and "禁" with the act it bans ("孕妇禁用", "禁售", "禁行", "禁入"). Read as
substrings like every CJK cue (``cjk_cues``); a closed class."""

from __future__ import annotations

MORE_NEGATION: dict[str, tuple[str, ...]] = {
    "zh": ("并非", "绝非", "禁用", "禁售", "禁行", "禁入", "禁烟", "禁停", "禁放", "禁燃",
           "禁捕", "禁渔", "禁猎", "禁飞"),
}
"""Negations by CJK language, beside ``cues.NEGATION``."""
NEGATION_MARKS = ("不", "没", "未", "ない", "않", "없", "못")
"""The CJK characters that mark a negation wherever they stand (Chinese, Japanese, Korean):
enough to tell whether a CJK text negates at all."""
