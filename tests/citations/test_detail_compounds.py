"""A compound the page writes in its parts ("Eichenholzkabinen" for "Holzkabinen aus Eiche")
is no detail the page never states; a clause of words the page has nowhere still is."""

from __future__ import annotations

import pytest

from services.citations.detail import stands_in
from services.citations.support import explain

DE = ("Nach einer Überholung lief er ab 1951 wieder. 1974 wurde der ursprüngliche "
      "Gleichstromantrieb durch einen Drehstrommotor ersetzt; die Holzkabinen aus Eiche "
      "blieben erhalten. Die Anlage hat 14 offene Kabinen.")
NL = ("In 1974 werd de oorspronkelijke gelijkstroomaandrijving vervangen door een "
      "draaistroommotor; de cabines van eikenhout bleven behouden.")


def test_a_compound_stands_in_its_parts() -> None:
    assert stands_in("eichenholzkabinen", DE)
    assert not stands_in("stahlkabinen", DE)


@pytest.mark.parametrize(("claim", "page"), [
    ("1974 ersetzte man den ursprünglichen Gleichstromantrieb durch einen Drehstrommotor, "
     "die Eichenholzkabinen wurden dabei beibehalten.", DE),
    ("In 1974 werd de gelijkstroomaandrijving vervangen door een draaistroommotor, en de "
     "eikenhoutcabines bleven behouden.", NL),
])
def test_a_clause_kept_from_the_page_in_compounds_is_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


@pytest.mark.parametrize(("claim", "page"), [
    ("1974 ersetzte man den ursprünglichen Gleichstromantrieb durch einen Drehstrommotor, "
     "die Messinggriffe wurden dabei vergoldet.", DE),
    ("In 1974 werd de gelijkstroomaandrijving vervangen door een draaistroommotor, en de "
     "koperen handgrepen werden verguld.", NL),
])
def test_a_clause_the_page_never_states_is_unsupported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "unsupported"
