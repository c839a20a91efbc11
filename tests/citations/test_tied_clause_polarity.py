"""A claim's clause that packs a plain and a negated clause of one page sentence is read
against the negated one too (``tied_clause_polarity``), both ways."""

from __future__ import annotations

from services.citations.tied_clause_polarity import clause_polarity
from tests.citations.judge import evidence

FARES = ("Day passes cost €12.90 for unlimited bus travel within the city zone, although "
         "student cards will not be accepted on the day pass.")
FORFAIT = ("Le forfait journée coûte 12 euros par personne jusqu'à fin 2026, mais les cartes "
           "senior ne sont pas acceptées sur le forfait.")


def test_the_negated_clause_of_a_tie_flips_a_plain_claim() -> None:
    found = clause_polarity("Student cards can be used on the €12.90 day pass for unlimited "
                            "city bus travel.", FARES)
    assert found is not None and found.reason == "negation" and found.certain


def test_a_negated_claim_the_negated_clause_answers_is_no_flip() -> None:
    assert clause_polarity("Student cards cannot be used on the €12.90 day pass for "
                           "unlimited city bus travel.", FARES) is None
    assert evidence("Student cards cannot be used on the €12.90 day pass for unlimited city "
                    "bus travel.", FARES).support == "supported"


def test_a_claim_of_the_plain_clause_alone_is_supported() -> None:
    assert evidence("The €12.90 day pass gives unlimited bus travel within the city zone.",
                    FARES).support == "supported"


def test_the_tie_is_read_in_french_too() -> None:
    assert evidence("Les cartes senior sont acceptées sur le forfait journée à 12 euros par "
                    "personne, valable jusqu'à fin 2026.", FORFAIT).support == "unsupported"
    assert evidence("Les cartes senior ne sont pas acceptées sur le forfait journée à 12 "
                    "euros par personne, valable jusqu'à fin 2026.", FORFAIT).support == (
        "supported")


def test_a_summary_of_two_sentences_is_left_to_the_first_reading() -> None:
    page = ("The researchers caution that actigraphy can overestimate sleep in microgravity. "
            "They also did not have access to brain-wave recordings.")
    assert clause_polarity("The authors acknowledge that actigraphy may overstate sleep in "
                           "microgravity and that they lacked brain-wave recordings.",
                           page) is None


def test_a_negated_clause_before_the_plain_one_is_not_read() -> None:
    # the negation bears on "affect"; the claim restates the relative clause after it
    assert clause_polarity("Hospitals kept full staffing during the strike.",
                           "The strike did not affect hospitals, which kept full "
                           "staffing.") is None
