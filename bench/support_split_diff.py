"""Per-part counts and a per-claim diff against a saved run, that never shows the
claims of the parts held back for validation (only how many of their labels moved).

Run: ``python -m bench.support_split_diff [--save FILE] [--diff FILE]
[--hide PART ...]``; the hidden parts default to the sentence-splitting work's
validation parts (heldout31, heldout33, heldout35).
"""

from __future__ import annotations

import json
import sys
from collections import Counter

from bench.support import SETS, judged
from bench.support_part_totals import line
from bench.support_parts import PARTS

HIDDEN = ("heldout31", "heldout33", "heldout35")


def _hidden(argv: list[str]) -> set[str]:
    if "--hide" not in argv:
        return set(HIDDEN)
    return {a for a in argv[argv.index("--hide") + 1 :] if not a.startswith("--")}


def main(argv: list[str]) -> None:
    hidden = _hidden(argv)
    labels: dict[str, str] = {}
    for part in PARTS:
        rows = judged(SETS / f"{part}.json")
        print(line(part, rows), flush=True)
        for number, row in enumerate(rows):
            labels[f"{part}#{number}"] = f"{row[0]}|{row[1]}|{row[3]}"
    if "--save" in argv:
        with open(argv[argv.index("--save") + 1], "w", encoding="utf-8") as out:
            json.dump(labels, out, ensure_ascii=False)
    if "--diff" in argv:
        with open(argv[argv.index("--diff") + 1], encoding="utf-8") as saved:
            before = json.load(saved)
        moved: Counter[str] = Counter()
        for key, now in labels.items():
            old = before.get(key)
            if old == now:
                continue
            part = key.split("#")[0]
            if part in hidden:
                label, was, _claim = (old or "||").split("|", 2)
                moved[f"{part}: {label} {was} -> {now.split('|')[1]}"] += 1
            else:
                print(f"{key}: {old} -> {now.split('|')[1]}")
        for what, count in sorted(moved.items()):
            print(f"{what} x{count}")


if __name__ == "__main__":
    main(sys.argv[1:])
