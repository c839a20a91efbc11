"""A claim that says of most or all of a group what the page says of some or many of it
("most trains" for "some trains", "la plupart des élèves" for "plusieurs élèves") says
more than the page; the same or a narrower quantifier, and "most" or "all" in another
sense ("at most", "the most popular", "alle zwei Wochen"), do not. A claim that drops
the page's "some" ("Las bodegas …" for "Algunas bodegas …") says it of the whole group."""

from __future__ import annotations

import pytest

from services.citations.support import explain

MORE = " The survey was published on Monday. It covered 14 towns."
TRAINS = "Some trains on the northern line were cancelled because of the storm." + MORE


@pytest.mark.parametrize(("claim", "page"), [
    ("All trains on the northern line were cancelled because of the storm.", TRAINS),
    ("Most trains on the northern line were cancelled because of the storm.", TRAINS),
    ("La plupart des élèves du collège ont été malades après le repas.",
     "Plusieurs élèves du collège ont été malades après le repas." + MORE),
    ("La mayoría de los vecinos del barrio se quejaron del ruido de la obra.",
     "Algunos vecinos del barrio se quejaron del ruido de la obra." + MORE),
    ("Tutti i visitatori del museo hanno lodato la nuova sala.",
     "Molti visitatori del museo hanno lodato la nuova sala." + MORE),
    ("De meeste bewoners van de wijk steunen het plan voor een park.",
     "Veel bewoners van de wijk steunen het plan voor een park." + MORE),
    ("Todos os moradores do bairro criticaram as obras na praça.",
     "Alguns moradores do bairro criticaram as obras na praça." + MORE),
    ("Many residents use the new bus line.", "Few residents use the new bus line." + MORE),
    ("Viele Anwohner nutzen die neue Buslinie.",
     "Wenige Anwohner nutzen die neue Buslinie." + MORE),
])
def test_a_widened_quantifier_is_unsupported(claim: str, page: str) -> None:
    support, finding = explain(claim, page)
    assert support == "unsupported"
    assert finding is not None and finding.rule == "quantifier"


@pytest.mark.parametrize(("claim", "page"), [
    ("Several trains on the northern line were cancelled due to the storm.", TRAINS),
    ("Einige Befragte gaben an, ihr Fahrrad täglich zu nutzen.",
     "Viele Befragte gaben an, ihr Fahrrad täglich zu nutzen." + MORE),
    ("The cable car is the most popular ride in town and carries at most 60 passengers per "
     "cabin.", "The cable car carries at most 60 passengers per cabin; it is the most "
     "popular ride in town." + MORE),
    ("All visitors must show a ticket, though children under 6 and members enter free.",
     "All visitors must show a ticket. Some visitors can enter free: children under 6 and "
     "members. The museum has 12 rooms."),
    ("Most patients had lower blood pressure on the drug, and some had mild headaches.",
     "The trial found the drug lowered blood pressure in most patients. Some patients had "
     "mild headaches." + MORE),
    ("Einige Mitglieder treffen sich alle zwei Wochen im Vereinsheim.",
     "Alle zwei Wochen treffen sich einige Mitglieder im Vereinsheim." + MORE),
])
def test_the_same_or_a_narrower_quantifier_is_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


MORE2 = " The report was published on Monday. It covers 14 towns."


@pytest.mark.parametrize(("claim", "page"), [
    ("Las bodegas ya no compran uva a pequeños viticultores.",
     "Algunas bodegas ya no compran uva a pequeños viticultores." + MORE2),
    ("Shops in the old town close on Mondays.",
     "Some shops in the old town close on Mondays." + MORE2),
    ("Die Hotels am See sind im Winter geschlossen.",
     "Einige Hotels am See sind im Winter geschlossen." + MORE2),
    ("Les écoles du canton ferment à midi le mercredi.",
     "Certaines écoles du canton ferment à midi le mercredi." + MORE2),
    ("The payment option is not yet available in any region.",
     "In some regions, the payment option is not yet available." + MORE2),
])
def test_a_statement_of_some_made_of_the_whole_group(claim: str, page: str) -> None:
    support, finding = explain(claim, page)
    assert support == "unsupported"
    assert finding is not None and finding.rule == "quantifier"


@pytest.mark.parametrize("claim", [
    "A few shops in the old town close on Mondays.",
    "Several shops in the old town close on Mondays.",
])
def test_a_part_said_in_other_words_is_kept(claim: str) -> None:
    page = "Some shops in the old town close on Mondays." + MORE2
    assert explain(claim, page)[0] == "supported"
