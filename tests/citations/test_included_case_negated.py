"""A case the claim puts in with the others ("同样适用于投币乘客"; "open to landlords … as well as
owner-occupiers") that the page states with a negation ("投币乘客不享受"; "Landlords are not
eligible") is the opposite of the page: unsupported. A claim that keeps the case out stays
supported."""

from __future__ import annotations

import pytest

from services.citations.cjk_included import cjk_included_negated
from services.citations.support import explain

CASES = {
    "zh": ("# 公交新规\n\n市公交集团将实行60分钟内第二次乘车免费的优惠，"
           "该优惠仅限使用交通卡或手机扫码支付的乘客，投币乘客不享受。新规从4月1日起实施。",
           "60分钟内第二次乘车免费的优惠同样适用于投币乘客。",
           "60分钟内第二次乘车免费的优惠仅限刷卡或扫码的乘客，投币乘客不享受。"),
    "zh_ban": ("# 禁渔期\n\n每年3月1日至6月30日，城区主要河道实行禁渔。"
               "禁渔期内允许使用一人一竿一线一钩的方式进行休闲垂钓，但禁止使用多竿、多钩及海竿。",
               "禁渔期内，城区河道禁止任何形式的垂钓，包括一人一竿的休闲垂钓。",
               "禁渔期内仍允许一人一竿的休闲垂钓，但禁止多竿、多钩和海竿。"),
    "zh_spared": ("# 电梯新规\n\n新规禁止将电动自行车及其电池带入电梯轿厢。"
                  "轮椅、婴儿车以及残疾人专用代步车不在禁止范围之内。",
                  "新规同样禁止将轮椅和婴儿车带入电梯轿厢。",
                  "新规禁止将电动自行车及其电池带入电梯轿厢。"),
    "en": ("# Rooftop solar grant\n\nThe council offers grants of up to £2,500 towards rooftop "
           "solar panels. You can apply if you own and live in the property and it is in the "
           "district. Landlords and holiday-let owners are not eligible.",
           "The rooftop solar grant is open to landlords and holiday-let owners as well as "
           "owner-occupiers in the district.",
           "The rooftop solar grant is open to owner-occupiers in the district."),
    "de": ("# Solarförderung\n\nDie Gemeinde fördert Solaranlagen auf Dächern mit bis zu 2.500 "
           "Euro. Einen Antrag stellen können Eigentümer, die selbst im Haus wohnen. Vermieter "
           "und Ferienwohnungsbesitzer sind nicht antragsberechtigt.",
           "Vermieter und Ferienwohnungsbesitzer können die Solarförderung ebenso wie selbst "
           "wohnende Eigentümer beantragen.",
           "Die Solarförderung können Eigentümer beantragen, die selbst im Haus wohnen."),
    "fr": ("# Subvention solaire\n\nLa commune subventionne les panneaux solaires jusqu'à "
           "2 500 euros. Les propriétaires occupants peuvent déposer une demande. Les bailleurs "
           "et les propriétaires de gîtes ne sont pas éligibles.",
           "La subvention est ouverte aux bailleurs et aux propriétaires de gîtes ainsi qu'aux "
           "propriétaires occupants.",
           "Les propriétaires occupants peuvent demander la subvention."),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_case_put_in_where_the_page_keeps_it_out_is_unsupported(case: str) -> None:
    page, wrong, right = CASES[case]
    assert explain(wrong, page)[0] == "unsupported"
    assert explain(right, page)[0] == "supported"


def test_a_bound_is_no_negation_of_the_case() -> None:
    page = "用人单位应为每人每天提供含盐清凉饮料，每人每天不少于2升。"
    claim = "用人单位须免费为每人每天提供至少2升含盐清凉饮料，包括每人每天的饮水。"
    assert cjk_included_negated(claim, [page]) is None


def test_a_japanese_claim_is_not_read_by_the_chinese_check() -> None:
    """"最も" holds "も", no word of inclusion: the page's own sentence, after one that
    negates another case with the same words, stays supported."""
    page = ("# 交通カード\n\n地下鉄の駅ではこのカードは使えない。"
            "市内のバスではこのカードが最も便利に使える。")
    claim = "市内のバスではこのカードが最も便利に使える。"
    assert cjk_included_negated(claim, page.split("\n")[-1].split("。")) is None
    assert explain(claim, page)[0] == "supported"
