"""A word of planning at the end of its clause ("on the Plus plan.", "with no plans.")
names a plan as a thing: a verb of planning takes an object or "to"."""

from __future__ import annotations

import pytest

from services.citations.cue_readings import plan_noun
from tests.citations.judge import evidence


def test_a_clause_final_plan_is_a_noun() -> None:
    assert plan_noun(["share", "it", "on", "the", "plus", "plan"], 5)
    assert not plan_noun(["the", "city", "plans", "to", "open", "a", "library"], 2)


@pytest.mark.parametrize(("claim", "page"), [
    ("PhotoBox 2.1 lets Pro subscribers sync albums across as many as three devices.",
     "Version 2.1 - New: sync albums across up to three devices on the Pro plan."),
    ("Students get offline maps in TrailMate 5 with the yearly subscription.",
     "TrailMate 5 adds offline maps for students on the yearly plan."),
])
def test_a_plan_named_as_a_thing_plans_nothing(claim: str, page: str) -> None:
    assert evidence(claim, page).support != "unsupported"


def test_a_plan_stated_as_done_stays_caught() -> None:
    wrong = evidence("The city has opened a new library in the old station.",
                     "The city plans to open a new library in the old station next year.")
    assert wrong.support == "unsupported"
