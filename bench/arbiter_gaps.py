"""Pages where another extractor beats Footnote, and what the pipeline's second reading did there.

For each page of one half of a shared set (``bench/split_halves.py``: ``dev`` by default,
so the validation half stays unseen) where the other prediction's F1 beats Footnote's by
``--margin`` or more, the page is read again with the pipeline's hooks watched:

- whether the second reading was asked, and by which doubt (``short``, ``fragment``, or
  the region rule of ``region_agreement``), or that no doubt was raised;
- when it was asked and the first reading stayed, the test of ``arbiter.prefer_second``
  that kept it (or that the second reader did not vouch for the region);
- the shape of the two readings, by word tokens: ``over-keep`` (the first is longer
  and holds the second), ``under-keep`` (the second is longer and holds the first) or
  ``disagree`` (neither holds the other).

    python bench/split_halves.py ...   # (the halves)
    python bench/arbiter_gaps.py SET FOOTNOTE_DIR OTHER_DIR [--margin 0.15] [--half dev]

The prediction folders are ``<id>.md`` files as ``bench/extraction.py`` writes them.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from extraction import BENCH, load_set  # noqa: E402
from split_halves import halves  # noqa: E402

from services.errors import ExtractionEmpty  # noqa: E402
from services.extract import arbiter, decode_html, dom, extract_page, pipeline  # noqa: E402
from services.extract.metadata import read_metadata  # noqa: E402
from services.extract.second import second_opinion  # noqa: E402

HOLDS = 0.85  # a reading holds another when this share of the other's tokens is in it


def _held(inner: str, outer: str) -> float:
    """Share of ``inner``'s word tokens found in ``outer`` (as bags)."""
    a, b = Counter(arbiter.tokens(inner)), Counter(arbiter.tokens(outer))
    return sum((a & b).values()) / max(sum(a.values()), 1)


def shape(first: str, second: str) -> str:
    """over-keep, under-keep or disagree (see the module docstring); like when equal."""
    first_len, second_len = len(arbiter.tokens(first)), len(arbiter.tokens(second))
    if _held(second, first) >= HOLDS and first_len > second_len * 1.15:
        return "over-keep"
    if _held(first, second) >= HOLDS and second_len > first_len * 1.15:
        return "under-keep"
    if _held(first, second) >= HOLDS and _held(second, first) >= HOLDS:
        return "like"
    return "disagree"


def refusal(first: str, second: str, doubt: arbiter.Doubt) -> str:
    """Which test of ``arbiter.prefer_second`` kept the first reading."""
    first_len, second_len = len(arbiter.tokens(first)), len(arbiter.tokens(second))
    if not second_len:
        return "the second reader found nothing"
    held = _held(first, second)
    if first_len < arbiter.SHORT_TOKENS:
        return (f"short first: second {second_len / max(first_len, 1):.1f}x as long "
                f"(needs {arbiter.SHORT_GAIN}x), holds {held:.2f} of it "
                f"(needs {arbiter.SHORT_HOLDS})")
    if not doubt.fragment:
        return "no fragment doubt left"
    if held < arbiter.HOLDS_FIRST:
        return f"second holds {held:.2f} of the first (needs {arbiter.HOLDS_FIRST})"
    ratio = second_len / first_len
    if ratio >= arbiter.MUCH_LONGER:
        return f"second {ratio:.1f}x as long beside a full first ({first_len} tokens)"
    if ratio < arbiter.LONGER:
        return f"second only {ratio:.2f}x as long (needs {arbiter.LONGER}x)"
    return "second's extra lies around the first's span, not inside it"


HOOKS = ("Doubt", "worth_asking", "second_vouches", "prefer_second", "second_opinion")


