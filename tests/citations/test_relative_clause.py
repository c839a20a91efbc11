"""A relative clause after a name ("who was not involved in the study") is a statement,
not a role: two of one polarity that share no word are no role swap; a role set beside a
name otherwise stays one, and so does a statement turned round."""

from __future__ import annotations

import pytest

from services.citations.apposition_role import other_role
from services.citations.relative_clause import relative_clause
from services.citations.support import explain

DE = ("Der Arbeitsmediziner Prof. Uwe Brandt von der Universität Kiel, der nicht an der Studie "
      "beteiligt war, hält die Ergebnisse dennoch für plausibel.")
EN = ("The cardiologist Dr Anna Hale of Leeds University, who was not involved in the research, "
      "called the results plausible.")


@pytest.mark.parametrize(("claim", "page"), [
    ("Prof. Uwe Brandt von der Universität Kiel, der an der Untersuchung nicht mitgewirkt hat, "
     "hält die Befunde für plausibel.", DE),
])
def test_the_same_statement_in_other_words_is_no_role_swap(claim: str, page: str) -> None:
    assert explain(claim, page)[0] != "unsupported"


def test_the_same_statement_is_no_other_role_in_english() -> None:
    claim = "Dr Anna Hale of Leeds University, who had no part in the work, called them plausible."
    assert other_role(claim, EN) is None


def test_relative_clauses_and_roles_told_apart() -> None:
    assert relative_clause("der an der Untersuchung nicht mitgewirkt hat")
    assert relative_clause("who was not involved")
    assert not relative_clause("der Arbeitsmediziner der Klinik")
    assert not relative_clause("die neue Direktorin")
    assert not relative_clause("the council leader")


def test_another_role_beside_the_name_is_still_found() -> None:
    page = "Councillor Jen Mayhew, the cabinet member for transport, said the plan was sound."
    claim = "Councillor Jen Mayhew, the council leader, said the plan was sound."
    assert other_role(claim, page) is not None
