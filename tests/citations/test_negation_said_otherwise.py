"""A claim that says the page's negation in other words is not a flip: the negated word's
opposite ("difficult" for "not easy"), another negated clause of the page as near as the
plain one, a negation of possession beside "had to"; and advice stated against a page's
"do not need to" is one."""

from __future__ import annotations

import pytest

from services.citations.modal_square import reading
from services.citations.negated_opposite import opposite_stated
from tests.citations.judge import evidence

DECISION = ('"This was not an easy decision," said the dean. He said the insurer had raised '
            "the premium by 38 per cent.")
PICKUP = "Wer nicht gut zu Fuß ist, kann sich für eine Abholung an der Haustür anmelden."
BOAT = ("The relief boat normally carries about 300 passengers a day. It will sail twice "
        "daily, but it cannot take cars or freight.")
LENTILS = "You do not need to soak red lentils before cooking."


@pytest.mark.parametrize(("claim", "page"), [
    ("Calling it a difficult decision, the dean said the insurer had raised the premium "
     "by 38%.", DECISION),
    ("Wer schlecht zu Fuß ist, kann sich für eine Abholung anmelden.", PICKUP),
    ("The relief boat will sail twice a day, although it can't carry vehicles or freight.",
     BOAT),
    ("Because the lightship never had an engine, a tug had to tow her to her station.",
     "The lightship has no engine of her own and had to be towed to her station by a tug."),
])
def test_a_negation_said_otherwise_is_not_unsupported(claim: str, page: str) -> None:
    assert evidence(claim, page).support != "unsupported"


def test_the_negated_word_kept_without_its_negation_is_still_unsupported() -> None:
    wrong = evidence("Wer gut zu Fuß ist, kann sich für eine Abholung anmelden.", PICKUP)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")


def test_advice_against_a_lifted_duty_is_unsupported() -> None:
    wrong = evidence("The recipe advises soaking the red lentils before cooking.", LENTILS)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")


def test_leave_to_do_what_a_lifted_duty_leaves_open_is_not_unsupported() -> None:
    assert evidence("You may soak the red lentils before cooking.", LENTILS).support != (
        "unsupported")


@pytest.mark.parametrize(("turned", "other", "expected"), [
    (["easy", "decision"], "a difficult decision", True),
    (["gut", "aufwärmen"], "lassen sich schlecht aufwärmen", True),
    (["easy", "decision"], "an easy decision", False),
    (["容易"], "做起来很难", True),
    ([], "difficult", False),
])
def test_opposite_stated(turned: list[str], other: str, expected: bool) -> None:
    assert opposite_stated(turned, other) is expected


def test_have_is_a_word_of_must_only_before_to() -> None:
    assert reading("has no engine of her own and had to be towed by a tug.") == "not"
    assert reading("She does not have to be towed.") == "need not"
