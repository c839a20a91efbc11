"""Chat history at scale: size, start-up, GUI stalls, search, CLI, cache.

Run: ``python -m bench.history [CONVERSATIONS] [--reuse FILE]`` (default 1000).
Builds a history of realistic conversations with the storage API
(``bench.history_build``: 5 questions and 5 answers of ~600 words, each answer
a search, a 5-page fetch, 5 cited sources with 2,000-character excerpts), or
reuses one built before (``FILE`` with its ``FILE.json`` from ``build``), and
prints one line per figure. Anchors are the issue's measurements of the
previous storage (schema 3) at the same sizes:

- database: 470 KB per conversation, 4.6x the text the model read;
- start to list shown: 0.7 / 1.0 / 2.3 s at 100 / 1,000 / 10,000;
- longest GUI stall opening a conversation: 65 / 168 / 681 ms; typing in the
  search box ~250 ms per keystroke at 10,000; a new chat after a delete 7.1 s;
- search as you type (3+ characters): 10-25 ms; ``history list``: ~400 ms;
- cache after everything expired: never shrank (111 MB for 3,000+3,000 entries).

GUI figures come from a child process (offscreen Qt) with a 5 ms QTimer
heartbeat: the longest gap between beats is the longest stall.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.history_build import Corpus, build
from services.cache import PAGE, SEARCH, Cache, file_size
from services.storage import History

ROOT = Path(__file__).resolve().parents[1]
MB = 1024 * 1024

GUI_SCRIPT = r"""
import json, os, sys, time
launched = float(os.environ["BENCH_LAUNCHED"])
from PySide6.QtCore import QTimer, QElapsedTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
from app.settings import Settings
from app.secrets import Secrets
from app.gui import app_services
from ui.main_window import MainWindow
settings = Settings()
window = MainWindow(app_services(settings))
window.show()
app.processEvents()
window.open_history()
beats = {"last": time.perf_counter(), "worst": 0.0}
def beat():
    now = time.perf_counter()
    beats["worst"] = max(beats["worst"], now - beats["last"])
    beats["last"] = now
timer = QTimer(); timer.timeout.connect(beat); timer.start(5)
def wait(cond, limit=60.0):
    end = time.perf_counter() + limit
    while not cond() and time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.001)
wait(lambda: window.conversations.count() > 0)
shown = time.time() - launched
def stall(action, done):
    wait(lambda: window.feed.pending == 0 and window.session.loading == 0, 5)
    beats["last"], beats["worst"] = time.perf_counter(), 0.0
    action()
    wait(done)
    for _ in range(20):
        app.processEvents(); time.sleep(0.005)
    return beats["worst"]
ids = window.conversations.ids()
def opened():
    return (window.session.loading == 0 and bool(window.chat.entries)
            and getattr(window.chat, "pending", 0) == 0)
cold_stall = stall(lambda: window.open_conversation(ids[min(40, len(ids) - 1)]), opened)
open_stalls = [stall(lambda k=k: window.open_conversation(ids[min(k, len(ids) - 1)]), opened)
               for k in (60, 80, 100, 120, 140)]
def typing():
    for ch in sys.argv[1]:
        window.conversations.search.setText(window.conversations.search.text() + ch)
        end = time.perf_counter() + 0.12
        while time.perf_counter() < end:
            app.processEvents(); time.sleep(0.002)
type_stall = stall(typing, lambda: window.feed.pending == 0)
clear_stall = stall(lambda: window.conversations.search.clear(),
                    lambda: window.feed.pending == 0 and window.conversations.count() > 0)
victim = window.conversations.ids()[3]
delete_stall = stall(lambda: window.delete_conversation(victim),
                     lambda: window.feed.pending == 0 and victim not in window.conversations.ids())
