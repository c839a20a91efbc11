"""Stress the extraction engine with the shared dev pages, served locally.

Measures, against the goals of the extraction-engine issue:

* crashed batches: ``python -m app fetch --json`` on 16 pages at the highest
  parallelism (8 extractions at once), many times; a batch that dies by a
  signal counts (goal 0). The peak RSS of the whole process tree (the app and
  its extraction workers) is sampled meanwhile.
* pages per second with 1, 2 and 3 extractions at once, and p50/p95 page
  latency (from the batch queued to the page done; older checkouts: from its
  download start), through ``FetchService``.
* the longest GUI-thread stall (20 ms QTimer heartbeat) while three large pages
  extract on a background task (``workers.task``) and an answer streams into a
  text view (goal under 50 ms).

``--repo DIR`` runs the same measurements against another checkout (for
before/after figures); the code there is imported instead of this one.

    python bench/stress.py [--batches 48] [--repo DIR] [--shared ../shared]
"""

from __future__ import annotations

import argparse
import http.server
import inspect
import itertools
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SETS = ("extraction", "extraction-more", "extraction-wide")


def page_files(shared: Path) -> tuple[list[Path], list[Path]]:
    """16 pages spread over the three sets, and the 3 largest pages of them all."""
    every: list[Path] = []
    for name in SETS:
        folder = shared / "bench" / name / "pages"
        if folder.is_dir():
            every.extend(sorted(p for p in folder.iterdir() if p.is_file()))
    if not every:
        raise SystemExit(f"no shared pages under {shared}/bench")
    step = max(1, len(every) // 16)
    sample = every[::step][:16]
    largest = sorted(every, key=lambda p: p.stat().st_size, reverse=True)[:3]
    return sample, largest


class _Pages(http.server.BaseHTTPRequestHandler):
    root: Path = Path()

    def do_GET(self) -> None:
        path = (self.root / self.path.lstrip("/").split("?")[0]).resolve()
        if not str(path).startswith(str(self.root)) or not path.is_file():
            self.send_error(404)
            return
        body = path.read_bytes()
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        if path.suffix == ".gz":  # the shared pages are stored gzipped: send them as such
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *_args: object) -> None:
        pass


