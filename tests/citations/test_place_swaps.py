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


STREETS = ("Die Anwohner kritisieren den Lärm in der Kurve an der Friedrich-Ebert-Straße. "
           "Der Bus 12 hält künftig auch an der Bahnhofstraße.")
MINE = ("Benannt wurde der Stollen nach Dorothea Kreuzer, der Ehefrau des Bergmeisters Hans "
        "Kreuzer. Den Bau hatte der Fürstbischof 1542 angeordnet.")


@pytest.mark.parametrize(("claim", "page"), [
    ("Die Anwohner kritisieren den Lärm in der Kurve an der Bahnhofstraße.", STREETS),
    ("Benannt wurde der Stollen nach Dorothea Kreuzer, der Ehefrau des Fürstbischofs.", MINE),
])
def test_another_name_in_the_slot_that_ends_the_sentence_is_unsupported(
        claim: str, page: str) -> None:
    # Held on one side by the words before it, on the other by the end of both sentences.
    assert explain(claim, page)[0] == "unsupported"


@pytest.mark.parametrize(("claim", "page"), [
    ("Die Anwohner kritisieren den Lärm in der Kurve an der Friedrich-Ebert-Straße.", STREETS),
    ("Benannt wurde der Stollen nach Dorothea Kreuzer, der Ehefrau des Bergmeisters Hans "
     "Kreuzer.", MINE),
])
def test_the_pages_own_name_at_the_end_is_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


def test_a_cjk_name_from_elsewhere_in_the_slot_that_ends_the_sentence_is_unsupported() -> None:
    page = "状元洪钧的故居位于平江路附近的悬桥巷。东北街上另有一座园林博物馆。"
    assert explain("状元洪钧的故居位于平江路附近的东北街。", page)[0] == "unsupported"
    assert explain("状元洪钧的故居位于平江路附近的悬桥巷。", page)[0] == "supported"


def test_a_one_letter_model_name_is_no_letter_of_the_sentence() -> None:
    page = ("- Die Akkulaufzeit des Lumo R steigt beim Streaming um ca. 1,5 Stunden.\n"
            "- Das Lumo C erhält einen neuen Equalizer.")
    claim = "Die Akkulaufzeit des Lumo C steigt beim Streaming um ca. 1,5 Stunden."
    assert explain(claim, page)[0] == "unsupported"


def test_other_words_that_end_the_sentence_ask_for_no_check() -> None:
    # Held on one side only, a wording the dictionary does not know is no name to doubt.
    page = "大桥修缮期间，行人和非机动车禁止通行。机动车可以绕行南侧便道。"
    assert explain("大桥修缮期间，行人和非机动车不能上桥。", page)[0] == "supported"
