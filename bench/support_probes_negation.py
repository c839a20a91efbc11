"""Negation probes: correct claims that say a page's negation in other words (en, de, zh,
fr, es), written for the negation check's weighing (issue 23, sneg8), none taken from a
labelled part.

Run: ``python -m bench.support_probes_negation``. Prints each claim's label and the check
that decided, and counts the correct claims labelled unsupported, and how many of those
the negation checks decided. Some are still labelled unsupported by other checks (names,
coverage, list items) or by the negation check where only a lexicon would tell ("near"
for "not far", "weaker than" for "not as good as"): they are left in as the measure.
"""

from __future__ import annotations

import json
from pathlib import Path

from services.citations.support import explain

PROBES = Path(__file__).with_suffix(".json")
"""[{page, claim}]: each claim says what its page says."""


def main() -> None:
    probes = json.loads(PROBES.read_text(encoding="utf-8"))
    false = negation = 0
    for probe in probes:
        support, finding = explain(probe["claim"], probe["page"])
        rule = f"{finding.reason}/{finding.rule}" if finding is not None else ""
        false += support == "unsupported"
        negation += support == "unsupported" and rule.startswith("negation/")
        print(f"{support:<12} {rule:<32} {probe['claim']}")
    print(f"correct claims labelled unsupported: {false}/{len(probes)}, "
          f"by the negation checks: {negation}")


if __name__ == "__main__":
    main()
