"""A German or Dutch separable verb split in the sentence ("bietet ... an", "biedt ...
aan") is the page's participle ("angeboten", "aangeboden"): the page's negation of it
flips the sentence, and the sentence that keeps the negation stays supported."""

from __future__ import annotations

from services.citations.separable import separable_held
from services.citations.support import explain

BOATS = "Samstags gibt es Führungen um 11 Uhr. Fahrten mit dem Boot werden nicht angeboten."
FERRY = "Der Betrieb der Fähre wird im Winter nicht eingestellt, sie fährt täglich."
ROUNDS = "Het museum: rondvaarten met een boot worden niet aangeboden."


def test_a_split_verb_is_its_participle() -> None:
    assert separable_held("Das Museum bietet auch Fahrten an", "angeboten")
    assert separable_held("weil das Museum Fahrten anbietet", "angeboten")
    assert separable_held("Het museum biedt ook rondvaarten aan", "aangeboden")
    assert separable_held("Der Plan sieht einen Anschluss vor", "vorgesehen")


def test_another_verb_or_no_particle_is_not() -> None:
    assert not separable_held("Die Stadt bietet auch Fahrten", "angeboten")
    assert not separable_held("Die Bahn fährt an", "angeboten")
    assert not separable_held("Das Museum bietet auch Fahrten an", "gefahren")


def test_the_pages_negation_of_a_split_verb_flips_the_sentence() -> None:
    assert explain("Das Museum bietet auch Fahrten mit dem Boot an.", BOATS)[0] == "unsupported"
    assert explain("Im Winter stellt die Reederei den Betrieb der Fähre ein.",
                   FERRY)[0] == "unsupported"
    assert explain("Het museum biedt ook rondvaarten met een boot aan.",
                   ROUNDS)[0] == "unsupported"


def test_a_sentence_that_keeps_the_negation_stays_supported() -> None:
    assert explain("Fahrten mit dem Boot bietet das Museum nicht an.", BOATS)[0] == "supported"
    assert explain("Die Reederei stellt den Betrieb der Fähre im Winter nicht ein.",
                   FERRY)[0] == "supported"
