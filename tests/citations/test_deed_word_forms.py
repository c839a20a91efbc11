"""The deed a claim writes before a name is the page's deed only in another form of the
same word ("starts", "started"), not in a word that merely opens with the same syllable
("starts", "stargazing"): a walk that "starts from the Cwm Porth car park" is not given
the start of the rangers' "stargazing evenings from the Visitor Centre". A person given
another's deed stays caught."""

from __future__ import annotations

from services.citations.agent_role import _same_deed
from services.citations.support import explain

WALKS = """## Walks

- **Four Waterfalls Walk** – 9 km, about 3 hours, from the Cwm Porth car park.
- **Llangorse Lake circuit** – 6 km, flat, suitable for families.

Rangers lead stargazing evenings from the National Park Visitor Centre near Libanus between
October and March."""
RESEARCH = ("The research, led by ecologist Dr. Hannah Lindqvist, was published in May. "
            "Co-author Dr. Tomás Herrera collected the samples.")


def test_forms_of_one_word_are_one_deed_a_shared_syllable_is_not() -> None:
    assert _same_deed("starts", "started")
    assert _same_deed("entworfen", "entworfene")
    assert _same_deed("organised", "organisation")
    assert not _same_deed("starts", "stargazing")
    assert not _same_deed("leitet", "leitplanke")


def test_a_paraphrased_verb_before_the_passage_s_own_place_is_support() -> None:
    assert explain("The Four Waterfalls Walk is a 9 km route of about three hours that starts "
                   "from the Cwm Porth car park.", WALKS)[0] == "supported"


def test_a_place_or_person_from_another_sentence_stays_caught() -> None:
    assert explain("The Four Waterfalls Walk is a 9 km route of about three hours that starts "
                   "from the National Park Visitor Centre.", WALKS)[0] == "unsupported"
    assert explain("The research was led by Dr. Tomás Herrera.", RESEARCH)[0] == "unsupported"
