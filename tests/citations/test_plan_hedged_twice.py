"""A plan the page hedges twice ("soll … voraussichtlich … folgen") told as settled ("wird …
angebunden") is unsupported, though the page names no plan outright; a claim that keeps a
word of the plan is not."""

from __future__ import annotations

from services.citations.support import explain

PAGE = ("Laut Geschäftsführer Jonas Reiter soll eine Anbindung an Lieferdienste "
        "„voraussichtlich im Herbst 2026“ folgen; ein genauer Termin steht noch nicht fest. "
        "Die App hat 40.000 Nutzer.")


def test_a_plan_hedged_twice_told_as_settled() -> None:
    support, finding = explain(
        "Wie Geschäftsführer Jonas Reiter ankündigte, wird die App im Herbst 2026 an "
        "Lieferdienste angebunden.", PAGE)
    assert support == "unsupported"
    assert finding is not None and finding.reason == "intent"


def test_the_plan_kept() -> None:
    support, _finding = explain(
        "Laut Geschäftsführer Jonas Reiter soll die App voraussichtlich im Herbst 2026 an "
        "Lieferdienste angebunden werden.", PAGE)
    assert support != "unsupported"
