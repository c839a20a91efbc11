"""A claim that makes a duty of what the page says there is no need for ("muss
geknetet werden" for "kneten ist nicht nötig", "must fast" for "fasting is not
necessary") states the opposite of the page; a duty the page states, or the need denied
in the claim too, does not."""

from __future__ import annotations

import pytest

from services.citations.support import explain

BREAD = ("Das Dinkelbrot kommt ohne Hefe aus. Die Zutaten werden nur kurz verrührt; kneten "
         "ist nicht nötig. Der Teig geht über Nacht zwölf Stunden im Kühlschrank.")
TEST = ("The blood test takes five minutes. Fasting is not necessary before the test. "
        "Results are sent by email within two days.")


@pytest.mark.parametrize(("claim", "page"), [
    ("Der Teig muss gründlich geknetet werden.", BREAD),
    ("Patients must fast before the blood test.", TEST),
])
def test_a_duty_the_page_says_is_not_needed(claim: str, page: str) -> None:
    support, finding = explain(claim, page)
    assert support == "unsupported"
    assert finding is not None and finding.rule == "need_denied"


def test_a_duty_the_page_says_is_not_needed_in_french() -> None:
    """(Here the check of a negated clause stated whole finds it first.)"""
    page = ("La visite guidée dure une heure. Il n'est pas nécessaire de réserver la "
            "visite. Elle coûte 8 euros.")
    support, finding = explain("La réservation de la visite guidée est obligatoire.", page)
    assert support == "unsupported"
    assert finding is not None and finding.reason == "negation"


@pytest.mark.parametrize(("claim", "page"), [
    ("Kneten ist nicht nötig; der Teig geht zwölf Stunden im Kühlschrank.", BREAD),
    ("Patients do not need to fast before the blood test.", TEST),
    ("Results must be collected in person.",
     "The blood test takes five minutes. Fasting is not necessary. Results must be "
     "collected in person."),
])
def test_the_need_denied_too_or_a_duty_stated(claim: str, page: str) -> None:
    _support, finding = explain(claim, page)
    assert finding is None or finding.rule != "need_denied"


PERMITS = ("Overnight trips into the back country require a free permit from the ranger "
           "station, and groups are limited to six people. Day walks do not need a permit.")


def test_a_duty_the_page_states_beside_a_need_it_denies_for_another_case() -> None:
    claim = ("Overnight trips into the back country require a free permit from the ranger "
             "station, and groups are limited to six people.")
    assert explain(claim, PERMITS)[0] == "supported"
    support, _finding = explain("Day walks require a permit from the ranger station.", PERMITS)
    assert support != "supported"
