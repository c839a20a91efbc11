"""A clause of purpose that keeps something from happening ("以免", "以防", "lest") turns
its statement as "避免" and "avoid" do: the same on both sides is no flip."""

from __future__ import annotations

import pytest

from services.citations.support import explain

OIL = "注意香油要最后放，以免白菜继续出水。"
STEW = "炖肉时要盖上锅盖，以防汤汁烧干。"
SWIM = "饭后不要马上游泳，以免抽筋。"


@pytest.mark.parametrize(("claim", "page"), [
    ("香油应该最后加入，这样可以避免白菜出水。", OIL),
    ("炖肉时应盖上锅盖，防止汤汁烧干。", STEW),
])
def test_one_word_of_keeping_from_for_another_is_not_unsupported(claim: str,
                                                                  page: str) -> None:
    assert explain(claim, page)[0] != "unsupported"


def test_the_opposite_of_a_warning_is_still_unsupported() -> None:
    assert explain("饭后可以马上游泳。", SWIM)[0] == "unsupported"
