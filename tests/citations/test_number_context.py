"""The words around a claim's number are read where the number stands as a number."""

from __future__ import annotations

from services.citations.number_context import word_before, words_around


def test_words_around_a_month_skip_a_name_that_starts_with_it() -> None:
    claim = "Designed by Maya Holt, the bridge opened in May 2021 after eleven months."
    assert words_around(claim, "May") == "bridge opened in 2021 after eleven"


def test_the_word_before_a_figure_is_not_read_inside_a_larger_one() -> None:
    assert word_before("Tickets cost 6,000 yen or 0 yen for children", "0") == "or"
