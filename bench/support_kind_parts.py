"""Per-part, per-kind counts of the support check, and a verdict diff that never
shows a claim of a part kept for validation.

Run: ``python -m bench.support_kind_parts [--save FILE] [--diff FILE]
[--validation P1,P2,...] [--kinds] [--only P1,P2,...]``. Every part prints one
line (false-unsupported, weak-on-correct, caught); ``--kinds`` adds label x
judgment counts per kind. ``--diff`` lists the claims whose judgment changed
since a saved run, except in validation parts, where only the counts of changes
(label, before -> after, kind) are printed.
"""

from __future__ import annotations

import json
import sys
from collections import Counter, defaultdict

from bench.support import SETS, judged
from bench.support_part_totals import line

PARTS = ["dev", "heldout", *(f"heldout{n}" for n in range(2, 36))]


def _option(argv: list[str], name: str) -> str | None:
    return argv[argv.index(name) + 1] if name in argv else None


def main(argv: list[str]) -> None:
    validation = set((_option(argv, "--validation") or "").split(",")) - {""}
    only = _option(argv, "--only")
    parts = only.split(",") if only else PARTS
    verdicts: dict[str, list[str]] = {}
    for part in parts:
        rows = judged(SETS / f"{part}.json")
        print(line(part, rows))
        if "--kinds" in argv:
            by_kind: dict[str, Counter[str]] = defaultdict(Counter)
            for label, judgment, kind, _claim, _reason in rows:
                by_kind[kind][f"{label[:3]}->{judgment[:3]}"] += 1
            for kind, tally in sorted(by_kind.items()):
                print(f"    {kind:<12} " + ", ".join(f"{k} {v}" for k, v in sorted(tally.items())))
        for number, (label, judgment, kind, claim, _reason) in enumerate(rows):
            shown = "" if part in validation else claim
            verdicts[f"{part}#{number}"] = [label, judgment, kind, shown]
    saved = _option(argv, "--save")
    if saved:
        with open(saved, "w", encoding="utf-8") as out:
            json.dump(verdicts, out, ensure_ascii=False)
    earlier = _option(argv, "--diff")
    if earlier:
        with open(earlier, encoding="utf-8") as handle:
            before = json.load(handle)
        hidden: Counter[str] = Counter()
        for key, now in verdicts.items():
            was = before.get(key)
            if was is None or was[1] == now[1]:
                continue
            part = key.split("#")[0]
            if part in validation:
                hidden[f"{part}: {now[0]} {was[1]} -> {now[1]} ({now[2]})"] += 1
            else:
                print(f"{key} [{now[0]} {now[2]}] {was[1]} -> {now[1]}: {now[3]}")
        for change, count in sorted(hidden.items()):
            print(f"{change} x{count}")


if __name__ == "__main__":
    main(sys.argv[1:])
