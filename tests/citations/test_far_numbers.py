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


BUNS = ("# Saffron buns\n\nSaffron buns have been baked in Cornwall for centuries. This version "
        "uses a long soak to get the deep yellow colour without artificial dye.\n\n"
        "## Ingredients\n\n- 500 g strong white flour\n- 300 ml whole milk\n"
        "- 100 g unsalted butter\n\n## Method\n\n1. The night before, crumble the saffron "
        "into 100 ml of the milk, warmed until just steaming, and leave covered overnight.\n"
        "2. Rub the butter into the flour.\n3. Knead for ten minutes.\n4. Prove for an hour."
        "\n5. Bake for 25 minutes.")


def test_a_clause_a_far_sentence_states_with_its_number_is_support() -> None:
    claim = ("The saffron is crumbled into 100 ml of warmed milk and soaked overnight, which "
             "gives the buns their deep yellow colour without artificial dye.")
    assert explain(claim, BUNS)[0] == "supported"


def test_a_far_figure_in_a_clause_of_its_own_is_still_weighed() -> None:
    claim = ("Each bun gets a glaze worth 100 ml of milk, which gives the buns their deep "
             "yellow colour without artificial dye.")
    assert explain(claim, BUNS)[0] != "supported"
    claim = ("The saffron is crumbled into 150 ml of warmed milk and soaked overnight, which "
             "gives the buns their deep yellow colour without artificial dye.")
    assert explain(claim, BUNS)[0] == "unsupported"


FOUNDRY = ("# Glockengießerei Hallmann\n\nDie Glockengießerei wurde 1781 gegründet. Im 19. "
           "Jahrhundert wuchs der Betrieb unter Georg Hallmann (1798–1861) auf bis zu 18 "
           "Mitarbeiter. Schwere Einschnitte brachten die beiden Weltkriege: 1917 und erneut "
           "1942 mussten zahlreiche Bronzeglocken der Region abgeliefert werden.\n\nDie Gießerei "
           "selbst musste 1943 den Betrieb einstellen; ein Teil der Werkstatt diente danach als "
           "Lager.")
SUMMARY = ("Nachdem der Betrieb im 19. Jahrhundert auf bis zu 18 Mitarbeiter gewachsen war, "
           "trafen ihn die Weltkriege mit den Glockenablieferungen von 1917 und 1942 schwer, "
           "und {} musste die Gießerei ihren Betrieb einstellen.")


def test_a_clause_stated_beside_the_passage_outweighs_the_passages_other_year() -> None:
    assert explain(SUMMARY.format(1943), FOUNDRY)[0] == "supported"
    assert explain(SUMMARY.format(1945), FOUNDRY)[0] == "unsupported"
