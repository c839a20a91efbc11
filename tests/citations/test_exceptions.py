"""The case a sentence leaves out ("except assistance dogs") said the other way round."""

from __future__ import annotations

from services.citations.exceptions import excepted
from tests.citations.judge import evidence

POOL = ("The outdoor pool opens on 1 June. Children under eight are not admitted without an "
        "adult, except members of the swimming club. Lockers cost one euro.")
MARKT = ("Der Wochenmarkt findet jeden Samstag statt. Autos dürfen den Marktplatz nicht "
         "befahren, ausgenommen Lieferwagen der Händler. Die Stände öffnen um sieben Uhr.")


def test_the_excepted_case_given_the_rule_is_the_opposite() -> None:
    wrong = evidence("Members of the swimming club under eight are not admitted without an "
                     "adult either.", POOL)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")
    wrong = evidence("Auch Lieferwagen der Händler dürfen den Marktplatz nicht befahren.",
                     MARKT)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")


def test_the_exception_stated_rightly_or_restated_is_no_flip() -> None:
    assert excepted("Lieferwagen der Händler dürfen auf den Marktplatz fahren.",
                    MARKT.split(". ")[1]) is None
    assert excepted("Außer Lieferwagen darf kein Auto auf den Marktplatz.",
                    MARKT.split(". ")[1]) is None
    right = evidence("Swimming club members under eight may come in without an adult.", POOL)
    assert right.support != "unsupported"


def test_two_markers_of_exception_say_the_same() -> None:
    page = ("Le musée est ouvert tous les jours sauf le lundi. L'entrée coûte 8 euros pour "
            "les adultes.")
    right = evidence("Le musée ouvre chaque jour, à l'exception du lundi.", page)
    assert right.support != "unsupported"


def test_an_elided_french_negation_states_the_exception() -> None:
    """"n'ont pas besoin" is negated: the excepted case, said the way the page means it."""
    page = ("Les groupes de plus de dix personnes doivent réserver, sauf les scolaires. "
            "Le musée ouvre à 10 h.")
    assert evidence("Les scolaires n'ont pas besoin de réserver.", page).support == "supported"
    assert evidence("Les scolaires doivent aussi réserver.", page).support == "unsupported"


def test_a_case_left_out_with_but_not_given_the_rule_is_the_opposite() -> None:
    page = ("The charge starts in May. Several groups are exempt from the charge:\n"
            "- blue badge holders\n- licensed taxis, but not private hire vehicles.\n"
            "The charge is £8 a day.")
    wrong = evidence("Private hire vehicles, like licensed taxis, are exempt from the charge.",
                     page)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")
    right = evidence("Licensed taxis are exempt from the charge.", page)
    assert right.support != "unsupported"
    markt = ("Auf dem Marktplatz dürfen Lieferwagen halten, aber nicht Reisebusse. "
             "Der Markt ist samstags.")
    wrong = evidence("Auf dem Marktplatz dürfen auch Reisebusse halten.", markt)
    assert wrong.support == "unsupported"
