"""CJK clauses read whole: a cause clause with its lead-in ("这主要得益于…") and a lead-in
of saying ("研究指出，"), the Chinese list comma "、" inside one clause, a verb of
removal that holds "除了", a duration in months against one in days."""

from __future__ import annotations

from services.citations.causes import invented_cause
from services.citations.clause_start import clause_start, without_lead_in
from services.citations.clauses import clauses
from services.citations.polarity import cues
from tests.citations.judge import evidence

APP = ("新版本发布后，应用的冷启动速度提升约30%，在低端机型上效果更明显。"
       "聊天记录搜索支持按日期筛选。")


def test_a_cause_clause_with_its_lead_in_is_invented() -> None:
    assert invented_cause("冷启动速度提升了约30%，这主要得益于新的预加载机制。", APP) == (
        "新的预加载机制")
    assert invented_cause("冷启动速度提升了约30%，在低端机型上效果更明显。", APP) is None
    assert clause_start("甲，乙丙因为丁", 4) == 2
    assert without_lead_in("研究指出，龙井减产最多") == "龙井减产最多"
    assert without_lead_in("龙井减产最多，主要因为根浅") == "龙井减产最多，主要因为根浅"
    assert evidence("他表示，冷启动速度提升约30%，主要得益于全新的渲染引擎。", APP).support == (
        "unsupported")
    near = "净利润同比下降5%。公司表示，利润下滑主要受原材料价格上涨影响。"
    assert invented_cause("利润下滑主要是由于人工成本上升。", near) == "人工成本上升"
    assert invented_cause("利润下滑主要是由于原材料价格上涨。", near) is None
    assert invented_cause("数字敦煌可以免费访问，能在线看到洞窟。", "数字敦煌免费开放。") is None


def test_the_list_comma_joins_a_chinese_clause() -> None:
    assert len(clauses("预约时不宜放入肉类、蛋奶等易变质食材")) == 1
    assert len(clauses("雨が降ると、屋台は出ない")) == 2  # Japanese: a comma
    page = "使用预约时，不宜放入肉类、蛋奶等易变质食材。"
    assert evidence("预约时不宜加入肉类或蛋奶等容易变质的食材。", page).support == "supported"
    assert evidence("预约时可以放入肉类、蛋奶等食材。", page).support == "unsupported"


def test_a_verb_of_removal_is_no_exception() -> None:
    assert not cues("清除了桥面水泥").negated
    assert cues("除了周一以外每天开放").negated


def test_months_and_days_agree_within_month_lengths() -> None:
    page = "展览持续三个月，共展出约两万件文物。"
    assert evidence("展览为期90天左右，展出文物约2万件。", page).support == "supported"
    assert evidence("展览为期150天，展出文物约2万件。", page).support == "unsupported"


def test_not_yet_full_is_a_bound() -> None:
    page = "馆内禁止使用闪光灯拍照，未满14岁的儿童须由成人陪同参观。"
    assert not cues("未满14岁的儿童须由成人陪同参观").negated
    assert evidence("14岁以下儿童要有大人陪同。", page).support == "supported"
    assert evidence("14岁以上的儿童须由成人陪同参观。", page).support == "unsupported"
