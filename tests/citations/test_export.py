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


def test_sources_name_author_site_and_publication_date_when_the_page_stated_them() -> None:
    registry = CitationRegistry([
        Source("bbbbbb-1", "https://news.example/a", title="Grid report.",
               author="Anna Nowak", site_name="Example News", published_at="2025-03-01T08:00Z"),
        Source("bbbbbb-2", "https://blog.example/b", title="Notes", author=" Li\nWei ",
               fetched_at="2026-11-30T09:00:00Z"),
        Source("bbbbbb-3", "https://docs.example/c", title="Manual", site_name="Docs"),
    ])
    out = export_markdown("a [cite:bbbbbb-1] b [cite:bbbbbb-2] c [cite:bbbbbb-3]", registry)
    assert out.endswith(
        "1. Grid report. Anna Nowak. Example News, 2025-03-01. <https://news.example/a>\n"
        "2. Notes. Li Wei. <https://blog.example/b>\n"  # the fetch date is not a citation date
        "3. Manual. Docs. <https://docs.example/c>\n"
    )
