"""A number a claim spells as a word where the page writes the figure ("five and eleven"
for "5 to 11", "zehn Prozent" for "10 %", "acht Gramm" for "8 g") is no word the page
lacks: an added clause, item or example that restates it is stated. A figure the page does
not write, or words it never says beside it, stay an addition."""

from __future__ import annotations

from services.citations.passages import SourceIndex, terms
from services.citations.spelled_figures import writes_figure
from services.citations.support import explain
from services.citations.unstated_clause import unstated_clause

HOSPITAL = ("# Scooter injuries rise\n\nLocal hospital data show that 212 children were "
            "treated at Norhaven General Hospital after scooter accidents in 2024, most of "
            "them aged 5 to 11. Doctors urged parents to buy helmets.")
BREAD = ("# Brot backen\n\nDer Teig ruht über Nacht. Wer keinen Sauerteig hat, kann z. B. "
         "8 g Frischhefe verwenden, muss dann aber mit einem milderen Geschmack rechnen.")
TICKETS = ("# Halbfinale am Samstag\n\nDas Halbfinale beginnt um 15 Uhr. Tickets gibt es "
           "ab 18 Euro, Mitglieder erhalten einen Rabatt von 10 %. Der Verein rechnet mit "
           "großer Nachfrage.")


def test_a_number_word_is_written_as_its_figure_standing_alone() -> None:
    assert writes_figure("aged 5 to 11", "five") and writes_figure("aged 5 to 11", "eleven")
    assert not writes_figure("in 2025", "five")
    assert not writes_figure("aged 5 to 11", "years")


def test_a_clause_restating_the_page_s_figures_in_words_is_no_added_clause() -> None:
    def clause(claim: str) -> str | None:
        index = SourceIndex(HOSPITAL)
        match = index.best(terms(claim))
        assert match is not None
        return unstated_clause(claim, index, match)
    lead = ("In 2024, Norhaven General Hospital treated 212 children after scooter "
            "accidents, most of them ")
    assert clause(lead + "between five and eleven years old.") is None
    assert clause(lead + "riding without lights.") == "riding lights"


def test_an_example_starting_with_the_page_s_figure_in_words_is_supported() -> None:
    tail = " nehmen, allerdings schmeckt das Brot dann milder."
    assert explain("Statt Sauerteig lassen sich beispielsweise acht Gramm frische Hefe" + tail,
                   BREAD)[0] == "supported"


def test_an_item_restating_the_page_s_figure_in_words_is_supported() -> None:
    assert explain("Tickets kosten mindestens 18 Euro, und Mitglieder bekommen zehn Prozent "
                   "Rabatt.", TICKETS)[0] == "supported"
    assert explain("Tickets kosten mindestens 18 Euro, und Mitglieder bekommen drei Getränke "
                   "gratis.", TICKETS)[0] == "unsupported"
