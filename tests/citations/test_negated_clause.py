"""A short clause of the passage that denies a thing ("Eine Flutlichtanlage gibt es bislang
nicht", "No hay cafetería todavía") is the opposite of a claim that has it, though the
clause holds too little of the claim to be weighed clause by clause."""

from __future__ import annotations

import pytest

from services.citations.negated_clause import denied_clause
from tests.citations.judge import evidence

STADION = ("Das Stadion am Rheinufer wurde 1972 eröffnet und bietet 4.500 Zuschauern Platz. "
           "Eine Flutlichtanlage gibt es bislang nicht; der Vorstand will einen Antrag auf "
           "Fördermittel stellen.")
MUSEO = ("El nuevo museo abrió en mayo con cuatro salas. No hay cafetería todavía; hay un "
         "quiosco en la entrada.")
MUSEE = ("Le nouveau musée a ouvert en mai avec quatre salles. Il n'y a pas encore de "
         "cafétéria ; un kiosque se trouve à l'entrée.")


@pytest.mark.parametrize(("claim", "page"), [
    ("Das Stadion am Rheinufer verfügt über eine moderne Flutlichtanlage.", STADION),
    ("El nuevo museo cuenta con una cafetería en la planta baja.", MUSEO),
    ("Le nouveau musée dispose d'une cafétéria au rez-de-chaussée.", MUSEE),
])
def test_a_thing_the_page_denies_is_unsupported(claim: str, page: str) -> None:
    wrong = evidence(claim, page)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")


def test_the_denial_kept_is_no_finding() -> None:
    assert denied_clause("Eine Flutlichtanlage fehlt noch.", STADION) is None
    assert denied_clause("Das Stadion hat noch keine Flutlichtanlage.", STADION) is None
    assert denied_clause("Das Stadion bietet 4.500 Zuschauern Platz.", STADION) is None


@pytest.mark.parametrize(("claim", "page"), [
    ("Der Teig muss gründlich geknetet werden.",
     "Die Zutaten werden nur kurz verrührt; kneten ist nicht nötig."),
    ("The dough must be kneaded well.",
     "Stir the ingredients briefly; kneading is not necessary."),
    ("La pâte doit être bien pétrie.",
     "Mélangez brièvement les ingrédients ; pétrir n'est pas nécessaire."),
])
def test_an_obligation_the_page_says_is_not_needed_is_a_flip(claim: str, page: str) -> None:
    found = denied_clause(claim, page)
    assert found is not None and found.reason == "negation"


def test_the_need_denied_in_the_claim_too_is_no_flip() -> None:
    assert denied_clause("Der Teig muss nicht geknetet werden.",
                         "Die Zutaten werden nur kurz verrührt; kneten ist nicht nötig.") is None