start = time.perf_counter()
window.session.history.create_conversation("after delete")
new_chat = time.perf_counter() - start
print(json.dumps({"shown": shown, "open": max(open_stalls),
                  "open_median": sorted(open_stalls)[len(open_stalls) // 2],
                  "cold": cold_stall, "type": type_stall,
                  "clear": clear_stall,
                  "delete": delete_stall, "new_chat": new_chat}))
window.shutdown()
"""


def _median_ms(fn: object, repeat: int = 7) -> float:
    runs = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()  # type: ignore[operator]
        runs.append(time.perf_counter() - start)
    return statistics.median(runs) * 1e3


def _search_ms(h: History, query: str) -> float:
    """As the sidebar searches: the best 50 hits."""
    return _median_ms(lambda: h.search(query, limit=50))


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ, FOOTNOTE_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def gui(home: Path, word: str) -> dict[str, float]:
    env = _env(home)
    env["BENCH_LAUNCHED"] = repr(time.time())
    out = subprocess.run(
        [sys.executable, "-c", GUI_SCRIPT, word], env=env, capture_output=True, text=True,
        timeout=600, cwd=ROOT, check=False,
    )
    lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
    if not lines:
        raise SystemExit(f"GUI run failed:\n{out.stderr[-3000:]}")
    result: dict[str, float] = json.loads(lines[-1])
    return result


def cli_list(home: Path, repeat: int = 5) -> float:
    runs = []
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "app", "history", "list", "--limit", "20"], env=_env(home),
            capture_output=True, timeout=60, cwd=ROOT, check=True,
        )
        runs.append(time.perf_counter() - start)
    return statistics.median(runs)


def cache(folder: Path, cap_mb: int = 64) -> tuple[float, float, float]:
    """3,000 pages (20 KB) and 3,000 searches (4 KB) into a cap; then all expire."""
    now = [1_000_000.0]
    path = folder / "cache.sqlite3"
    rng = random.Random(3)
    letters = "abcdefghijklmnopqrstuvwxyz     "
    c = Cache(path, clock=lambda: now[0], max_bytes=cap_mb * MB)
    for n in range(3000):
        now[0] += 1
        c.put(PAGE, f"p{n}", json.dumps("".join(rng.choices(letters, k=20_000))), 3600)
        c.put(SEARCH, f"s{n}", json.dumps("".join(rng.choices(letters, k=4_000))), 3600)
    full = file_size(path) / MB
    c.close()
    now[0] += 7200
    c = Cache(path, clock=lambda: now[0], max_bytes=cap_mb * MB)
    expired = file_size(path) / MB
    c.close()
    return cap_mb, full, expired


def main(argv: list[str]) -> int:
    reuse = Path(argv[argv.index("--reuse") + 1]) if "--reuse" in argv else None
    numbers = [a for a in argv if a.isdigit()]
    conversations = int(numbers[0]) if numbers else 1000
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        path = home / "data" / "history.sqlite3"
        path.parent.mkdir(parents=True)
        if reuse is not None:
            built = json.loads(Path(str(reuse) + ".json").read_text())
            path.write_bytes(reuse.read_bytes())
            conversations, text_read = built["conversations"], built["text_read"]
            print(f"build: reused {reuse} ({conversations} conversations, built in "
                  f"{built['seconds']:.0f} s)")
        else:
            made = build(path, conversations, Corpus())
            text_read = made.text_read
            print(f"build: {conversations} conversations in {made.seconds:.1f} s "
                  f"({made.seconds / conversations * 1e3:.0f} ms each)")
        size = path.stat().st_size
        print(f"database: {size / MB:.0f} MB, {size / conversations / 1024:.0f} KB per "
              f"conversation; {size / text_read:.2f}x the text read (before: 4.6x, 470 KB)")
        with History(path) as h:
            common = h.search("the")  # warm the index
            del common
            text = h.thread(h.conversations_page(1)[0].id)[1].content
            word = max((w.strip(".?!,") for w in text.split() if w.strip(".?!,").isalpha()),
                       key=len)
            prefixes = [word[:n].lower() for n in range(3, min(len(word), 7) + 1)] or [word]
            times = [_search_ms(h, p) for p in prefixes]
            rare = _median_ms(lambda: h.search("zzqx", limit=50))
            print(f"search as you type {prefixes}: {max(times):.1f} ms worst, "
                  f"{statistics.median(times):.1f} ms median, ranked (before: 10-25 ms); "
                  f"no match {rare:.1f} ms")
            short = [_search_ms(h, p) for p in ("b", "ka")]
            print(f"search one/two letters: {short[0]:.1f} / {short[1]:.1f} ms "
                  f"(before: 206 ms scan at 10,000)")
            page = _median_ms(lambda: h.conversations_page(100, h.conversations_page(1)[0]))
            print(f"one sidebar page (100 rows): {page:.1f} ms, any depth")
        figures = gui(home, word[:5].lower())
        print(f"start to list shown: {figures['shown']:.2f} s (before: 0.7 / 1.0 / 2.3 s)")
        print(
            f"longest GUI stall: open {figures['open'] * 1e3:.0f} ms worst of 5, "
            f"{figures['open_median'] * 1e3:.0f} ms median (first open, loading the "
            f"chat view's modules: {figures['cold'] * 1e3:.0f} ms), typing "
            f"{figures['type'] * 1e3:.0f} ms, clearing search {figures['clear'] * 1e3:.0f} ms, "
            f"delete {figures['delete'] * 1e3:.0f} ms; new chat right after a delete "
            f"{figures['new_chat'] * 1e3:.0f} ms (before: 681 ms / 250 ms / 595 ms / 7.1 s)"
        )
        print(f"history list (CLI): {cli_list(home) * 1e3:.0f} ms median of 5 "
              f"(before: ~400 ms)")
        cap, full, expired = cache(Path(tmp))
        print(f"cache: cap {cap} MB; {full:.0f} MB after 3,000 pages + 3,000 searches; "
              f"{expired:.1f} MB after all expired (before: 111 MB, never shrank)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
