"""Record how the checker of one commit judges named parts: one JSON line per claim.

Run inside a worktree of the commit whose checker should judge (the parts copied into its
``bench/support_set`` if they came later):
``python -m bench.support_first_sight_record heldout71 heldout72 > rows.jsonl``.
Each line: part, index, label, kind, verdict, reason (as ``bench.support.judged`` gives
them), for a claim not judged ``supported`` the deciding finding's ``rule``, ``reason``
(as ``finding_reason``), ``claimed``, ``stated`` and ``certain``, and every finding the
checker weighed (``findings``: ``bench.support_first_sight_findings.explained``; from
sgate22 on). Run at each round's start over its fresh parts, the lines are the
first-sight history (``bench/support_set/first_sight.jsonl``, with a ``round`` field
naming the commit) that ``bench.support_first_sight`` counts. Only ``judged``, ``load``
and ``explain`` are used, so the script runs on the checkers of earlier rounds too (with
this round's ``bench/support_first_sight_findings.py`` copied beside it).
"""

from __future__ import annotations

import json
import sys

import bench.support as bench
from bench.support_first_sight_findings import explained


def main(parts: list[str]) -> None:
    for part in parts:
        path = bench.SETS / f"{part}.json"
        sources, cases = bench.load(path)
        for index, (case, row) in enumerate(zip(cases, bench.judged(path), strict=True)):
            label, verdict, kind, _claim, reason = row
            rule = finding_reason = claimed = stated = ""
            certain = None
            _support, finding, found = explained(case["claim"], sources[case["source"]])
            if verdict != "supported" and finding is not None:
                rule, finding_reason = finding.rule, finding.reason
                claimed = getattr(finding, "claimed", "")
                stated = getattr(finding, "stated", "")
                certain = getattr(finding, "certain", None)
            print(json.dumps({"part": part, "index": index, "label": label, "kind": kind,
                              "verdict": verdict, "rule": rule, "reason": reason,
                              "finding_reason": finding_reason, "claimed": claimed,
                              "stated": stated, "certain": certain, "findings": found},
                             ensure_ascii=False),
                  flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
