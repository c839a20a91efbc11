"""German "damit" after a coordinator or a finite verb ("und damit", "ist damit") is the
adverb "thus", no word of purpose: a claim that draws a comparison with it invents no
purpose; "…, damit" opening a clause still gives one."""

from __future__ import annotations

from services.citations.purpose_adverb import adverb_reading


def test_damit_after_a_coordinator_or_verb_is_an_adverb() -> None:
    text = "der wert lag bei 60 und damit doppelt so hoch"
    assert adverb_reading(text, text.find("damit"), "damit")
    text = "der see ist damit der größte"
    assert adverb_reading(text, text.find("damit"), "damit")
    text = "sie wird erhitzt, damit sie nicht platzt"
    assert not adverb_reading(text, text.find("damit"), "damit")
    text = "der kessel wird abgeschaltet, damit die mieter strom sparen"
    assert not adverb_reading(text, text.find("damit"), "damit")
