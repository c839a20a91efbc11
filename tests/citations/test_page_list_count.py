"""A count of the items a sentence near the passage lists ("only four places where you can
buy fuel" for "Craignure, Salen, Tobermory and Bunessan") is the page's number; another
count is not."""

from __future__ import annotations

import pytest

from services.citations.support import explain

EN = ("## Getting around\n\nThe island's roads are mostly single-track. Buses are sparse on "
      "Sundays. Fuel is available in Craignure, Salen, Tobermory and Bunessan only, so fill "
      "up before heading west.")
DE = ("Die Eifel ist für ihre Maare bekannt. Bei Daun liegen das Gemündener, das Weinfelder "
      "und das Schalkenmehrener Maar. Baden ist nur im Gemündener Maar erlaubt.")
ZH = "该研究于2024年开展。研究团队在上海、成都、西安和广州的城市中学走访了24所学校。"


@pytest.mark.parametrize(("claim", "page"), [
    ("On the island buses are sparse on Sundays and there are only four places where you "
     "can buy fuel.", EN),
    ("Bei Daun liegen drei Maare, baden darf man nur im Gemündener Maar.", DE),
    ("研究团队在四个城市的中学走访了24所学校。", ZH),
])
def test_a_count_of_the_pages_list_is_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


@pytest.mark.parametrize(("claim", "page"), [
    ("On the island buses are sparse on Sundays and there are only three places where you "
     "can buy fuel.", EN),
    ("Bei Daun liegen fünf Maare, baden darf man nur im Gemündener Maar.", DE),
    ("研究团队在五个城市的中学走访了24所学校。", ZH),
])
def test_another_count_is_not_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] != "supported"
