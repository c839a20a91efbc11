"""A number a claim takes from a statement far from its passage is worth a check, not
a verdict; a number in the place of the passage's own stays unsupported."""

from __future__ import annotations

from services.citations.support import explain

THEATRE = ("The theatre opened in 1788. The auditorium, with two tiers of boxes, held around "
           "600 people.\n\nIn 1961 a teacher founded a trust to buy the building, and the "
           "theatre reopened in 1965.\n\nThe trust later ran a café and a shop.\n\nA second "
           "restoration, completed in 2014 at a cost of £3.1 million, added a lift; capacity "
           "today is 412.")
LIBRARY = ("该馆建于1935年，当时共有藏书约8000册，设有两个阅览室。\n\n抗战期间馆舍多次受损。\n\n"
           "后来又增建了报刊室。\n\n2018年完成改造，投资1.2亿元，现在藏书达到60万册。")
FERRY = "The ferry to the island costs 12 euros for adults. Children pay 6 euros."


def test_a_number_joined_from_far_on_the_page_is_not_unsupported() -> None:
    claim = "Capacity today is 412, compared with around 600 people in the old auditorium."
    assert explain(claim, THEATRE)[0] != "unsupported"
    claim = "现在该馆藏书达到60万册，而建馆时共有藏书约8000册。"
    assert explain(claim, LIBRARY)[0] != "unsupported"


def test_a_number_in_the_place_of_the_passages_own_is_unsupported() -> None:
    assert explain("Children pay 12 euros on the ferry to the island.", FERRY)[0] == (
        "unsupported")
    claim = "A second restoration in 2014 cost £4.5 million and added a lift."
    assert explain(claim, THEATRE)[0] == "unsupported"
