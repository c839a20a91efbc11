"""A Japanese light verb's negation ("値上げは行わない", "花火大会を実施しない") denies the
noun it carries: a claim that states the noun as done ("値上げすると述べた") is the
opposite; one that keeps the negation in a written form ("行われず") is not."""

from __future__ import annotations

from services.citations.light_verbs import light_verb_object
from services.citations.polarity import cues
from tests.citations.judge import evidence

FARE = ("市は来年度の予算案を発表した。山田市長は「図書館の閉鎖は行わない」と述べた。"
        "一方、開館時間は短縮される。")
FESTIVAL = "今年の夏祭りでは花火大会を実施しない。代わりに灯籠流しが行われる。"


def test_the_noun_of_a_light_verb_is_what_its_negation_denies() -> None:
    assert light_verb_object("運賃の値上げは行") == "値上"
    assert light_verb_object("工事を実施し") == "工事"
    assert light_verb_object("三脚の使用はでき") == ""


def test_a_denied_deed_stated_as_done_is_unsupported() -> None:
    wrong = evidence("山田市長は図書館を閉鎖すると述べた。", FARE)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")


def test_the_denial_kept_is_not_unsupported() -> None:
    assert evidence("山田市長は図書館を閉鎖しないと述べた。", FARE).support == "supported"
    assert cues("花火大会は行われず").negated
    assert evidence("今年の夏祭りでは花火大会は行われず、灯籠流しが行われる。",
                    FESTIVAL).support != "unsupported"
