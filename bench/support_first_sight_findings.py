"""Every finding the checker of a round weighed on a claim, for the first-sight forms
(sgate22: the agreement of two findings).

The first-sight history keeps only the deciding finding of each claim. To read whether
another finding stood beside it, the checker of the round is run again on its parts: the
round's sources extracted from git into a directory of their own (``git archive COMMIT
services bench resources``, the parts copied in if they came later), and this file run
as a script with that directory first on ``PYTHONPATH``, so it imports that round's
checker::

    PYTHONPATH=OLD python bench/support_first_sight_findings.py heldout76 ... > F.jsonl

It wraps the support module's ``judge`` to see its ``against`` (the findings, the third
argument in every round since heldout30) and prints one line per claim: part, index,
verdict and the findings as ``[reason, certain, rule, claimed]``. Only ``explain``,
``judge``, ``load`` and ``SETS`` are used, which every round has. ``with_findings`` reads
such lines back onto the history's rows (``findings``); a row whose verdict differs from
the history's is left without them (one did: 4,409 of 4,410 agree). From sgate22 on,
``bench.support_first_sight_record`` keeps the findings in the history's rows at each
round's start (``explained``), and those stand.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

Row = dict[str, Any]


def explained(claim: str, page: str) -> tuple[str, Any, list[list[Any]]]:
    """``explain`` of the checker on ``PYTHONPATH`` with every finding it weighed
    (``judge``'s ``against``, as ``[reason, certain, rule, claimed]``)."""
    import services.citations.support as checker  # the round's, by PYTHONPATH

    seen: dict[str, list[Any]] = {}
    judge = checker.judge  # type: ignore[attr-defined]

    def watched(*args: Any, **kwargs: Any) -> Any:
        seen["against"] = list(args[2] if len(args) > 2 else kwargs.get("against", ()))
        return judge(*args, **kwargs)

    checker.judge = watched  # type: ignore[attr-defined]
    try:
        support, finding = checker.explain(claim, page)
    finally:
        checker.judge = judge  # type: ignore[attr-defined]
    found = [[f.reason, bool(f.certain), f.rule, str(getattr(f, "claimed", ""))]
             for f in seen.get("against", ())]
    return support, finding, found


def capture(parts: list[str]) -> None:
    """Print every claim of ``parts`` with the findings the checker weighed on it."""
    from bench.support import SETS, load

    for part in parts:
        sources, cases = load(SETS / f"{part}.json")
        for index, case in enumerate(cases):
            support, _finding, found = explained(case["claim"], sources[case["source"]])
            print(json.dumps({"part": part, "index": index, "support": support,
                              "findings": found}, ensure_ascii=False), flush=True)


def with_findings(rows: Iterable[Row], paths: Iterable[Path], key: str = "findings",
                  verdict: str = "verdict") -> None:
    """``key`` on every row a captured line of ``paths`` names with the same verdict (the
    row's ``verdict``: the first-sight one, or ``today``'s for today's captures)."""
    lines: dict[tuple[str, int], Row] = {}
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                got = json.loads(line)
                lines[got["part"], got["index"]] = got
    for row in rows:
        got = lines.get((row["part"], row["index"]))
        if key in row and key == "findings":
            continue  # recorded with the history's row (``support_first_sight_record``)
        if got is not None and got["support"] == row[verdict]:
            row[key] = got["findings"]


if __name__ == "__main__":
    capture(sys.argv[1:])
