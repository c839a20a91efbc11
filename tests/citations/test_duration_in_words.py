"""A duration the claim writes in words ("an hour and a quarter", "une heure et quart") that
the page states in figures ("approx. 75 min") is no detail the page lacks; a duration of
another length stays caught."""

from __future__ import annotations

from services.citations.durations import durations
from services.citations.stated_durations import figures_for_durations
from tests.citations.judge import evidence

_PAGE = ("## Power\n\n| Feature | Value |\n|---|---|\n| Motor | Brushless |\n"
         "| Battery | 2 × 36 V, 4.0 Ah |\n| Run time | up to 40 min (both batteries) |\n"
         "| Charging time | approx. {v} min (both batteries simultaneously) |\n\n## Notes\n\n"
         "The trimmer is not waterproof.\n")
_CLAIM = "Charging both 4.0 Ah batteries at the same time takes roughly an hour and a quarter."


def test_a_fraction_after_the_unit_in_several_languages() -> None:
    assert [s for _a, _b, s in durations("takes an hour and a quarter")] == [4500.0]
    assert [s for _a, _b, s in durations("une heure et quart")] == [4500.0]
    assert [s for _a, _b, s in durations("dos horas y tres cuartos")] == [9900.0]
    assert [s for _a, _b, s in durations("an hour and a half")] == [5400.0]


def test_only_a_duration_the_page_states_in_other_words_becomes_a_figure() -> None:
    assert figures_for_durations("takes an hour and a quarter", "approx. 75 min") == (
        "takes 4500 s")
    assert figures_for_durations("takes an hour and a quarter", "approx. 90 min") == (
        "takes an hour and a quarter")
    assert figures_for_durations("braucht 25 Minuten", "25 Minuten Fahrt") == (
        "braucht 25 Minuten")


def test_the_same_duration_in_words_is_not_unsupported() -> None:
    assert evidence(_CLAIM, _PAGE.format(v="75")).support != "unsupported"


def test_another_duration_in_words_stays_caught() -> None:
    assert evidence(_CLAIM, _PAGE.format(v="100")).support == "unsupported"
