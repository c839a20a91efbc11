"""Someone else in the page's role ("Ordnungsamtsleiterin Claudia Berger" where the page
has "Ordnungsamtsleiterin Sabine Krüger") is unsupported; the same person spelled
otherwise ("Krueger") asks a check at most."""

from __future__ import annotations

import pytest

from services.citations.role_names import other_holder
from services.citations.support import explain

COUNCIL = ("Der Stadtrat hat die neue Parkraumordnung beschlossen. Eingebracht wurde der Antrag "
           "von Ordnungsamtsleiterin Sabine Krüger; Bürgermeister Thomas Reuter sprach von einem "
           "tragfähigen Kompromiss.")
BOARD = ("The museum has a new director. The trustees appointed chief curator Helen Marsh, who "
         "has worked at the museum since 2009, after a search of eight months.")


def test_another_holder_of_the_pages_role_is_found() -> None:
    claim = "Den Antrag brachte Ordnungsamtsleiterin Claudia Berger ein."
    assert other_holder(claim, "Claudia", COUNCIL) == "Sabine Krüger"
    assert other_holder("Ordnungsamtsleiterin Sabine Krueger brachte ihn ein.", "Krueger",
                        COUNCIL) is None


@pytest.mark.parametrize(("claim", "page"), [
    ("Der Antrag wurde von Ordnungsamtsleiterin Claudia Berger eingebracht.", COUNCIL),
    ("The trustees appointed chief curator Laura Benson after a search of eight months.", BOARD),
])
def test_someone_else_in_the_role_is_unsupported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "unsupported"


def test_the_same_person_spelled_otherwise_is_not_unsupported() -> None:
    claim = "Der Antrag wurde von Ordnungsamtsleiterin Sabine Krueger eingebracht."
    assert explain(claim, COUNCIL)[0] != "unsupported"
