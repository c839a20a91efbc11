"""A ban the page states that the claim turns into a permission with a verb of its own
("允许" for "禁止", "許可" for "禁止", "허용" for "금지") says the opposite, surely; a
permission the page itself gives, or one of another place, does not."""

from __future__ import annotations

import pytest

from services.citations.permitted_ban import permitted_ban
from services.citations.support import explain

MORE_ZH = "公园面积约四十公顷。公园始建于1958年。"


@pytest.mark.parametrize(("claim", "page"), [
    ("湖心岛全年允许游客自带帐篷过夜。",
     "湖心岛全年禁止过夜，游客须在晚上八点前乘最后一班渡船离岛。" + MORE_ZH),
    ("在草坪区域仍然可以放风筝。",
     "公园东门广场可以放风筝，草坪区域禁止放风筝，以免伤及游人。" + MORE_ZH),
])
def test_a_ban_turned_into_a_permission(claim: str, page: str) -> None:
    support, finding = explain(claim, page)
    assert support == "unsupported"
    assert finding is not None and finding.reason == "negation"


@pytest.mark.parametrize(("claim", "page"), [
    ("湖心岛全年允许游客自带帐篷过夜。",
     "湖心岛全年禁止过夜，游客须在晚上八点前乘最后一班渡船离岛。"),
    ("草坪区域可以放风筝。",
     "草坪区域禁止放风筝。"),
])
def test_the_ban_is_found_by_its_own_rule(claim: str, page: str) -> None:
    finding = permitted_ban(claim, page)
    assert finding is not None and (finding.rule, finding.certain) == ("permitted_ban", True)


@pytest.mark.parametrize(("claim", "page"), [
    # The page gives the permission itself, for the place the claim names.
    ("东门广场可以放风筝。", "东门广场可以放风筝，草坪区域禁止放风筝。"),
    # The claim keeps the ban ("不允许").
    ("草坪区域不允许放风筝。", "草坪区域禁止放风筝。"),
    # The ban is of something else than what the claim permits.
    ("草坪区域允许野餐。", "草坪区域禁止放风筝。"),
    # Nothing on the page is banned.
    ("草坪区域允许放风筝。", "草坪区域欢迎放风筝。"),
])
def test_no_ban_turned(claim: str, page: str) -> None:
    assert permitted_ban(claim, page) is None
