"""A CJK slot the page fills with "the whole city" ("全市", "本省") of the place its lede
or title names, with "according to" ("根据新规"), or a filler the page's sentence writes
after the claim's own neighbours, swaps nothing; a place the page names only in passing
stays a swap, and a filler moved to the other anchor is no pairing of the sentence."""

from __future__ import annotations

from services.citations.cjk_slot_kept import credit_filler, paired_elsewhere, whole_of_place
from services.citations.support import explain

CITY = ("# 江宁市新规6月起施行\n\n本报讯 江宁市人大常委会表决通过新条例，将于6月1日起施行。\n\n"
        "条例对共享单车停放作出规定。\n\n交通局局长王海介绍，去年全市共查处违规停放"
        "2,310起，比前年增长约8%。邻近的南川市去年查处了900起。")
WEIR = ("# 古堰水利工程\n\n古堰由分水堤和溢洪坝组成。分水堤将江水分为两股：约六成入东渠，"
        "四成入西渠。溢洪坝为拦河坝，枯水时拦水入渠，洪水时可溢流泄洪。")


def test_the_page_s_own_city_for_the_whole_city_is_supported() -> None:
    claim = "据王海介绍，去年江宁共查处违规停放2310起，比前年增长约8%。"
    assert explain(claim, CITY)[0] != "unsupported"


def test_a_city_named_in_passing_for_the_whole_city_stays_a_swap() -> None:
    claim = "据王海介绍，去年南川共查处违规停放2310起，比前年增长约8%。"
    assert explain(claim, CITY)[0] == "unsupported"


def test_the_sentence_s_own_pairing_is_supported() -> None:
    claim = "溢洪坝在枯水时拦水，洪水时溢流泄洪。"
    assert explain(claim, WEIR)[0] != "unsupported"


def test_a_filler_moved_to_the_other_anchor_is_not_the_sentence_s_pairing() -> None:
    sentence = "溢洪坝为拦河坝，枯水时拦水入渠，洪水时可溢流泄洪。"
    assert paired_elsewhere("溢洪坝在洪水时溢流泄洪。", "溢流", sentence)
    assert not paired_elsewhere("溢洪坝在枯水时溢流泄洪。", "溢流", sentence)


def test_whole_of_place_needs_the_page_s_opening_to_name_the_place() -> None:
    assert whole_of_place("江宁", "全市", CITY.lower())
    assert not whole_of_place("南川", "全市", CITY.lower())
    assert not whole_of_place("江宁", "全省", CITY.lower())


STORM = ("# 台风预计明天在海川沿海登陆\n\n本报记者 2025年8月21日报道\n\n"
         "气象台今天早上发布台风预警。\n\n## 应对措施\n\n"
         "海川省防汛指挥部已于今天上午启动应急响应。"
         "全省沿海渔船须在22日12时前全部回港避风，"
         "已回港船只上的人员不得滞留船上。邻近的南川省也发布了预警。")
BIKES = ("# 临江市出台共享单车管理新规\n\n"
         "临江市交通运输局发布管理办法，新规将于5月1日起施行。\n\n## 总量控制\n\n"
         "根据新规，全市共享单车投放总量将控制在12万辆以内，其中中心城区不得超过8万辆。")


def test_the_place_the_title_names_bare_for_the_whole_province_is_supported() -> None:
    assert whole_of_place("海川", "全省", STORM.lower())
    assert not whole_of_place("南川", "全省", STORM.lower())
    claim = "海川沿海渔船必须在22日12时之前回港避风，回港后船上人员不得滞留。"
    assert explain(claim, STORM)[0] != "unsupported"


def test_a_slot_where_the_page_credits_its_source_holds_no_name() -> None:
    assert credit_filler("根据") and credit_filler("据集团")
    assert not credit_filler("全市")
    claim = "临江市新规规定，全市共享单车投放总量控制在12万辆以内，中心城区不超过8万辆。"
    assert explain(claim, BIKES)[0] != "unsupported"
