"""A CJK claim that says a phrase of the page in fewer characters is a rewording, no name
swapped in; a name put in another's place, as long as it, still asks for a check or is
caught."""

from __future__ import annotations

import pytest

from services.citations.condensed_swap import condensed, reordered
from services.citations.support import explain


def test_only_an_unsure_cjk_stretch_shorter_than_the_pages_is_condensed() -> None:
    assert condensed("name_missing?", "有", "共设")
    assert not condensed("name_missing?", "徐达", "徐德")
    assert not condensed("name_missing", "有", "共设")  # a sure swap stays
    assert not condensed("name_missing?", "Ltd", "Limited")


def test_a_stretch_of_the_passages_own_pairs_is_reordered() -> None:
    passage = "三岁以下儿童使用含氟牙膏时，每次只需米粒大小，孩子刷牙应由家长看护。"
    assert reordered("name_missing?", "的孩子每次只需", passage)
    assert not reordered("name_missing?", "因园主获罪而", passage)  # pairs it never writes
    assert not reordered("name_missing?", "达", passage)  # one character: no pair to tell
    assert not reordered("name_elsewhere", "的孩子每次只需", passage)


@pytest.mark.parametrize(("claim", "page"), [
    ("该馆可容纳800万册藏书，设有3000个阅览座位。",
     "该馆设计藏书量为800万册，设有3000个阅览座位，建筑面积约7.2万平方米。"),
    ("规定要求酒店高温时给员工提供降温饮品，并安排休息。",
     "规定要求，酒店在高温天气下应当为员工提供防暑降温饮品，并合理安排休息时间。"),
    ("北馆阅览区有3000个座位，凭证免费用。",
     "北馆的阅览区共设3000个座位，读者凭读者证可以免费使用。"),
])
def test_a_condensed_wording_is_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


@pytest.mark.parametrize(("claim", "page"), [
    ("明代城墙由指挥使徐达监造，历时十二年完工。", "明代城墙由指挥使徐德监造，历时十二年完工。"),
    ("赵州桥建于隋朝，由鲁班设计建造。", "赵州桥建于隋朝，由工匠李春设计建造，距今已有1400多年。"),
    ("大会堂は1998年に建てられ、設計は建築家の田中一郎氏が担当した。",
     "大会堂は1998年に建てられ、設計は建築家の山田一郎氏が担当した。"),
])
def test_a_name_in_anothers_place_is_not_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] != "supported"
