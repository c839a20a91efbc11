"""A hedge of the page's clause that shares the claim's words in another ending ("may
reduce exposure" for "reduces exposure") is found: the claim states it as fact."""

from __future__ import annotations

from services.citations.support import explain
from services.citations.term_overlap import overlap

POLLEN = ("- Keeping windows closed in the early morning and evening, when grass pollen counts "
          "peak, may reduce exposure.")


def test_words_in_another_ending_are_shared() -> None:
    assert overlap({"reduc", "exposure"}, {"reduce", "exposure"}) == 2
    assert overlap({"reduc", "exposure"}, {"produc", "expo"}) == 0


def test_a_possibility_stated_as_fact_is_unsupported() -> None:
    claim = ("Keeping windows closed in the early morning and evening reduces pollen exposure, "
             "since that is when counts peak.")
    assert explain(claim, POLLEN)[0] == "unsupported"
    kept = ("Keeping windows closed in the early morning and evening may reduce pollen "
            "exposure, since that is when counts peak.")
    assert explain(kept, POLLEN)[0] != "unsupported"
