"""A figure the claim ties to words a sentence elsewhere on the page ties to another
figure of the same unit (``rival_sentence``), when the passage matched is a sentence
beside it; the figure the page gives those words, and the claim's figure with the words
the page gives it, are spared."""

from __future__ import annotations

from services.citations.passages import SourceIndex
from services.citations.rival_sentence import rival_sentence
from tests.citations.judge import evidence

HEDGES = ("# Hedge cutting\n\nA study compared hedges cut every year with those trimmed only "
          "every third year. The team was led by Dr Helen Marsh. Hedges on the three-year cycle "
          "carried around 40 % more berries in autumn. Territories of yellowhammers were 28 % "
          "more numerous along these hedges.")


def test_the_figure_of_another_sentence_is_caught() -> None:
    wrong = evidence("Yellowhammer territories were 40 % more numerous along hedges trimmed "
                     "every third year.", HEDGES)
    assert (wrong.support, wrong.reason) == ("unsupported", "numbers_differ")


def test_each_figure_with_its_own_words_is_spared() -> None:
    assert evidence("Yellowhammer territories were 28 % more numerous along hedges trimmed "
                    "every third year.", HEDGES).support == "supported"
    assert evidence("Hedges trimmed every third year carried around 40 % more berries in "
                    "autumn.", HEDGES).support == "supported"


def test_a_summary_of_several_figures_or_a_time_is_left_to_the_check() -> None:
    index = SourceIndex(HEDGES)
    assert rival_sentence("40", "Territories of yellowhammers were 40 % more numerous along "
                          "these hedges, with 28 % more berries.", index) is None
    assert rival_sentence("40", "Yellowhammer territories were 40 % more numerous along "
                          "hedges trimmed every third year.", index) == ("40", "28")
