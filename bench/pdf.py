"""PDF extraction speed: ``extract_pdf`` on a 20-page report against pypdf's plain text.

Run: ``python -m bench.pdf [PAGES] [REPEATS]``. Prints milliseconds per
document for Footnote's extraction (headings, paragraphs, page markers) and
for pypdf's ``extract_text`` of every page (the anchor: the library's own cost,
with no layout work), and their ratio (lower is better; 1.0 means no overhead).
"""

from __future__ import annotations

import io
import random
import sys
import time
from collections.abc import Callable

from pypdf import PdfReader

from services.extract.pdf import extract_pdf
from tests.extract.pdfgen import Line, PdfPage, build_pdf, paragraph_lines

WORDS = [
    "the", "report", "finds", "that", "revenue", "rose", "while", "costs", "in", "northern",
    "region", "fell", "sharply", "because", "of", "new", "contracts", "signed", "with",
    "suppliers", "during", "an", "extraordinarily", "difficult", "year", "for", "logistics",
    "manufacturing", "and", "across", "several", "international", "markets",
]


def make_document(pages: int, rng: random.Random) -> bytes:
    built = []
    for number in range(pages):
        lines = [Line(f"Section {number + 1}: findings", 15)]
        while len(lines) < 46:
            words = rng.choices(WORDS, k=rng.randint(40, 90))
            lines += paragraph_lines(" ".join(words).capitalize() + ".")
        built.append(PdfPage([*lines[:46], Line(str(number + 1), 9, gap=20)]))
    return build_pdf(built, title="Benchmark report")


def best_ms(runs: list[Callable[[], object]], repeats: int) -> list[float]:
    """Best time of each run in milliseconds; the runs alternate, so load hits both alike."""
    best = [float("inf")] * len(runs)
    for _ in range(repeats):
        for index, run in enumerate(runs):
            started = time.perf_counter()
            run()
            best[index] = min(best[index], time.perf_counter() - started)
    return [b * 1000 for b in best]


def main(argv: list[str]) -> None:
    pages = int(argv[0]) if argv else 20
    repeats = int(argv[1]) if len(argv) > 1 else 5
    data = make_document(pages, random.Random(16))
    page = extract_pdf(data, "https://bench.example/report.pdf")

    def plain() -> None:
        reader = PdfReader(io.BytesIO(data))
        for p in reader.pages:
            p.extract_text()

    ours, anchor = best_ms(
        [lambda: extract_pdf(data, "https://bench.example/report.pdf"), plain], repeats)
    print(f"{pages} pages, {len(data) // 1024} KiB, {len(page.markdown):,} characters of Markdown")
    print(f"extract_pdf:           {ours:8.1f} ms per document ({ours / pages:.1f} ms per page)")
    print(f"pypdf extract_text:    {anchor:8.1f} ms per document")
    print(f"ratio (ours / anchor): {ours / anchor:8.2f}")


if __name__ == "__main__":
    main(sys.argv[1:])
