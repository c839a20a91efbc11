"""An open question ("whether", "ob", "是否", "かどうか" where the page says it is not yet
answered) is no statement: a claim that states its answer says more than the page. A
question the reader answers ("check whether the valve is closed") is no hedge."""

from __future__ import annotations

from services.citations.polarity import cues
from tests.citations.judge import evidence

FESTIVAL = ("The Harbour Lights festival drew 40,000 visitors this year. Whether it will "
            "return next summer has not been decided.")
FREIBAD = ("Das Freibad Süd wurde 1961 eröffnet. Ob es nach der Sanierung wieder im Mai öffnen "
           "kann, ist noch offen.")
MUSEUM = "新馆已于三月完成主体建设。馆方表示，是否在年内对外开放还要看消防验收结果。"
LIBRARY = "新しい図書館は駅前に建設中だ。来年春に開館できるかどうかはまだ分からない。"


def test_a_word_of_whether_is_a_hedge() -> None:
    assert cues("Whether it will return is open.").hedged == "whether"
    assert cues("Ob es wieder öffnet, ist offen.").hedged == "ob"
    assert cues("是否开放还不确定。").hedged
    assert cues("開館できるかどうかは分からない。").hedged


def test_an_open_question_stated_as_settled_is_caught() -> None:
    cases = [("The Harbour Lights festival will return next summer.", FESTIVAL),
             ("Das Freibad Süd öffnet nach der Sanierung wieder im Mai.", FREIBAD),
             ("新馆将在年内对外开放。", MUSEUM),
             ("新しい図書館は来年春に開館する。", LIBRARY)]
    for claim, page in cases:
        found = evidence(claim, page)
        assert (found.support, found.reason) == ("unsupported", "hedged"), claim


def test_the_question_kept_open_agrees() -> None:
    assert evidence("It is not yet decided whether the Harbour Lights festival will return "
                    "next summer.", FESTIVAL).support != "unsupported"
    assert evidence("Ob das Freibad Süd nach der Sanierung im Mai wieder öffnet, ist offen.",
                    FREIBAD).support != "unsupported"
    assert evidence("The Harbour Lights festival drew 40,000 visitors this year.",
                    FESTIVAL).support == "supported"


PUMP = "Check whether the valve is closed before starting the pump. The pump runs on 230 V."
CLINIC = "Whether surgery is needed is decided by the doctor after the X-ray."
COUNCIL = "The council will decide in May whether to extend the night bus trial."


def test_a_question_the_reader_answers_is_no_hedge() -> None:
    assert cues("Check whether the valve is closed.").hedged == ""
    assert evidence("Before starting the pump, make sure the valve is closed.",
                    PUMP).support != "unsupported"
    assert evidence("The doctor decides on surgery after the X-ray.",
                    CLINIC).support != "unsupported"


def test_a_question_answered_later_is_open_now() -> None:
    found = evidence("The council will extend the night bus trial.", COUNCIL)
    assert (found.support, found.reason) == ("unsupported", "hedged")
