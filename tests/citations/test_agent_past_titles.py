"""A deed given "by" a person whose name follows a title ("von Prof. Dr. …", "par Dr. …"),
or fronted past the clause's nouns ("Geleitet wurde die Studie der … von"), weighed
against the page's clause that gives the deed to another person (``agent_clause``)."""

from __future__ import annotations

import pytest

from services.citations.person_titles import without_title_stops
from tests.citations.judge import evidence

KIEL = ("# Seegras an der Ostsee\n\nZu diesem Ergebnis kommt eine Untersuchung der Universität "
        "Kiel, die am 3. Mai in der „Meeresbiologie heute“ erschienen ist. Geleitet wurde sie von "
        "Prof. Dr. Anna Weber; Erstautor ist Dr. Jonas Keller. Die Wiesen sind seit 2015 um ein "
        "Fünftel geschrumpft.")
BREST = ("# Herbiers marins\n\nUne enquête de l'Université de Brest montre que les herbiers de la "
         "baie ont reculé d'un cinquième depuis 2015. L'enquête a été coordonnée par Dr. Claire "
         "Dubois ; le premier auteur est Dr. Paul Martin. Les résultats ont paru en mars.")


@pytest.mark.parametrize(("wrong", "right", "page"), [
    ("Geleitet wurde die Untersuchung der Universität Kiel von Dr. Jonas Keller.",
     "Geleitet wurde die Untersuchung der Universität Kiel von Prof. Dr. Anna Weber.", KIEL),
    ("L'enquête a été coordonnée par Dr. Paul Martin.",
     "L'enquête a été coordonnée par Dr. Claire Dubois.", BREST),
])
def test_a_deed_given_to_the_other_titled_person_is_caught(wrong: str, right: str,
                                                           page: str) -> None:
    assert (evidence(wrong, page).support, evidence(wrong, page).reason) == (
        "unsupported", "name_elsewhere")
    assert evidence(right, page).support == "supported"


def test_the_persons_own_role_is_spared() -> None:
    assert evidence("Erstautor der Untersuchung der Universität Kiel ist Dr. Jonas Keller.",
                    KIEL).support == "supported"


def test_a_titles_stop_cuts_no_clause() -> None:
    assert without_title_stops("von Prof. Dr. Anna Weber; Erstautor ist Dr. Jonas Keller.") == (
        "von Prof Dr Anna Weber; Erstautor ist Dr Jonas Keller.")
    assert without_title_stops("Sie kam um 10 Uhr. Dr. Keller kam später.") == (
        "Sie kam um 10 Uhr. Dr Keller kam später.")
