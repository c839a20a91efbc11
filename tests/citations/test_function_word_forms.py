"""Every form of a German or English function word is left out of matching ("ihre",
"während", "themselves"), not a content word the page must hold; the words of a cue stay
words to weigh."""

from __future__ import annotations

from services.citations.content_words import content_words
from services.citations.cues import STOP_WORDS


def test_every_form_of_a_function_word_is_left_out() -> None:
    assert content_words("während ihre beiden Begleiter zu Fuß abstiegen") == [
        "begleiter", "fuß", "abstiegen"]
    assert content_words("schools decided for themselves whether to join") == [
        "schools", "decided", "join"]
    assert content_words("wegen der Sanierung, die dessen Besitzer bezahlt") == [
        "sanierung", "besitzer", "bezahlt"]


def test_cue_words_are_no_function_words() -> None:
    assert STOP_WORDS.isdisjoint({"ohne", "gegen", "außer", "keine", "without", "against",
                                  "until", "unless", "never"})
