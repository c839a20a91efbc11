"""A name the passage states in another form is no name missing or elsewhere: an acronym
whose words it writes ("WHO": "the World Health Organization"), a unit's name it writes
as a symbol ("Celsius": "°C"). Another name stays a name the page does not state."""

from __future__ import annotations

from services.citations.short_forms import spelled_out
from services.citations.support import explain

WELLS = ("# Survey finds arsenic in private wells across the Marrow Valley\n\n"
         "A survey of private wells in the Marrow Valley has found that 14 percent of the "
         "sampled wells held arsenic above the World Health Organization guideline of 10 "
         "micrograms per litre. Owners whose water exceeds it should stop drinking it.")


def test_an_acronym_is_spelled_out_by_the_words_it_stands_for() -> None:
    assert spelled_out("WHO", "above the World Health Organization guideline")
    assert spelled_out("FDA", "approved by the Food and Drug Administration")
    assert spelled_out("CKD", "patients with chronic kidney disease")
    assert not spelled_out("WHO", "owners who test their water")
    assert not spelled_out("EU", "every user")  # two letters: capitalised words only


def test_an_acronym_the_passage_spells_out_is_stated() -> None:
    claim = ("About one in seven of the sampled private wells held arsenic above the WHO "
             "guideline of 10 micrograms per litre.")
    assert explain(claim, WELLS)[0] != "unsupported"


THERMOSTAT = ("# HX2 smart thermostat\n\n## Energy features\n\nIn Eco mode, the HX2 lowers the "
              "setpoint by 2 °C when no one is detected at home for more than 45 minutes.")


def test_a_units_name_the_passage_writes_as_its_symbol_is_stated() -> None:
    claim = ("In Eco mode the HX2 lowers the setpoint by 2 degrees Celsius when no one is "
             "detected at home for more than 45 minutes.")
    assert explain(claim, THERMOSTAT)[0] == "supported"
    assert explain(claim.replace("Celsius", "Réaumur"), THERMOSTAT)[0] != "supported"
