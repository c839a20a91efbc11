"""Pages kept only in part: where the missing text of each was lost.

For the pages of one half of a shared set (``split_halves``) whose recall is
below a bound, the truth's tokens are followed through the pipeline's
stages, each a bag of word tokens (the scorer's own):

    served   the page's text as served (scripts, styles and templates left out)
    visible  what a reader sees (``dom.strip_invisible``)
    region   the main region with chrome removed (``blocks.main_blocks``)
    block    the block the pipeline chose (readability's, the region or a part)
    output   the Markdown written

The stage where recall falls most names the page's fault: the text is not in
the served text (drawn by script, or items set apart by style only, whose
words run together), hidden, removed as chrome, left out of the chosen block
(readability's block is judged against the visible page, the region's
against the visible page through chrome removal), or pruned while writing. A
page whose output is not the chosen block's first rendering (the second
reader's reading was preferred, or it vouched for the whole region) is marked
"+second". An anchor's recall and precision (``--anchor``, trafilatura's
prediction folder) stand beside.

    python bench/partial_keeps.py SET [--half dev|val] [--recall 0.7]
        [--pred DIR] [--anchor DIR]

Only a development half should be opened this way; a validation half is for
judging (``split_halves``).
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.split_halves import BENCH, halves, truth_rows
from services.errors import ExtractionEmpty
from services.extract import decode_html, dom, pipeline

sys.path.insert(0, str(BENCH / "extraction"))
import score  # type: ignore[import-not-found]

STAGES = ("served", "visible", "region", "block", "output")
FAULTS = {
    "served": "not in the served text (drawn by script, or words run together)",
    "visible": "hidden",
    "region": "removed as chrome",
    "block": "left out of the chosen block",
    "output": "pruned while writing",
}


def _recall(text: str, truth: Counter[str]) -> float:
    got = Counter(score.tokens(text))
    total = sum(truth.values())
    return sum((got & truth).values()) / total if total else 1.0


def _text(elem: object) -> str:
    return " ".join(elem.text_content().split()) if elem is not None else ""  # type: ignore[attr-defined]


def stages(html: str, url: str) -> tuple[dict[str, str], str]:
    """Each stage's text of the page, and which block the pipeline chose."""
    seen: dict[str, str] = {}
    choose = pipeline.choose
    render = pipeline._render

    def watched_choose(article, region, **kwargs):  # type: ignore[no-untyped-def]
        chosen = choose(article, region, **kwargs)
        seen.setdefault("region", _text(region))
        seen.setdefault("choice", "region" if chosen is region and region is not None
                        else "readability" if chosen is article else "part")
        return chosen

    def watched_render(chosen, region, meta, base):  # type: ignore[no-untyped-def]
        seen.setdefault("block", _text(chosen))
        markdown = render(chosen, region, meta, base)
        seen.setdefault("first", markdown)
        return markdown

    pipeline.choose, pipeline._render = watched_choose, watched_render
    try:
        output = pipeline.extract_page(html, url).markdown
    except ExtractionEmpty:
        output = ""
    finally:
        pipeline.choose, pipeline._render = choose, render
    served = dom.parse(html)
    for elem in served.xpath("//script | //style | //template"):
        elem.drop_tree()
    visible = dom.parse(html)
    dom.strip_invisible(visible)
    texts = {"served": _text(served), "visible": _text(visible),
             "region": seen.get("region", ""), "block": seen.get("block", ""),
             "output": output}
    choice = seen.get("choice", "none")
    if seen.get("first") is not None and seen["first"] != output:
        choice += "+second"
    return texts, choice


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("set")
    parser.add_argument("--half", choices=("dev", "val"), default="dev")
    parser.add_argument("--recall", type=float, default=0.7)
    parser.add_argument("--pred", type=Path, help="Footnote's predictions (default: run it)")
    parser.add_argument("--anchor", type=Path, help="an anchor's predictions, shown beside")
    args = parser.parse_args()
    half = halves(args.set)
    faults: Counter[str] = Counter()
    for row in truth_rows(args.set):
        page = row["id"]
        if half[page] != args.half:
            continue
        with gzip.open(BENCH / args.set / "pages" / f"{page}.html.gz") as packed:
            raw = packed.read()
        html = decode_html(raw, None)
        if args.pred is not None:
            shown = (args.pred / f"{page}.md").read_text(encoding="utf-8")
            precision, recall, f1 = score.prf(shown, row["text"])
            if recall >= args.recall:
                continue
        texts, choice = stages(html, row["url"])
        if args.pred is None:
            precision, recall, f1 = score.prf(texts["output"], row["text"])
            if recall >= args.recall:
                continue
        truth = Counter(score.tokens(row["text"]))
        got = {stage: _recall(texts[stage], truth) for stage in STAGES}
        # (readability reads the visible page, not the region: its block is judged
        # against what is visible)
        chain = [s for s in STAGES if s != "region" or not choice.startswith("readability")]
        drops = {stage: (got[chain[i - 1]] if i else 1.0) - got[stage]
                 for i, stage in enumerate(chain)}
        fault = max(drops, key=lambda stage: drops[stage])
        faults[fault] += 1
        beside = ""
        if args.anchor is not None:
            anchor = (args.anchor / f"{page}.md").read_text(encoding="utf-8")
            a_p, a_r, a_f = score.prf(anchor, row["text"])
            beside = f" | anchor F={a_f:.2f} R={a_r:.2f} P={a_p:.2f}"
        print(f"{page} {row.get('page_type', '?'):13} F={f1:.2f} R={recall:.2f} P={precision:.2f}"
              f"{beside} | {choice:17} recall by stage "
              + " ".join(f"{stage}={got[stage]:.2f}" for stage in STAGES)
              + f" -> {FAULTS[fault]}")
    print(json.dumps({FAULTS[f]: n for f, n in faults.most_common()}))


if __name__ == "__main__":
    main()
