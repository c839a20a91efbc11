"""Metadata alone (title, author, date) on the shared sets whose truth has it, in seconds.

Usage (from the project root, venv active):

    python bench/metadata.py                          # extraction-wide and extraction-wide2
    python bench/metadata.py --sets extraction-wide2 --dump /tmp/meta.jsonl
    python bench/metadata.py --trafilatura            # trafilatura's metadata alongside
    python bench/metadata.py --halves                 # development and validation halves apart
    python bench/metadata.py --pseudo-lang cyrillic --pseudo-names   # the language probe

Each page is decoded and parsed as ``extract_page`` does and given to
``read_metadata``; body extraction is not run, so a rule's effect on metadata is
seen without waiting for it. Scored as ``bench/extraction.py`` scores it: title
exact, author case- and space-folded, a date right when its first ten characters
(the day) equal the truth's, and on pages whose truth has no date, how many get
none ("no false date"). ``--dump`` writes one JSON line per page (found and truth)
for reading the misses. ``--pseudo-lang`` and ``--pseudo-names`` rewrite each
page and its truth's title and author as ``bench/extraction.py`` does
(``bench/pseudolang.py``): what metadata loses then is what it owes to English
words and class names. Dev-set figures: these sets are where the rules were made.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from pathlib import Path
from typing import Any

from lxml import etree

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from services.extract import decode_html, dom  # noqa: E402
from services.extract.metadata import read_metadata  # noqa: E402

sys.path.insert(0, str(ROOT / "bench"))
from pseudolang import SCRIPTS, pseudo_page, pseudo_text  # noqa: E402

BENCH = ROOT.parent / "shared" / "bench"
if not BENCH.exists():
    BENCH = Path("/work/shared/bench")
SETS = ("extraction", "extraction-more", "extraction-wide", "extraction-wide2")
# The sets whose truth has title, author and date; the others are checked by reading
# the dates found there (``--dump``): none of their pages says it has no date.
WITH_TRUTH = ("extraction-wide", "extraction-wide2")


def _norm(text: str | None) -> str:
    return " ".join((text or "").split()).casefold()


def _footnote(raw: bytes, url: str) -> dict[str, str]:
    try:
        doc = dom.parse(decode_html(raw, None))
    except dom.EmptyDocument:
        return {"title": "", "author": "", "date": ""}
    meta = read_metadata(doc, url)
    return {"title": meta.title, "author": meta.author, "date": meta.published_at}


def _trafilatura(raw: bytes, url: str) -> dict[str, str]:
    from trafilatura import extract_metadata

    found = extract_metadata(raw)
    if found is None:
        return {"title": "", "author": "", "date": ""}
    return {"title": found.title or "", "author": found.author or "", "date": found.date or ""}


def in_half(rows: list[dict[str, Any]], half: str | None) -> list[dict[str, Any]]:
    """The rows of one half of a set: "dev" the pages whose id sorts to an even position
    (0, 2, ...) among the set's ids, "val" the others; all rows for None."""
    if half is None:
        return rows
    order = {page: i for i, page in enumerate(sorted(str(r["id"]) for r in rows))}
    return [r for r in rows if (order[str(r["id"])] % 2 == 0) == (half == "dev")]


def _probe(row: dict[str, Any], raw: bytes, script: str | None,
           names: bool) -> tuple[dict[str, Any], bytes]:
    """The truth row and page as the language probe rewrites them (as given without it)."""
    if not script and not names:
        return row, raw
    script = script or "identity"
    mapped = {**row, **{k: pseudo_text(row[k], script) for k in ("title", "author")
                        if row.get(k)}}
    try:
        return mapped, pseudo_page(decode_html(raw, None), script, names=names)
    except (ValueError, etree.ParserError):  # as bench/extraction.py: given as it was
        return mapped, raw


def score_set(name: str, read: dict[str, object], dump: list[dict[str, object]],
              half: str | None = None, script: str | None = None,
              names: bool = False) -> list[str]:
    """One table row per reader for set ``name`` (or one ``half`` of it); each page's
    findings go to ``dump``. ``script``, ``names``: the language probe."""
    folder = BENCH / name
    rows = in_half([json.loads(line) for line in (folder / "truth.jsonl").open(encoding="utf-8")],
                   half)
    label = f"{name} ({half})" if half else name
    start = len(dump)
    counts = {r: dict.fromkeys(("title", "author", "date", "quiet"), 0) for r in read}
    for index, row in enumerate(rows):
        with gzip.open(folder / "pages" / f"{row['id']}.html.gz") as page:
            row, raw = _probe(row, page.read(), script, names)
        rows[index] = row
        truth_date = (row.get("publish_date") or "").strip()
        for reader, fn in read.items():
            found = fn(raw, row.get("url") or "")  # type: ignore[operator]
            c = counts[reader]
            c["title"] += bool(row.get("title")) and found["title"].strip() == row["title"].strip()
            c["author"] += bool(row.get("author")) and _norm(found["author"]) == _norm(
                row["author"])
            if truth_date:
                c["date"] += found["date"].strip()[:10] == truth_date[:10]
            else:
                c["quiet"] += not found["date"]
            dump.append({"set": name, "id": row["id"], "reader": reader, "url": row.get("url"),
                         "type": row.get("page_type"), "found": found,
                         "truth": {"title": row.get("title"), "author": row.get("author"),
                                   "date": row.get("publish_date")}})
    titled = sum(bool(r.get("title")) for r in rows)
    authored = sum(bool(r.get("author")) for r in rows)
    dated = sum(bool((r.get("publish_date") or "").strip()) for r in rows)
    lines = []
    for reader, c in counts.items():
        if name not in WITH_TRUTH:
            found = sum(bool(d["found"]["date"]) for d in dump[start:]  # type: ignore[index]
                        if d["reader"] == reader)
            lines.append(f"| {label} | {reader} | - | - | dated {found} of {len(rows)} | - |")
            continue
        lines.append(
            f"| {label} | {reader} | {c['title']}/{titled} | {c['author']}/{authored} "
            f"| {c['date']}/{dated} ({c['date'] / max(1, dated):.0%}) "
            f"| {c['quiet']}/{len(rows) - dated} |")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sets", nargs="+", choices=SETS, default=list(WITH_TRUTH))
    parser.add_argument("--trafilatura", action="store_true", help="score its metadata too")
    parser.add_argument("--dump", type=Path, help="one JSON line per page and reader")
    parser.add_argument("--halves", action="store_true",
                        help="score each set's development half (ids at even positions in "
                             "sorted order) and validation half (odd positions) apart")
    parser.add_argument("--pseudo-lang", choices=SCRIPTS, metavar="SCRIPT",
                        help="the language probe: visible letters mapped to SCRIPT "
                             f"({', '.join(SCRIPTS)})")
    parser.add_argument("--pseudo-names", action="store_true",
                        help="map the letters of class names and ids too")
    args = parser.parse_args()
    read: dict[str, object] = {"footnote": _footnote}
    if args.trafilatura:
        read["trafilatura"] = _trafilatura
    dump: list[dict[str, object]] = []
    print("| set | reader | title exact | author | date (pages with one) "
          "| no false date (pages without) |\n|---|---|---|---|---|---|")
    for name in args.sets:
        for half in ("dev", "val") if args.halves else (None,):
            print("\n".join(score_set(name, read, dump, half, args.pseudo_lang,
                                     args.pseudo_names)), flush=True)
    if args.dump:
        args.dump.write_text("".join(json.dumps(d, ensure_ascii=False) + "\n" for d in dump),
                             encoding="utf-8")


if __name__ == "__main__":
    main()
