"""A Chinese feature denied after a verb of supporting, stated with another such verb."""

from __future__ import annotations

from services.citations.cjk_light_verbs import carried_object
from tests.citations.judge import evidence

ROBOT = ("云净X9扫地机器人于2025年4月发布。基站支持70℃热水洗拖布和45℃热风烘干，但不支持自动添加"
         "清洁液，需要用户手动将清洁液加入清水箱。机器人的续航约为3小时。")
HOTEL = "酒店位于老城区。酒店不提供免费早餐，但有免费停车位。房间均可使用无线网络。"


def test_the_feature_stated_with_another_verb_of_its_class_is_a_flip() -> None:
    wrong = evidence("基站支持70℃热水洗拖布和45℃热风烘干，并能自动添加清洁液。", ROBOT)
    # The claim's first clause is stated plainly beside the negated one, which alone would
    # make the flip a check (negation_weighed); but its second clause is the page's negated
    # clause with only closed-class words changed ("并能" for "但不支持"): sure
    # (mirrored_negation).
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")
    wrong = evidence("酒店可以提供免费早餐。", HOTEL)
    assert wrong.support == "unsupported"


def test_the_object_named_without_a_verb_of_its_class_is_no_flip() -> None:
    right = evidence("基站需要用户手动添加清洁液。", ROBOT)
    assert right.support != "unsupported"
    assert carried_object("自动添加清洁液", 4) == []  # no verb of the class opens it
    assert "能自动添加" in carried_object("支持自动添加清洁液", 4)


def test_a_feature_the_claim_says_comes_with_it_is_a_flip() -> None:
    page = "该款电水壶容量为1.5升。- 电水壶不具备保温功能，如需保温可另购保温底座。"
    wrong = evidence("这款电水壶自带保温功能。", page)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")
