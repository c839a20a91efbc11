"""A page capitalises its nouns when it writes many capitalised words and the articles of
German; an English page dense with names keeps its name checks."""

from __future__ import annotations

from services.citations.noun_case import capitalises_nouns
from services.citations.support import explain

MATCH = ("# Striker joins Lyon\n\nNational team striker Lea Brandt is moving from VfL "
         "Wolfsburg to Olympique Lyon for next season. The 24-year-old has signed a "
         "contract until 2028. Brandt scored 17 goals in 22 matches last season. Wolfsburg "
         "coach Stefan Kern said he regretted her departure. Her replacement is expected to "
         "be the Danish forward Mette Holm, who joins from Bayern Munich.")
WECHSEL = ("# Stürmerin wechselt nach Lyon\n\nDie Nationalspielerin Lea Brandt wechselt zur "
           "neuen Saison vom VfL Wolfsburg zu Olympique Lyon. Die 24-Jährige unterschreibt "
           "einen Vertrag bis 2028. Brandt erzielte in der vergangenen Saison 17 Tore in 22 "
           "Spielen. Wolfsburgs Trainer Stefan Kern bedauerte den Abgang. Ihre Nachfolgerin "
           "soll die Dänin Mette Holm werden, die von Bayern München kommt.")


def test_a_name_dense_english_page_keeps_its_name_checks() -> None:
    assert not capitalises_nouns(MATCH)
    assert explain("Her replacement is expected to be the Danish forward Mette Holm, who "
                   "joins from Chelsea.", MATCH)[0] == "unsupported"
    assert explain("Her replacement is expected to be the Danish forward Mette Holm, who "
                   "joins from Bayern Munich.", MATCH)[0] == "supported"


def test_a_german_page_and_a_german_snippet_capitalise_their_nouns() -> None:
    assert capitalises_nouns(WECHSEL)
    assert capitalises_nouns("Mehl und Salz zugeben und etwa 8 Minuten kneten.")
