"""Backtracking rules: Python's ``re`` (the old matcher) against RE2 (the current one).

Run: ``python -m bench.hostile_rules``. For each pathological rule, prints the
time Python's ``re`` takes on ``https://example.org/aaa…a!`` as the run of
``a`` grows (it doubles with every character for ``(a+)+$``) and the time the
blacklist takes on a URL of 50,000 ``a``. The anchor is ``re`` at 24
characters; the ratio says how many times faster the blacklist is on an input
two thousand times longer. Each ``re`` run is in a subprocess killed after
``--limit`` seconds.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from services.blacklist import Blacklist  # noqa: E402

RULES = ["(a+)+$", "(x|x)*y", "(a|aa)+$", "(.*a){12}$"]
LONG = 50_000


def time_python_re(pattern: str, n: int, limit: float) -> float | None:
    python_pattern = pattern.replace("x|x", "a|a").replace("*y", "*b")
    code = (
        f"import re, time; p = re.compile({python_pattern!r}); "
        f"s = 'https://example.org/' + 'a' * {n} + '!'\n"
        "t = time.perf_counter(); p.search(s); print(time.perf_counter() - t)"
    )
    try:
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                              timeout=limit, check=True)
    except subprocess.TimeoutExpired:
        return None
    return float(done.stdout.strip())


def time_blacklist(pattern: str, n: int, repeat: int = 5) -> float:
    rules = Blacklist.parse(f"/{pattern.replace('x|x', 'a|a').replace('*y', '*b')}/")
    assert not rules.errors, rules.errors
    url = "https://example.org/" + "a" * n + "!"
    start = time.perf_counter()
    for _ in range(repeat):
        rules.blocks(url)
    return (time.perf_counter() - start) / repeat


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--limit", type=float, default=20.0, help="seconds before re is killed")
    args = parser.parse_args()
    for pattern in RULES:
        shown = []
        anchor = None
        for n in (16, 20, 22, 24):
            took = time_python_re(pattern, n, args.limit)
            shown.append(f"n={n}: " + ("killed" if took is None else f"{took * 1000:.1f} ms"))
            if n == 24:
                anchor = took if took is not None else args.limit
        ours = time_blacklist(pattern, LONG)
        ratio = (anchor or 0.0) / ours if ours else float("inf")
        print(f"/{pattern}/")
        print(f"  python re   {', '.join(shown)}")
        print(f"  blacklist   n={LONG}: {ours * 1000:.2f} ms")
        print(f"  ratio       re at n=24 / blacklist at n={LONG}: {ratio:,.0f}x")


if __name__ == "__main__":
    main()
