"""Extraction quality and speed: Footnote's pipeline against the anchors, in one run.

Usage (from the project root, venv active):

    python bench/extraction.py                      # all four shared sets, all pipelines
    python bench/extraction.py --quick              # Footnote only, one run, no anchors
    python bench/extraction.py --sets extraction-wide --only footnote --runs 1
    python bench/extraction.py --readability-suite PATH/test/test-pages   # add the peer suite

The shared sets are ``extraction`` (news), ``extraction-more`` (Chinese
charsets, non-news kinds), ``extraction-wide`` (334 sites, seven page
types) and ``extraction-wide2`` (806 more pages of the wide set's source, on
which the arbiter was calibrated). ``--readability-suite`` adds the public test pages of Mozilla's
Readability.js (a checkout's ``test/test-pages``; truth is each page's
``expected.html`` as text).

Each page is given as raw bytes with no HTTP charset (as the sets' READMEs
prescribe). Footnote's pipeline is ``decode_html(raw, None)`` + ``extract_page``;
the anchors (readability-lxml + markdownify, trafilatura) get the raw bytes
too. Only the extraction call is timed (one warm-up call, then ``--runs`` runs
per page; a page's time is the median of its runs); pipelines are interleaved
page by page so load changes hit all alike. Predictions go to
``bench/out/<pipeline>/<set>/<id>.md`` and are scored with the sets' own
``score.py``. Mean F1 and failures (F1 < 0.5) are reported per set and by page
type, kind, language and byte charset, then metadata accuracy (title exact
match, author, date) on the pages whose truth has them. ``--save FILE`` also
writes the tables there.

``--arbiter`` also reads every page twice more, untimed: the pipeline's first
reading alone (no second opinion) and the second reader's (trafilatura on the
page as the pipeline prepares it). It reports both, the oracle (the better of
the two per page), the arbiter (Footnote's output) and the share of the
oracle's gain over the first reading that the arbiter closes, plain and
weighted by page type (each type counts alike), and on how many pages the
second reader was asked. The timing table also gives Footnote's median
against trafilatura's.

``--pseudo-lang cyrillic`` (or ``greek``) is the language-neutrality probe:
every page's visible letters and its truth are mapped to another script with
one fixed table (``bench/pseudolang.py``), then scored as usual. The drop from
the normal figures is what extraction owes to English words in the text.
``--pseudo-lang identity`` only parses and writes the pages back (the round
trip's own effect). ``--pseudo-names`` maps the letters of class names and
ids as well (alone or with ``--pseudo-lang``): what extraction owes to the
English vocabulary of class names.
"""

from __future__ import annotations

import argparse
import gzip
import json
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import lxml.etree

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from services.errors import ExtractionEmpty  # noqa: E402
from services.extract import decode_html, dom, extract_page, pipeline  # noqa: E402
from services.extract.metadata import read_metadata  # noqa: E402
from services.extract.second import second_opinion  # noqa: E402

sys.path.insert(0, str(ROOT / "bench"))
from pseudolang import SCRIPTS, pseudo_page, pseudo_text  # noqa: E402

BENCH = ROOT.parent / "shared" / "bench"
if not BENCH.exists():
    BENCH = Path("/work/shared/bench")
SETS = ("extraction", "extraction-more", "extraction-wide", "extraction-wide2")
SUITE = "readability-suite"
OUT = ROOT / "bench" / "out"
GROUP_KEYS = ("page_type", "kind", "lang", "bytes_charset")


@dataclass
class Sample:
    page_id: str
    url: str
    raw: bytes
    truth: str
    groups: dict[str, str]
    title: str | None = None
    author: str | None = None
    date: str | None = None
    charset: str | None = None  # what an HTTP header would say; None for the shared sets


@dataclass
class Meta:
    title: str = ""
    author: str = ""
    date: str = ""


@dataclass
class Run:
    f1: dict[str, float] = field(default_factory=dict)
    ms: list[float] = field(default_factory=list)
    meta: dict[str, Meta] = field(default_factory=dict)
    crashes: list[str] = field(default_factory=list)
    # --arbiter: F1 of the first reading alone and of the second reader, and the pages asked.
    first: dict[str, float] = field(default_factory=dict)
    second: dict[str, float] = field(default_factory=dict)
    asked: set[str] = field(default_factory=set)


Extractor = Callable[[bytes, str, str | None], tuple[str, Meta | None]]


def _given(raw: bytes, charset: str | None) -> bytes | str:
    return raw if charset is None else raw.decode(charset, "replace")


def footnote(raw: bytes, url: str, charset: str | None) -> tuple[str, Meta | None]:
    try:
        page = extract_page(decode_html(raw, charset), url)
    except ExtractionEmpty:
        return "", None
    return page.markdown, Meta(page.title, page.author, page.published_at)


