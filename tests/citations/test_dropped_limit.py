"""A claim that states flatly, of all, a clause the page limits to "usually", "in most
cases", "many" or "some" says more than the page; a claim that keeps the limit (in the
same or another word of the class, or with "mainly"), or that leaves out a detail the
limit bears on, does not."""

from __future__ import annotations

import pytest

from services.citations.support import explain

MORE = " The clinic opened in 2019. It has 12 beds. Parking is free on Sundays."
MEHR = " Die Praxis wurde 2019 eröffnet. Sie hat zwölf Betten. Parken ist sonntags frei."


@pytest.mark.parametrize(("claim", "page"), [
    ("Health insurers refund travel vaccines as a voluntary benefit.",
     "Many health insurers refund travel vaccines as a voluntary benefit." + MORE),
    ("Die Wunde heilt nach dem Eingriff ohne Komplikationen.",
     "Die Wunde heilt nach dem Eingriff in den meisten Fällen ohne Komplikationen." + MEHR),
    ("The harvest starts in the second week of September.",
     "The harvest usually starts in the second week of September." + MORE),
    ("Die Heideblüte dauert vom 8. August bis Mitte September.",
     "Die Blüte dauert meist vom 8. August bis Mitte September, abhängig vom Wetter." + MEHR),
    ("Le traitement réduit la fièvre chez les enfants en deux jours.",
     "Le traitement réduit généralement la fièvre chez les enfants en deux jours." + MORE),
    ("Los pacientes se recuperan en tres semanas.",
     "Algunos pacientes se recuperan en tres semanas." + MORE),
])
def test_limit_dropped(claim: str, page: str) -> None:
    support, finding = explain(claim, page)
    assert support == "unsupported"
    assert finding is not None and finding.reason == "hedged"


@pytest.mark.parametrize(("claim", "page"), [
    # The limit kept, in the same or another word of its class.
    ("Several health insurers refund travel vaccines as a voluntary benefit.",
     "Many health insurers refund travel vaccines as a voluntary benefit." + MORE),
    ("The harvest normally starts in the second week of September.",
     "The harvest usually starts in the second week of September." + MORE),
    ("Die Wunde heilt nach dem Eingriff meist ohne Komplikationen.",
     "Die Wunde heilt nach dem Eingriff in den meisten Fällen ohne Komplikationen." + MEHR),
    ("Die 23 Einsätze gingen überwiegend auf Umknickverletzungen beim Abstieg zurück.",
     "Es gab 23 Einsätze, die meisten wegen Umknickverletzungen beim Abstieg." + MEHR),
    # A quantifier before a figure is "about", not a part of a group.
    ("By 1880 the quarry employed around 1,900 men.",
     "By 1880 the quarry had 14 galleries and employed some 1,900 men." + MORE),
    # The claim counts what the limit bears on itself.
    ("The rising cost of steel was one reason the project was delayed.",
     "The project was delayed for many reasons, not least the rising cost of steel." + MORE),
    # What the limit bears on is a detail the claim leaves out.
    ("Disturbing the octopuses during quiet sleep led to more active sleep afterwards.",
     "When the team disturbed the octopuses during quiet sleep for several hours, they "
     "later entered active sleep more often." + MORE),
    # A quantifier that stands for a part of the group ("some remain"): a short clause
    # the claim says there are some of.
    ("Saturday is sold out, but tickets remain for Sunday.",
     "No tickets are left for Saturday; some remain for Sunday." + MORE),
    # The claim keeps the page's possibility in its own words.
    ("Die Wunde kann nach dem Eingriff ohne Komplikationen heilen.",
     "Die Wunde heilt nach dem Eingriff in den meisten Fällen ohne Komplikationen." + MEHR),
])
def test_limit_kept_or_not_the_claims(claim: str, page: str) -> None:
    _support, finding = explain(claim, page)
    assert finding is None or finding.rule != "dropped_limit"
