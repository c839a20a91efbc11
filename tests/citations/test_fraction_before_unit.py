"""A number with a fraction written before its unit in any common form ("two and
three-quarter hours", "zwei und drei viertel Stunden") is read as one number: the page's
"2 hours 45 minutes" states it, "3 hours" does not."""

from __future__ import annotations

import pytest

from services.citations.support import explain

EN = "The ferry sails from Penzance to Hugh Town, taking about 2 hours 45 minutes."
DE = ("Die Fähre fährt von Penzance nach Hugh Town, die Überfahrt dauert etwa 2 Stunden und "
      "45 Minuten.")


@pytest.mark.parametrize(("claim", "page"), [
    ("The ferry from Penzance to Hugh Town takes around two and three-quarter hours.", EN),
    ("The ferry from Penzance to Hugh Town takes around 2 and three-quarter hours.", EN),
    ("Die Fähre von Penzance nach Hugh Town braucht rund zwei und drei viertel Stunden.", DE),
])
def test_the_same_length_in_other_words_is_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


@pytest.mark.parametrize(("claim", "page"), [
    ("The ferry from Penzance to Hugh Town takes around three and three-quarter hours.", EN),
    ("The ferry from Penzance to Hugh Town takes two and one-half hours.", EN),
    ("Die Fähre von Penzance nach Hugh Town braucht rund zwei und eine halbe Stunde.", DE),
])
def test_another_length_is_unsupported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "unsupported"
