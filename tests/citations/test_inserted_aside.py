"""A phrase a claim sets between two words its passage writes side by side is an invented
detail when it is an aside with words of its own, or holds a figure the page states
nowhere; a clause of the passage moved, a figure the page states, or a detail another
sentence of the page states (a summary joins it) is not."""

from __future__ import annotations

from services.citations.inserted_aside import inserted_aside
from services.citations.passages import SourceIndex, terms
from tests.citations.judge import evidence

AIRFIELD = ("# RAF Saltmarsh\n\nThe airfield opened in August 1941. A memorial near the old "
            "control tower lists 212 airmen who flew from Saltmarsh and did not return. The "
            "site is now a nature reserve.")
STUDIE = ("# Licht am Arbeitsplatz\n\nDie Studie lief zwei Jahre. Die Autorinnen und Autoren "
          "empfehlen Arbeitgebern dennoch, Schreibtische möglichst nah an Fenstern aufzustellen "
          "und Pausen im Freien zu fördern. Der Effekt war klein.")
BOX = ("# Ring R2\n\nThe ring tracks sleep and heart rate.\n\n## In the box\n\nRing, wireless "
       "charging dock, USB-C cable (1 m), quick start guide.\n\n## Battery\n\nThe battery "
       "lasts five days.")
DRYER = ("# Trockner T8\n\n| Merkmal | Wert |\n|---|---|\n| Fassungsvermögen | 8 kg |\n"
         "| Programmdauer Baumwolle Schranktrocken | 3 Std. 29 Min. |\n| Gewicht | 48 kg |")
CANAL = ("# The canal\n\nThe canal opened in 1820. The railway opened alongside it in 1846, and "
         "the canal company was bought by the railway in 1852. Traffic fell after that.")


def _aside(claim: str, page: str) -> tuple[str, str] | None:
    index = SourceIndex(page)
    match = index.best(terms(claim))
    assert match is not None
    return inserted_aside(claim, index, match)


def test_an_aside_or_a_figure_set_inside_the_statement_is_invented() -> None:
    claim = ("A memorial near the old control tower, unveiled in 1994, lists the 212 airmen "
             "who flew from Saltmarsh and did not return.")
    assert evidence(claim, AIRFIELD).support == "unsupported"
    german = ("Die Forschenden empfehlen Arbeitgebern, Schreibtische möglichst nah an Fenstern "
              "aufzustellen und täglich mindestens 20 Minuten Pause im Freien zu fördern.")
    assert _aside(german, STUDIE) is not None
    item = ("In the box you get the ring, a wireless charging dock, a 1 m USB-C cable, a USB-C "
            "power adapter and a quick start guide.")
    assert _aside(item, BOX) is not None


def test_a_moved_clause_a_stated_figure_or_a_summary_is_not() -> None:
    assert _aside("In 1852 the railway bought the canal company, six years after opening "
                  "alongside it.", CANAL) is None
    assert _aside("A memorial near the old control tower, in August 1941, lists the 212 airmen "
                  "who flew from Saltmarsh and did not return.", AIRFIELD) is None
    assert _aside("In the box you get the ring, a wireless charging dock, a 1 m USB-C cable "
                  "and a quick start guide.", BOX) is None
    assert _aside("Das Programm Baumwolle Schranktrocken dauert knapp dreieinhalb Stunden.",
                  DRYER) is None  # the row's own figure, told another way
    summary = ("A memorial near the old control tower, now a nature reserve site, lists the "
               "212 airmen who flew from Saltmarsh and did not return.")
    assert _aside(summary, AIRFIELD) is None