def serve(root: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    handler = type("Pages", (_Pages,), {"root": root.resolve()})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def profile(parallel: int) -> str:
    home = tempfile.mkdtemp(prefix="footnote-stress-")
    Path(home, "config").mkdir()
    Path(home, "config", "settings.json").write_text(json.dumps({
        "fetch.max_parallel_extractions": parallel, "fetch.max_parallel_downloads": 16,
        "fetch.allow_private_network": True, "fetch.fallback": "none", "cache.enabled": False,
        "fetch.extract_timeout_s": 60,
    }))
    return home


def tree_rss_kb(pid: int) -> int:
    """RSS of ``pid`` and all its descendants (Linux /proc)."""
    total, todo = 0, [pid]
    while todo:
        current = todo.pop()
        try:
            with open(f"/proc/{current}/status", encoding="ascii") as status:
                for line in status:
                    if line.startswith("VmRSS:"):
                        total += int(line.split()[1])
            for task in os.listdir(f"/proc/{current}/task"):
                with open(f"/proc/{current}/task/{task}/children", encoding="ascii") as kids:
                    todo.extend(int(k) for k in kids.read().split())
        except (OSError, ValueError):
            continue
    return total


def crash_batches(repo: Path, urls: list[str], batches: int) -> dict[str, object]:
    home = profile(8)
    env = dict(os.environ, FOOTNOTE_HOME=home, PYTHONPATH=str(repo))
    crashed, peak, signals = 0, 0, []
    for _ in range(batches):
        proc = subprocess.Popen([sys.executable, "-m", "app", "fetch", "--json", *urls],
                                cwd=repo, env=env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE)
        while proc.poll() is None:
            peak = max(peak, tree_rss_kb(proc.pid))
            time.sleep(0.05)
        _out, err = proc.communicate()
        if proc.returncode < 0 or proc.returncode >= 128 or b"Fatal Python" in err:
            crashed += 1
            signals.append(proc.returncode)
    return {"batches": batches, "crashed": crashed, "exit_codes": signals,
            "peak_rss_mb": round(peak / 1024, 1)}


def _service(settings: dict[str, object], workers: int) -> object:
    from services.fetch import FetchService

    try:
        from services.fetch.pool import ExtractionPool
    except ImportError:  # a checkout from before the worker processes
        from concurrent.futures import ThreadPoolExecutor

        return FetchService(settings, executor=ThreadPoolExecutor(workers))  # type: ignore[call-arg]
    return FetchService(settings, pool=ExtractionPool(workers))


def throughput(urls: list[str], workers: int, rounds: int = 3) -> dict[str, float]:
    from app.settings_schema import SETTINGS

    settings = {s.name: s.default for s in SETTINGS}
    settings.update({"fetch.max_parallel_extractions": workers,
                     "fetch.max_parallel_downloads": 16, "fetch.allow_private_network": True,
                     "fetch.fallback": "none", "cache.enabled": False,
                     "fetch.extract_timeout_s": 60.0})
    service = _service(settings, workers)
    service.fetch(urls[:workers])  # type: ignore[attr-defined]  # warm the workers up
    latencies: list[float] = []
    pages, elapsed = 0, 0.0
    started: dict[str, float] = {}

    def on_event(event: object) -> None:
        # A page's latency runs from the start of its download where the service
        # reports one (checkouts before the typed page events: "download" and
        # "done" stages), else from its batch being queued to the page's end.
        kind = getattr(event, "kind", "") or getattr(event, "stage", "")
        if kind == "pages_queued":
            started.update(dict.fromkeys(getattr(event, "urls", ()), time.monotonic()))
        elif kind == "download":
            started[getattr(event, "url", "")] = time.monotonic()
        elif kind in ("done", "page_read", "page_failed") and getattr(event, "url", "") in started:
            latencies.append(time.monotonic() - started.pop(getattr(event, "url", "")))

    typed = "on_event" in inspect.signature(service.fetch).parameters  # type: ignore[attr-defined]
    listen = {"on_event" if typed else "on_progress": on_event}
    for _ in range(rounds):
        started.clear()
        t0 = time.monotonic()
        result = service.fetch(urls, **listen)  # type: ignore[attr-defined]
        elapsed += time.monotonic() - t0
        pages += sum(1 for item in result.items if item.ok)
    close = getattr(service, "close", None)
    if callable(close):
        close()
    pool = getattr(service, "executor", None)
    if pool is not None:
        pool.shutdown(wait=False)
    latencies.sort()
    return {"pages_per_s": round(pages / elapsed, 2),
            "p50_ms": round(1000 * statistics.median(latencies)),
            "p95_ms": round(1000 * latencies[int(0.95 * (len(latencies) - 1))])}


def engine(files: list[Path], workers: int, rounds: int = 2) -> float:
    """Pages extracted per second with ``workers`` at once, bodies already in memory
    (the extraction engine alone: no download, no budget)."""
    import gzip
    from concurrent.futures import ThreadPoolExecutor

    bodies = [gzip.decompress(p.read_bytes()) if p.suffix == ".gz" else p.read_bytes()
              for p in files]
    try:
        from services.fetch import jobs
        from services.fetch.pool import ExtractionPool
    except ImportError:  # before the worker processes: extraction on threads
        from services.extract import decode_html, extract_page

        def run_one(body: bytes) -> object:
            return extract_page(decode_html(body, None), "https://example.org/")

        close = None
    else:
        pool = ExtractionPool(workers, idle_exit_s=600)

        def run_one(body: bytes) -> object:
            return pool.run(jobs.extract_html, (body, None, "https://example.org/"),
                            timeout_s=120)

        close = pool.shutdown
    with ThreadPoolExecutor(workers) as threads:
        list(threads.map(run_one, bodies[:workers]))  # start the workers
        started = time.monotonic()
        for _ in range(rounds):
            list(threads.map(run_one, bodies))
        elapsed = time.monotonic() - started
    if close is not None:
        close()
    return round(rounds * len(bodies) / elapsed, 2)


def gui_stall(big_urls: list[str]) -> dict[str, float]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QTextBrowser

    from app.secrets import Secrets
    from app.settings import Settings
    from app.wiring.fetch import build_fetch_service
    from services import tokens
    from workers.task import run_task, wait_all

    app = QApplication.instance() or QApplication([])
    tokens.warm()
    settings = Settings()
    settings.update({"fetch.allow_private_network": True, "fetch.fallback": "none",
                     "cache.enabled": False, "fetch.extract_timeout_s": 60})
    service = build_fetch_service(settings, Secrets(settings))
    view = QTextBrowser()
    view.resize(800, 600)
    view.show()
    answer: list[str] = []
    ticks: list[float] = []

    def stream() -> None:  # an answer arriving at about 100 tokens a second
        answer.append(f"word{len(answer)} ")
        if len(answer) % 40 == 0:
            answer.append("\n\n")
        view.setMarkdown("".join(answer))

    heartbeat, streamer = QTimer(), QTimer()
    heartbeat.setInterval(20)
    heartbeat.timeout.connect(lambda: ticks.append(time.monotonic()))
    streamer.setInterval(10)
    streamer.timeout.connect(stream)
    done = threading.Event()
    heartbeat.start()
    streamer.start()
    started = time.monotonic()
    run_task(lambda: service.fetch(list(big_urls)), lambda _r: done.set(),
             lambda _e: done.set())
    while not done.is_set() and time.monotonic() - started < 120:
        app.processEvents()
        time.sleep(0.001)
    heartbeat.stop()
    streamer.stop()
    wait_all(10000)
    close = getattr(service, "close", None)
    if callable(close):
        close()
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    return {"longest_stall_ms": round(1000 * max(gaps), 1) if gaps else -1.0,
            "seconds": round(time.monotonic() - started, 2)}


_COLD = """
import time
from services.fetch import jobs
from services.fetch.pool import ExtractionPool
if __name__ == "__main__":
    pool = ExtractionPool(3)
    t0 = time.perf_counter()
    pool.run(jobs.worker_probe, timeout_s=60)
    first = time.perf_counter() - t0
    pids = pool.worker_pids()
    t0 = time.perf_counter()
    pool.run(jobs.worker_probe, timeout_s=60)
    warm = time.perf_counter() - t0
    rss = []
    for pid in pids:
        with open(f"/proc/{pid}/status") as status:
            rss += [int(l.split()[1]) for l in status if l.startswith("VmRSS:")]
    pool.shutdown()
    print(round(first * 1000), round(warm * 1000, 1), round(max(rss) / 1024, 1))
"""


def cold_start(repo: Path, runs: int = 5) -> dict[str, float]:
    """First-fetch cost: a fresh process's first job (fork server + preload + workers)."""
    script = Path(tempfile.mkdtemp()) / "cold.py"
    script.write_text(_COLD)
    firsts, warms, rss = [], [], []
    for _ in range(runs):
        out = subprocess.run([sys.executable, str(script)], cwd=repo, capture_output=True,
                             text=True, env=dict(os.environ, PYTHONPATH=str(repo)), check=True)
        first, warm, worker_mb = out.stdout.split()
        firsts.append(float(first))
        warms.append(float(warm))
        rss.append(float(worker_mb))
    return {"first_job_ms": statistics.median(firsts), "next_job_ms": statistics.median(warms),
            "worker_rss_mb": statistics.median(rss)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--batches", type=int, default=48)
    parser.add_argument("--repo", type=Path, default=HERE.parent)
    parser.add_argument("--shared", type=Path, default=HERE.parent.parent / "shared")
    parser.add_argument("--part", choices=("all", "crash", "speed", "gui", "cold"),
                        default="all")
    args = parser.parse_args()
    repo = args.repo.resolve()
    sys.path.insert(0, str(repo))
    sample, largest = page_files(args.shared.resolve())
    server, base = serve(args.shared.resolve() / "bench")
    root = (args.shared.resolve() / "bench")
    urls = [f"{base}/{p.relative_to(root).as_posix()}" for p in sample]
    big = [f"{base}/{p.relative_to(root).as_posix()}" for p in largest]
    report: dict[str, object] = {"repo": str(repo)}
    if args.part in ("all", "crash"):
        report["crash"] = crash_batches(repo, urls, args.batches)
        print(json.dumps(report["crash"]), flush=True)
    if args.part in ("all", "speed"):
        speed = {str(n): throughput(urls, n) for n in (1, 2, 3)}
        for n in (1, 2, 3):
            speed[str(n)]["engine_pages_per_s"] = engine(sample, n)
        for figures in speed.values():
            figures["engine_x_of_one"] = round(
                figures["engine_pages_per_s"] / speed["1"]["engine_pages_per_s"], 2)
        one = speed["1"]["pages_per_s"]
        for figures in speed.values():
            figures["x_of_one_worker"] = round(figures["pages_per_s"] / one, 2)
        report["speed"] = speed
        print(json.dumps(speed), flush=True)
    if args.part in ("all", "cold") and (repo / "services" / "fetch" / "pool.py").exists():
        report["cold"] = cold_start(repo)
        print(json.dumps(report["cold"]), flush=True)
    if args.part in ("all", "gui"):
        stall = gui_stall(big)
        stall["x_of_50ms_goal"] = round(stall["longest_stall_ms"] / 50, 2)
        report["gui"] = stall
        print(json.dumps(stall), flush=True)
    server.shutdown()
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
