"""A condition written as a clause of its own ("Falls die Förderung bewilligt wird,
beginnt der Umbau im Herbst") that the claim drops ("Der Umbau beginnt im Herbst")
states as certain what the page makes depend on it; a claim that keeps the condition in
other words, a condition of need ("if needed"), or a claim that keeps the condition's
subject, does not."""

from __future__ import annotations

import pytest

from services.citations.support import explain

MORE = " The hall was built in 1964. It seats 800 people."


@pytest.mark.parametrize(("claim", "page"), [
    ("The riverside path will be closed.",
     "If the river rises above 4 metres, the riverside path will be closed." + MORE),
    ("Der Umbau beginnt im Herbst.",
     "Falls die Förderung bewilligt wird, beginnt der Umbau im Herbst." + MORE),
    ("Das Konzert findet in der Stadthalle statt.",
     "Wenn mehr als 200 Karten verkauft werden, findet das Konzert in der Stadthalle "
     "statt." + MORE),
    ("Le feu d'artifice sera tiré à 22 heures.",
     "Si la météo le permet, le feu d'artifice sera tiré à 22 heures." + MORE),
    ("The library will close in March.",
     "Unless the council finds extra money, the library will close in March." + MORE),
    ("Der Verein wird die neue Tribüne für den Sportplatz mitfinanzieren.",
     "Der Verein hat angeboten, die neue Tribüne für den Sportplatz mitzufinanzieren, falls "
     "der Gemeinderat zustimmt." + MORE),
])
def test_a_condition_clause_dropped(claim: str, page: str) -> None:
    support, finding = explain(claim, page)
    assert support == "unsupported"
    assert finding is not None and finding.rule == "dropped_condition"


@pytest.mark.parametrize(("claim", "page"), [
    ("If the river rises above 4 metres, the riverside path will be closed.",
     "If the river rises above 4 metres, the riverside path will be closed." + MORE),
    ("Mittel der Wahl ist Amoxicillin, fünf bis sieben Tage lang.",
     "Wenn ein Antibiotikum nötig ist, ist Amoxicillin für fünf bis sieben Tage das Mittel "
     "der Wahl." + MORE),
    ("Der Teig wird in vier Stücke geteilt und zu Brötchen geformt.",
     "Wenn der Teig aufgegangen ist, wird er in vier Stücke geteilt und zu Brötchen "
     "geformt." + MORE),
])
def test_a_condition_kept_or_of_need(claim: str, page: str) -> None:
    _support, finding = explain(claim, page)
    assert finding is None or finding.rule != "dropped_condition"
