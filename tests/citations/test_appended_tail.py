"""A phrase appended after a comma to a statement the passage ends there, none of whose
words the passage or the sentences beside it hold."""

from __future__ import annotations

from services.citations.appended_tail import appended_tail
from services.citations.support import explain

PARK = "Der Park kostete 61 Millionen Euro. Er liefert Strom für 40.000 Haushalte."
BRIDGE = "The bridge reopened on 4 May. Repairs took eight months."


def test_an_appended_phrase_is_found() -> None:
    assert appended_tail("Der Park kostete 61 Millionen Euro, finanziert von einem Konsortium.",
                         "Der Park kostete 61 Millionen Euro.", PARK) == (
        "finanziert von einem Konsortium")
    assert explain("The bridge reopened on 4 May, ahead of the summer tourist season.",
                   BRIDGE)[0] == "unsupported"


def test_a_phrase_the_next_sentence_says_is_kept() -> None:
    assert explain("The bridge reopened on 4 May, after eight months of repairs.",
                   BRIDGE)[0] == "supported"


def test_an_attribution_before_the_comma_or_a_figure_after_it_is_no_tail() -> None:
    assert appended_tail("Selon le maire Nicolas Sansu, les prix resteront les mêmes.",
                         "Selon le maire Nicolas Sansu, les tarifs ne changent pas.",
                         "Selon le maire Nicolas Sansu, les tarifs ne changent pas.") is None
    assert appended_tail("Der Park kostete 61 Millionen Euro, gebaut in 18 Monaten.",
                         "Der Park kostete 61 Millionen Euro.", PARK) is None
