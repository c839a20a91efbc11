"""How ``crossed_roles`` reads which name a deed goes with: a short deed before a word of
the agent ("led by", "won by"), a capitalised word before a role read past ("the Norwegian
pianist Ingrid Falk"), a deed right before the name that ends its clause ("Regie führt
Jonas Feld"), and two people who trade places where the page ties one of them to no
deed. Chinese writes no capitals: its swaps are left to the other checks (``cjk_slot``)."""

from __future__ import annotations

import pytest

from services.citations.crossed_roles import crossed_roles
from services.citations.support import explain

FESTIVAL_EN = ("The opening night will be led by the Norwegian pianist Ingrid Falk and her "
               "trio, while saxophonist Delroy Haynes closes the festival.")
CHESS_EN = ("The Open section was won by Daniel Petrescu with 4.5 points. He finished half a "
            "point ahead of Colin Hartree, who lost only once.")
THEATRE_DE = ("Die Uraufführung stammt vom Autor Malte Brenner. Regie bei der Premiere führt "
              "Jonas Feld.")
CHESS_FR = ("Le tournoi a été gagné par Claire Dubois avec six points. Elle a terminé devant "
            "Marc Leroy, battu en finale.")
CHESS_ES = ("El torneo fue ganado por Lucía Romero con seis puntos. Terminó por delante de "
            "Pablo Ortega.")


@pytest.mark.parametrize(("page", "claim", "people"), [
    (FESTIVAL_EN, "The opening night will be led by saxophonist Delroy Haynes, while Norwegian "
     "pianist Ingrid Falk closes the festival.", ("Delroy Haynes", "Ingrid Falk")),
    (CHESS_EN, "The Open section was won by Colin Hartree, who finished half a point ahead of "
     "Daniel Petrescu.", ("Colin Hartree", "Daniel Petrescu")),
    (THEATRE_DE, "Die Uraufführung stammt von Jonas Feld, Regie bei der Premiere führt Malte "
     "Brenner.", ("Malte Brenner", "Jonas Feld")),
    (CHESS_FR, "Le tournoi a été gagné par Marc Leroy, qui a terminé devant Claire Dubois.",
     ("Marc Leroy", "Claire Dubois")),
    (CHESS_ES, "El torneo fue ganado por Pablo Ortega, que terminó por delante de Lucía Romero.",
     ("Pablo Ortega", "Lucía Romero")),
])
def test_people_in_each_others_place_are_crossed(page: str, claim: str,
                                                 people: tuple[str, str]) -> None:
    assert crossed_roles(claim, page) == people


@pytest.mark.parametrize(("page", "claim"), [
    (FESTIVAL_EN, "Pianist Ingrid Falk leads the opening night, and saxophonist Delroy Haynes "
     "closes the festival."),
    (CHESS_EN, "The Open section was won by Daniel Petrescu, who finished half a point ahead of "
     "Colin Hartree."),
    (THEATRE_DE, "Die Uraufführung stammt von Malte Brenner, Regie bei der Premiere führt Jonas "
     "Feld."),
    (CHESS_FR, "Le tournoi a été gagné par Claire Dubois, qui a terminé devant Marc Leroy."),
    ("Carrick Point Lighthouse was designed by the engineer Robert Halden and first lit in 1858.",
     "Robert Halden designed Carrick Point Lighthouse, which was first lit in 1858."),
    ("Das Stadtmuseum Lindau öffnet am 2. Mai nach dreijähriger Sanierung wieder.",
     "Nach drei Jahren Sanierung öffnet das Stadtmuseum Lindau am 2. Mai wieder."),
])
def test_people_in_their_own_place_are_not_crossed(page: str, claim: str) -> None:
    assert crossed_roles(claim, page) is None
    assert explain(claim, page)[0] == "supported"


@pytest.mark.parametrize(("page", "claim"), [
    ("开幕夜由钢琴家林芳领衔，闭幕演出由萨克斯手陈刚担任。",
     "开幕夜由萨克斯手陈刚领衔，闭幕演出由钢琴家林芳担任。"),
    ("公开组冠军是王磊，他比李强多半分。", "公开组冠军是李强，他比王磊多半分。"),
])
def test_chinese_swaps_are_left_to_the_other_checks(page: str, claim: str) -> None:
    assert crossed_roles(claim, page) is None
    assert explain(claim, page)[0] == "unsupported"


