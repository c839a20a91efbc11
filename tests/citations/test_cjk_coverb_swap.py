"""A Chinese doer moved to another's deed after a coverb ("由…设计"): a doer with a
description before the name, an organisation's longer name, and words that only hold a
coverb's character."""

from __future__ import annotations

from services.citations.cjk_coverb_swap import coverb_swap
from services.citations.support import explain

SURVEY = ("这项调查由社会学教授周雅文领衔，历时两年。区卫生局副局长孙立平表示，"
          "调查结果将用于规划新的社区诊所。")
MARKET = ("夜市管理办法自明年起施行。夜市的日常管理由区商务局牵头，"
          "区市场监管局负责食品安全检查。")
SHOP = "这家书店由退休教师韩冬梅经营。店里的总经理刘志远负责采购。"


def test_a_described_doer_given_anothers_deed_is_found() -> None:
    found = coverb_swap("这项调查由区卫生局副局长孙立平领衔。", SURVEY)
    assert found is not None and "孙立平" in found[0] and "周雅文" in found[1]
    assert explain("这项调查由区卫生局副局长孙立平领衔，历时两年。", SURVEY)[0] == "unsupported"


def test_an_organisation_given_anothers_deed_is_found() -> None:
    found = coverb_swap("夜市的日常管理由区市场监管局牵头负责。", MARKET)
    assert found is not None and "区市场监管局" in found[0] and "区商务局" in found[1]


def test_each_doer_with_its_own_deed_is_no_swap() -> None:
    assert coverb_swap("这项调查由社会学教授周雅文领衔。", SURVEY) is None
    assert coverb_swap("夜市的日常管理由区商务局牵头。", MARKET) is None
    assert explain("这项调查由社会学教授周雅文领衔，历时两年。", SURVEY)[0] == "supported"


def test_a_word_that_only_holds_a_coverbs_character_names_no_doer() -> None:
    # "经理" (manager) holds "经" (through, by) without its sense.
    assert coverb_swap("书店的总经理韩冬梅负责采购。", SHOP) is None
