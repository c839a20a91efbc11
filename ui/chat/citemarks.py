"""Citation markers to render tokens, numbered as the reader sees them.

The numbering is the citation parser's (``services.citations.parser``), the
same that ``ask`` and the exports use: 1..N by first appearance, two ids of one
URL share a number, markers in code stay as written, unknown ids are flagged.
``CiteMarker`` feeds an answer to the streaming parser chunk by chunk and turns
each final segment into display text: a citation becomes a private token
(``ui.chat.markdown.cite_token``) that survives Markdown rendering; ``mark``
does the same for a whole text at once.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from services.citations.export import SOURCES_HEADING, to_markdown
from services.citations.parser import StreamingCitationParser
from services.citations.registry import CitationRegistry, Source
from services.citations.segments import Segment
from ui.chat.markdown import cite_token


@dataclass
class Cite:
    """One citation as displayed: ``number`` is 0 for an unknown id."""

    id: str
    number: int


@dataclass
class Marked:
    """A whole answer: display text with tokens, its cites, numbered sources and
    its Markdown (``services.citations.export.to_markdown``: what Copy puts on
    the clipboard, the same text the conversation export writes)."""

    text: str
    cites: list[Cite] = field(default_factory=list)
    sources: list[tuple[int, Source]] = field(default_factory=list)
    numbers: dict[str, int] = field(default_factory=dict)
    markdown: str = ""


class CiteMarker:
    """Incremental: ``feed(chunk)`` returns the display text that became final."""

    def __init__(self, registry: CitationRegistry) -> None:
        self._parser = StreamingCitationParser(registry)
        self.cites: list[Cite] = []
        self._shown: list[str] = []

    def feed(self, chunk: str) -> str:
        return self._display(self._parser.feed(chunk))

    def finish(self) -> str:
        return self._display(self._parser.finish())

    @property
    def sources(self) -> list[tuple[int, Source]]:
        """The sources numbered so far, in number order."""
        return [(cited.number, cited.source) for cited in self._parser.numbering.sources]

    @property
    def numbers(self) -> dict[str, int]:
        """Display number of every id cited so far."""
        return {cid: c.number for c in self._parser.numbering.sources for cid in c.ids}

    def result(self, *, heading: str = SOURCES_HEADING) -> Marked:
        """Everything fed so far (call after ``finish`` for a whole answer);
        ``heading`` titles the source list of its Markdown."""
        parsed = self._parser.result()
        return Marked(
            text="".join(self._shown),
            cites=list(self.cites),
            sources=[(cited.number, cited.source) for cited in parsed.sources],
            numbers=parsed.numbers,
            markdown=to_markdown(parsed, heading=heading),
        )

    def _display(self, segments: Iterable[Segment]) -> str:
        shown: list[str] = []
        by_number = {number: source for number, source in self.sources}
        for segment in segments:
            if segment.kind == "text":
                shown.append(segment.text)
            elif segment.kind == "citation":
                for number in segment.numbers:
                    source = by_number.get(number)
                    self.cites.append(Cite(source.id if source else "", number))
                    shown.append(cite_token(len(self.cites) - 1))
            else:
                for cid in segment.ids or (segment.text,):
                    self.cites.append(Cite(cid, 0))
                    shown.append(cite_token(len(self.cites) - 1))
        text = "".join(shown)
        self._shown.append(text)
        return text


def mark(text: str, registry: CitationRegistry) -> Marked:
    """Tokenize a whole ``text``'s citations against ``registry``."""
    marker = CiteMarker(registry)
    marker.feed(text)
    marker.finish()
    return marker.result()