def readability_markdownify(raw: bytes, url: str, charset: str | None) -> tuple[str, Meta | None]:
    from markdownify import markdownify
    from readability import Document

    doc = Document(_given(raw, charset))
    return str(markdownify(doc.summary(html_partial=True))), Meta(doc.short_title())


def trafilatura_md(raw: bytes, url: str, charset: str | None) -> tuple[str, Meta | None]:
    import trafilatura

    out = trafilatura.extract(_given(raw, charset), output_format="markdown",
                              include_comments=False)
    return out or "", None


def trafilatura_meta(raw: bytes, url: str, charset: str | None) -> Meta:
    from trafilatura import extract_metadata

    found = extract_metadata(_given(raw, charset))
    if found is None:
        return Meta()
    return Meta(found.title or "", found.author or "", found.date or "")


PIPELINES: dict[str, Extractor] = {
    "footnote": footnote,
    "readability-lxml+markdownify": readability_markdownify,
    "trafilatura": trafilatura_md,
}
# Metadata read by a separate, untimed call (the timed call is the anchor's usual one).
METADATA: dict[str, Callable[[bytes, str, str | None], Meta]] = {"trafilatura": trafilatura_meta}


def readings(sample: Sample) -> tuple[str, str, bool]:
    """The first reading alone, the second reader's, and whether the pipeline asks for it."""
    html = decode_html(sample.raw, sample.charset)
    asked = []
    real = pipeline.second_opinion

    def no_opinion(doc: object, url: str) -> str:
        asked.append(url)
        return ""

    pipeline.second_opinion = no_opinion
    try:
        first = extract_page(html, sample.url).markdown
    except ExtractionEmpty:
        first = ""
    finally:
        pipeline.second_opinion = real
    try:
        product = read_metadata(dom.parse(html), sample.url).is_product
        second = second_opinion(pipeline.prepare(html, product=product), sample.url)
    except dom.EmptyDocument:
        second = ""
    return first, second, bool(asked)


def _group_of(row: dict[str, object], key: str, default: str) -> str:
    value = row.get(key)
    return str(value) if value else default


