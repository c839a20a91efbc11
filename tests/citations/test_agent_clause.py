"""A deed the sentence gives, by the word of the agent ("designed by", "conçu par",
"ontworpen door"), to a name the page gives another deed in another clause."""

from __future__ import annotations

from services.citations.agent_clause import agent_clause_swap
from services.citations.support import explain

CAMERA = ("The Lumo phone launches in May. The camera module was designed by Lena Sørensen's "
          "team in Copenhagen, while the chip comes from Qualtek. It costs 499 euros.")
BRIDGE_FR = ("Le pont a été inauguré en 1998. Il a été conçu par Lemaire, tandis que l'acier a été "
             "fourni par Arcelor. Il mesure 400 mètres.")
BRIDGE_NL = ("De brug werd in 1998 geopend. Ze werd ontworpen door Mecanoo, terwijl het staal kwam "
             "van Tata. Ze is 400 meter lang.")
PARK = "Gebaut wurde der Park von der Firma Nordwind, die Rotorblätter lieferte Vestas."


def test_the_deed_of_another_clause_given_to_the_name_is_found() -> None:
    found = agent_clause_swap("Gebaut wurde der Park von Vestas.", [PARK])
    assert found is not None and found.claimed == "Vestas" and found.stated == "Firma Nordwind"


def test_a_swapped_agent_is_unsupported_in_several_languages() -> None:
    assert explain("The camera module was designed by Qualtek.", CAMERA)[0] == "unsupported"
    assert explain("Le pont a été conçu par Arcelor.", BRIDGE_FR)[0] == "unsupported"
    assert explain("De brug werd ontworpen door Tata.", BRIDGE_NL)[0] == "unsupported"


def test_each_name_with_its_own_deed_stays_supported() -> None:
    assert explain("Le pont a été conçu par Lemaire.", BRIDGE_FR)[0] == "supported"
    assert explain("L'acier a été fourni par Arcelor.", BRIDGE_FR)[0] == "supported"
    assert explain("De brug werd ontworpen door Mecanoo.", BRIDGE_NL)[0] == "supported"
    assert agent_clause_swap("A survey led by Miriam Haller found it shrinking.", [
        "The study was led by glaciologist Miriam Haller, with mapping carried out by Tomas "
        "Berg of the University of Bern."]) is None


APP_DE = ("Die Wetter-App Himmelblick wird von der Nordlicht Software GmbH in Bremen "
          "programmiert. Die Daten liefert der Deutsche Wetterdienst.")
SCHOOL_NL = ("De nieuwe school wordt door architectenbureau Veldhuis ontworpen. De bouw "
             "zelf doet aannemer Brouwer Bouw uit Zwolle.")


def test_a_participle_closing_the_clause_is_the_deed_of_the_agent_before_it() -> None:
    found = agent_clause_swap("Himmelblick wird vom Deutschen Wetterdienst programmiert.",
                              [s + "." for s in APP_DE.split(". ")])
    assert found is not None and found.claimed == "Wetterdienst"
    assert explain("Die App Himmelblick wird vom Deutschen Wetterdienst programmiert.",
                   APP_DE)[0] == "unsupported"
    assert explain("De nieuwe school wordt door Brouwer Bouw ontworpen.",
                   SCHOOL_NL)[0] == "unsupported"


def test_an_article_before_the_agent_in_a_passive_clause_is_passed() -> None:
    found = agent_clause_swap("Programmiert wurde die App von der Firma Deutscher Wetterdienst.",
                              [s + "." for s in APP_DE.split(". ")])
    assert found is not None and found.stated == "Nordlicht Software GmbH"


def test_the_agent_with_its_own_deed_stays_supported() -> None:
    assert explain("Die App Himmelblick wird von der Nordlicht Software GmbH programmiert.",
                   APP_DE)[0] == "supported"


def test_from_the_is_no_agent_outside_a_passive_or_before_a_lone_noun() -> None:
    soup = ("Die Suppe wird vom Herd genommen, sobald sie kocht. Dann wird sie von Oma "
            "Hilde abgeschmeckt.")
    assert agent_clause_swap("Die Suppe wird vom Herd genommen.", soup.split(". ")) is None
    assert agent_clause_swap("Der Weg führt vom Parkplatz Nord zur Klamm.", [
        "Der Weg zur Klamm wurde von Förster Anton Maier angelegt."]) is None
