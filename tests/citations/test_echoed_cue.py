"""A claim's modal that only repeats the page's modal of another conjunct ("… and should
be offered") keeps nothing of the hedge the page writes for the first conjunct ("may
reduce"): the hedge dropped is caught; a claim that keeps the hedge, or whose modal stands
in one statement with the page's hedge, is not."""

from __future__ import annotations

import pytest

from services.citations.echoed_cue import echoed_cue
from services.citations.support import explain

MORE = " The clinic opened in 1998. It has 40 beds."


@pytest.mark.parametrize(("claim", "page"), [
    ("Physiotherapy shortens recovery after knee surgery and should be started early.",
     "Physiotherapy may shorten recovery in some patients and should be started early."
     + MORE),
    ("Die neue Linie entlastet die Innenstadt und soll im Mai eröffnet werden.",
     "Die neue Linie könnte die Innenstadt entlasten und soll im Mai eröffnet werden." + MORE),
])
def test_the_hedge_of_one_conjunct_dropped(claim: str, page: str) -> None:
    support, finding = explain(claim, page)
    assert support == "unsupported"
    assert finding is not None and finding.reason == "hedged"


@pytest.mark.parametrize(("claim", "page"), [
    ("Physiotherapy may shorten recovery after knee surgery and should be started early.",
     "Physiotherapy may shorten recovery in some patients and should be started early."
     + MORE),
])
def test_the_hedge_kept(claim: str, page: str) -> None:
    support, _finding = explain(claim, page)
    assert support != "unsupported"


def test_a_modal_in_the_hedged_statement_itself_is_not_echoed() -> None:
    assert not echoed_cue("Erste Maßnahmen sollen geprüft werden",
                          "sollen Betriebe erste Maßnahmen prüfen", "prüfen")
    assert echoed_cue("therapy reduces pain and should be offered",
                      "therapy may reduce pain and should be offered", "may")
