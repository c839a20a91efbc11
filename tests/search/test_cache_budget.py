"""The cache's size budget: LRU eviction, a file that shrinks, old files upgraded."""

from __future__ import annotations

import random
import sqlite3
import string
from pathlib import Path

from services.cache import PAGE, Cache, file_size
from tests.conftest import ManualClock

MB = 1024 * 1024


def _page(rng: random.Random, size: int = 20_000) -> str:
    # Random letters: SQLite stores them as they are, so sizes are predictable.
    return "".join(rng.choices(string.ascii_letters, k=size))


def test_writes_past_the_budget_evict_least_recently_used(
    tmp_path: Path, clock: ManualClock
) -> None:
    rng = random.Random(1)
    cache = Cache(tmp_path / "c.sqlite3", clock=clock, max_bytes=2 * MB)
    cache.put(PAGE, "kept", _page(rng), ttl_s=3600)
    for n in range(400):  # 8 MB written into a 2 MB budget
        clock.now += 1
        cache.put(PAGE, f"p{n}", _page(rng), ttl_s=3600)
        if n % 10 == 0:
            clock.now += 1
            assert cache.get(PAGE, "kept") is not None  # used often: never the oldest
    assert cache.get(PAGE, "p0") is None  # written long ago, never read again
    assert cache.get(PAGE, "p399") is not None
    # The database file keeps to the budget; the WAL is capped on its own.
    assert cache.path.stat().st_size <= 2 * MB * 1.1
    cache.close()


def test_expired_entries_go_and_the_file_shrinks(tmp_path: Path, clock: ManualClock) -> None:
    rng = random.Random(2)
    path = tmp_path / "c.sqlite3"
    cache = Cache(path, clock=clock, max_bytes=50 * MB)
    for n in range(200):
        cache.put(PAGE, f"p{n}", _page(rng), ttl_s=60)
    cache.close()
    full = file_size(path)
    assert full > 3 * MB
    clock.now += 61
    cache = Cache(path, clock=clock, max_bytes=50 * MB)  # opening purges what expired
    assert cache.info().entries == {}
    assert file_size(path) < full / 10
    cache.close()


def test_a_lower_budget_applies_at_the_next_open(tmp_path: Path, clock: ManualClock) -> None:
    rng = random.Random(3)
    path = tmp_path / "c.sqlite3"
    cache = Cache(path, clock=clock, max_bytes=20 * MB)
    for n in range(300):
        clock.now += 1
        cache.put(PAGE, f"p{n}", _page(rng), ttl_s=3600)
    cache.close()
    cache = Cache(path, clock=clock, max_bytes=2 * MB)
    assert path.stat().st_size <= 2 * MB * 1.1
    assert cache.get(PAGE, "p299") is not None
    cache.close()


def test_an_older_cache_file_gets_lru_and_incremental_vacuum(
    tmp_path: Path, clock: ManualClock
) -> None:
    path = tmp_path / "c.sqlite3"
    old = sqlite3.connect(path)
    old.executescript(
        "CREATE TABLE entries (namespace TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL,"
        " created_at REAL NOT NULL, expires_at REAL NOT NULL, PRIMARY KEY (namespace, key));"
    )
    old.execute("INSERT INTO entries VALUES ('page', 'k', '\"v\"', 0, ?)", (clock.now + 60,))
    old.commit()
    old.close()
    cache = Cache(path, clock=clock)
    assert cache.get(PAGE, "k") == '"v"'  # the old entry survives the upgrade
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA auto_vacuum").fetchone()[0] == 2
    assert "used_at" in {row[1] for row in conn.execute("PRAGMA table_info(entries)")}
    conn.close()
    cache.close()
