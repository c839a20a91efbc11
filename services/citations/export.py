"""Plain Markdown export of a cited answer: ``[n]`` markers and a numbered source list."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from services.citations.parser import parse
from services.citations.registry import CitationRegistry
from services.citations.segments import CitedSource, Parsed
from services.page import byline
from services.trust.links import for_export
from services.weburl import host_of

SOURCES_HEADING = "Sources:"


def to_markdown(
    parsed: Parsed, *, heading: str = SOURCES_HEADING, notes: Sequence[str] = ()
) -> str:
    """The answer with each citation as ``[n]`` (``[1][3]`` for several), then
    ``notes`` (how the answer ended), then the numbered sources. Unknown markers
    stay as the model wrote them.

    The one Markdown form of an answer: Copy in the chat, ``ask``'s output and
    the conversation export all write it.
    """
    parts: list[str] = []
    for segment in parsed.segments:
        if segment.kind == "citation":
            parts.append("".join(f"[{number}]" for number in segment.numbers))
        else:
            parts.append(segment.text)
    # A link the window showed disarmed (its address as text) leaves without it.
    body = for_export("".join(parts).rstrip())
    blocks = [body] if body else []
    blocks += [note for note in notes if note]
    if parsed.sources:
        listing = "\n".join(source_line(cited) for cited in parsed.sources)
        blocks.append(f"{heading}\n\n{listing}")
    return "\n\n".join(blocks) + "\n" if blocks else ""


def source_line(cited: CitedSource) -> str:
    """``n. Title. Author. Site, YYYY-MM-DD. <URL>``: one item of a Markdown
    ordered list, as a reference list cites a page; the author, the site name
    and the publication date appear only when the page stated them."""
    source = cited.source
    title = _clean(source.title) or _site(source.url)
    parts = [title]
    about = byline(source)
    if author := _clean(about.author):
        parts.append(author)
    site = _clean(about.site)
    if site or about.date:
        parts.append(", ".join(p for p in (site, about.date) if p))
    return f"{cited.number}. {'. '.join(parts)}. <{source.url}>"


def _clean(text: str) -> str:
    """One line, no trailing full stop, brackets escaped (they would read as links)."""
    return " ".join(text.split()).rstrip(". ").replace("[", "\\[").replace("]", "\\]")


def export_markdown(
    text: str, registry: CitationRegistry, *, scope: Collection[str] | None = None
) -> str:
    """Parse ``text`` against ``registry`` and export it as plain Markdown."""
    return to_markdown(parse(text, registry, scope=scope))


def _site(url: str) -> str:
    return host_of(url).removeprefix("www.")
