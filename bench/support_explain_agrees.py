"""Where ``explain`` (the bench's deciding check) and ``check`` (what the app shows)
give a claim different labels, over every part.

Run: ``python -m bench.support_explain_agrees [--hide PART ...]``: prints each claim
they disagree on, and for the ``--hide`` parts (held back for validation) only how many.
"""

from __future__ import annotations

import sys

from bench.support import SETS, load
from bench.support_parts import PARTS, _hidden
from services.citations.parser import parse
from services.citations.registry import CitationRegistry, Source
from services.citations.support import check, explain


def main(argv: list[str]) -> None:
    hidden = _hidden(argv)
    total = 0
    for part in PARTS:
        sources, cases = load(SETS / f"{part}.json")
        apart = 0
        for number, case in enumerate(cases):
            page = sources[case["source"]]
            registry = CitationRegistry([Source(id=f"s-{number}", url="https://example.org/",
                                                excerpt=page)])
            shown = check(parse(f"{case['claim']} [cite:s-{number}]", registry), registry)[0]
            support, finding = explain(case["claim"], page)
            if support == shown.support:
                continue
            apart += 1
            if part not in hidden:
                rule = finding.rule if finding is not None else "-"
                print(f"{part}#{number}: check {shown.support}, explain {support} ({rule})",
                      flush=True)
        if part in hidden:
            print(f"{part}: {apart} disagreements", flush=True)
        total += apart
    print(f"{total} disagreements in all")


if __name__ == "__main__":
    main(sys.argv[1:])
