"""A claim that says a thing happens more often than the page says ("always" for
"sometimes", "immer" for "oft"), or states as what happens what the page says happens
only sometimes or rarely ("The vaccine causes a rash" for "In rare cases …"), says more
than the page; the same word, a lower one, or a word of the scale about another thing,
does not."""

from __future__ import annotations

import pytest

from services.citations.support import explain

MORE = " The clinic opened in 2019. It has 12 beds."


@pytest.mark.parametrize(("claim", "page"), [
    ("The ferry always leaves late in winter because of ice.",
     "The ferry sometimes leaves late in winter because of ice." + MORE),
    ("Der Zug ist morgens immer überfüllt.", "Der Zug ist morgens oft überfüllt." + MORE),
    ("El tren siempre llega con retraso los lunes.",
     "El tren suele llegar con retraso los lunes." + MORE),
    ("The vaccine causes a rash.", "In rare cases the vaccine causes a rash." + MORE),
    ("Le marché est annulé en cas de pluie.",
     "Le marché est parfois annulé en cas de pluie." + MORE),
    ("Für Staupe genügt bei erwachsenen Hunden ausnahmslos eine Auffrischung alle drei Jahre.",
     "Für Staupe genügt bei erwachsenen Hunden in der Regel eine Auffrischung alle drei "
     "Jahre." + MORE),
])
def test_how_often_widened(claim: str, page: str) -> None:
    support, finding = explain(claim, page)
    assert support == "unsupported"
    assert finding is not None and finding.rule == "frequency"


@pytest.mark.parametrize(("claim", "page"), [
    ("The ferry often leaves late in winter because of ice.",
     "The ferry often leaves late in winter because of ice." + MORE),
    ("The ferry sometimes leaves late in winter because of ice.",
     "The ferry often leaves late in winter because of ice." + MORE),
    ("Immer mehr Pendler fahren mit dem Rad zur Arbeit.",
     "Pendler fahren oft mit dem Rad zur Arbeit; es werden mehr." + MORE),
    ("The walk is often muddy, and the water is cold all year.",
     "The walk is often muddy. The water stays cold all year, rarely rising above "
     "10 degrees." + MORE),
])
def test_how_often_kept_or_of_another_thing(claim: str, page: str) -> None:
    _support, finding = explain(claim, page)
    assert finding is None or finding.rule != "frequency"
