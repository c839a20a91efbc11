"""A possibility stated as a plan is an overreach; a future told at second hand
("said it would rise") is no possibility."""

from __future__ import annotations

from services.citations.modality import reported_future
from tests.citations.judge import evidence

RESULTS = ("Pellan Foods reported sales of 1.2 billion euros for 2024. The board said it "
           "would consider opening a second plant in Poland. Chief executive Lena Vogt said "
           "the dividend would rise by 4%. The company may also sell its bakery brand.")
WERK = ("Die Stadtwerke legten ihre Bilanz vor. Sie erwägen, bis 2028 einen Batteriespeicher "
        "zu bauen. Geschäftsführer Jan Holm sagte, die Preise würden im Januar sinken.")


def test_a_possibility_stated_as_a_plan_is_an_overreach() -> None:
    for claim, page in [("Pellan Foods plans to open a second plant in Poland.", RESULTS),
                        ("The company plans to sell its bakery brand.", RESULTS),
                        ("Die Stadtwerke wollen bis 2028 einen Batteriespeicher bauen.", WERK)]:
        wrong = evidence(claim, page)
        assert (wrong.support, wrong.reason) == ("unsupported", "hedged"), claim
    right = evidence("The board is considering a second plant in Poland.", RESULTS)
    assert right.support == "supported"


def test_a_modal_after_a_verb_of_saying_is_the_future_at_second_hand() -> None:
    assert reported_future("Chief executive Lena Vogt said the dividend would rise by 4%.",
                           "would")
    assert not reported_future("The board said it would consider opening a second plant.",
                               "would")
    assert not reported_future("The plant would open if demand grows.", "would")
    assert evidence("Lena Vogt said the dividend will rise by 4%.", RESULTS).support == (
        "supported")
    assert evidence("Die Preise sinken im Januar, sagte Jan Holm.", WERK).support != (
        "unsupported")
