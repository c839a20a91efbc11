"""A length of time told in another unit is the same number; another length is not."""

from __future__ import annotations

import pytest

from services.citations.durations import durations
from services.citations.support import explain

TRAIN = "Lübbenau ist von Berlin mit dem RE 2 in ca. 1 Std. 10 Min. erreichbar."
CASTLE = "The castle has been the seat of the clan for about 800 years."
METRO = "从市区乘坐地铁到机场大约需要90分钟。"
BATTERY = "Der Akku hält bei voller Ladung bis zu 180 Minuten."
TOUR = "La visite guidée dure une heure et demie et coûte 12 euros."


def test_a_duration_is_read_whole_in_seconds() -> None:
    assert [s for *_span, s in durations("ca. 1 Std. 10 Min.")] == [4200.0]
    assert [s for *_span, s in durations("一个半小时")] == [5400.0]
    assert [s for *_span, s in durations("half an hour")] == [1800.0]
    assert durations("im Jahr 2024") == []  # a year of the calendar, no duration


@pytest.mark.parametrize(("claim", "page"), [
    ("Von Berlin erreicht man Lübbenau mit dem RE 2 in rund 70 Minuten.", TRAIN),
    ("The castle has been the clan's seat for roughly eight centuries.", CASTLE),
    ("从市区坐地铁到机场大约要一个半小时。", METRO),
    ("Der Akku hält bei voller Ladung bis zu drei Stunden.", BATTERY),
    ("La visite guidée dure 90 minutes et coûte 12 euros.", TOUR),
])
def test_a_duration_in_another_unit_is_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


@pytest.mark.parametrize(("claim", "page"), [
    ("Von Berlin erreicht man Lübbenau mit dem RE 2 in rund 80 Minuten.", TRAIN),
    ("The castle has been the clan's seat for roughly six centuries.", CASTLE),
    ("从市区坐地铁到机场大约要两个半小时。", METRO),
    ("Der Akku hält bei voller Ladung bis zu vier Stunden.", BATTERY),
])
def test_another_duration_is_unsupported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "unsupported"
