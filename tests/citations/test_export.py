"""Markdown export: [n] markers and a numbered source list."""

from __future__ import annotations

from services.citations.export import export_markdown, to_markdown
from services.citations.parser import parse
from services.citations.registry import CitationRegistry, Source
from tests.citations.conftest import Ids


def test_export_numbers_markers_and_lists_sources(ids: Ids) -> None:
    text = (
        f"Gamma first [cite:{ids.c}]. Alpha and beta [cite:{ids.a}, {ids.b}]. "
        f"Alpha again [cite:{ids.a_again}].\n\nCode: `[cite:{ids.a}]`. Unknown [cite:gone-1]."
    )
    assert export_markdown(text, ids.registry) == (
        "Gamma first [1]. Alpha and beta [2][3]. Alpha again [2].\n\n"
        f"Code: `[cite:{ids.a}]`. Unknown [cite:gone-1].\n\n"
        "Sources:\n\n"
        "1. Gamma. <https://c.example/>\n"
        "2. Alpha. <https://a.example/>\n"
        "3. Beta page. <https://b.example/page>\n"
    )


def test_export_without_citations_has_no_source_list(ids: Ids) -> None:
    assert export_markdown("Just text.\n\n", ids.registry) == "Just text.\n"
    assert export_markdown("", ids.registry) == ""


def test_titles_are_cleaned_and_missing_titles_use_the_site() -> None:
    registry = CitationRegistry(
        [
            Source("aaaaaa-1", "https://www.example.org/x", title=""),
            Source("aaaaaa-2", "https://b.example/", title="  A [bracketed]\n title. "),
        ]
    )
    parsed = parse("x [cite:aaaaaa-1][cite:aaaaaa-2]", registry)
    assert to_markdown(parsed, heading="来源：").endswith(
        "来源：\n\n"
        "1. example.org. <https://www.example.org/x>\n"
        "2. A \\[bracketed\\] title. <https://b.example/>\n"
    )


def test_collapsed_duplicates_export_once(ids: Ids) -> None:
    out = export_markdown(f"x [cite:{ids.a}][cite:{ids.a}] y", ids.registry)
    assert out.startswith("x [1] y\n")
