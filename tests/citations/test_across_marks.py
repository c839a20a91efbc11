"""A CJK slot whose claim filler is the page sentence's characters on both sides of a
clause mark ("程由" of "启动修复工程，由工程师…") holds no name: the claim only left the
comma out; a name put in the sentence's slot is still a swap
(``cjk_slot_kept.across_marks``)."""

from __future__ import annotations

from services.citations.cjk_slot_kept import across_marks
from tests.citations.judge import evidence

BRIDGE = ("# 青石桥修复工程完工\n\n青石桥位于临江县城南，始建于清代。"
          "今年3月，县文物局启动修复工程，由工程师陈可欣主持设计，施工由县建筑公司承担。"
          "县文物局局长李建国出席了完工仪式。修复后的青石桥将于5月1日重新开放。")


def test_a_filler_across_a_clause_mark_is_the_page_s_own_words() -> None:
    sentence = "今年3月，县文物局启动修复工程，由工程师陈可欣主持设计，施工由县建筑公司承担。"
    assert across_marks("程由", sentence)
    assert across_marks("设计施工", sentence)
    assert not across_marks("李建国", sentence)  # a name the sentence does not write
    assert not across_marks("陈可欣", sentence)  # written as it is: no mark left out


def test_a_claim_that_drops_the_page_s_comma_is_supported() -> None:
    assert evidence("青石桥修复工程由工程师陈可欣主持设计。", BRIDGE).support == "supported"


def test_a_name_in_the_sentence_s_slot_is_still_a_swap() -> None:
    wrong = evidence("青石桥修复工程由工程师李建国主持设计。", BRIDGE)
    assert (wrong.support, wrong.claimed) == ("unsupported", "李建国")
