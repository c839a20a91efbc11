"""The failures (F1 < 0.5) of one half of a shared set, classified, with the other readings.

For each page of the development half (``bench/split_halves.py``) whose Footnote F1
is under 0.5, one line gives its page type, precision and recall, and its kind:

- ``too much``: recall 0.8 or more (a sidebar, comments, related lists or the whole
  page kept beside the content);
- ``only part``: precision 0.8 or more (the content cut short);
- ``both``: neither (other text kept, and the content missed).

Beside it, the F1 of the pipeline's first reading alone, of the second reader's (and
whether the pipeline asked for it) and of trafilatura on the page as served.
For the validation half (``--half val``) only the counts of each kind are printed:
its pages stay unseen.

    python bench/failures.py SET [--half dev|val]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from extraction import BENCH, footnote, load_set, readings, trafilatura_md  # noqa: E402
from split_halves import halves  # noqa: E402

FAILED = 0.5
KEPT = 0.8  # (a share of precision or recall that says the content is all there, or nothing else)


def kind(precision: float, recall: float) -> str:
    """``too much``, ``only part`` or ``both`` (see the module's docstring)."""
    if recall >= KEPT:
        return "too much"
    if precision >= KEPT:
        return "only part"
    return "both"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("set")
    parser.add_argument("--half", default="dev", choices=("dev", "val"))
    args = parser.parse_args()
    sys.path.insert(0, str(BENCH / "extraction"))
    import score  # the sets' own scorer

    half = halves(args.set)
    kinds: dict[str, int] = {}
    for sample in load_set(args.set):
        if half[sample.page_id] != args.half:
            continue
        markdown, _ = footnote(sample.raw, sample.url, sample.charset)
        precision, recall, f1 = score.prf(markdown, sample.truth)
        if f1 >= FAILED:
            continue
        found = kind(precision, recall)
        kinds[found] = kinds.get(found, 0) + 1
        if args.half == "val":
            continue
        first, second, asked = readings(sample)
        other, _ = trafilatura_md(sample.raw, sample.url, sample.charset)
        print(f"{sample.page_id:14} {sample.groups.get('page_type', '?'):13} {found:9} "
              f"p={precision:.2f} r={recall:.2f} f={f1:.2f} | "
              f"first {score.prf(first, sample.truth)[2]:.2f} "
              f"second {score.prf(second, sample.truth)[2]:.2f} "
              f"({'asked' if asked else 'not asked'}) "
              f"trafilatura {score.prf(other, sample.truth)[2]:.2f}")
    print(f"{args.set} {args.half}: {sum(kinds.values())} failures", dict(sorted(kinds.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
