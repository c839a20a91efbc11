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
