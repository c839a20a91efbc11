"""How often, told the other way round: a count per period for the page's interval."""

from __future__ import annotations

from services.citations.rates import rates
from tests.citations.judge import evidence

FERRY = ("The harbour ferry to Skerrin Island runs every 20 minutes in summer and takes "
         "about a quarter of an hour. Tickets cost £4.")
KASSE = ("Die neue Version gleicht die Kasse jetzt alle 4 Stunden statt einmal täglich mit "
         "dem Warenwirtschaftssystem ab.")


def _per_hour(text: str) -> list[float]:
    return [round(rate * 3600, 3) for _start, _end, rate in rates(text)]


def test_a_count_per_period_and_an_interval_are_one_rate() -> None:
    assert _per_hour("leaves three times an hour") == _per_hour("leaves every 20 minutes")
    assert _per_hour("achtmal am Tag") == _per_hour("alle 3 Stunden")
    assert _per_hour("每隔30分钟一班") == _per_hour("每小时两班")
    assert _per_hour("once a day") != _per_hour("every 12 hours")


def test_a_claim_that_counts_the_pages_interval_per_hour_is_not_unsupported() -> None:
    right = evidence("The harbour ferry to Skerrin Island runs three times an hour in summer.",
                     FERRY)
    assert right.support != "unsupported"
    wrong = evidence("The harbour ferry to Skerrin Island runs twice an hour in summer.", FERRY)
    assert wrong.support == "unsupported"


def test_a_count_per_day_for_an_interval_in_hours() -> None:
    right = evidence("Die neue Version gleicht die Kasse jetzt sechsmal am Tag statt einmal "
                     "täglich mit dem Warenwirtschaftssystem ab.", KASSE)
    assert right.support != "unsupported"
    wrong = evidence("Die neue Version gleicht die Kasse jetzt dreimal am Tag statt einmal "
                     "täglich mit dem Warenwirtschaftssystem ab.", KASSE)
    assert wrong.support == "unsupported"
