"""One word a claim puts before the passage's next phrase is a predicate, not an added item."""

from __future__ import annotations

from services.citations.predicate_of_next import predicate_of_next
from services.citations.support import explain

LAMP = "| Feature | Value |\n|---|---|\n| Beam | 4 white LEDs, up to 120 m |\n| Weight | 85 g |"
HEATER = ("| Merkmal | Wert |\n|---|---|\n| Leistung | 8 kW, bis zu 55 °C Vorlauf |\n"
          "| Gewicht | 96 kg |")


def test_a_verb_before_the_passages_next_phrase_is_a_predicate() -> None:
    assert predicate_of_next(["reaches"], ["up", "to"], "4 white LEDs, up to 120 m",
                             ["white", "leds"])
    assert not predicate_of_next(["Warmwasser"], ["bis", "zu"], "8 kW, bis zu 55 °C",
                                 ["8", "kw"])
    assert not predicate_of_next(["steel"], ["frames"], "carbon, frames", ["carbon"])


def test_the_claim_with_a_predicate_passes_and_an_added_item_is_caught() -> None:
    assert explain("The lamp has four white LEDs and reaches up to 120 metres.", LAMP)[0] == (
        "supported")
    assert explain("The lamp has four white LEDs and a red light up to 120 metres.",
                   LAMP)[0] == "unsupported"
    assert explain("Die Pumpe leistet 8 kW und liefert bis zu 55 °C Vorlauf.", HEATER)[0] != (
        "unsupported")
    assert explain("Die Pumpe leistet 8 kW und Warmwasser bis zu 55 °C Vorlauf.",
                   HEATER)[0] == "unsupported"
