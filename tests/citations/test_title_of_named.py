"""A word right before a name the claim states is that person's title ("die
Sportwissenschaftlerin Dr. Katrin Albers"), no rival of another name of the claim; a
rival standing before no name of the claim still is one."""

from __future__ import annotations

from services.citations.support import explain
from services.citations.title_of_named import title_of_named

DE = ("# Radfahren und Gesundheit\n\nForschende der Universität Kiel haben untersucht, wie sich "
      "der Arbeitsweg auf die Gesundheit auswirkt. Das Team um die Ernährungswissenschaftlerin "
      "Dr. Petra Lange wertete die Daten von 4.100 Beschäftigten aus 25 Betrieben in Hessen aus.")


def test_a_title_before_the_claim_s_name_is_no_rival() -> None:
    claim = ("Für die Studie der Universität Kiel wertete das Team von Dr. Petra Lange Daten von "
             "4100 Beschäftigten aus 25 Betrieben in Hessen aus.")
    assert explain(claim, DE)[0] != "unsupported"


def test_title_of_named() -> None:
    sentence = "Das Team um die Ernährungswissenschaftlerin Dr. Petra Lange wertete die Daten aus."
    assert title_of_named("Ernährungswissenschaftlerin", sentence, "das Team von Petra Lange")
    assert not title_of_named("Ernährungswissenschaftlerin", sentence, "das Team von Jan Ohm")
    assert title_of_named("engineer", "It was built by engineer John Dadford.", "John Dadford")
