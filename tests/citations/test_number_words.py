"""Numbers past twelve in words ("twenty members", "fünfundzwanzig Jahre", "a dozen",
"two hundred seats") are numbers: the same figure in digits is stated, another is not;
a decade counted in words is its years ("zwei Jahrzehnte" for "zwanzig Jahre")."""

from __future__ import annotations

import pytest

from services.citations.numbers import numbers
from services.citations.support import explain


@pytest.mark.parametrize(("text", "value"), [
    ("The choir has twenty members", 20.0),
    ("nach fünfundzwanzig Jahren", 25.0),
    ("twenty-five years", 25.0),
    ("a dozen pancakes", 12.0),
    ("two dozen octopuses", 24.0),
    ("two hundred seats", 200.0),
    ("treinta días", 30.0),
    ("negenentwintig dagen", 29.0),
    ("a twenty-year-old bridge", 20.0),
])
def test_a_number_past_twelve_in_words_is_read(text: str, value: float) -> None:
    assert [n.values for n in numbers(text)] == [frozenset({value})]


def test_hundred_without_a_or_a_number_is_no_number() -> None:
    assert numbers("within the next hundred years") == []


@pytest.mark.parametrize(("claim", "page"), [
    ("The choir has 20 members and rehearses twice a week.",
     "The choir has twenty members and rehearses twice a week."),
    ("Der Chor hat 25 Mitglieder und probt zweimal pro Woche.",
     "Der Chor hat fünfundzwanzig Mitglieder und probt zweimal pro Woche."),
    ("Das Rezept ergibt 12 Pfannkuchen und braucht 3 Eier.",
     "Das Rezept ergibt ein Dutzend Pfannkuchen und braucht drei Eier."),
    ("Laut Bürgermeister stand die Altstadt in zwei Jahrzehnten viermal unter Wasser.",
     "Der Bürgermeister sagte, die Altstadt sei in den letzten zwanzig Jahren viermal "
     "überflutet worden."),
])
def test_the_same_number_in_digits_is_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


@pytest.mark.parametrize(("claim", "page"), [
    ("The choir has thirty members and rehearses twice a week.",
     "The choir has 20 members and rehearses twice a week."),
    ("Der Chor hat dreißig Mitglieder und probt zweimal pro Woche.",
     "Der Chor hat 25 Mitglieder und probt zweimal pro Woche."),
])
def test_another_number_in_words_is_unsupported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "unsupported"
