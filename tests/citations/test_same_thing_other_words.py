"""The same statement in other words, which the name, negation, bound and cause checks
must not read as a change, beside the wrong twins that stay caught: a firm's name with
its place in another order ("Lomax Brothers of Preston" for "the Preston firm of Lomax
Brothers"), a negation whose verb the page leaves out ("für das Frühstück nicht"), a
choice told as its condition, a bound the page speaks of exceeding, a cause the page
states beside its effect in one sentence."""

from __future__ import annotations

from services.citations.binding import crossed
from services.citations.cause_juxtaposed import joined_in_one_sentence
from services.citations.either_or import chosen_otherwise
from services.citations.passages import terms
from services.citations.support import explain

MILL = ("Its first engine, a beam engine supplied by Hargreaves & Son of Bolton, was soon too "
        "small, and in 1893 the owner ordered a new horizontal engine from the Preston firm of "
        "Lomax Brothers.")


def test_a_firm_and_its_place_in_another_order_are_one_name() -> None:
    claim = "In 1893 the owner ordered a new horizontal engine from Lomax Brothers of Preston."
    assert crossed(claim, [MILL], False) is None
    assert explain(claim, MILL)[0] == "supported"


def test_the_other_firm_in_its_place_stays_caught() -> None:
    claim = "In 1893 the owner ordered a new horizontal engine from Hargreaves & Son of Bolton."
    assert explain(claim, MILL)[0] == "unsupported"


STUDY = ("Die Kinder wurden drei Jahre lang begleitet. Für Schlafdauer wurde statistisch "
         "kontrolliert, für das Frühstück nicht.")
SLEEP = "The children were followed for three years. Sleep was controlled for, but not breakfast."


def test_a_negation_whose_verb_the_page_leaves_out_is_stated() -> None:
    assert explain("Anders als für die Schlafdauer wurde für das Frühstück nicht statistisch "
                   "kontrolliert.", STUDY)[0] != "unsupported"
    assert explain("Breakfast, unlike sleep, was not controlled for.", SLEEP)[0] != "unsupported"


def test_the_positive_case_negated_or_the_negated_case_affirmed_stays_caught() -> None:
    assert explain("Für die Schlafdauer wurde nicht statistisch kontrolliert.",
                   STUDY)[0] == "unsupported"
    assert explain("Für das Frühstück wurde statistisch kontrolliert.", STUDY)[0] == "unsupported"


CUPS = ("The new rules start in May. Customers will either bring their own cup or borrow a "
        "reusable one for a £1 deposit.")
BECHER = ("Die neuen Regeln gelten ab Mai. Kunden bringen entweder einen eigenen Becher mit oder "
          "leihen einen Mehrwegbecher gegen 1 Euro Pfand.")


def test_a_choice_told_as_its_condition_agrees() -> None:
    assert chosen_otherwise(["bring"], "Anyone who doesn't bring their own cup can borrow a "
                            "reusable one.", "customers will either bring their own cup or "
                            "borrow a reusable one")
    assert explain("Anyone who doesn't bring their own cup can borrow a reusable one for a £1 "
                   "deposit.", CUPS)[0] != "unsupported"
    assert chosen_otherwise(["eigenen", "becher"], "Wer keinen eigenen Becher mitbringt, "
                            "leiht einen Mehrwegbecher.", "kunden bringen entweder einen "
                            "eigenen becher mit oder leihen einen mehrwegbecher")


def test_a_choice_denied_stays_caught() -> None:
    assert explain("Customers don't bring their own cup.", CUPS)[0] == "unsupported"
    assert explain("Anyone who doesn't bring their own cup will not be able to borrow a "
                   "reusable one.", CUPS)[0] == "unsupported"
    assert not chosen_otherwise(["borrow"], "Customers will not borrow a reusable one.",
                                "customers will either bring their own cup or borrow a "
                                "reusable one")


GUILD = ("Die Gilde regelte das Brauen streng. Ein Brauer durfte höchstens 16 Brauvorgänge pro "
         "Jahr durchführen; wer mehr braute, musste eine Buße von 10 Mark an die Gildekasse "
         "zahlen.")
GUESTS = ("Each member is allowed at most 4 guests; anyone who brings more pays a fee of £5 per "
          "guest.")


def test_exceeding_a_bound_the_page_speaks_of_is_stated() -> None:
    assert explain("Wer im Jahr mehr als 16 Mal braute, musste eine Buße von 10 Mark an die "
                   "Gildekasse zahlen.", GUILD)[0] == "supported"
    assert explain("Anyone who brings more than 4 guests pays a fee of £5 per guest.",
                   GUESTS)[0] != "unsupported"


def test_the_bound_itself_turned_round_stays_caught() -> None:
    assert explain("Ein Brauer durfte mehr als 16 Brauvorgänge pro Jahr durchführen.",
                   GUILD)[0] == "unsupported"
    assert explain("Each member is allowed more than 4 guests.", GUESTS)[0] == "unsupported"


RAILWAY = ("The cliff railway opened in 1890. In 1998 the owning company announced that it could "
           "no longer afford repairs, and the line closed. A local trust reopened it in 2003.")
DEER = ("Deer spent 31% of their daylight hours in open habitat. Vigilance was roughly twice as "
        "high. Where wolves had just arrived, the difference was smaller.")


def test_a_cause_the_page_states_beside_its_effect_in_one_sentence_is_kept() -> None:
    assert joined_in_one_sentence(terms("its owners could no longer pay for repairs"),
                                  terms("The line closed in 1998"), RAILWAY)
    assert explain("The line closed in 1998 because its owners could no longer pay for "
                   "repairs.", RAILWAY)[0] != "unsupported"


def test_a_cause_of_scattered_words_stays_caught() -> None:
    assert not joined_in_one_sentence(terms("deer there grazed in smaller groups"),
                                      terms("Vigilance was roughly twice as high"), DEER)
    assert explain("Vigilance was roughly twice as high, mainly because deer there grazed in "
                   "smaller groups.", DEER)[0] == "unsupported"
