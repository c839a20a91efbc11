"""A CJK name changed in one character into another name the page states ("天子山" for
its "天门山", "白云寺" for "白马寺") is a name from elsewhere on the page."""

from __future__ import annotations

import pytest

from tests.citations.judge import evidence

ZH = ("## 行程建议\n\n- 第一天：参观白云寺，傍晚在河边散步。\n"
      "- 第二天：上午去博物馆，下午去老街品茶。\n"
      "- 第三天：前往白马寺，乘船游览湖区。\n\n白云寺门票30元，博物馆免费开放。")
JA = ("## モデルコース\n\n1日目は東山を散策する。2日目は北山の寺を見学する。"
      "3日目は西山で竹林を歩く。\n\n北山の寺の拝観料は500円である。")


@pytest.mark.parametrize(("claim", "page"), [
    ("行程第三天可以前往白云寺，乘船游览湖区。", ZH),
    ("3日目は東山で竹林を歩く。", JA),
])
def test_a_name_changed_into_another_of_the_page_is_unsupported(claim: str, page: str) -> None:
    wrong = evidence(claim, page)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_elsewhere")


@pytest.mark.parametrize(("claim", "page"), [
    ("行程第三天可以前往白马寺，乘船游览湖区。", ZH),
    ("3日目は西山で竹林を歩く。", JA),
])
def test_the_pages_own_name_is_supported(claim: str, page: str) -> None:
    assert evidence(claim, page).support == "supported"


def test_a_short_clause_that_says_where_is_no_attribution() -> None:
    wrong = evidence("第三天前往白云寺，乘船游览湖区。", ZH)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_elsewhere")
