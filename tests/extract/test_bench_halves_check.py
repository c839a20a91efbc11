"""bench/halves_check.py reports per half and page type, and names no validation page."""

from __future__ import annotations

import pytest

from bench.halves_check import moved, report, table

HALF = {"a": "dev", "b": "val", "c": "dev", "d": "val"}
TYPES = {"a": "article", "b": "article", "c": "forum", "d": "forum"}


def test_means_and_failures_per_half_and_type() -> None:
    rows = table({"a": 1.0, "b": 0.4, "c": 0.2, "d": 0.8}, TYPES, HALF)
    assert rows[("dev", "all")] == (2, 0.6, 1)
    assert rows[("dev", "forum")] == (1, 0.2, 1)
    assert rows[("val", "all")] == (2, pytest.approx(0.6), 1)


def test_moved_pages_are_named_on_the_development_half_only() -> None:
    before = {"a": 0.1, "b": 0.5, "c": 0.9, "d": 0.9}
    after = {"a": 1.0, "b": 0.2, "c": 0.9, "d": 0.902}
    assert moved(before, after, HALF) == (["a"], 1)  # (d moved by rounding only)


def test_the_report_reads_before_to_after_and_hides_validation_ids() -> None:
    before = {"a": 0.1, "b": 0.5, "c": 0.9, "d": 0.9}
    after = {"a": 1.0, "b": 0.2, "c": 0.9, "d": 0.9}
    lines = report("set", after, TYPES, HALF, before)
    assert "set dev all            n=   2 0.5000 (1) -> 0.9500 (0)" in lines
    assert "  a article       0.100 -> 1.000" in lines
    assert lines[-1] == "  validation pages moved: 1"
    assert not any(" b " in line for line in lines)
