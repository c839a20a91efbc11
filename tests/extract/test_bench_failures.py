"""bench/failures.py sorts a failed page by what it kept: too much, only part, or both."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType


def _load() -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "bench" / "failures.py"
    spec = importlib.util.spec_from_file_location("bench_failures", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_failure_is_too_much_only_part_or_both() -> None:
    kind = _load().kind
    assert kind(0.07, 1.0) == "too much"  # the story and all of its comments
    assert kind(1.0, 0.33) == "only part"
    assert kind(0.14, 0.21) == "both"
    assert kind(0.9, 0.9) == "too much"  # (no failure has both; recall is asked first)
