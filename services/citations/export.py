"""Plain Markdown export of a cited answer: ``[n]`` markers and a numbered source list."""

from __future__ import annotations

from collections.abc import Collection

from services.citations.parser import parse
from services.citations.registry import CitationRegistry
from services.citations.segments import CitedSource, Parsed
from services.weburl import host_of

SOURCES_HEADING = "Sources:"


def to_markdown(parsed: Parsed, *, heading: str = SOURCES_HEADING) -> str:
    """The answer with each citation as ``[n]`` (``[1][3]`` for several) and the
    numbered sources after it. Unknown markers stay as the model wrote them."""
    parts: list[str] = []
    for segment in parsed.segments:
        if segment.kind == "citation":
            parts.append("".join(f"[{number}]" for number in segment.numbers))
        else:
            parts.append(segment.text)
    body = "".join(parts).rstrip()
    if not parsed.sources:
        return body + "\n" if body else ""
    listing = "\n".join(source_line(cited) for cited in parsed.sources)
    return f"{body}\n\n{heading}\n\n{listing}\n"


def source_line(cited: CitedSource) -> str:
    """``n. Title. <URL>``: one item of a Markdown ordered list."""
    source = cited.source
    title = " ".join(source.title.split()) or _site(source.url)
    title = title.rstrip(". ").replace("[", "\\[").replace("]", "\\]")
    return f"{cited.number}. {title}. <{source.url}>"


def export_markdown(
    text: str, registry: CitationRegistry, *, scope: Collection[str] | None = None
) -> str:
    """Parse ``text`` against ``registry`` and export it as plain Markdown."""
    return to_markdown(parse(text, registry, scope=scope))


def _site(url: str) -> str:
    return host_of(url).removeprefix("www.")
