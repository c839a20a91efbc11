"""Extraction quality and speed: Footnote's pipeline against the anchors, in one run.

Usage (from the project root, venv active):

    python bench/extraction.py                 # both sets, all pipelines, 3 timed runs
    python bench/extraction.py --runs 1 --only footnote --set extraction-more

Each page is given as raw bytes with no HTTP charset (as the sets' READMEs
prescribe). Footnote's pipeline is ``decode_html(raw, None)`` + ``extract_page``;
the anchors get the raw bytes too. Only the extraction call is timed (one
warm-up call, then ``--runs`` runs per page; a page's time is the median of its
runs); pipelines are interleaved page by page so load changes hit all alike.
Predictions go to ``bench/out/<pipeline>/<set>/<id>.md`` and are scored with the
sets' own ``score.py``. jsdom cannot run here; its published figures are quoted
and labelled as such.
"""

from __future__ import annotations

import argparse
import gzip
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from services import tokens  # noqa: E402
from services.errors import ExtractionEmpty  # noqa: E402
from services.extract import decode_html, extract_page  # noqa: E402

BENCH = ROOT.parent / "shared" / "bench"
if not BENCH.exists():
    BENCH = Path("/work/shared/bench")
SETS = ("extraction", "extraction-more")
OUT = ROOT / "bench" / "out"

# Published figures for the jsdom + Readability.js + turndown pipeline (not runnable here).
JSDOM_PUBLISHED = {
    "extraction": {"f1": 0.942, "failures": 1, "median": 82.6, "p95": 204.9},
    "extraction-more": {"f1": 0.684, "failures": 26, "median": 138.1, "p95": 635.0},
}

Extractor = Callable[[bytes, str], str]


def footnote(raw: bytes, url: str) -> str:
    try:
        return extract_page(decode_html(raw, None), url).markdown
    except ExtractionEmpty:
        return ""


def readability_markdownify(raw: bytes, url: str) -> str:
    from markdownify import markdownify
    from readability import Document

    return str(markdownify(Document(raw).summary(html_partial=True)))


def trafilatura_md(raw: bytes, url: str) -> str:
    import trafilatura

    out = trafilatura.extract(raw, output_format="markdown", include_comments=False)
    return out or ""


PIPELINES: dict[str, Extractor] = {
    "footnote": footnote,
    "readability-lxml+markdownify": readability_markdownify,
    "trafilatura": trafilatura_md,
}


def load_set(name: str) -> list[tuple[str, str, bytes]]:
    folder = BENCH / name
    pages = []
    with open(folder / "truth.jsonl", encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            with gzip.open(folder / "pages" / f"{row['id']}.html.gz") as page:
                raw = page.read()
            pages.append((row["id"], row.get("url") or "", raw))
    return pages


def timed(fn: Extractor, raw: bytes, url: str, runs: int) -> tuple[str, float]:
    times = []
    out = ""
    for _ in range(runs):
        start = time.perf_counter()
        out = fn(raw, url)
        times.append((time.perf_counter() - start) * 1000)
    return out, statistics.median(times)


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def run_set(name: str, names: list[str], runs: int) -> dict[str, dict[str, float]]:
    sys.path.insert(0, str(BENCH / "extraction"))
    import score  # the sets' own scorer

    pages = load_set(name)
    times: dict[str, list[float]] = {n: [] for n in names}
    ratios: dict[str, list[float]] = {n: [] for n in names}
    for n in names:
        (OUT / n / name).mkdir(parents=True, exist_ok=True)
        PIPELINES[n](pages[0][2], pages[0][1])  # warm-up
    for page_id, url, raw in pages:
        html_tokens = tokens.count(decode_html(raw, None))
        for n in names:
            markdown, ms = timed(PIPELINES[n], raw, url, runs)
            times[n].append(ms)
            (OUT / n / name / f"{page_id}.md").write_text(markdown, encoding="utf-8")
            md_tokens = tokens.count(markdown)
            if md_tokens:
                ratios[n].append(html_tokens / md_tokens)
    results = {}
    truth = str(BENCH / name / "truth.jsonl")
    for n in names:
        summary, _rows = score.score(str(OUT / n / name), truth)
        results[n] = {
            "f1": summary["f1"],
            "failures": summary["failures"],
            "median": statistics.median(times[n]),
            "p95": p95(times[n]),
            "ratio": statistics.median(ratios[n]) if ratios[n] else float("nan"),
        }
    return results


def print_table(name: str, results: dict[str, dict[str, float]]) -> None:
    fastest = min(r["median"] for r in results.values() if "footnote" not in r.get("_", ""))
    anchors = [k for k in results if k != "footnote"]
    if anchors:
        fastest = min(results[k]["median"] for k in anchors)
    print(f"\n## {name} ({'given raw bytes, no header charset'})\n")
    print("| pipeline | mean F1 | failures (F1<0.5) | median ms | p95 ms "
          "| median / fastest anchor | HTML:Markdown tokens |")
    print("|---|---|---|---|---|---|---|")
    for n, r in results.items():
        print(f"| {n} | {r['f1']:.3f} | {int(r['failures'])} | {r['median']:.1f} | "
              f"{r['p95']:.1f} | {r['median'] / fastest:.2f}x | {r['ratio']:.1f} |")
    jsdom = JSDOM_PUBLISHED[name]
    print(f"| jsdom+Readability.js+turndown (published, not run here) | {jsdom['f1']:.3f} | "
          f"{jsdom['failures']} | {jsdom['median']:.1f} | {jsdom['p95']:.1f} | n/a | n/a |")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", choices=SETS, action="append", help="default: both")
    parser.add_argument("--only", choices=list(PIPELINES), action="append",
                        help="default: all pipelines")
    parser.add_argument("--runs", type=int, default=3, help="timed runs per page (default 3)")
    args = parser.parse_args()
    names = args.only or list(PIPELINES)
    for name in args.set or SETS:
        print_table(name, run_set(name, names, max(1, args.runs)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
