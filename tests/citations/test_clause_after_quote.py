"""A stop before a closing quote ends a clause like any stop: the negation of the sentence
after a quote ("… nehmen.“ Ein Zusammenhang sei nicht bewiesen.") is not weighed against a
claim's clause that says what the quote says."""

from __future__ import annotations

import pytest

from services.citations.clauses import clauses
from services.citations.support import explain

DE = ("Albers betont, dass es sich um eine Beobachtungsstudie handelt: „Es ist möglich, dass "
      "gesündere Menschen eher das Rad nehmen.“ Ein ursächlicher Zusammenhang sei daher nicht "
      "bewiesen.")
EN = ("Albers stresses that this is an observational study: \"It is possible that healthier "
      "people are more likely to cycle.\" A causal link has therefore not been proven.")


@pytest.mark.parametrize("page", [DE, EN])
def test_a_stop_before_a_closing_quote_ends_the_clause(page: str) -> None:
    assert not any("." in part.strip()[:-1] for part, _found in clauses(page))


@pytest.mark.parametrize(("claim", "page"), [
    ("Laut Albers handelt es sich um eine Beobachtungsstudie, die keinen ursächlichen "
     "Zusammenhang belegt, da gesündere Menschen möglicherweise eher das Rad nehmen.", DE),
    ("According to Albers it is an observational study that proves no causal link, since "
     "healthier people may be more likely to cycle.", EN),
])
def test_the_quote_s_clause_is_no_flip(claim: str, page: str) -> None:
    assert explain(claim, page)[0] != "unsupported"


def test_a_claim_that_the_link_is_proven_is_not_supported() -> None:
    claim = "Laut Albers ist ein ursächlicher Zusammenhang damit bewiesen."
    assert explain(claim, DE)[0] != "supported"
