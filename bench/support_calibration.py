"""How often each check's verdict is right, counted without showing a claim.

Run: ``python -m bench.support_calibration PART_OR_FILE ...`` (a part name of
``bench/support_set`` or a path to a labelled file written elsewhere). For every
check that labels a claim ``unsupported`` or ``weak``, it prints how many of those
claims are correct and how many wrong, over all the named parts together.

It prints counts only, never a claim, so it can be run on a fresh part without
opening it: the counts tell which checks are trustworthy on text they were not
written against (a check that flags correct claims about as often as wrong ones
there should say "check this", not "unsupported"), while the claims stay unread.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from bench.support import SETS, judged


def resolve(name: str) -> Path:
    path = Path(name)
    if path.suffix == ".json" and path.is_file():
        return path
    path = SETS / f"{name}.json"
    if not path.is_file():
        raise SystemExit(f"no labelled set {name}; name a file or one of "
                         f"{sorted(p.stem for p in SETS.glob('*.json'))}")
    return path


def main(argv: list[str]) -> None:
    if not argv:
        raise SystemExit(__doc__)
    tally: Counter[tuple[str, str, str]] = Counter()
    for path in map(resolve, argv):
        for label, judgment, _kind, _claim, reason in judged(path, rules=True):
            if judgment != "supported":
                tally[reason, judgment, label] += 1
    reasons = sorted({r for r, _, _ in tally},
                     key=lambda r: (-tally[r, "unsupported", "supported"],
                                    -tally[r, "unsupported", "unsupported"], r))
    print(f"{'reason/check':<40} {'unsupported: correct':>21} {'wrong':>6}"
          f" {'weak: correct':>14} {'wrong':>6}")
    for reason in reasons:
        print(f"{reason:<40} {tally[reason, 'unsupported', 'supported']:>21}"
              f" {tally[reason, 'unsupported', 'unsupported']:>6}"
              f" {tally[reason, 'weak', 'supported']:>14}"
              f" {tally[reason, 'weak', 'unsupported']:>6}")


if __name__ == "__main__":
    main(sys.argv[1:])
