"""The support check: its precision and recall on the labelled set, and its cost per answer.

Run: ``python -m bench.support [REPEATS]``.

Quality: every case of ``tests/citations/data/support_cases.json`` (a claim, a
source text, and whether the source really supports the claim) is judged the
way an answer's citation is. Two figures matter to a reader: how often a
citation judged ``supported`` really is (precision of ``supported``), and how
many of the truly unsupported citations are flagged ``unsupported``
(recall of the flag), with the flag's precision (how many flags are right).

Speed: a ten-citation answer over five fetched pages of about 20,000
characters each (the size the token budget usually leaves), timed from the
parsed answer to the judged claims, including indexing the pages. The goal is
under 20 ms per answer; the ratio printed is time / 20 ms (lower is better).
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path

from services.citations.parser import parse
from services.citations.registry import CitationRegistry, Source
from services.citations.support import SUPPORTED_AT, WEAK_AT, check

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "tests" / "citations" / "data" / "support_cases.json"
GOAL_MS = 20.0


def judged_cases() -> list[tuple[str, str, str]]:
    """``(label, judgment, kind)`` for every labelled case."""
    data = json.loads(CASES.read_text(encoding="utf-8"))
    out = []
    for number, case in enumerate(data["cases"]):
        registry = CitationRegistry([Source(id=f"s-{number}", url="https://example.org/",
                                            excerpt=data["sources"][case["source"]])])
        claims = check(parse(f"{case['claim']} [cite:s-{number}]", registry), registry)
        out.append((case["label"], claims[0].support, case["kind"]))
    return out


def rate(hits: int, total: int) -> str:
    return f"{hits}/{total} = {hits / total:.0%}" if total else "n/a"


def quality() -> None:
    rows = judged_cases()
    said_supported = [label for label, judged, _ in rows if judged == "supported"]
    flagged = [label for label, judged, _ in rows if judged == "unsupported"]
    truly_unsupported = [judged for label, judged, _ in rows if label == "unsupported"]
    truly_supported = [judged for label, judged, _ in rows if label == "supported"]
    print(f"{len(rows)} labelled claims; thresholds: supported >= {SUPPORTED_AT}, "
          f"weak >= {WEAK_AT}")
    print("precision of 'supported':  "
          + rate(said_supported.count("supported"), len(said_supported)))
    print("recall of 'supported':     "
          + rate(truly_supported.count("supported"), len(truly_supported)))
    print("precision of 'unsupported':"
          + " " + rate(flagged.count("unsupported"), len(flagged)))
    print("recall of 'unsupported':   "
          + rate(truly_unsupported.count("unsupported"), len(truly_unsupported)))
    print("true claims judged weak:   "
          + rate(truly_supported.count("weak"), len(truly_supported)))
    print("false claims judged weak:  "
          + rate(truly_unsupported.count("weak"), len(truly_unsupported)))


def make_answer(rng: random.Random) -> tuple[str, CitationRegistry]:
    # Distinct made-up words of natural lengths (no shared prefixes, as in real text).
    letters = "abcdefghijklmnopqrstuvwxyz"
    vocabulary = list({"".join(rng.choices(letters, k=rng.randint(3, 11)))
                       for _ in range(3000)})
    sources = []
    for s in range(5):
        sentences = [" ".join(rng.choices(vocabulary, k=rng.randint(8, 30))).capitalize() + "."
                     for _ in range(160)]
        sources.append(Source(id=f"p{s}-1", url=f"https://site{s}.example/page",
                              excerpt=" ".join(sentences)))
    registry = CitationRegistry(sources)
    claims = []
    for c in range(10):
        source = sources[c % 5]
        words = rng.choice(source.excerpt.split(". ")).split()[:12]
        rng.shuffle(words)
        claims.append(" ".join(words) + f" [cite:{source.id}].")
    return " ".join(claims), registry


def speed(repeats: int) -> None:
    answer, registry = make_answer(random.Random(16))
    parsed = parse(answer, registry)
    chars = sum(len(s.excerpt) for s in registry.sources())
    timings = []
    for _ in range(repeats):
        started = time.perf_counter()
        claims = check(parsed, registry)
        timings.append((time.perf_counter() - started) * 1000)
    best = min(timings)
    print(f"\n{len(claims)} cited sentences over 5 pages ({chars:,} characters)")
    median = sorted(timings)[len(timings) // 2]
    print(f"support check: {best:.1f} ms per answer (median {median:.1f} ms); "
          f"ratio to the 20 ms goal: {best / GOAL_MS:.2f}")


def main(argv: list[str]) -> None:
    quality()
    speed(int(argv[0]) if argv else 20)


if __name__ == "__main__":
    main(sys.argv[1:])