@pytest.mark.parametrize(("page", "claim", "people"), [
    ("The hall was opened in 2019 by Maria Lenz. It was designed by Jonas Weber.",
     "The hall was designed by Maria Lenz.", ("Maria Lenz", "Jonas Weber")),
    ("La salle a été inaugurée en 2019 par Claire Dubois. Elle a été conçue par Marc Leroy.",
     "La salle a été conçue par Claire Dubois.", ("Claire Dubois", "Marc Leroy")),
    ("La sala fue inaugurada en 2019 por Lucía Romero. Fue diseñada por Pablo Ortega.",
     "La sala fue diseñada por Lucía Romero.", ("Lucía Romero", "Pablo Ortega")),
])
def test_a_year_before_the_agent_ties_its_person_elsewhere(page: str, claim: str,
                                                           people: tuple[str, str]) -> None:
    # "in 2019 by Maria Lenz": the year matches no deed, but it tells the page ties her to
    # something other than the claim's deed, which the page gives another.
    assert crossed_roles(claim, page) == people


TRUST_EN = ("# New director for the Harbour Trust\n\nThe Harbour Trust appointed Jonas Weber as "
            "director in 2021. Weber replaced Anna Berg, who had led the Harbour Trust since "
            "2009. Under her leadership the trust restored the old customs house and opened the "
            "quay to walkers. The new director said he would focus on the repair of the sea "
            "wall and on the small museum by the lock, which has been closed for two years.")
TRUST_ES = ("# Nuevo director del Consorcio del Puerto\n\nEl Consorcio del Puerto nombró a Jonas "
            "Weber director en 2021. Weber sustituyó a Anna Berg, que dirigía el Consorcio del "
            "Puerto desde 2009. Bajo su dirección se restauró la antigua aduana y el muelle se "
            "abrió a los paseantes. El nuevo director dijo que se centrará en la reparación del "
            "dique y en el pequeño museo junto a la esclusa, cerrado desde hace dos años.")
THEATRE_DE_PAGE = ("# Premiere im Stadttheater\n\nDie Uraufführung des Stücks stammt vom Autor "
                   "Malte Brenner, der lange in der Stadt gelebt hat. Regie bei der Premiere "
                   "führt Jonas Feld. Die Karten für die erste Vorstellung sind seit einer "
                   "Woche ausverkauft, für die weiteren Termine gibt es noch Plätze an der "
                   "Abendkasse und im Vorverkauf bei der Tourist-Information am Markt.")


@pytest.mark.parametrize(("page", "claim"), [
    (TRUST_EN, "Anna Berg had led the Harbour Trust since 2009; in 2021 the trust appointed "
     "Jonas Weber."),
    (TRUST_EN, "Since 2009 Anna Berg had run the Harbour Trust, and in 2021 it appointed Jonas "
     "Weber."),
    (TRUST_ES, "Anna Berg dirigía el Consorcio del Puerto desde 2009; en 2021 el consorcio "
     "nombró a Jonas Weber."),
])
def test_a_name_ending_its_clause_is_what_was_done_where_nouns_are_lower_case(
        page: str, claim: str) -> None:
    # English and Spanish put the doer before the verb: the name after it is its object.
    assert crossed_roles(claim, page, inverted=False) is None
    assert explain(claim, page)[0] == "supported"


def test_a_name_ending_its_clause_is_the_doer_on_a_page_that_capitalises_nouns() -> None:
    # German's verb-second order puts the doer after the verb ("Regie führt Jonas Feld").
    claim = "Die Uraufführung stammt von Jonas Feld, Regie bei der Premiere führt Malte Brenner."
    assert crossed_roles(claim, THEATRE_DE_PAGE) == ("Malte Brenner", "Jonas Feld")
    assert explain(claim, THEATRE_DE_PAGE)[0] == "unsupported"
