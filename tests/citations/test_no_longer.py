"""A page that says a thing is "no longer" so ("gibt es nicht mehr", "n'ouvre plus",
"ya no abre") is turned round by a claim that says it goes on ("weiterhin", "still",
"sigue"); "no more than" and "nicht mehr als" are bounds, not ends."""

from __future__ import annotations

import pytest

from services.citations.no_longer import no_longer
from services.citations.support import explain

POOL = ("Das Freibad Lindenau öffnet am 15. Mai nach zwei Jahren Sanierung. Hunde sind auf "
        "dem Gelände nicht erlaubt. Eine Saisonkarte gibt es in diesem Jahr nicht mehr; "
        "Besucher zahlen pro Besuch 4 Euro. Das Bad hat 3 Becken.")


@pytest.mark.parametrize(("text", "ended"), [
    ("Eine Saisonkarte gibt es nicht mehr.", True),
    ("La médiathèque n'ouvre plus le lundi.", True),
    ("El mercado ya no abre los domingos.", True),
    ("Il negozio non è più aperto la sera.", True),
    ("De bus rijdt niet meer naar het station.", True),
    ("Cyclists no longer have to dismount.", True),
    ("Es dürfen nicht mehr als 20 Personen hinein.", False),
    ("The walk takes no longer than 2 hours.", False),
    ("Il n'y a pas plus de 20 places.", False),
])
def test_no_longer_read(text: str, ended: bool) -> None:
    assert no_longer(text) is ended


def test_a_claim_that_says_it_goes_on_is_unsupported() -> None:
    support, finding = explain("Besucher können weiterhin eine Saisonkarte kaufen.", POOL)
    assert support == "unsupported"
    assert finding is not None and finding.rule == "aspect"


def test_a_claim_that_keeps_the_end_is_supported() -> None:
    claim = "Eine Saisonkarte wird nicht mehr angeboten; ein Besuch kostet 4 Euro."
    assert explain(claim, POOL)[0] == "supported"
