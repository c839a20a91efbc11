"""A phrase a claim runs on with, no comma, where the passage's sentence ends."""

from __future__ import annotations

from services.citations.appended_phrase import appended_phrase
from tests.citations.judge import evidence

FEVER = ("Offer regular fluids. Children with fever should be kept away from nursery or "
         "school until the fever has settled for at least 24 hours. Seek help if a rash "
         "appears.")
FIEBER = ("Bieten Sie regelmäßig Getränke an. Kinder mit Fieber sollen bis 24 Stunden nach "
          "dem Abklingen des Fiebers zu Hause bleiben. Holen Sie Hilfe bei Ausschlag.")


def test_a_condition_run_on_past_the_passage_is_caught() -> None:
    wrong = evidence("Children with fever should stay away from nursery or school until the "
                     "fever has settled for at least 24 hours without fever-reducing medicine.",
                     FEVER)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_missing")
    assert appended_phrase("Kinder mit Fieber sollen bis 24 Stunden nach dem Abklingen des "
                           "Fiebers zu Hause bleiben ohne fiebersenkende Medikamente.",
                           FIEBER.split(". ")[1] + ".", FIEBER) == (
        "ohne fiebersenkende Medikamente")


def test_a_phrase_the_page_states_or_a_german_verb_is_no_addition() -> None:
    assert appended_phrase("Children with fever should stay at home until the fever has "
                           "settled for at least 24 hours with regular fluids.",
                           FEVER.split(". ")[1] + ".", FEVER) is None
    assert appended_phrase("Kinder mit Fieber sollen bis 24 Stunden nach dem Abklingen des "
                           "Fiebers zu Hause bleiben und Schule meiden.",
                           FIEBER.split(". ")[1] + ".", FIEBER) is None
