"""Per-part counts of the support check (false, weak-on-correct, caught), and a
diff of every claim's label against a saved run.

Run: ``python -m bench.support_parts [--save FILE] [--diff FILE]``. ``--save``
writes each claim's label; ``--diff`` prints claims whose label changed since.
"""

from __future__ import annotations

import json
import sys

from bench.support import SETS, judged
from bench.support_part_totals import line

PARTS = ["dev", "heldout", *(f"heldout{n}" for n in range(2, 41))]


def main(argv: list[str]) -> None:
    labels: dict[str, str] = {}
    for part in PARTS:
        rows = judged(SETS / f"{part}.json")
        print(line(part, rows))
        for number, row in enumerate(rows):
            labels[f"{part}#{number}"] = f"{row[0]}|{row[1]}|{row[3]}"
    if "--save" in argv:
        with open(argv[argv.index("--save") + 1], "w", encoding="utf-8") as out:
            json.dump(labels, out, ensure_ascii=False)
    if "--diff" in argv:
        with open(argv[argv.index("--diff") + 1], encoding="utf-8") as saved:
            before = json.load(saved)
        for key, now in labels.items():
            if before.get(key) != now:
                print(f"{key}: {before.get(key)} -> {now.split('|')[1]}")


if __name__ == "__main__":
    main(sys.argv[1:])
