"""htmldate as an extra date source: what it would add where Footnote finds no date.

Usage (from the project root, venv active):

    python bench/htmldate_gate.py                 # extraction-wide and extraction-wide2, by half
    python bench/htmldate_gate.py --extensive     # htmldate's extensive mode as well

On each set's development and validation halves (``bench/metadata.py --halves``), for
the pages where ``read_metadata`` finds no date, htmldate reads the page in its fast
mode (``extensive_search=False``, ``original_date=True``). Counted per source htmldate
took the date from (the URL, head meta, JSON-LD, date-classed elements, ``<time>``, a
timestamp in the markup, ...): dates it adds correctly, wrong dates it gives pages that
have one, and false dates it gives pages whose truth has none. The stages are htmldate's
own functions called in ``find_date``'s order (htmldate 1.11), so that its source can be
told; ``find_date`` itself answers the same. Dev-set figures.
"""

from __future__ import annotations

import argparse
import collections
import gzip
import json
import sys
from copy import deepcopy
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.metadata import BENCH, WITH_TRUTH, in_half  # noqa: E402
from services.extract import decode_html, dom  # noqa: E402
from services.extract.metadata import read_metadata  # noqa: E402


def staged(tree: Any, url: str, extensive: bool) -> tuple[str, str]:
    """htmldate's date for ``tree`` and the stage that gave it (("", "") for none)."""
    import htmldate.core
    from htmldate.utils import Extractor

    core: Any = htmldate.core  # its stages are module functions it does not export

    opts = Extractor(extensive, core.get_max_date(None), core.get_min_date(None), True,
                     "%Y-%m-%d")
    for stage, read in (("url", lambda: core.extract_url_date(url or None, opts)),
                        ("meta", lambda: core.examine_header(tree, opts)),
                        ("json-ld", lambda: core.json_search(tree, opts)),
                        ("abbr", lambda: core.examine_abbr_elements(tree, opts))):
        found = read()
        if found:
            return found, stage
    pruned = core.discard_unwanted(core.clean_html(deepcopy(tree), core.CLEANING_LIST))
    for stage, read in (
        ("elements", lambda: core.examine_elements(core.date_candidates(pruned, extensive),
                                                   opts)),
        ("title/h1", lambda: core.examine_elements(pruned.xpath(".//title|.//h1"), opts)),
        ("time", lambda: core.examine_time_elements(pruned, opts)),
    ):
        found = read()
        if found:
            return found, stage
    markup = core.serialize(pruned)
    for stage, read in (
        ("timestamp", lambda: core.pattern_search(markup, core.TIMESTAMP_PATTERN, opts)),
        ("img", lambda: core.img_search(pruned, opts)),
        ("idiosyncrasies", lambda: core.idiosyncrasies_search(markup, opts)),
    ):
        found = read()
        if found:
            return found, stage
    if not extensive:
        core.clean_html(pruned, ["script", "style"])
        found = core.pattern_search(" ".join(pruned.itertext()), core.TIMESTAMP_LOOSE_PATTERN,
                                    opts)
        return (found, "loose text") if found else ("", "")
    found = core.search_page(markup, opts)
    return (found, "page search") if found else ("", "")


def count(name: str, half: str, extensive: bool) -> dict[str, collections.Counter[str]]:
    """Per htmldate source: "+right", "wrong" and "FALSE" on the pages Footnote leaves
    undated in one half of set ``name``."""
    folder = BENCH / name
    rows = in_half([json.loads(line) for line in (folder / "truth.jsonl").open(encoding="utf-8")],
                   half)
    tally: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    for row in rows:
        with gzip.open(folder / "pages" / f"{row['id']}.html.gz") as page:
            doc = dom.parse(decode_html(page.read(), None))
        url = row.get("url") or ""
        if read_metadata(doc, url).published_at:
            continue
        day, stage = staged(doc, url, extensive)
        if not day:
            continue
        truth = (row.get("publish_date") or "").strip()[:10]
        tally[stage]["+right" if day == truth else "wrong" if truth else "FALSE"] += 1
    return tally


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sets", nargs="+", choices=WITH_TRUTH, default=list(WITH_TRUTH))
    parser.add_argument("--extensive", action="store_true", help="also htmldate's extensive mode")
    args = parser.parse_args()
    for extensive in (False, True) if args.extensive else (False,):
        print(f"\nhtmldate {'extensive' if extensive else 'fast'} mode, on pages Footnote "
              "leaves undated: +right / wrong (dated pages) / FALSE (undated pages)\n")
        print("| set | half | source | +right | wrong | FALSE |\n|---|---|---|---|---|---|")
        for name in args.sets:
            for half in ("dev", "val"):
                tally = count(name, half, extensive)
                total: collections.Counter[str] = sum(tally.values(), collections.Counter())
                for stage, c in [*sorted(tally.items()), ("all", total)]:
                    print(f"| {name} | {half} | {stage} | {c['+right']} | {c['wrong']} "
                          f"| {c['FALSE']} |", flush=True)


if __name__ == "__main__":
    main()
