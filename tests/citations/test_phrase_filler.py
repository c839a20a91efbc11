"""A CJK slot whose page filler is cut across the page's words ("目的而" of "为防御倭寇的目的
而修建", "的一场" of "2月下旬的一场倒春寒") holds no name: a claim that rewords it ("出于…的需要
修建", "出现倒春寒") is no swap, though its own filler is a common word the page writes
elsewhere; a name put in a slot still is (``cjk_slot_kept.phrase_filler``)."""

from __future__ import annotations

from services.citations.cjk_slot_kept import phrase_filler
from tests.citations.judge import evidence

TOWER = (
    "# 白鹭塔简介\n\n"
    "白鹭塔位于临江县城东的白鹭山上，是县内现存最古老的建筑。\n\n"
    "## 历史\n\n"
    "据县志记载，白鹭塔始建于明代万历年间（公元1588年），最初是知县周廷为防御倭寇的目的而修建"
    "的烽火台。清代乾隆年间，画师李春主持重修塔身，并在塔内绘制壁画。1983年，一场台风吹倒了"
    "塔顶，次年由县文物局修复。今年2月下旬的一场倒春寒让塔周边的茶芽推迟萌发。游客登塔需要"
    "提前在网上预约。塔内的电子导览屏新增双页模式，横屏时可同时显示两页，出现故障时可联系"
    "管理处。")


def test_a_page_filler_cut_across_words_is_no_name() -> None:
    assert phrase_filler("需要", "目的而")
    assert phrase_filler("出现", "的一场")
    assert phrase_filler("双页", "时可同时")
    assert not phrase_filler("周廷", "李春")  # two names
    assert not phrase_filler("北魏", "前秦")  # two eras the dictionary names
    assert not phrase_filler("清代康熙", "于明代宣德")  # "于" opens a name's slot
    # two persons' names, though a given name holds a grammatical character
    assert not phrase_filler("李建国", "王会军")
    assert not phrase_filler("李建国", "陈可欣")
    assert not phrase_filler("周廷", "马未都")


def test_a_reworded_purpose_is_no_swap() -> None:
    assert evidence("据县志记载，白鹭塔最初是知县周廷在1588年出于防御倭寇的需要修建的烽火台。",
                    TOWER).support != "unsupported"


def test_a_reworded_event_is_no_swap() -> None:
    assert evidence("由于今年2月下旬出现倒春寒，塔周边的茶芽推迟萌发。",
                    TOWER).support != "unsupported"
    assert evidence("塔内导览屏新增了横屏双页显示。", TOWER).support == "supported"


def test_a_name_put_in_the_slot_is_still_a_swap() -> None:
    wrong = evidence("清代乾隆年间，知县周廷主持重修塔身，并在塔内绘制壁画。", TOWER)
    assert (wrong.support, wrong.claimed) == ("unsupported", "周廷")
