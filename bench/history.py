"""Chat history figures: streaming saves, loading, search and deletion.

Run: ``python -m bench.history [CONVERSATIONS]`` (default 1000). Uses a
temporary file; prints one line per figure. Anchors:

- streaming: the buffered ``append_answer`` against committing every delta
  (the naive way to survive a crash); ratio = time per delta, naive / ours.
- search: the FTS5 trigram index against scanning every message (the fallback
  for SQLite builds without FTS5, and the path for one- and two-character
  terms); ratio = scan / index, for a rare word, common words and a mixed
  Chinese + short-term query.
"""

from __future__ import annotations

import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

from services.storage import History, schema

WORDS = [
    "rust",
    "python",
    "release",
    "version",
    "kernel",
    "compiler",
    "async",
    "runtime",
    "latency",
    "memory",
    "citation",
    "source",
    "search",
    "fetch",
    "page",
    "model",
    "answer",
    "window",
    "thread",
    "database",
    "index",
    "北京",
    "天气",
    "发布",
    "版本",
    "模型",
    "搜索",
    "引用",
]


def _timed(fn: Callable[[], object], repeat: int = 5) -> float:
    runs = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        runs.append(time.perf_counter() - start)
    return statistics.median(runs)


def _text(rng: random.Random, words: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(words))


def streaming(folder: Path, deltas: int = 2000) -> None:
    with History(folder / "stream.sqlite3") as h:
        conv = h.create_conversation("stream")
        mid = h.begin_answer(conv.id)
        start = time.perf_counter()
        for i in range(deltas):
            h.append_answer(mid, f" token{i}")
        ours = (time.perf_counter() - start) / deltas
        h.finish_answer(mid, "complete")
        conn = sqlite3.connect(folder / "stream.sqlite3", isolation_level=None)
        conn.execute("PRAGMA synchronous = NORMAL")
        naive_id = h.begin_answer(conv.id)
        start = time.perf_counter()
        for i in range(deltas):
            conn.execute(
                "UPDATE messages SET content = content || ? WHERE id = ?", (f" t{i}", naive_id)
            )
        naive = (time.perf_counter() - start) / deltas
        conn.close()
        h.finish_answer(naive_id, "complete")
    print(
        f"streaming: {ours * 1e6:.1f} us per delta buffered, {naive * 1e6:.1f} us committing "
        f"each delta; ratio {naive / ours:.0f}x"
    )


def fill(h: History, conversations: int, rng: random.Random) -> list[int]:
    ids = []
    for n in range(conversations):
        conv = h.create_conversation(f"conversation {n} {rng.choice(WORDS)}")
        for _ in range(5):
            h.add_user_message(conv.id, _text(rng, 20))
            mid = h.begin_answer(conv.id)
            h.finish_answer(mid, "complete", content=_text(rng, 150))
        ids.append(conv.id)
    return ids


def main(argv: list[str]) -> int:
    conversations = int(argv[0]) if argv else 1000
    rng = random.Random(7)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        streaming(folder)
        path = folder / "history.sqlite3"
        with History(path) as h:
            start = time.perf_counter()
            ids = fill(h, conversations, rng)
            built = time.perf_counter() - start
            size = path.stat().st_size / 1e6
            print(
                f"fill: {conversations} conversations x 10 messages in {built:.1f} s "
                f"({size:.1f} MB with the WAL checkpointed lazily)"
            )
            big = h.create_conversation("long")
            for _ in range(100):
                h.add_user_message(big.id, _text(rng, 30))
                mid = h.begin_answer(big.id)
                h.record_tool_call(
                    mid,
                    call_id="c",
                    tool="web_search",
                    arguments={"query": "q"},
                    result=_text(rng, 400),
                    ok=True,
                )
                h.finish_answer(mid, "complete", content=_text(rng, 300))
            load = _timed(lambda: h.messages(big.id))
            print(f"load: 200 messages with tool calls in {load * 1e3:.1f} ms")
            listing = _timed(lambda: h.conversations())
            print(f"list: {conversations + 1} conversations in {listing * 1e3:.1f} ms")
            needle = h.create_conversation("needle")
            h.add_user_message(needle.id, "the word zanzibarite appears once")
            queries = ("zanzibarite", "compiler latency", "北京 ru")
            fts = {q: _timed(partial(h.search, q)) for q in queries}
            hits = {q: len(h.search(q)) for q in queries}
            h.wait_for_purge()
            start = time.perf_counter()
            h.delete_conversation(ids.pop())
            returned = time.perf_counter()
            h.conversations()  # the window reloads its list while the index is purged
            listed = time.perf_counter()
            h.wait_for_purge()
            purged = time.perf_counter()
            print(
                f"delete: returns in {(returned - start) * 1e3:.0f} ms (rows zeroed, file "
                f"compacted); list during the index purge {(listed - returned) * 1e3:.0f} ms; "
                f"purge done {(purged - start) * 1e3:.0f} ms after the click"
            )
        original = schema.fts_available
        schema.fts_available = lambda conn: False
        try:
            with History(path) as h:
                scan = {q: _timed(partial(h.search, q)) for q in queries}
        finally:
            schema.fts_available = original
        for q in queries:
            print(
                f"search {q!r}: {hits[q]} hits, {fts[q] * 1e3:.1f} ms with FTS5, "
                f"{scan[q] * 1e3:.1f} ms scanning; ratio {scan[q] / fts[q]:.1f}x"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
