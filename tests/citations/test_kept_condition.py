"""A claim that keeps the page's condition ("if traffic rises further") but drops the
possibility the page sets around it ("would consider", "könnte", "pourrait") states as
certain what the page only weighs; one that keeps the possibility, a plain condition,
or a modal of reported speech does not."""

from __future__ import annotations

import pytest

from services.citations.support import explain

MORE = " The budget for next year is 4 million euros. The meeting took place on Tuesday."
ROAD = "The council would consider closing the harbour road if traffic rose further." + MORE
CLUB = "Der Verein könnte das Turnier am Samstag absagen, falls es weiter regnet." + MORE
POOL = "La mairie pourrait fermer la piscine municipale si la canicule continue." + MORE
PLANT = ("La empresa podría despedir a 200 trabajadores de la planta si las ventas siguen "
         "cayendo." + MORE)
BRIDGE = "Il comune potrebbe chiudere il ponte vecchio se le crepe si allargano." + MORE


@pytest.mark.parametrize(("claim", "page"), [
    ("The council will close the harbour road if traffic rises further.", ROAD),
    ("Der Verein sagt das Turnier am Samstag ab, falls es weiter regnet.", CLUB),
    ("La mairie fermera la piscine municipale si la canicule continue.", POOL),
    ("La empresa despedirá a 200 trabajadores de la planta si las ventas siguen cayendo.",
     PLANT),
    ("Il comune chiuderà il ponte vecchio se le crepe si allargano.", BRIDGE),
])
def test_the_possibility_around_a_kept_condition_dropped(claim: str, page: str) -> None:
    support, finding = explain(claim, page)
    assert support == "unsupported"
    assert finding is not None and (finding.reason, finding.rule) == ("hedged", "kept_condition")


@pytest.mark.parametrize(("claim", "page"), [
    ("If traffic rises further, the council may close the harbour road.", ROAD),
    ("Falls es weiter regnet, könnte der Verein das Turnier am Samstag absagen.", CLUB),
    ("Si la canicule continue, la mairie pourrait fermer la piscine municipale.", POOL),
    ("The open-air concert moves to the sports hall if it rains.",
     "If it rains, the open-air concert moves to the sports hall." + MORE),
    ("If the vote on 3 March passes, the new rules will apply from May.",
     "If the vote passes, the new rules would apply from May. The vote is on 3 March."
     + MORE),
    ("The outdoor pool will close early if the heat wave continues, the mayor said.",
     "The mayor said the outdoor pool would close early if the heat wave continued." + MORE),
])
def test_a_possibility_kept_or_none_to_drop_is_no_finding(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


def test_a_condition_of_a_number_kept_in_other_words() -> None:
    """"for people over 65" keeps "If you are over 65": the number is the condition."""
    page = ("If you are over 65, the flu vaccine is free. Others pay 20 euros. The vaccine "
            "is available from October.")
    assert explain("The flu vaccine is free for people over 65.", page)[0] == "supported"
