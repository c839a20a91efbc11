"""Chinese and Japanese function words of one closed class: one in the place of another
says the same ("只有" for "仅为", "能" for "可以", "一些" for "部分", "最晚" for "最长").

A claim rewords a page's quantifier, modal or limit with another of the same class;
filling the page's slot with it is no swapped name. Each class is closed (every word a
writer uses for it is listed) and the classes never overlap: "均" (all) for "部分"
(some), "最多" (at most) for "至少" (at least) or "只" (only) for "也" (also) stay
different, and the negation and number checks still weigh what they say. A copula or
a light verb beside the word ("仅为", "只有", "可达") is part of the same phrase.
"""

from __future__ import annotations

CLASSES: tuple[frozenset[str], ...] = (
    # only
    frozenset({"只", "仅", "只有", "仅有", "仅为", "只是", "仅仅", "只不过", "仅限", "只限",
               "のみ", "だけ"}),
    # can, may
    frozenset({"能", "能够", "可", "可以", "可供", "得以", "できる", "できます", "可能"}),
    # all, each
    frozenset({"均", "都", "全", "全部", "所有", "一律", "皆", "全都", "均已", "都已",
               "すべて", "全て", "いずれも"}),
    # some
    frozenset({"部分", "一些", "有些", "某些", "一部分", "一部"}),
    # at most, up to
    frozenset({"最多", "最长", "最高", "最大", "至多", "最晚", "最迟", "上限", "最大で",
               "最長", "最高で"}),
    # at least
    frozenset({"至少", "最少", "最低", "起码", "不少于", "不低于", "最低でも", "少なくとも"}),
    # first
    frozenset({"首", "第一", "首个", "第一个", "首次", "第一次", "首批", "第一批", "头一"}),
    # about
    frozenset({"约", "大约", "大概", "左右", "上下", "近", "将近", "约为", "約", "およそ", "ほど"}),
)
"""The closed classes, Chinese and Japanese."""
LIGHT = ("为", "是", "有", "达", "在", "了", "的", "可", "で", "は")
"""Copulas, light verbs and particles a function word carries ("仅为", "只有", "可达")."""


def _classes(filler: str) -> set[int]:
    found = {k for k, words in enumerate(CLASSES) if filler in words}
    if not found and len(filler) > 1:
        for light in LIGHT:
            for bare in (filler.removeprefix(light), filler.removesuffix(light)):
                if bare != filler and bare:
                    found |= {k for k, words in enumerate(CLASSES) if bare in words}
    return found


def same_function_class(claimed: str, stated: str) -> bool:
    """Whether ``claimed`` and ``stated`` are function words of one closed class (a copula
    or light verb beside either aside)."""
    if not claimed or not stated or claimed == stated:
        return False
    return bool(_classes(claimed) & _classes(stated))


FREE = ("免费", "免票", "免收", "不收费", "無料", "무료")
"""Words for free of charge (zh, ja, ko)."""
PRICED = ("半价", "折", "优惠", "收费", "元", "半額", "割引", "円", "할인", "원")
"""Words of a price or a discount ("半价", "八折", "半額")."""


def free_for_price(claimed: str, stated: str) -> bool:
    """Whether one filler says free of charge and the other a price or a discount
    ("免费" for "半价"): the claim changes what one pays."""
    for mine, theirs in ((claimed, stated), (stated, claimed)):
        if any(w in mine for w in FREE) and any(w in theirs for w in PRICED) and not any(
                w in theirs for w in FREE):
            return True
    return False
