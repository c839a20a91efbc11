"""A clause of examples ("such as fridges", "z. B. zum Gottesdienst") belongs to the clause it
gives examples of: a negation there bears on the examples too."""

from __future__ import annotations

import pytest

from services.citations.clauses import clauses
from services.citations.support import explain

MORE = " The device was launched in 2021. It weighs 120 grams."


def test_examples_kept_with_their_clause() -> None:
    parts = [p for p, _t in clauses(
        "It must not be used for appliances that run all day, such as pumps or heaters.")]
    assert parts == ["It must not be used for appliances that run all day, such as pumps or "
                     "heaters."]
    parts = [p for p, _t in clauses(
        "Das Baden, z. B. im Sommer oder am Wochenende, ist im See nicht erlaubt.")]
    assert len(parts) == 1


def test_clauses_without_examples_still_cut() -> None:
    parts = [p.strip() for p, _t in clauses("The hall opens at nine, closes at six.")]
    assert parts == ["The hall opens at nine", "closes at six."]


@pytest.mark.parametrize(("claim", "page"), [
    ("The timer can be used to switch pumps and heaters, though it is not suitable for "
     "medical equipment.",
     "It is not suitable for medical equipment or for appliances that must not be switched "
     "off unexpectedly, such as pumps or heaters." + MORE),
])
def test_a_negated_example_stated_as_allowed(claim: str, page: str) -> None:
    support, finding = explain(claim, page)
    assert support == "unsupported"
    assert finding is not None and finding.reason == "negation"


def test_the_examples_excluded_kept_right() -> None:
    support, _finding = explain(
        "The timer is not suitable for appliances that must not be switched off "
        "unexpectedly, such as pumps or heaters.",
        "It is not suitable for medical equipment or for appliances that must not be switched "
        "off unexpectedly, such as pumps or heaters." + MORE)
    assert support != "unsupported"
