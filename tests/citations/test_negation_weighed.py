"""A negation that flips, weighed again: the page's own words, a plain clause that says
the claim's words, a topic, a ban, an excepted case and a kept "but" (en, de, zh, fr)."""

from __future__ import annotations

import pytest

from services.citations.ban_words import only_banned, same_ban, turned_to_permission
from services.citations.negation_weighed import verbatim
from tests.citations.judge import evidence

ROOMS = ("Our booking terms are simple. Standard rooms can be cancelled free of charge up to "
         "48 hours before arrival; discounted rooms cannot be cancelled and must be paid in "
         "full. Breakfast is included.")
TICKETS = ("Die Tarife im Überblick. Normale Tickets können bis 24 Stunden vor Abfahrt "
           "kostenlos storniert werden; Sparpreise können nicht storniert werden und verfallen. "
           "Kinder fahren gratis.")
SURVEY = ("研究共调查了3000名成年人。每天步行30分钟以上的受访者，平均多睡25分钟，感到疲劳的比例"
          "只有不步行者的一半。研究由市政府资助。")
WARD = ("The hospital extends visiting hours from Monday. The new rules do not apply to the "
        "maternity ward, where visiting stays at the discretion of the midwife in charge. "
        "Parking remains free.")
STATION = ("Das Krankenhaus verlängert ab Montag die Besuchszeiten. Die neuen Regeln gelten "
           "nicht für die Kinderstation, wo weiterhin die Stationsleitung über Besuche "
           "entscheidet. Parken bleibt kostenlos.")
PARK = ("The park opens at dawn. Drones are banned in the park, and visitors flying one can be "
        "fined up to 500 euros. Dogs must be kept on a lead.")
PARK_DE = ("Der Park öffnet bei Sonnenaufgang. Drohnen sind im Park verboten, und wer dennoch "
           "eine fliegen lässt, kann mit bis zu 500 Euro bestraft werden. Hunde müssen "
           "angeleint sein.")
PARK_ZH = "公园每天日出开放。公园内禁止放飞无人机，违者最高可罚款500元。狗必须拴绳。"
BASIL = ("Zubereitung. Alle Zutaten außer dem Basilikum 20 Minuten köcheln lassen. Das "
         "Basilikum erst vor dem Servieren frisch unterrühren.")
BUS = ("Night services. The night bus runs every 30 minutes from midnight, but does not stop "
       "at the airport. Tickets cost 3 euros.")


@pytest.mark.parametrize(("page", "right", "wrong"), [
    (ROOMS, "Standard rooms can be cancelled free of charge up to 48 hours before arrival.",
     "Discounted rooms can be cancelled free of charge up to 48 hours before arrival."),
    (TICKETS, "Normale Tickets können bis 24 Stunden vor Abfahrt kostenlos storniert werden.",
     "Sparpreise können bis 24 Stunden vor Abfahrt kostenlos storniert werden."),
])
def test_the_pages_own_words_are_no_flip_of_the_clause_beside_them(
        page: str, right: str, wrong: str) -> None:
    assert evidence(right, page).support == "supported"
    assert evidence(wrong, page).support == "unsupported"


def test_a_verbatim_run_starts_and_ends_at_a_clause() -> None:
    assert verbatim("Standard rooms can be cancelled free of charge", ROOMS)
    assert not verbatim("rooms can be cancelled free of charge up", ROOMS)
    assert not verbatim("the drug reduces pain", "There is no evidence that the drug reduces pain.")


def test_a_plain_clause_of_the_page_that_holds_the_claims_words_states_them() -> None:
    """The negation of the compared group ("不步行者") is not what the claim says."""
    assert evidence("每天步行半小时以上的受访者平均多睡25分钟。", SURVEY).support == "supported"


