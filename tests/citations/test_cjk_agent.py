"""A Chinese doer after "由"/"被" and before the same two characters as the page's, that
the page never names and that shares few characters with the page's doer, is another
doer; a short form of the page's doer ("浙大一院") is the same one."""

from __future__ import annotations

from services.citations.slots import cjk_agent
from tests.citations.judge import evidence

TRIAL = ("由华北生物制药有限公司研发的重组带状疱疹疫苗已获准开展三期临床试验。"
         "试验由浙江大学医学院附属第一医院牵头，计划招募6000名受试者。")


def test_another_doer_between_the_same_neighbours_is_found() -> None:
    assert cjk_agent("该品种由中国水稻研究所培育", "由江苏沿海农业科学研究所培育的该品种",
                     "由江苏沿海农业科学研究所培育的该品种") == ("中国水稻", "江苏沿海农业科学")
    assert cjk_agent("由于天气原因推迟", "由于天气原因推迟", "") is None


def test_a_doer_the_page_never_names_is_unsupported() -> None:
    wrong = evidence("这款重组带状疱疹疫苗由东方医药集团研发，已获准开展三期临床试验。", TRIAL)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_missing")


def test_a_short_form_of_the_pages_doer_agrees() -> None:
    short = evidence("三期试验由浙大一院牵头，计划招募6000名受试者。", TRIAL)
    assert short.support != "unsupported"
    shorter = evidence("这款疫苗由华北生物制药研发，已获准开展三期临床试验。", TRIAL)
    assert shorter.support != "unsupported"


BRIDGE = "这座大桥由中国交通建设集团承建，全长8公里。"


def test_a_doer_sharing_a_word_of_the_pages_inside_is_still_another() -> None:
    # The page's and the claim's doers share a character run ("设计院"), which a slot
    # inside the names weighs less than the two whole names.
    wrong = evidence("该项目由上海建筑设计研究院设计。",
                     "该项目由中铁第四勘察设计院集团设计，于2019年完工。")
    assert (wrong.support, wrong.reason) == ("unsupported", "name_missing")
    assert evidence("这座大桥由上海隧道公司承建。", BRIDGE).support == "unsupported"
    assert evidence("这座大桥由中交集团承建。", BRIDGE).support != "unsupported"
