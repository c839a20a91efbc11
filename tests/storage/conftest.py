"""Fixtures for the history tests: a History on a fresh file in the test profile."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from services.storage import History


@pytest.fixture
def db_path(footnote_home: Path) -> Path:
    return footnote_home / "data" / "history.sqlite3"


@pytest.fixture
def history(db_path: Path) -> Iterator[History]:
    h = History(db_path)
    yield h
    h.close()
