"""A number word inside a German or Dutch adjective of time ("dreijähriger") is its number."""

from __future__ import annotations

from services.citations.number_compounds import time_compounds
from services.citations.numbers import numbers
from tests.citations.judge import evidence

MUSEUM = ("# Heimatmuseum Wangen öffnet wieder\n\nDas Heimatmuseum Wangen öffnet am 4. April "
          "nach zweijähriger Sanierung wieder seine Türen.")


def test_an_adjective_of_time_states_its_number() -> None:
    assert time_compounds("nach dreijähriger Sanierung, ein zweitägiges Seminar") == [
        ("dreijähriger", 3, "jahr"), ("zweitägiges", 2, "tage")]
    assert time_compounds("een driejarig onderzoek") == [("driejarig", 3, "jaar")]
    assert [n.values for n in numbers("nach zweijähriger Sanierung")] == [frozenset({2.0})]
    assert time_compounds("der 67-Jährige") == []


def test_a_claims_years_agree_with_the_pages_adjective() -> None:
    right = evidence("Nach zwei Jahren Sanierung öffnet das Heimatmuseum Wangen am 4. April "
                     "wieder.", MUSEUM)
    assert right.support == "supported"
    wrong = evidence("Nach drei Jahren Sanierung öffnet das Heimatmuseum Wangen am 4. April "
                     "wieder.", MUSEUM)
    assert wrong.support != "supported"
