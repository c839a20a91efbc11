"""A number and a half is one number: its whole and its half read together, with the
unit after them; a different amount still stands against the page's."""

from __future__ import annotations

import pytest

from services.citations.durations import durations
from services.citations.numbers import numbers
from services.citations.support import explain

BRIDGE_EN = "Construction of the bridge began in 2015 and took 6.5 years."
BRIDGE_MONTHS = "Construction of the bridge began in 2015 and took 78 months."
BRIDGE_DE = "Der Bau der Brücke begann 2015 und dauerte 6,5 Jahre."
BRIDGE_ZH = "大桥于2015年开工，建设历时6.5年。"
KETTLE = "| Boil time (1 litre, 3,000 W) | approx. 2 min 30 s |"
TOUR = "Die Führung dauert 150 Minuten und kostet 14 Euro."


@pytest.mark.parametrize(("text", "value"), [
    ("it took six and a half years", 6.5),
    ("nach sechseinhalb Jahren", 6.5),
    ("nach anderthalb Stunden", 1.5),
    ("deux ans et demi", 2.5),
    ("dos años y medio", 2.5),
    ("2½ hours", 2.5),
    ("历时六年半", 6.5),
    ("历时6年半", 6.5),
    ("투어는 2시간 반이 걸린다", 2.5),
])
def test_a_number_and_a_half_is_one_number(text: str, value: float) -> None:
    assert [n.values for n in numbers(text)] == [frozenset({value})]


def test_a_half_beside_the_next_amount_is_not_the_numbers() -> None:
    assert [n.values for n in numbers("3 eggs and a half cup of milk")] == [frozenset({3.0})]


@pytest.mark.parametrize(("text", "days"), [
    ("six and a half years", 6.5 * 365.25),
    ("sechseinhalb Jahre", 6.5 * 365.25),
    ("六年半", 6.5 * 365.25),
    ("一个半月", 1.5 * 365.25 / 12),
    ("approx. 2 min 30 s", 150 / 86400),
    ("투어는 2시간 반이 걸린다", 2.5 / 24),
    ("반드시 2시간 걸린다", 2 / 24),  # "반드시" (surely) is no half
])
def test_a_duration_with_a_half_is_read_whole(text: str, days: float) -> None:
    assert [round(s / 86400, 4) for *_span, s in durations(text)] == [round(days, 4)]


def test_a_decade_is_no_length_in_seconds() -> None:
    assert durations("in the 1990s") == []


@pytest.mark.parametrize(("claim", "page"), [
    ("The bridge took six and a half years to build.", BRIDGE_EN),
    ("The bridge took six and a half years to build.", BRIDGE_MONTHS),
    ("Der Bau der Brücke dauerte sechseinhalb Jahre.", BRIDGE_DE),
    ("大桥的建设历时六年半。", BRIDGE_ZH),
    ("Boiling one litre at 3,000 W takes about two and a half minutes.", KETTLE),
    ("Die Führung dauert zweieinhalb Stunden und kostet 14 Euro.", TOUR),
])
def test_the_same_amount_with_a_half_is_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


@pytest.mark.parametrize(("claim", "page"), [
    ("The bridge took seven and a half years to build.", BRIDGE_EN),
    ("The bridge took six years to build.", "Construction of the bridge took six and a "
     "half years."),
    ("Der Bau der Brücke dauerte viereinhalb Jahre.", BRIDGE_DE),
    ("大桥的建设历时六年。", BRIDGE_ZH),
    ("Die Führung dauert dreieinhalb Stunden und kostet 14 Euro.", TOUR),
])
def test_another_amount_with_a_half_is_unsupported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "unsupported"


@pytest.mark.parametrize(("text", "seconds"), [
    ("rund eine Viertelstunde lang", 900.0),
    ("about a quarter of an hour", 900.0),
    ("un quart d'heure", 900.0),
    ("煮一刻钟", 900.0),
    ("eine Dreiviertelstunde", 2700.0),
])
def test_a_quarter_of_an_hour_is_one_length_of_time(text: str, seconds: float) -> None:
    assert [s for *_span, s in durations(text)] == [seconds]


@pytest.mark.parametrize(("claim", "page"), [
    ("Die etwa zwölf Klopse ziehen rund eine Viertelstunde lang in der heißen Brühe gar.",
     "Mit Salz würzen und ca. 12 Klopse formen. Die Brühe aufkochen, dann die Hitze "
     "reduzieren. Die Klopse hineingeben und ca. 15 Min. gar ziehen lassen."),
    ("The dumplings simmer gently for about a quarter of an hour.",
     "Add the dumplings and simmer gently for about 15 minutes. Do not let the stock boil."),
    ("丸子放入锅中小火煮一刻钟左右。", "把丸子放入锅中，小火煮约15分钟。汤不要大滚。"),
])
def test_a_quarter_of_an_hour_for_fifteen_minutes_is_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"
