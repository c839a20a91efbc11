"""A quick in-process check of one shared set per half and page type, before -> after.

Footnote's pipeline (``decode_html`` + ``extract_page``, as ``bench/extraction.py``
calls it) reads every page of SET in this process, untimed and without the anchors,
in a minute or two per set. Each page's Markdown goes to ``OUT/<id>.md`` and its
precision, recall and F1 (the set's own ``score.prf``) to ``OUT/scores.json``.
Mean F1 and failures (F1 < 0.5) are printed per half (``bench/split_halves.py``)
and page type.

With ``--base`` (an earlier OUT of the same set) each row reads before -> after,
and the development pages whose F1 moved are listed by id. Of the validation half
only the means, the failures and how many pages moved are printed: its pages stay
unseen.

    python bench/halves_check.py SET OUT [--base EARLIER_OUT]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

FAILED = 0.5
MOVED = 0.005  # (an F1 change smaller than this is rounding, not a different reading)

Scores = dict[str, float]  # page id -> F1


def table(f1: Scores, types: dict[str, str], half: dict[str, str]
          ) -> dict[tuple[str, str], tuple[int, float, int]]:
    """(half, page type or "all") -> (pages, mean F1, failures)."""
    groups: dict[tuple[str, str], list[float]] = defaultdict(list)
    for page, value in f1.items():
        for key in ((half[page], "all"), (half[page], types[page])):
            groups[key].append(value)
    return {key: (len(values), sum(values) / len(values), sum(v < FAILED for v in values))
            for key, values in sorted(groups.items())}


def moved(before: Scores, after: Scores, half: dict[str, str]) -> tuple[list[str], int]:
    """The development pages whose F1 moved, by id, and how many validation pages did."""
    changed = [page for page in sorted(after)
               if page in before and abs(after[page] - before[page]) >= MOVED]
    return ([page for page in changed if half[page] == "dev"],
            sum(1 for page in changed if half[page] != "dev"))


def report(name: str, f1: Scores, types: dict[str, str], half: dict[str, str],
           before: Scores | None = None) -> list[str]:
    """The lines to print (see the module's docstring)."""
    now = table(f1, types, half)
    then = table({page: before[page] for page in f1 if page in before}, types, half
                 ) if before is not None else {}
    lines = []
    for key, (count, mean, failures) in now.items():
        was = then.get(key)
        old = f"{was[1]:.4f} ({was[2]}) -> " if was is not None else ""
        lines.append(f"{name} {key[0]} {key[1]:14} n={count:4} {old}{mean:.4f} ({failures})")
    if before is not None:
        dev, val = moved(before, f1, half)
        lines.extend(f"  {page} {types[page]:13} {before[page]:.3f} -> {f1[page]:.3f}"
                     for page in dev)
        lines.append(f"  validation pages moved: {val}")
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("set")
    parser.add_argument("out", type=Path)
    parser.add_argument("--base", type=Path, help="an earlier OUT of the same set")
    args = parser.parse_args()
    # The sibling scripts are imported as top-level modules, and only here: bench/ui.py
    # would shadow the ui package of a process that merely imports this module.
    sys.path.insert(0, str(ROOT / "bench"))
    from extraction import BENCH, footnote, load_set
    from split_halves import halves

    sys.path.insert(0, str(BENCH / "extraction"))
    import score  # the sets' own scorer

    args.out.mkdir(parents=True, exist_ok=True)
    rows: dict[str, list[float]] = {}
    types: dict[str, str] = {}
    for sample in load_set(args.set):
        markdown, _ = footnote(sample.raw, sample.url, sample.charset)
        (args.out / f"{sample.page_id}.md").write_text(markdown, encoding="utf-8")
        rows[sample.page_id] = list(score.prf(markdown, sample.truth))
        types[sample.page_id] = sample.groups["page_type"]
    (args.out / "scores.json").write_text(json.dumps({"scores": rows, "types": types}))
    before = None
    if args.base is not None:
        saved = json.loads((args.base / "scores.json").read_text())["scores"]
        before = {page: prf[2] for page, prf in saved.items()}
    f1 = {page: prf[2] for page, prf in rows.items()}
    print("\n".join(report(args.set, f1, types, halves(args.set), before)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
