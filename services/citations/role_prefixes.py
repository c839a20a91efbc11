"""A CJK title written with a prefix of rank before it: "李静怡副教授" (associate
professor), "前院长", "代理市长", "副社長", "부사장". ``cjk_roles.ROLES`` lists the titles;
the prefixes that turn a title into another rank of it (vice, associate, deputy,
acting, former, honorary, chief, executive) are a closed class of each language, so a
name beside "副教授" stands beside a title as surely as one beside "教授".
"""

from __future__ import annotations

from services.citations.cjk_roles import CJK_ROLES

ROLE_PREFIXES: dict[str, tuple[str, ...]] = {
    "zh": ("副", "前", "原", "代理", "代", "名誉", "首席", "常务", "执行", "助理"),
    "ja": ("副", "元", "前", "名誉", "代理", "首席"),
    "ko": ("부", "전", "명예", "수석"),
}
"""Prefixes of rank a CJK title may carry (vice/associate/deputy, former, acting,
honorary, chief, executive, assistant)."""
_PREFIXES = tuple(sorted({p for ps in ROLE_PREFIXES.values() for p in ps}, key=len,
                         reverse=True))
REACH = 3
"""Characters either side of a name read for a title (plus a prefix after it)."""


def role_beside(text: str, start: int, end: int) -> bool:
    """Whether a title (``cjk_roles.ROLES``) stands right before ``text[start:end]`` or right
    after it, after it perhaps with a prefix of rank ("王晓岚副教授")."""
    before, after = text[max(0, start - REACH) : start], text[end : end + REACH + 2]
    if any(before.endswith(r) or after.startswith(r) for r in CJK_ROLES):
        return True
    prefix = next((p for p in _PREFIXES if after.startswith(p)), None)
    return prefix is not None and any(after[len(prefix) :].startswith(r) for r in CJK_ROLES)


def ends_in_rank(filler: str, after: str) -> bool:
    """Whether ``filler`` ends in a prefix of rank that, with ``after`` (the text right
    after it), writes a title ("张明远副" before "教授"): the name ends before it."""
    return any(filler.endswith(p) and len(filler) > len(p) and any(
        after.startswith(r) for r in CJK_ROLES) for p in _PREFIXES)
