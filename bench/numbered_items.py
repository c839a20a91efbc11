"""A probe of what the pipeline owes to items that share one class: the pages with each
item numbered, as many templates number theirs.

Many sites give each post, card or row a class word of its own that carries its
number ("post-4211 post", "card-17 card"); the shared sets hold few of them. This
probe rewrites each page of a set's development half (``bench/split_halves.py``)
so that every run of at least three siblings of one tag and class gets such a word
(``uid-N``, a word no readability list holds), and scores Footnote on the page as
parsed and written back, with and without the words. Mean F1 and failures
(F1 < 0.5) are printed per page type, then the development pages whose F1 moved.

    python bench/numbered_items.py SET [--types listing,forum,collection]
"""

from __future__ import annotations

import argparse
import gzip
import itertools
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import lxml.etree  # noqa: E402

from bench.split_halves import BENCH, halves, truth_rows  # noqa: E402
from services.errors import ExtractionEmpty  # noqa: E402
from services.extract import decode_html, dom, extract_page  # noqa: E402

sys.path.insert(0, str(BENCH / "extraction"))
import score  # noqa: E402

FAILED = 0.5
MOVED = 0.005
MIN_RUN = 3


def written_back(html: str, *, numbered: bool) -> str:
    """The page parsed and written back, each item of a run numbered when ``numbered``."""
    doc = dom.parse(html)
    if numbered:
        counter = itertools.count(101)
        for parent in doc.iter(lxml.etree.Element):
            runs: dict[tuple[str, str], list[lxml.etree._Element]] = defaultdict(list)
            for child in parent:
                if isinstance(child.tag, str) and child.get("class"):
                    runs[(child.tag, child.get("class") or "")].append(child)
            for items in runs.values():
                if len(items) >= MIN_RUN:
                    for item in items:
                        item.set("class", f"uid-{next(counter)} {item.get('class')}")
    return str(lxml.etree.tostring(doc, encoding="unicode", method="html"))


def f1(html: str, url: str | None, truth: str) -> float:
    """The page's F1 against ``truth``; a row without a URL (some of ``extraction-more``'s)
    is read with none, as ``bench/extraction.py`` reads it."""
    try:
        markdown = extract_page(html, url or "").markdown
    except ExtractionEmpty:
        markdown = ""
    return float(score.prf(markdown, truth)[2])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("set")
    parser.add_argument("--types", default="listing,forum,collection")
    args = parser.parse_args()
    types = set(args.types.split(","))
    half = halves(args.set)
    found: dict[str, list[tuple[str, float, float]]] = defaultdict(list)
    for row in truth_rows(args.set):
        kind = row.get("page_type") or row.get("kind") or ""
        if half[row["id"]] != "dev" or kind not in types:
            continue
        with gzip.open(BENCH / args.set / "pages" / f"{row['id']}.html.gz") as served:
            html = decode_html(served.read(), None)
        found[kind].append((row["id"],
                            f1(written_back(html, numbered=False), row.get("url"), row["text"]),
                            f1(written_back(html, numbered=True), row.get("url"), row["text"])))
    for kind, rows in sorted(found.items()):
        plain = [p for _, p, _ in rows]
        numbered = [n for _, _, n in rows]
        print(f"{args.set} dev {kind:12} n={len(rows):4} written back {sum(plain) / len(rows):.4f} "
              f"({sum(p < FAILED for p in plain)}) -> numbered {sum(numbered) / len(rows):.4f} "
              f"({sum(n < FAILED for n in numbered)})")
    for kind, rows in sorted(found.items()):
        for page_id, plain_f1, numbered_f1 in rows:
            if abs(numbered_f1 - plain_f1) >= MOVED:
                print(f"  {page_id} {kind:12} {plain_f1:.3f} -> {numbered_f1:.3f}")


if __name__ == "__main__":
    main()
