"""A "without" both sides share ("ohne Kopfzeile", "sin cuenta") answers neither side's
negation, and a page that denies a possibility ("no longer possible", "不允许") is the
opposite of a claim that states one with a modal ("can still", "可以")."""

from __future__ import annotations

import pytest

from services.citations.without import same_without
from tests.citations.judge import evidence


def test_a_shared_without_is_the_same_on_both_sides() -> None:
    assert same_without("kann CSV-Dateien ohne Kopfzeile importieren",
                        "Import aus CSV-Dateien ohne Kopfzeile ist nicht mehr möglich")
    assert not same_without("Eintritt frei ohne Anmeldung", "keine Anmeldung nötig")
    assert not same_without("Besuch ohne Anmeldung", "Besuch ohne Ticket")


@pytest.mark.parametrize(("claim", "page"), [
    ("Todavía se puede reservar mesa sin cuenta de usuario.",
     "Desde marzo ya no es posible reservar mesa sin cuenta de usuario."),
    ("You can still import spreadsheets without a header row.",
     "Version 3 changes the importer. Importing spreadsheets without a header row is no "
     "longer possible."),
    ("On peut toujours payer le stationnement sans carte bancaire.",
     "Depuis janvier, il n'est plus possible de payer le stationnement sans carte bancaire."),
    ("园区内可以骑自行车。", "为保障游客安全，园区内不允许骑自行车。"),
])
def test_a_denied_possibility_stated_as_open_is_unsupported(claim: str, page: str) -> None:
    wrong = evidence(claim, page)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")


@pytest.mark.parametrize(("claim", "page"), [
    ("Der Eintritt ist nur mit Anmeldung möglich.",
     "Ohne Anmeldung ist der Eintritt nicht möglich."),
    ("Ohne Anmeldung kann man das Museum nicht besuchen.",
     "Ohne Anmeldung ist ein Besuch des Museums nicht möglich."),
    ("Dogs can only enter the cabin with a muzzle.",
     "Dogs without a muzzle may not enter the cabin."),
])
def test_the_same_denial_in_other_words_is_no_flip(claim: str, page: str) -> None:
    assert evidence(claim, page).support != "unsupported"


@pytest.mark.parametrize(("claim", "page"), [
    ("The app can also be used on Android 9 tablets.",
     "The app runs on Android 11 or later. Android 9 tablets are not supported."),
    ("La app se puede usar también en tabletas con Android 9.",
     "La app funciona en Android 11 o superior. Las tabletas con Android 9 no son "
     "compatibles."),
])
def test_a_denied_suitability_against_can_is_unsupported(claim: str, page: str) -> None:
    wrong = evidence(claim, page)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")


def test_the_denied_suitability_kept_is_supported() -> None:
    page = "The app runs on Android 11 or later. Android 9 tablets are not supported."
    assert evidence("The app cannot be used on Android 9 tablets.", page).support == (
        "supported")
