"""A CJK bound said through a negated modal: "不能超过24米", "不应超过", "不可低于", "不宜少于"
say what "不得超过" and "不超过" say (at most, at least), a limit, not a negation.

``past_modal`` gives the characters after a negation, past one modal of "can", "should",
"may" or "will" (a closed class), for the check that reads a bound there.
"""

from __future__ import annotations

CJK_MODALS = ("应该", "应当", "能", "可", "应", "宜", "会", "该", "准", "許", "许", "應", "會")
"""Chinese modal verbs a negation may stand before ("不能", "不应该", "不宜"), longest first."""


LIMITS = ("超过", "超出", "高于", "低于", "少于", "多于")
"""Two-character bounds a negated modal may turn into a limit; single characters ("到",
"满") are left out: "不能到场" is "cannot come", no bound."""


def past_modal(text: str, end: int, width: int = 2) -> str:
    """``width`` characters of ``text`` from ``end`` (right after a negation), past one
    modal verb standing there when a limit follows it ("不能超过": "超过")."""
    for modal in CJK_MODALS:
        if text.startswith(modal, end) and text.startswith(LIMITS, end + len(modal)):
            return text[end + len(modal) : end + len(modal) + width]
    return text[end : end + width]
