"""bench/halves_check.py reports per half and page type, and names no validation page."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

HALF = {"a": "dev", "b": "val", "c": "dev", "d": "val"}
TYPES = {"a": "article", "b": "article", "c": "forum", "d": "forum"}


def _load() -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "bench" / "halves_check.py"
    spec = importlib.util.spec_from_file_location("bench_halves_check", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_means_and_failures_per_half_and_type() -> None:
    rows = _load().table({"a": 1.0, "b": 0.4, "c": 0.2, "d": 0.8}, TYPES, HALF)
    assert rows[("dev", "all")] == (2, 0.6, 1)
    assert rows[("dev", "forum")] == (1, 0.2, 1)
    assert rows[("val", "all")] == (2, 0.6000000000000001, 1)


def test_moved_pages_are_named_on_the_development_half_only() -> None:
    before = {"a": 0.1, "b": 0.5, "c": 0.9, "d": 0.9}
    after = {"a": 1.0, "b": 0.2, "c": 0.9, "d": 0.902}
    assert _load().moved(before, after, HALF) == (["a"], 1)  # (d moved by rounding only)


def test_the_report_reads_before_to_after_and_hides_validation_ids() -> None:
    before = {"a": 0.1, "b": 0.5, "c": 0.9, "d": 0.9}
    after = {"a": 1.0, "b": 0.2, "c": 0.9, "d": 0.9}
    lines = _load().report("set", after, TYPES, HALF, before)
    assert "set dev all            n=   2 0.5000 (1) -> 0.9500 (0)" in lines
    assert "  a article       0.100 -> 1.000" in lines
    assert lines[-1] == "  validation pages moved: 1"
    assert not any(" b " in line for line in lines)
