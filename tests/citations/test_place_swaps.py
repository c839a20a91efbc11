"""Where a page capitalises its nouns (German), a capitalised word in the place of one
of the page's names, between the same words, names another place: "in Burg" for
"in Lehde" is a swap, "Museum" for "Gurkenmuseum" is no name."""

from __future__ import annotations

import pytest

from services.citations.support import explain

SPREEWALD = ("Das Zentrum des Tourismus ist Lübbenau. Sehenswert ist das Spreewalddorf Lehde. "
             "Im Gurkenmuseum in Lehde erfährt man, wie die Gurken in Holzfässern eingelegt "
             "werden. Fahrräder gibt es in Lübbenau, Lübben und Burg.")


def test_another_place_in_the_names_place_is_unsupported() -> None:
    claim = "Im Gurkenmuseum in Burg erfährt man, wie die Gurken in Holzfässern eingelegt werden."
    assert explain(claim, SPREEWALD)[0] == "unsupported"


@pytest.mark.parametrize("claim", [
    "Im Gurkenmuseum in Lehde lernt man, wie die Gurken in Holzfässern eingelegt werden.",
    "Im Museum in Lehde erfährt man, wie die Gurken in Holzfässern eingelegt werden.",
])
def test_other_words_around_the_same_name_are_not_unsupported(claim: str) -> None:
    assert explain(claim, SPREEWALD)[0] != "unsupported"
