"""A cause of one word the page never gives, and a cause other than the one it gives."""

from __future__ import annotations

from services.citations.support import explain

ZOO = ("# Zoo\n\nThe father, Sanjay, was moved to a zoo in Poland last year. Head keeper "
       "Laura Finch said the calf was drinking well.")
RAT = ("# Freibad\n\nDer Gemeinderat hat die Sanierung des Freibads beschlossen. Die "
       "Fraktion der Freien Wähler stimmte dagegen, weil sie die Kosten für zu hoch hält.")
PONT = ("# Pont\n\nLe pont de la Loire sera fermé pendant six semaines. La circulation "
        "sera déviée par le centre-ville.")


def test_a_one_word_cause_the_page_never_gives_is_unsupported() -> None:
    assert explain("The father, Sanjay, was moved to a zoo in Poland last year because "
                   "of his age.", ZOO)[0] == "unsupported"
    assert explain("Le pont de la Loire sera fermé pendant six semaines à cause de la "
                   "sécheresse.", PONT)[0] == "unsupported"


def test_another_cause_than_the_page_gives_is_unsupported() -> None:
    assert explain("Die Fraktion der Freien Wähler stimmte dagegen, weil sie einen "
                   "Neubau bevorzugt.", RAT)[0] == "unsupported"


def test_the_page_cause_reworded_is_kept() -> None:
    assert explain("Die Fraktion der Freien Wähler stimmte dagegen, weil ihr die Kosten "
                   "zu hoch sind.", RAT)[0] != "unsupported"
    assert explain("The father, Sanjay, was moved to a zoo in Poland last year because "
                   "of it.", ZOO)[0] != "unsupported"


UNFALL = ("# Unfall\n\nBei einem Unfall auf der A7 sind zwei Menschen leicht verletzt worden. "
          "Ein Lastwagen war nach Angaben der Polizei gegen 6.30 Uhr auf ein Stauende "
          "aufgefahren. Die Autobahn war drei Stunden gesperrt.")


def test_a_cause_by_preposition_ends_where_the_page_statement_resumes() -> None:
    assert explain("Laut Polizei war ein Lastwagen gegen 6.30 Uhr wegen Sekundenschlafs auf "
                   "ein Stauende aufgefahren.", UNFALL)[0] == "unsupported"
    assert explain("Laut Polizei war ein Lastwagen gegen 6.30 Uhr auf ein Stauende "
                   "aufgefahren.", UNFALL)[0] != "unsupported"
