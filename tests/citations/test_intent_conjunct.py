"""A plan word that opens a conjunct of its own bears on that conjunct only."""

from __future__ import annotations

from services.citations.intent_conjunct import plan_in_own_conjunct
from services.citations.support import explain

WIND = "Die zwölf Anlagen erzeugen zusammen 48 Megawatt und sollen rund 40.000 Haushalte versorgen."
POOL = ("Das neue Hallenbad hat ein 25-Meter-Becken mit sechs Bahnen und soll im Sommer eine "
        "Sauna bekommen.")
FERRY = ("The two new ferries carry 180 passengers each and are expected to cut crossing times "
         "by a third.")


def test_the_plan_bears_on_its_own_conjunct() -> None:
    assert plan_in_own_conjunct(WIND, "sollen", "Der Windpark hat 48 Megawatt Leistung.")
    assert not plan_in_own_conjunct(WIND, "sollen", "Der Windpark versorgt 40.000 Haushalte.")
    assert not plan_in_own_conjunct("Die Stadt soll 2027 ein Bad bauen.", "soll", "Ein Bad.")


def test_the_fact_alone_passes_and_the_plan_as_done_is_caught() -> None:
    assert explain("Der Windpark mit zwölf Anlagen hat eine Leistung von 48 Megawatt.",
                   WIND)[0] == "supported"
    assert explain("Das neue Hallenbad hat ein 25-Meter-Becken mit sechs Bahnen.",
                   POOL)[0] == "supported"
    assert explain("Das neue Hallenbad hat eine Sauna.", POOL)[0] == "unsupported"
    assert explain("Each of the two new ferries carries 180 passengers.", FERRY)[0] == "supported"
    assert explain("The two new ferries have cut crossing times by a third.",
                   FERRY)[0] == "unsupported"
