"""A hedge of the page's clause nearest a claim's clause bears on it even where the two
share too few words to be paired for a negation ("needs antibiotics" for "because
antibiotics may be needed"); the claim that keeps the hedge is spared, and a clause that
shares one word only is not read."""

from __future__ import annotations

from services.citations.polarity import polarity
from tests.citations.judge import evidence

BITE = ("# Dog bites\n\nClean the wound with running water. Seek medical advice the same day "
        "for any bite that has broken the skin, because antibiotics may be needed. Keep the "
        "wound covered.")
BUS = ("Nach einem Jahr soll der Betrieb ausgewertet werden. Sollte die Nachfrage groß genug "
       "sein, könnte der Bus künftig auch samstags fahren, sagte Kuhn.")


def test_a_possibility_of_the_nearest_clause_told_as_fact_is_unsupported() -> None:
    wrong = evidence("Any dog bite that breaks the skin needs antibiotics.", BITE)
    assert (wrong.support, wrong.reason) == ("unsupported", "hedged")
    found = polarity("Nach der Auswertung im ersten Betriebsjahr wird der Bürgerbus zusätzlich "
                     "auch samstags fahren.", BUS)
    assert found is not None and (found.reason, found.stated) == ("hedged", "könnte")


def test_the_hedge_kept_is_supported() -> None:
    assert evidence("A bite that breaks the skin may need antibiotics, so seek advice the "
                    "same day.", BITE).support == "supported"
    assert polarity("Nach der Auswertung könnte der Bürgerbus bei großer Nachfrage auch "
                    "samstags fahren.", BUS) is None


def test_a_clause_that_shares_one_word_is_not_read() -> None:
    assert polarity("Kuhn leitet den Betrieb seit zwei Jahren.", BUS) is None