@pytest.mark.parametrize(("page", "right", "wrong"), [
    (WARD, "On the maternity ward, visiting is still left to the midwife in charge.",
     "The new rules also apply to the maternity ward."),
    (STATION, "Auf der Kinderstation entscheidet weiterhin die Stationsleitung über Besuche.",
     "Die neuen Regeln gelten auch für die Kinderstation."),
])
def test_the_topic_of_a_negation_is_not_its_statement(page: str, right: str, wrong: str) -> None:
    assert evidence(right, page).support != "unsupported"
    assert evidence(wrong, page).support == "unsupported"


@pytest.mark.parametrize(("page", "right", "wrong"), [
    (PARK, "Visitors flying drones in the park can be fined up to 500 euros.",
     "Visitors may fly drones in the park."),
    (PARK_DE, "Wer im Park eine Drohne fliegen lässt, kann mit bis zu 500 Euro bestraft werden.",
     "Drohnen sind im Park erlaubt."),
    (PARK_ZH, "在公园内放飞无人机的游客最高会被罚款500元。", "公园内可以放飞无人机。"),
])
def test_a_ban_is_turned_round_only_by_a_permission(page: str, right: str, wrong: str) -> None:
    assert evidence(right, page).support != "unsupported"
    assert evidence(wrong, page).support == "unsupported"


def test_a_ban_both_state_in_two_forms_is_none() -> None:
    page = ("Traffic rules for the centre. The city already bans cars from the old town "
            "between 10 am and 6 pm, while the harbour uses a toll. Bikes are welcome.")
    claim = "Cars are already banned from the old town between 10 am and 6 pm."
    assert evidence(claim, page).support == "supported"
    assert same_ban("cars are already banned", "the city already bans cars")
    assert only_banned("公园内禁止放飞无人机", ["禁止"])
    assert not only_banned("dogs are not banned", ["not", "banned"])
    assert turned_to_permission("drones are allowed", "Drones are banned, and it can be fined.",
                                "Drones are banned")
    assert not turned_to_permission("it can be fined", "Drones are banned, and it can be "
                                    "fined.", "Drones are banned")


def test_an_excepted_case_said_in_other_terms_is_no_flip() -> None:
    right = ("Die Zutaten köcheln 20 Minuten, während das Basilikum erst vor dem Servieren "
             "frisch untergerührt wird.")
    assert evidence(right, BASIL).support == "supported"
    assert evidence("Auch das Basilikum köchelt 20 Minuten mit.", BASIL).support == "unsupported"
    page = "Method. Bake all the vegetables, except the tomatoes, for 40 minutes. Serve hot."
    assert evidence("The tomatoes also bake for 40 minutes.", page).support == "unsupported"


def test_a_clause_that_keeps_the_pages_but_keeps_its_contrast() -> None:
    right = "The night bus runs every 30 minutes from midnight, but it bypasses the airport."
    assert evidence(right, BUS).support == "weak"
    wrong = "The night bus runs every 30 minutes from midnight and stops at the airport."
    assert evidence(wrong, BUS).support == "unsupported"


def test_negated_words_that_stand_where_the_claim_speaks_of_another_clause() -> None:
    page = "Stock. No tickets are left for Saturday; some remain for Sunday."
    right = "Saturday is sold out, but tickets remain for Sunday."
    assert evidence(right, page).support == "weak"
    wrong = "Tickets are left for Saturday, and some remain for Sunday."
    assert evidence(wrong, page).support == "unsupported"


def test_a_number_sign_is_no_negation() -> None:
    page = "Address. The shop is at No. 7 Market Street and opens at 9."
    assert evidence("The shop at 7 Market Street opens at 9.", page).support == "supported"


def test_a_concession_without_the_negated_verb_keeps_the_contrast() -> None:
    page = ("Study. The vaccine cut hospital admissions by 60%. It did not prevent mild "
            "infections. The effect lasted at least six months.")
    right = ("The vaccine cut hospital admissions by 60% for at least six months, though mild "
             "infections still occurred.")
    assert evidence(right, page).support == "weak"
    wrong = "The vaccine cut hospital admissions by 60% and prevented mild infections."
    assert evidence(wrong, page).support == "unsupported"
