"""Citation markers to render tokens, numbered as the reader sees them.

``mark(text, registry)`` replaces each citation in ``text`` with a private
token (``ui.chat.markdown.cite_token``) that survives Markdown rendering, and
returns the numbered sources plus a Markdown export with ``[n]`` markers.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from services.citations.parser import parse
from services.citations.registry import CitationRegistry, Source
from ui.chat.markdown import cite_token


@dataclass
class Cite:
    """One citation as displayed: ``number`` is 0 for an unknown id."""

    id: str
    number: int


@dataclass
class Marked:
    text: str
    cites: list[Cite] = field(default_factory=list)
    sources: list[tuple[int, Source]] = field(default_factory=list)
    numbers: dict[str, int] = field(default_factory=dict)
    markdown: str = ""


def mark(text: str, registry: CitationRegistry) -> Marked:
    """Tokenize ``text``'s citations against ``registry`` (via the citation parser)."""
    parsed = parse(text, registry)
    by_number = {cited.number: cited.source for cited in parsed.sources}
    result = Marked(
        text="",
        sources=[(cited.number, cited.source) for cited in parsed.sources],
        numbers=parsed.numbers,
    )
    shown: list[str] = []
    plain: list[str] = []
    for segment in parsed.segments:
        if segment.kind == "text":
            shown.append(segment.text)
            plain.append(segment.text)
        elif segment.kind == "citation":
            for number in segment.numbers:
                source = by_number.get(number)
                result.cites.append(Cite(source.id if source else "", number))
                shown.append(cite_token(len(result.cites) - 1))
                plain.append(f"[{number}]")
        else:
            for cid in segment.ids or (segment.text,):
                result.cites.append(Cite(cid, 0))
                shown.append(cite_token(len(result.cites) - 1))
            plain.append(segment.text)
    result.text = "".join(shown)
    result.markdown = "".join(plain)
    return result
