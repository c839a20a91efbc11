"""Development / validation halves of a shared extraction set.

A page is development when its id sits at an even position (0, 2, ...) in the sorted ids of its
set, validation otherwise. Prints the ids of one half, one a line, or scores a prediction folder
per half and page type.

    python bench/split_halves.py SET dev|val
    python bench/split_halves.py SET score PRED_DIR
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

BENCH = Path("/work/shared/bench")
SCORE = BENCH / "extraction" / "score.py"


def truth_rows(set_name: str) -> list[dict]:
    lines = (BENCH / set_name / "truth.jsonl").read_text(encoding="utf-8").split("\n")
    return [json.loads(line) for line in lines if line.strip()]


def halves(set_name: str) -> dict[str, str]:
    """Page id -> 'dev' or 'val'."""
    ids = sorted(row["id"] for row in truth_rows(set_name))
    return {page: ("dev" if i % 2 == 0 else "val") for i, page in enumerate(ids)}


def score(set_name: str, pred: str) -> None:
    out = subprocess.run(
        [sys.executable, str(SCORE), "--pred", pred,
         "--truth", str(BENCH / set_name / "truth.jsonl"), "--json", "--per-page"],
        capture_output=True, text=True, check=True).stdout
    pages = json.loads(out)["per_page"]
    half = halves(set_name)
    kind = {row["id"]: row.get("page_type", row.get("kind", "?")) for row in truth_rows(set_name)}
    table: dict[tuple[str, str], list[float]] = defaultdict(list)
    for page in pages:
        for key in ((half[page["id"]], "all"), (half[page["id"]], kind[page["id"]])):
            table[key].append(page["f1"])
    for key in sorted(table):
        f1s = table[key]
        fails = sum(1 for f in f1s if f < 0.5)
        mean = sum(f1s) / len(f1s)
        print(f"{set_name} {key[0]:3} {key[1]:14} n={len(f1s):4} F1={mean:.4f} fail={fails}")


if __name__ == "__main__":
    name, mode = sys.argv[1], sys.argv[2]
    if mode == "score":
        score(name, sys.argv[3])
    else:
        print("\n".join(page for page, h in sorted(halves(name).items()) if h == mode))
