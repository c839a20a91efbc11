"""A figure a list's row gives one item, tied by the claim to another item of the list
beyond the passage, or a figure the list states nowhere in a row's slot, is a wrong
number; the list's own figures for its own items are kept."""

from __future__ import annotations

from services.citations.passages import SourceIndex, terms
from services.citations.row_crossed import crossed_in_list
from tests.citations.judge import evidence

SAUCE = ("# Grüne Soße\n\nEine Frankfurter Spezialität.\n\n## Zutaten (für 4 Personen)\n\n"
         "- 300 g Kräutermischung (ein Päckchen vom Markt)\n- 250 g Schmand\n"
         "- 200 g Joghurt (3,5 % Fett)\n"
         "- 150 g saure Sahne\n- 2 EL mittelscharfer Senf\n- 8 Eier\n\n## Zubereitung\n\n"
         "Kräuter waschen und fein hacken.")


def _crossed(claim: str) -> tuple[str, str] | None:
    index = SourceIndex(SAUCE)
    match = index.best(terms(claim))
    assert match is not None
    return crossed_in_list(claim, index, match)


def test_another_rows_figure_or_a_figure_in_a_rows_slot_is_wrong() -> None:
    claim = ("Für vier Personen werden 250 g Schmand, 200 g Joghurt und 250 g saure Sahne "
             "verwendet.")
    assert evidence(claim, SAUCE).support == "unsupported"
    assert _crossed(claim) == ("250", "150")
    assert _crossed("Man braucht 250 g Schmand, 200 g Joghurt und 120 g saure Sahne.") == (
        "120", "150")


def test_the_rows_own_figures_are_kept() -> None:
    assert _crossed("Man braucht 250 g Schmand, 200 g Joghurt und 150 g saure Sahne.") is None
    assert evidence("Für vier Personen werden 250 g Schmand und 200 g Joghurt verwendet.",
                    SAUCE).support == "supported"
