"""The learned judge (not wired into the check; measured by bench/support_learned_last):
one step at most, and only over a finding the rules made, so every verdict would keep a
reason the app can show."""

from __future__ import annotations

import math

import pytest

from bench.support_learned_judge import chance, label, last_word, moved, verbatim
from bench.support_learned_judge_weights import (
    INTERCEPT,
    UNSUPPORTED_AT,
    WEAK_AT,
    WEIGHTS,
)
from services.citations.finding import Finding
from services.citations.judgment import Support


def _unread() -> dict[str, float]:
    raise AssertionError("features read for a verdict the judge may not move")


def _never() -> bool:
    raise AssertionError("page read for a verdict the judge may not move")


def _features(wrong: float) -> dict[str, float]:
    """Features whose chance is ``wrong`` under the shipped weights (the intercept aside,
    only ``coverage`` is set: its weight is read back)."""
    z = math.log(wrong / (1 - wrong))
    return {"coverage": (z - INTERCEPT) / WEIGHTS["coverage"]}


def test_the_features_above_give_the_chance_asked_for() -> None:
    assert chance(_features(0.9)) == pytest.approx(0.9)


def test_a_verdict_moves_one_step_at_most() -> None:
    assert moved("unsupported", "supported") == "weak"
    assert moved("unsupported", "weak") == "weak"
    assert moved("unsupported", "unsupported") == "unsupported"
    for learned in ("supported", "weak", "unsupported"):
        assert moved("weak", learned) == learned
        assert moved("supported", learned) == "supported"


def test_the_labels_follow_the_two_thresholds() -> None:
    assert label(UNSUPPORTED_AT) == "unsupported"
    assert label(WEAK_AT) == "weak"
    assert label(WEAK_AT / 2) == "supported"


@pytest.mark.parametrize("support", ["supported", "weak", "unsupported"])
def test_nothing_to_read_without_a_finding_over_a_window(support: Support) -> None:
    finding = None if support == "supported" else Finding("no_match")
    assert last_word(support, finding, _unread, _never) == (support, finding)


def test_a_copy_of_the_page_keeps_the_rules_verdict() -> None:
    finding = Finding("hedged", "will", "may", certain=False, rule="hedges")
    assert last_word("weak", finding, lambda: _features(0.99), lambda: True) == (
        "weak", finding)


def test_a_raised_verdict_keeps_its_reason_is_certain_and_says_who_moved_it() -> None:
    finding = Finding("partial", certain=False, rule="coverage")
    support, after = last_word("weak", finding, lambda: _features(0.99), lambda: False)
    assert support == "unsupported" and after is not None
    assert after.reason == "partial" and after.certain and after.rule == "learned:coverage"


def test_a_softened_verdict_keeps_its_reason_and_is_not_certain() -> None:
    finding = Finding("numbers_differ", "2026", "2025", rule="numbers")
    support, after = last_word("unsupported", finding, lambda: _features(0.01),
                               lambda: False)
    assert support == "weak" and after is not None
    assert (after.reason, after.claimed, after.stated) == ("numbers_differ", "2026", "2025")
    assert not after.certain and after.rule == "learned:numbers"


def test_a_weak_verdict_the_model_trusts_is_supported_with_no_finding() -> None:
    finding = Finding("partial", certain=False, rule="coverage")
    assert last_word("weak", finding, lambda: _features(0.01), lambda: False) == (
        "supported", None)


def test_an_unmoved_verdict_keeps_the_rules_finding_itself() -> None:
    finding = Finding("numbers_differ", "2026", "2025", rule="numbers")
    assert last_word("unsupported", finding, lambda: _features(0.99), lambda: False) == (
        "unsupported", finding)


@pytest.mark.parametrize(("claim", "page"), [
    ("The museum opens at  nine on Sundays.",
     "Hours. The Museum opens at nine on Sundays, and at ten on weekdays."),
    ("Das Museum öffnet sonntags um neun Uhr.",
     "Öffnungszeiten: das Museum öffnet sonntags um neun Uhr, werktags um zehn."),
    ("博物馆周日九点开门。", "开放时间：博物馆周日九点开门，工作日十点开门。"),
    ("Le musée ouvre à neuf heures le dimanche.",
     "Horaires : le musée ouvre à neuf heures le dimanche et à dix heures en semaine."),
])
def test_a_claim_the_page_holds_word_for_word_is_a_copy(claim: str, page: str) -> None:
    assert verbatim(claim, page)


@pytest.mark.parametrize(("claim", "page"), [
    ("The museum opens at nine on Saturdays.",
     "Hours. The Museum opens at nine on Sundays, and at ten on weekdays."),
    ("Das Museum öffnet montags um neun Uhr.",
     "Öffnungszeiten: das Museum öffnet sonntags um neun Uhr, werktags um zehn."),
    ("博物馆周一九点开门。", "开放时间：博物馆周日九点开门，工作日十点开门。"),
    ("", "Any page."),
])
def test_a_claim_changed_in_one_word_is_no_copy(claim: str, page: str) -> None:
    assert not verbatim(claim, page)
