"""A negated clause of one compound ("darf nicht in die Spülmaschine") is not denied by a
claim that holds only the compound's first part ("gespült"); a claim that holds the word
itself still is."""

from __future__ import annotations

from services.citations.negated_clause import denied_clause
from services.citations.word_start import only_its_start

DE = ("Der Milchschaum wird automatisch mit Dampf gespült. Der Siebträger sollte täglich unter "
      "Wasser gereinigt werden; er darf nicht in die Spülmaschine.")


def test_a_compound_held_only_by_its_start_is_not_denied() -> None:
    claim = ("Zur Reinigung wird der Milchschaum mit Dampf gespült und der Siebträger täglich "
             "unter Wasser gereinigt.")
    assert denied_clause(claim, DE) is None


def test_the_compound_itself_is_still_denied() -> None:
    claim = "Der Siebträger kommt zur Reinigung in die Spülmaschine."
    assert denied_clause(claim, DE) is not None


def test_only_its_start() -> None:
    assert only_its_start("mit Dampf gespült", "spülmaschine")
    assert not only_its_start("in die Spülmaschinen", "spülmaschine")
    assert not only_its_start("dishwashers", "dishwasher")
