"""A longer phrase (up to ``LONG_TAIL_WORDS`` words) appended after a comma to a statement
the passage ends there: an addition when the rest of the claim restates the passage and
the page writes fewer than half of the phrase's words; a summary of the page's own words
is left alone."""

from __future__ import annotations

from services.citations.appended_tail import appended_tail
from services.citations.support import explain

ZOO = ("# New head vet for Ashworth Zoo\n\n"
       "Dr Naomi Kettleby starts on 1 June. Her work has focused on anaesthesia in elephants. "
       "The zoo said it would fund the new hospital from donations. "
       "Dr Pell will not leave the zoo entirely: he has agreed to stay on as a part-time "
       "adviser until the end of 2025. "
       '"I am leaving the animals in very good hands," he said. '
       "The zoo's four elephants are between 38 and 51 years old.")
MOTOR = ("# Elektro-Außenborder E6\n\n"
         "Der E6 ist nicht für Tragflächenboards zugelassen. "
         "Der Motor darf im Salzwasser genutzt werden, muss aber nach jeder Fahrt mit "
         "Süßwasser abgespült werden. "
         "„Wir haben den E6 für Häfen gebaut, die für Benzinmotoren schließen“, sagte "
         "Produktleiter Martin Eades. "
         "Der Akku lädt in sechs Stunden.")
MUSEO = ("# El Museo del Ferrocarril reabre\n\n"
         "El museo estuvo cerrado dos años por obras. "
         "El museo reabrió el 9 de septiembre de 2024. "
         "La colección reúne 24 locomotoras. "
         "Los niños menores de 12 años entran gratis.")


def test_a_long_phrase_the_page_never_states_is_an_addition() -> None:
    claim = ("Dr Pell will stay on at the zoo as a part-time adviser until the end of 2025, "
             "concentrating on the care of the ageing elephant herd.")
    assert explain(claim, ZOO)[0] == "unsupported"
    assert explain(claim, ZOO)[1].rule == "appended_tail"
    claim = ("Der Motor darf im Salzwasser genutzt werden, muss aber nach jeder Fahrt mit "
             "Süßwasser abgespült werden, weil sich sonst Salzablagerungen an den Dichtungen "
             "der Antriebswelle festsetzen.")
    assert explain(claim, MOTOR)[0] == "unsupported"
    claim = ("El museo reabrió el 9 de septiembre de 2024, tras una campaña de recaudación "
             "impulsada por los vecinos del barrio antiguo.")
    assert explain(claim, MUSEO)[0] == "unsupported"


def test_a_long_phrase_the_page_states_further_on_is_left_alone() -> None:
    head = ("Der Motor darf im Salzwasser genutzt werden, muss aber nach jeder Fahrt "
            "abgespült werden")
    passage = f"{head}."
    page = f"{passage} Später: Der Akku lädt an jeder Steckdose in rund sechs Stunden vollständig."
    claim = f"{head}, und der Akku lädt an jeder Steckdose in rund sechs Stunden vollständig."
    assert appended_tail(claim, passage, passage, page) is None
    claim = f"{head}, wobei sich die Bootsbesitzer über ein eigenes Ladekabel im Hafen freuen."
    assert appended_tail(claim, passage, passage, page) == (
        "wobei sich die Bootsbesitzer über ein eigenes Ladekabel im Hafen freuen")
    # Without the page, a phrase this long is read as before: left to the other checks.
    assert appended_tail(claim, passage, passage) is None


def test_a_summary_that_restates_little_of_the_passage_is_left_alone() -> None:
    claim = ("After two years of works and a new collection of engines, the museum reopened, "
             "with free entry for every child under twelve on its first weekend.")
    passage = "The museum reopened."
    assert appended_tail(claim, passage, passage, passage) is None
    # The same claim over a passage that holds all it restates: the phrase is added.
    passage = "After two years of works and a new collection of engines, the museum reopened."
    assert appended_tail(claim, passage, passage, passage) == (
        "with free entry for every child under twelve on its first weekend")
