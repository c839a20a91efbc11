"""A deed given "by" a titled person whom the page names only in another role, the deed
written nowhere on the page (``unstated_deed``): caught in de/en/fr; the person's own
role, and a person the page names with no role of their own, spared."""

from __future__ import annotations

import pytest

from services.citations.unstated_deed import unstated_deed
from tests.citations.judge import evidence

DE = ("# Lärm im Stall\n\nEine Studie der Universität Hohenheim zeigt, dass Kühe in lauten "
      "Ställen weniger Milch geben. Das Team um Dr. Katrin Albers untersuchte 1.400 Kühe. „Wir "
      "können nicht alles ausschließen“, betont Mitautor Dr. Felix Brandt vom "
      "Friedrich-Loeffler-Institut.")
EN = ("# Pond survey\n\nA survey of 300 ponds found that newts avoid ponds with fish. The team "
      "around Prof. Anna Weber sampled each pond twice. \"The pattern is clear,\" said co-author "
      "Dr. Tom Hale of the Pond Trust.")
FR = ("# Étangs\n\nUne enquête sur 300 étangs montre que les tritons évitent les étangs à "
      "poissons. L'équipe de Dr. Anne Roux a prélevé chaque étang deux fois. « Le résultat est "
      "net », souligne le coauteur Dr. Paul Girard.")


@pytest.mark.parametrize(("wrong", "right", "page"), [
    ("Geleitet wurde die Studie von Dr. Felix Brandt vom Friedrich-Loeffler-Institut.",
     "Mitautor der Studie ist Dr. Felix Brandt vom Friedrich-Loeffler-Institut.", DE),
    ("The survey was coordinated by Dr. Tom Hale of the Pond Trust.",
     "Dr. Tom Hale of the Pond Trust was a co-author of the survey.", EN),
    ("L'enquête a été coordonnée par Dr. Paul Girard.",
     "Le coauteur de l'enquête est Dr. Paul Girard.", FR),
])
def test_a_deed_the_page_never_writes_given_to_a_coauthor_is_caught(wrong: str, right: str,
                                                                      page: str) -> None:
    assert (evidence(wrong, page).support, evidence(wrong, page).reason) == (
        "unsupported", "name_elsewhere")
    assert evidence(right, page).support == "supported"


def test_a_person_named_without_a_role_of_their_own_is_left_alone() -> None:
    assert unstated_deed("Geleitet wurde die Studie von Dr. Katrin Albers.", DE) is None
    assert unstated_deed("Die Uraufführung stammt von Malte Brenner.",
                         "Regie führt Intendant Malte Brenner.") is None  # no title: no person
