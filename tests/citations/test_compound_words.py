"""A long word (a compound) stands on the page only in a form that differs at its end:
"Trinkflaschen" is not stated by "Trinken", so a clause added with it is a detail."""

from __future__ import annotations

from tests.citations.judge import evidence

HEAT = ("Die Gemeinde stellt bei Hitzewarnungen kühle Räume im Rathaus bereit. Trinken Sie "
        "regelmäßig, auch ohne Durst. Nachbarn werden gebeten, bei alleinlebenden Senioren "
        "nachzufragen.")


def test_a_compound_sharing_only_its_first_word_with_the_page_is_new() -> None:
    wrong = evidence("Bei Hitzewarnungen stellt die Gemeinde kühle Räume im Rathaus bereit und "
                     "verteilt dort Trinkflaschen.", HEAT)
    assert wrong.support == "unsupported"


def test_a_long_word_with_another_ending_still_stands() -> None:
    right = evidence("Nachbarn sollen bei alleinlebende Senioren nachfragen, und im Rathaus gibt "
                     "es bei Hitzewarnungen kühle Räume.", HEAT)
    assert right.support != "unsupported"
