"""Totals only (false-unsupported, weak-on-correct, caught) of named parts of the
support set: no claim is shown, so a validation part can be measured without being
read.

Run: ``python -m bench.support_part_totals heldout14 heldout15 ...``.
"""

from __future__ import annotations

import sys

from bench.support import SETS, Row, judged


def line(part: str, rows: list[Row]) -> str:
    """One part's three counts: correct claims labelled unsupported, correct ones
    labelled "check this", wrong ones caught."""
    correct = [row[1] for row in rows if row[0] == "supported"]
    wrong = [row[1] for row in rows if row[0] == "unsupported"]
    return (f"{part}: false {correct.count('unsupported')}/{len(correct)}, "
            f"weak-on-correct {correct.count('weak')}, "
            f"caught {wrong.count('unsupported')}/{len(wrong)}")


def main(parts: list[str]) -> None:
    for part in parts:
        print(line(part, judged(SETS / f"{part}.json")))


if __name__ == "__main__":
    main(sys.argv[1:])
