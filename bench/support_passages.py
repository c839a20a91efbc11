"""The window each misjudged claim of a part was judged against, beside the sentences
that hold most of the claim: to tell whether the checker read the passage a careful
reader would cite (right; a list item, row or heading instead of the prose; too wide, so
a detail is matched in a neighbour; too narrow, for a summary of several sentences).

Run: ``python -m bench.support_passages PART [--all]`` (only a part that is tuned on:
it shows claims; a validation part is measured with ``bench.support --totals`` alone).
``--all`` lists every claim, not only the misjudged ones.
"""

from __future__ import annotations

import sys

from bench.support import SETS, load
from services.citations.passages import SourceIndex, terms
from services.citations.support import explain_window

ALTERNATIVES = 3
"""Sentences shown that hold most of the claim on their own."""


def _flat(text: str, limit: int) -> str:
    return text.replace("\n", " / ")[:limit]


def main(argv: list[str]) -> None:
    part = next(a for a in argv if not a.startswith("--"))
    sources, cases = load(SETS / f"{part}.json")
    for number, case in enumerate(cases):
        text = sources[case["source"]]
        match, support, finding = explain_window(case["claim"], text)
        index = SourceIndex(text)
        wanted = terms(case["claim"])
        wrong = (case["label"] == "supported") != (support == "supported") and not (
            case["label"] == "unsupported" == support)
        if not wrong and "--all" not in argv:
            continue
        rule = f"{finding.reason}/{finding.rule}" if finding is not None else ""
        print(f"=== {part}#{number} [{case['label']} -> {support}] {case['kind']} {rule}")
        print(f"claim:  {case['claim']}")
        if match is None:
            print("window: none")
            continue
        print(f"window: [{match.first}-{match.last}, coverage {match.coverage:.2f}] "
              f"{_flat(text[match.start : match.end], 500)}")
        unique = list(dict.fromkeys(wanted))
        held = sorted(((index.spread_between(unique, k, k), k)
                       for k in range(len(index.spans))), reverse=True)[:ALTERNATIVES]
        for coverage, k in held:
            inside = "*" if match.first <= k <= match.last else " "
            print(f"  {inside}{k} {coverage:.2f} {_flat(index.sentence(k), 240)}")


if __name__ == "__main__":
    main(sys.argv[1:])
