"""Which "check this" reasons land on wrong claims, and which on correct ones.

Run: ``python -m bench.support_reasons [PART ...]`` (default: every labelled part of
``bench/support_set`` and the older hand-written set). For every claim the check labels
``weak``, its reason and the rule that found it (``number_missing/numbers``) are counted
by the claim's label, over all parts together; a reason that lands on wrong claims far
more often than on correct ones, in some narrowly defined situation, is one that may be
judged unsupported there. With ``--claims`` the weak wrong claims are listed too.
"""

from __future__ import annotations

import sys
from collections import Counter

from bench.support import OLD_CASES, SETS, judged


def main(argv: list[str]) -> None:
    names = [a for a in argv if not a.startswith("--")]
    paths = [SETS / f"{n}.json" for n in names] or [*sorted(SETS.glob("*.json")), OLD_CASES]
    tally: Counter[tuple[str, str]] = Counter()
    wrong_weak = []
    for path in paths:
        if not path.is_file():
            raise SystemExit(f"no labelled set {path}; name one of "
                             f"{sorted(p.stem for p in SETS.glob('*.json'))}")
        for label, judgment, kind, claim, reason in judged(path, rules=True):
            if judgment != "weak":
                continue
            tally[reason, label] += 1
            if label == "unsupported":
                wrong_weak.append(f"  {path.stem} [{kind} {reason}] {claim}")
    reasons = sorted({r for r, _ in tally}, key=lambda r: (-tally[r, "unsupported"],
                                                          tally[r, "supported"]))
    print(f"{'weak reason/rule':<36} {'on correct':>10} {'on wrong':>9}")
    for reason in reasons:
        print(f"{reason:<36} {tally[reason, 'supported']:>10} {tally[reason, 'unsupported']:>9}")
    if "--claims" in argv:
        print("\nwrong claims labelled weak:")
        print("\n".join(wrong_weak))


if __name__ == "__main__":
    main(sys.argv[1:])
