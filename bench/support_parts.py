"""Per-part counts of the support check (false, weak-on-correct, caught), and a
diff of every claim's label against a saved run.

Run: ``python -m bench.support_parts [--save FILE] [--diff FILE] [--hide PART ...]``.
``--save`` writes each claim's label; ``--diff`` prints claims whose label changed
since, except those of the ``--hide`` parts (held back for validation), of which it
prints only how many labels moved which way.
"""

from __future__ import annotations

import json
import sys
from collections import Counter

from bench.support import SETS, judged
from bench.support_part_totals import line

PARTS = ["dev", "heldout", *(f"heldout{n}" for n in range(2, 91))]


def _hidden(argv: list[str]) -> set[str]:
    if "--hide" not in argv:
        return set()
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
