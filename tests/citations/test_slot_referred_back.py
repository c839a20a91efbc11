"""A CJK slot the page fills with a demonstrative ("这一设计", "この工夫") refers back to what
the sentence before names: a claim that names it there swaps nothing."""

from __future__ import annotations

import pytest

from services.citations.referred_back import slot_refers_back
from tests.citations.judge import evidence


def test_a_demonstrative_refers_back_only_to_what_the_sentence_before_names() -> None:
    assert slot_refers_back("敞肩拱", "这一", "即所谓“敞肩拱”。")
    assert slot_refers_back("屋上緑化", "この", "このビルでは屋上緑化が導入された。")
    assert not slot_refers_back("太阳能屋顶", "这一", "大楼外立面采用了所谓“双层玻璃幕墙”。")
    assert not slot_refers_back("敞肩拱", "李春", "即所谓“敞肩拱”。")


@pytest.mark.parametrize(("claim", "page"), [
    ("敞肩拱设计不仅减轻了桥身自重约700吨，还能增加泄洪面积。",
     "李春在主拱两肩各开两个小拱，即所谓“敞肩拱”。这一设计既减轻了桥身自重约700吨，又能增加泄洪面积。"),
    ("二重窓で建物の消費電力は約30%減った。",
     "建物には二重窓が採用された。この設計で建物の消費電力は約30%減った。"),
    ("屋上緑化でビルの夏の室温は約3度下がった。",
     "このビルでは屋上緑化が導入された。この工夫でビルの夏の室温は約3度下がった。"),
])
def test_naming_what_the_page_refers_back_to_is_no_swap(claim: str, page: str) -> None:
    assert evidence(claim, page).support != "unsupported"
