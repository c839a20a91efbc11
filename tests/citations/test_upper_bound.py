"""A maximum the page gives as possible ("kann um bis zu 30 % sinken", "can last up to
14 hours") stated as what happens ("sinkt um 30 %") overreaches; kept in any words, or a
time "until" ("hasta las 18 h"), it does not."""

from __future__ import annotations

import pytest

from services.citations.upper_bound import dropped_bound
from tests.citations.judge import evidence

WASHER = ("Die Mengenautomatik passt den Verbrauch an. Laut Hersteller kann dadurch bei halber "
          "Beladung der Wasserverbrauch um bis zu 30 % sinken.")
BATTERY = ("The new battery can last up to 14 hours on a single charge, depending on screen "
           "brightness.")
BATERIA = ("La nueva batería puede durar hasta 14 horas con una sola carga, según el brillo "
           "de la pantalla.")


@pytest.mark.parametrize(("claim", "page"), [
    ("Dank der Mengenautomatik sinkt der Wasserverbrauch bei halber Beladung um 30 %.", WASHER),
    ("The new battery lasts 14 hours on a single charge.", BATTERY),
    ("La nueva batería dura 14 horas con una sola carga.", BATERIA),
])
def test_a_possible_maximum_stated_as_the_value_is_unsupported(claim: str, page: str) -> None:
    wrong = evidence(claim, page)
    assert (wrong.support, wrong.reason) == ("unsupported", "hedged")


def test_the_bound_or_the_modal_kept_is_no_finding() -> None:
    assert dropped_bound("The new battery lasts up to 14 hours on a single charge.",
                         BATTERY) is None
    assert dropped_bound("La batterie peut tenir 14 heures.",
                         "La batterie peut tenir jusqu'à 14 heures.") is None
    assert dropped_bound("El museo cierra a las 18 h en invierno.",
                         "En invierno se puede visitar el museo hasta las 18 h.") is None


def test_a_bound_in_other_words_or_a_permitted_limit_is_no_finding() -> None:
    assert dropped_bound("The battery lasts as long as 14 hours on a charge.", BATTERY) is None
    assert dropped_bound("Offline use was extended from 30 to 60 days.",
                         "Offline use is now permitted for up to 60 days.") is None


CAMERA = ("The built-in battery lasts up to six months on a single charge, based on ten "
          "motion events per day.")
HEARING = ("In internen Tests verbesserte sich das Sprachverstehen im Störgeräusch um bis zu "
           "2 dB.")


@pytest.mark.parametrize(("claim", "page"), [
    ("The camera's built-in battery lasts six months on a single charge.", CAMERA),
    ("Mit dem Programm verbessert sich das Sprachverstehen im Störgeräusch um 2 dB.", HEARING),
])
def test_the_pages_words_with_the_bound_cut_out_overreach(claim: str, page: str) -> None:
    found = dropped_bound(claim, page)
    assert found is not None and (found.reason, found.rule) == ("hedged", "upper_bound")


def test_a_cut_bound_needs_the_pages_own_words_and_no_modal() -> None:
    assert dropped_bound("The camera can last six months on a single charge.", CAMERA) is None
    assert dropped_bound("A single charge keeps the camera going for six months.",
                         CAMERA) is None
    assert dropped_bound("Lumen raises the batch-export limit from 100 to 500 images.",
                         "- Batch export: export up to 500 images at once.") is None
