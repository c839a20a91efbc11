"""Contrasts ("instead of", "statt", "y no", "não ... mas", "ではなく") are not the
opposite of a negation; a claim that turns down what the page chooses is."""

from __future__ import annotations

from services.citations.contrast import flipped, rejected
from tests.citations.judge import evidence

BAKERY = ("Halden Bakeries runs 23 shops. Instead of baking in each shop, Halden now bakes "
          "everything at one central bakery in Wakefield and delivers twice a day.")
IRRIGATION = ("La técnica agrícola Lucía Herrera recomienda el riego por goteo en lugar del "
              "riego por inundación.")
SCHOOL = ("A diretora explicou que a mudança não é para poupar dinheiro, mas para reduzir o "
          "peso das mochilas. Em vez de 12 quilos, os alunos passam a levar cerca de 4 quilos.")
THEATRE = ("Statt bisher zwei wird es künftig drei Spielstätten geben. Die Eintrittspreise "
           "steigen nicht, sagte Geschäftsführer Ralf Münster.")
CANTEEN = "Le prix du repas ne changera pas et reste fixé à 3,20 euros."


def test_the_rejected_side_of_a_contrast_in_several_languages() -> None:
    assert rejected("Halden bakes in each shop instead of at one central bakery.").rejected == {
        "one", "central", "bakery"}
    assert rejected(IRRIGATION).rejected == {"riego", "inundación"}
    assert rejected("Lucía aconseja regar por goteo y no por inundación.").rejected == {
        "inundación"}
    assert "poupar" in rejected(SCHOOL.split(". ")[0]).rejected
    assert rejected("紙ではなく電子版を使う").rejected  # the side before ではなく
    assert rejected("Halden does not franchise its shops.") is None


def test_a_contrast_rephrased_is_not_the_opposite() -> None:
    for claim, page in [
        ("Rather than baking in each shop, Halden bakes everything at a central bakery.",
         BAKERY),
        ("Lucía Herrera aconseja regar por goteo y no por inundación.", IRRIGATION),
        ("A mudança serve para reduzir o peso das mochilas e não para poupar dinheiro.",
         SCHOOL),
        ("Künftig gibt es drei statt zwei Spielstätten.", THEATRE),
        ("Os alunos passam a levar cerca de 4 quilos em vez de 12.", SCHOOL),
    ]:
        assert evidence(claim, page).support == "supported", claim


def test_a_claim_that_turns_down_what_the_page_chooses_is_unsupported() -> None:
    assert flipped("Halden bakes in each shop instead of at one central bakery.", BAKERY)
    assert not flipped("Halden bakes at one central bakery instead of in each shop.", BAKERY)
    crossed = evidence("Halden bakes in each shop instead of at one central bakery.", BAKERY)
    assert (crossed.support, crossed.reason) == ("unsupported", "swapped")
    # The turned-down side stated as what holds: its words or its number.
    assert evidence("Halden bakes its bread in each of its shops.", BAKERY).support == (
        "unsupported")
    assert evidence("Halden bakes everything at one central bakery in Wakefield.",
                    BAKERY).support == "supported"
    kilos = evidence("Os alunos passam a levar cerca de 12 quilos.", SCHOOL)
    assert (kilos.support, kilos.reason, kilos.claimed, kilos.stated) == (
        "unsupported", "numbers_differ", "12", "4")


def test_a_negation_bears_on_its_own_statement_only() -> None:
    # "ne changera pas et reste fixé": the negation stops at "et".
    assert evidence("Le prix du repas reste fixé à 3,20 euros.", CANTEEN).support != (
        "unsupported")
    # At a clause's end (German) it bears on the verb before it.
    flip = evidence("Die Eintrittspreise steigen, sagte Geschäftsführer Ralf Münster.", THEATRE)
    assert (flip.support, flip.reason) == ("unsupported", "negation")
    assert evidence("Die Eintrittspreise bleiben gleich, sagte Geschäftsführer Ralf Münster.",
                    THEATRE).support != "unsupported"


def test_only_the_number_right_after_the_marker_is_turned_down() -> None:
    page = "Künftig sollen Patienten statt in 50 Minuten in etwa 15 Minuten versorgt werden."
    wrong = evidence("Patienten sollen künftig in etwa 50 Minuten versorgt werden.", page)
    assert (wrong.support, wrong.claimed, wrong.stated) == ("unsupported", "50", "15")
    assert evidence("Patienten sollen künftig in etwa 15 Minuten versorgt werden.",
                    page).support == "supported"


def test_a_japanese_negation_weighed_against_the_whole_sentence() -> None:
    page = "入学式と卒業式では、引き続き制服を着用する。"
    flip = evidence("入学式と卒業式でも制服は着用しない。", page)
    assert (flip.support, flip.reason) == ("unsupported", "negation")


FESTIVAL = ("The Brackenridge Folk Festival will move from the market square to Riverside Park "
            "this summer. The festival expects about 12,000 visitors. Festival director Hannah "
            "Ogilvie said the square had become too small. The town's mayor, Colin Reeve, said "
            "the council would pay for extra buses from the railway station. Children under 12 "
            "do not need a ticket.")


def test_without_says_what_a_negation_says() -> None:
    assert evidence("Children under 12 get in without a ticket.", FESTIVAL).support != (
        "unsupported")
    assert evidence("Children under 12 need a ticket.", FESTIVAL).support == "unsupported"


def test_a_summary_joining_two_statements_is_not_a_swap() -> None:
    summary = ("Moving to Riverside Park, the festival expects about 12,000 visitors and the "
               "council will pay for extra buses from the station.")
    assert evidence(summary, FESTIVAL).support != "unsupported"
    swapped = evidence("Festival director Colin Reeve said the square had become too small.",
                       FESTIVAL)
    assert swapped.support == "unsupported"


def test_a_hedge_or_request_in_the_governing_clause() -> None:
    library = "Die Stadt überlegt, auch die Zweigstelle in Aeschach sonntags zu öffnen."
    assert evidence("Auch die Zweigstelle in Aeschach öffnet sonntags.", library).reason == (
        "hedged")
    train = "La alcaldesa de Soria, Marta Gil, pidió que se añada un tercer servicio los viernes."
    assert evidence("Renfe añadirá un tercer servicio los viernes.", train).support == (
        "unsupported")
    assert evidence("Marta Gil pidió un tercer servicio los viernes.", train).support == (
        "supported")