def watched(html: str, url: str) -> dict[str, Any]:
    """Footnote's reading of a page with what its second reading did."""
    seen: dict[str, Any] = {"asked": [], "second": ""}
    real = {name: getattr(pipeline, name) for name in HOOKS}

    def doubt(**kw: bool) -> arbiter.Doubt:
        made: arbiter.Doubt = real["Doubt"](**kw)
        seen["doubt"] = made
        return made

    def worth_asking(block: str, region: str) -> bool:
        asked = bool(real["worth_asking"](block, region))
        if asked:
            seen["asked"].append("region")
        return asked

    def second_vouches(block: str, region: str, second: str) -> bool:
        seen["vouched"] = bool(real["second_vouches"](block, region, second))
        return bool(seen["vouched"])

    def prefer_second(first: str, second: str, doubt: arbiter.Doubt,
                      alone: str | None = None) -> bool:
        seen["asked"].append("+".join(k for k in ("short", "fragment") if getattr(doubt, k)))
        seen["first"] = first
        seen["preferred"] = bool(real["prefer_second"](first, second, doubt, alone=alone))
        return bool(seen["preferred"])

    def second_opinion(doc: object, page_url: str) -> str:
        seen["second"] = str(real["second_opinion"](doc, page_url))
        return str(seen["second"])

    watch = {"Doubt": doubt, "worth_asking": worth_asking, "second_vouches": second_vouches,
             "prefer_second": prefer_second, "second_opinion": second_opinion}
    for name in HOOKS:
        setattr(pipeline, name, watch[name])
    try:
        seen["out"] = extract_page(html, url).markdown
    except ExtractionEmpty:
        seen["out"] = ""
    finally:
        for name in HOOKS:
            setattr(pipeline, name, real[name])
    return seen


def unasked_second(html: str, url: str) -> str:
    """The second reading the pipeline would have had, on a page it did not ask it for."""
    product = read_metadata(dom.parse(html), url).is_product
    return second_opinion(pipeline.prepare(html, product=product), url)


def report(set_name: str, ours: Path, other: Path, margin: float, half: str) -> None:
    sys.path.insert(0, str(BENCH / "extraction"))
    import score  # the sets' own scorer

    which = halves(set_name)
    faults: Counter[str] = Counter()
    for sample in load_set(set_name):
        if which[sample.page_id] != half:
            continue
        read = {name: (folder / f"{sample.page_id}.md").read_text(encoding="utf-8")
                if (folder / f"{sample.page_id}.md").exists() else ""
                for name, folder in (("ours", ours), ("other", other))}
        f1 = {name: score.prf(text, sample.truth)[2] for name, text in read.items()}
        if f1["other"] - f1["ours"] < margin:
            continue
        html = decode_html(sample.raw, sample.charset)
        seen = watched(html, sample.url)
        asked = [a for a in seen["asked"] if a]
        second = str(seen["second"]) if asked else unasked_second(html, sample.url)
        form = shape(str(seen.get("first") or seen["out"]), second) if second else "?"
        if not asked:
            why = "not asked: neither short nor a fragment"
            fault = f"not asked, {form}"
        elif "preferred" in seen and not seen["preferred"]:
            why = f"asked ({', '.join(asked)}), kept the first: " + refusal(
                str(seen["first"]), second, seen["doubt"])
            fault = f"asked, arbiter kept the first, {form}"
        elif "region" in asked and not seen.get("vouched"):
            why = "asked (region), the second did not vouch for the region"
            fault = f"asked, region not vouched, {form}"
        else:
            why = f"asked ({', '.join(asked)}), the output changed"
            fault = "asked, changed"
        faults[fault] += 1
        print(f"{sample.page_id} {sample.groups['page_type']:13} ours {f1['ours']:.3f} "
              f"other {f1['other']:.3f} second {score.prf(second, sample.truth)[2]:.3f} | "
              f"{why} | {form}")
    for fault, count in faults.most_common():
        print(f"  {count:3}  {fault}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("set_name")
    parser.add_argument("ours", type=Path, help="Footnote's predictions of the set")
    parser.add_argument("other", type=Path, help="the other extractor's predictions")
    parser.add_argument("--margin", type=float, default=0.15)
    parser.add_argument("--half", choices=("dev", "val"), default="dev")
    args = parser.parse_args()
    report(args.set_name, args.ours, args.other, args.margin, args.half)


if __name__ == "__main__":
    main()
