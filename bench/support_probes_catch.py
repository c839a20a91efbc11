"""Probes of the support check's catches: wrong claims of a wrong entity, an invented
detail or a wrong number (and correct paraphrases beside them) over 32 short pages
written for the purpose in English, German, French and Spanish, none taken from a
labelled part. The first 22 pages were written while changing the checker; the next
five (47 claims) and the last five (47 claims) each before it was run on them, then
used for changes too.

Run: ``python -m bench.support_probes_catch [-v]``. Prints each claim judged against its
label (every one with ``-v``), then how many wrong claims were missed and how many
correct ones were labelled unsupported. The pages are short (60 to 180 words); two are
English pages dense with names (a match report, a castle's history).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from services.citations.support import explain

PROBES = Path(__file__).with_suffix(".json")


def main(argv: list[str]) -> None:
    data = json.loads(PROBES.read_text(encoding="utf-8"))
    missed = false = wrong = right = 0
    for page, claim, label in data["cases"]:
        support, finding = explain(claim, data["pages"][page])
        bad = (label == "supported") == (support == "unsupported")
        if bad or "-v" in argv:
            rule = finding.rule if finding is not None else ""
            print(f"{'XX' if bad else '  '} {label:<11} {support:<11} {rule:<16} {claim}")
        if label == "unsupported":
            wrong += 1
            missed += support != "unsupported"
        else:
            right += 1
            false += support == "unsupported"
    print(f"wrong claims missed: {missed}/{wrong}; correct claims labelled unsupported: "
          f"{false}/{right}")


if __name__ == "__main__":
    main(sys.argv[1:])