def load_set(name: str) -> list[Sample]:
    folder = BENCH / name
    samples = []
    with open(folder / "truth.jsonl", encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            with gzip.open(folder / "pages" / f"{row['id']}.html.gz") as page:
                raw = page.read()
            groups = {
                "page_type": _group_of(row, "page_type", "article" if name == "extraction"
                                       else _group_of(row, "kind", "?")),
                "kind": _group_of(row, "kind", "news"),
                "lang": _group_of(row, "lang", "mixed"),
                "bytes_charset": _group_of(row, "bytes_charset", "utf-8"),
            }
            samples.append(Sample(row["id"], row.get("url") or "", raw, row["text"], groups,
                                  row.get("title"), row.get("author"), row.get("publish_date")))
    return samples


def load_suite(folder: Path) -> list[Sample]:
    """Readability.js test pages: ``source.html`` in, ``expected.html`` as text is the truth.

    The sources were saved as UTF-8 whatever their ``<meta>`` says, so they are
    given as served with ``charset=utf-8``.
    """
    import lxml.html

    samples = []
    for case in sorted(p for p in folder.iterdir() if (p / "source.html").exists()):
        expected = lxml.html.fromstring((case / "expected.html").read_text(encoding="utf-8"))
        truth = "\n".join(t.strip() for t in expected.itertext() if t.strip())
        meta_file = case / "expected-metadata.json"
        meta = json.loads(meta_file.read_text(encoding="utf-8")) if meta_file.exists() else {}
        groups = {"page_type": "suite", "kind": "suite", "lang": meta.get("lang") or "?",
                  "bytes_charset": "utf-8"}
        samples.append(Sample(case.name, "http://fakehost/test/page.html",
                              (case / "source.html").read_bytes(), truth, groups,
                              meta.get("title"), meta.get("byline"), meta.get("publishedTime"),
                              charset="utf-8"))
    return samples


def pseudo_samples(samples: list[Sample], script: str, names: bool = False) -> list[Sample]:
    """The samples with page text and truth (text, title, author) mapped to ``script``.

    ``names``: class names and ids are mapped too (see ``bench/pseudolang.py``).
    """
    def mapped(text: str | None) -> str | None:
        return None if text is None else pseudo_text(text, script)

    def page(s: Sample) -> bytes:
        try:
            return pseudo_page(decode_html(s.raw, s.charset), script, names=names)
        except (ValueError, lxml.etree.ParserError):  # nothing to parse: given as it was
            return s.raw

    return [Sample(s.page_id, s.url, page(s), pseudo_text(s.truth, script), s.groups,
                   mapped(s.title), mapped(s.author), s.date, s.charset and "utf-8")
            for s in samples]


def run_set(name: str, samples: list[Sample], names: list[str], runs: int,
            out: Path = OUT, arbiter: bool = False) -> dict[str, Run]:
    sys.path.insert(0, str(BENCH / "extraction"))
    import score  # the sets' own scorer

    results = {n: Run() for n in names}
    for n in names:
        (out / n / name).mkdir(parents=True, exist_ok=True)
        if runs > 1:
            PIPELINES[n](samples[0].raw, samples[0].url, samples[0].charset)  # warm-up
    for sample in samples:
        for n in names:
            times = []
            markdown, meta = "", None
            for _ in range(runs):
                start = time.perf_counter()
                try:
                    markdown, meta = PIPELINES[n](sample.raw, sample.url, sample.charset)
                except Exception as exc:  # a crash is a result to report, not a stop
                    results[n].crashes.append(f"{sample.page_id}: {type(exc).__name__}: {exc}")
                    markdown, meta = "", None
                times.append((time.perf_counter() - start) * 1000)
            results[n].ms.append(statistics.median(times))
            (out / n / name / f"{sample.page_id}.md").write_text(markdown, encoding="utf-8")
            results[n].f1[sample.page_id] = score.prf(markdown, sample.truth)[2]
            if n in METADATA and (sample.title or sample.date):
                meta = METADATA[n](sample.raw, sample.url, sample.charset)
            if meta is not None:
                results[n].meta[sample.page_id] = meta
            if arbiter and n == "footnote":
                first, second, asked = readings(sample)
                results[n].first[sample.page_id] = score.prf(first, sample.truth)[2]
                results[n].second[sample.page_id] = score.prf(second, sample.truth)[2]
                if asked:
                    results[n].asked.add(sample.page_id)
    return results


def arbiter_rows(samples: list[Sample], run: Run) -> list[str]:
    """First and second reading, oracle, arbiter and gap closed, plain and by page type."""
    types = {s.page_id: s.groups["page_type"] for s in samples}
    per_type = {t: sum(1 for v in types.values() if v == t) for t in set(types.values())}

    def mean(values: dict[str, float], weighted: bool) -> float:
        if not weighted:
            return statistics.fmean(values.values())
        return sum(v / per_type[types[i]] for i, v in values.items()) / len(per_type)

    oracle = {i: max(run.first[i], run.second[i]) for i in run.first}
    lines = ["\nArbiter (dev-set figures): mean F1 (failures)\n",
             "| weighting | first reading | second reader | oracle | arbiter | gap closed |",
             "|---|---|---|---|---|---|"]
    for weighted in (False, True):
        first, arb, best = (mean(v, weighted) for v in (run.first, run.f1, oracle))
        fails = [sum(v < 0.5 for v in d.values())
                 for d in (run.first, run.second, oracle, run.f1)]
        gap = f"{(arb - first) / (best - first):.0%}" if best > first else "-"
        lines.append(f"| {'by page type' if weighted else 'plain'} | {first:.3f} ({fails[0]}) "
                     f"| {mean(run.second, weighted):.3f} ({fails[1]}) | {best:.3f} ({fails[2]}) "
                     f"| {arb:.3f} ({fails[3]}) | {gap} |")
    lines.append(f"\nSecond reader asked on {len(run.asked)} of {len(run.first)} pages.")
    return lines


def _cell(values: list[float]) -> str:
    if not values:
        return "-"
    return f"{statistics.fmean(values):.3f} ({sum(v < 0.5 for v in values)})"


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def _norm(text: str | None) -> str:
    return " ".join((text or "").split()).casefold()


def _same_date(found: str, truth: str) -> bool:
    return found.strip()[:10] == truth.strip()[:10]


def metadata_rows(samples: list[Sample], results: dict[str, Run]) -> list[str]:
    lines = ["| pipeline | title exact | title (case/space-folded) | author "
             "| date (pages with one) | no false date (pages without) |",
             "|---|---|---|---|---|---|"]
    titled = [s for s in samples if s.title]
    authored = [s for s in samples if s.author]
    dated = [s for s in samples if s.date]
    undated = [s for s in samples if not s.date]
    for n, run in results.items():
        def meta(s: Sample, run: Run = run) -> Meta:
            return run.meta.get(s.page_id) or Meta()
        exact = sum(meta(s).title.strip() == (s.title or "").strip() for s in titled)
        folded = sum(_norm(meta(s).title) == _norm(s.title) for s in titled)
        author = sum(_norm(meta(s).author) == _norm(s.author) for s in authored)
        date = sum(_same_date(meta(s).date, s.date or "") for s in dated)
        quiet = sum(not meta(s).date for s in undated)
        lines.append(
            f"| {n} | {exact}/{len(titled)} ({exact / max(1, len(titled)):.0%}) "
            f"| {folded}/{len(titled)} | {author}/{len(authored)} "
            f"| {date}/{len(dated)} ({date / max(1, len(dated)):.0%}) | {quiet}/{len(undated)} |"
        )
    return lines


def report(name: str, samples: list[Sample], results: dict[str, Run]) -> list[str]:
    names = list(results)
    anchors = [n for n in names if n != "footnote"]
    fastest = min((statistics.median(results[n].ms) for n in anchors), default=0.0)
    given = "raw bytes, no header charset" if samples[0].charset is None else "header charset utf-8"
    out = [f"\n## {name} ({len(samples)} pages, {given})\n",
           "| pipeline | mean F1 (failures) | median ms | p95 ms | median / fastest anchor "
           "| crashes |", "|---|---|---|---|---|---|"]
    for n in names:
        run = results[n]
        median = statistics.median(run.ms)
        ratio = f"{median / fastest:.2f}x" if fastest else "n/a"
        out.append(f"| {n} | {_cell(list(run.f1.values()))} | {median:.1f} | {_p95(run.ms):.1f} "
                   f"| {ratio} | {len(run.crashes)} |")
    shown: list[list[str]] = []
    for key in GROUP_KEYS:
        groups = sorted({s.groups[key] for s in samples})
        labels = [s.groups[key] for s in samples]
        if len(groups) < 2 or len(groups) > 20 or any(
                len(set(zip(labels, other, strict=True))) == len(groups) for other in shown):
            continue  # one group, too many, or the same split as a table already shown
        shown.append(labels)
        out += [f"\nBy {key}: mean F1 (failures)\n",
                f"| {key} | pages | " + " | ".join(names) + " |",
                "|---|---|" + "---|" * len(names)]
        for g in groups:
            ids = [s.page_id for s in samples if s.groups[key] == g]
            cells = [_cell([results[n].f1[i] for i in ids]) for n in names]
            out.append(f"| {g} | {len(ids)} | " + " | ".join(cells) + " |")
    if "footnote" in results and "trafilatura" in results:
        ratio = statistics.median(results["footnote"].ms) / statistics.median(
            results["trafilatura"].ms)
        out.append(f"\nFootnote's median time per page / trafilatura's: {ratio:.2f}x")
    if "footnote" in results and results["footnote"].first:
        out += arbiter_rows(samples, results["footnote"])
    if any(s.title or s.date for s in samples):
        out += ["\nMetadata against the truth\n", *metadata_rows(samples, results)]
    for n in names:
        for crash in results[n].crashes:
            out.append(f"\ncrash in {n}: {crash}")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", choices=SETS, nargs="+", help="default: all four")
    parser.add_argument("--only", choices=list(PIPELINES), action="append",
                        help="default: all pipelines")
    parser.add_argument("--runs", type=int, default=3, help="timed runs per page (default 3)")
    parser.add_argument("--quick", action="store_true",
                        help="Footnote only, one run per page (for tuning)")
    parser.add_argument("--readability-suite", type=Path, metavar="DIR",
                        help="Readability.js test/test-pages folder to score as a fourth set")
    parser.add_argument("--per-page", action="store_true", help="list pages with F1 < 0.7")
    parser.add_argument("--arbiter", action="store_true",
                        help="also score the first and second readings: oracle, gap closed")
    parser.add_argument("--out", type=Path, default=OUT,
                        help="where predictions go (default bench/out)")
    parser.add_argument("--save", type=Path, metavar="FILE", help="also write the tables here")
    parser.add_argument("--pseudo-lang", choices=SCRIPTS, metavar="SCRIPT",
                        help="probe: map visible letters and truth to another script "
                             f"({', '.join(SCRIPTS)})")
    parser.add_argument("--pseudo-names", action="store_true",
                        help="probe: map the letters of class names and ids too")
    args = parser.parse_args()
    names = ["footnote"] if args.quick else (args.only or list(PIPELINES))
    runs = 1 if args.quick else max(1, args.runs)
    chosen: list[tuple[str, list[Sample]]] = [(s, load_set(s)) for s in (args.sets or SETS)]
    if args.readability_suite:
        chosen.append((SUITE, load_suite(args.readability_suite)))
    if args.pseudo_lang or args.pseudo_names:
        script = args.pseudo_lang or "identity"
        chosen = [(name, pseudo_samples(samples, script, args.pseudo_names))
                  for name, samples in chosen]
    lines: list[str] = []
    for name, samples in chosen:
        results = run_set(name, samples, names, runs, args.out, args.arbiter)
        block = report(name, samples, results)
        if args.per_page:
            worst = sorted(results["footnote"].f1.items(), key=lambda kv: kv[1]) \
                if "footnote" in results else []
            block += [f"- {i} {f:.3f}" for i, f in worst if f < 0.7]
        print("\n".join(block), flush=True)
        lines += block
    if args.save:
        args.save.parent.mkdir(parents=True, exist_ok=True)
        args.save.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
