"""The thing a claim is about, given to a person its passage does not give it to ("The
stained glass came from Henry Walsh" where the passage has "the stained glass was made
by Clara Boyd" and Walsh drew the plans), is a name in another role."""

from __future__ import annotations

import pytest

from services.citations.subject_owner import subject_owner
from tests.citations.judge import evidence

EN = ("The chapel was built between 1851 and 1854. The plans came from architect Henry "
      "Walsh, while the stained glass was made by Clara Boyd. It was restored in 1990 and is "
      "now used for concerts and weddings throughout the year.")
DE = ("Die Kapelle wurde zwischen 1851 und 1854 gebaut. Die Pläne stammen vom Architekten "
      "Heinrich Wald, die Glasfenster schuf Klara Bode. Seit der Restaurierung 1990 finden "
      "dort Konzerte und Hochzeiten statt.")


@pytest.mark.parametrize(("claim", "page"), [
    ("The stained glass of the chapel came from Henry Walsh.", EN),
    ("Die Glasfenster der Kapelle stammen von Heinrich Wald.", DE),
])
def test_the_subject_given_to_another_person_is_unsupported(claim: str, page: str) -> None:
    wrong = evidence(claim, page)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_elsewhere")


@pytest.mark.parametrize(("claim", "page", "capitals"), [
    ("The stained glass of the chapel was made by Clara Boyd.", EN, False),
    ("Die Pläne der Kapelle stammen von Heinrich Wald.", DE, True),
])
def test_the_subject_of_this_person_is_no_finding(claim: str, page: str,
                                                  capitals: bool) -> None:
    assert subject_owner(claim, [page], capitals) is None
