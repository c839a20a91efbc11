"""An ordinal in digits is no figure with a unit ("20th" is not "20 th…"), and a century
is the years it spans: a year the page gives within it states it, in en, de and zh; a
century holding none of the page's years is not supported."""

from __future__ import annotations

import pytest

from services.citations.numbers import numbers
from services.citations.support import explain

EN = ("The mill was built in 1868 on the banks of the river. In 1937 the family sold it to a "
      "brewing firm.")
DE = ("Die Mühle wurde 1868 am Ufer des Flusses errichtet. 1937 verkaufte die Familie sie an "
      "eine Brauerei.")
ZH = "这座磨坊于1868年建在河岸上。1937年，家族将它卖给了一家酿酒公司。"


@pytest.mark.parametrize(("claim", "page"), [
    ("The mill was built on the river banks in the 19th century.", EN),
    ("Die Mühle wurde im 19. Jahrhundert am Flussufer errichtet.", DE),
    ("这座磨坊建于19世纪，位于河岸上。", ZH),
])
def test_a_century_holding_the_page_s_year_is_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


@pytest.mark.parametrize(("claim", "page"), [
    ("The mill was built on the river banks in the 18th century.", EN),
    ("Die Mühle wurde im 17. Jahrhundert am Flussufer errichtet.", DE),
    ("这座磨坊建于18世纪，位于河岸上。", ZH),
])
def test_a_century_holding_none_of_the_page_s_years_is_not_supported(claim: str,
                                                                     page: str) -> None:
    assert explain(claim, page)[0] != "supported"


def test_an_ordinal_suffix_is_no_unit() -> None:
    assert [n.kind for n in numbers("the 3rd floor and the 22nd edition")] == ["ord", "ord"]
    assert [n.kind for n in numbers("5 stars")] != ["ord"]
