"""Titles, roles and era words written beside a name in Chinese, Japanese and Korean."""

from __future__ import annotations

ROLES: dict[str, tuple[str, ...]] = {
    "zh": ("皇帝", "年间", "住持", "画师", "队长", "院长", "校长", "市长", "县长", "省长",
           "主任", "总裁", "董事长", "经理", "教授", "主席", "局长", "书记", "导演", "作家",
           "设计师", "建筑师", "工程师", "馆长", "所长", "医生", "教练", "先生", "女士",
           "道士", "法师", "将军", "丞相", "太守", "国王", "王朝", "时期", "时代"),
    "ja": ("社長", "専務", "常務", "会長", "部長", "課長", "宮司", "住職", "町長", "市長",
           "知事", "監督", "教授", "建築家", "院長", "館長", "氏", "さん", "選手", "議員",
           "大臣", "天皇", "将軍", "作家", "画家", "藩主", "城主", "時代", "時期", "年間"),
    "ko": ("관장", "감독", "교수", "원장", "센터장", "국장", "시장", "대표", "사장", "회장",
           "씨", "의원", "장관", "총장", "단장", "부장", "작가", "선수", "왕", "대통령", "시대"),
}
"""Titles, roles and era words written right before or after a name in Chinese, Japanese
and Korean ("住持释慧明", "山口美咲専務", "한지수 교수", "宣德年间"): where the page
writes another name beside the same title, the claim's name is in the wrong place,
even when the page never states it."""
CJK_ROLES = tuple(sorted({w for ws in ROLES.values() for w in ws}, key=len, reverse=True))
