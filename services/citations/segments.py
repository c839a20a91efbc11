"""What the citation parser produces: segments of an answer and its numbered sources."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Literal

from services.citations.registry import Source

SegmentKind = Literal["text", "citation", "unknown"]


@dataclass(frozen=True, slots=True)
class Segment:
    """One piece of an answer.

    Attributes:
        kind: ``text`` (shown as written), ``citation`` (ids that resolve) or
            ``unknown`` (a marker whose id the registry does not know: shown as
            written and flagged, never dropped or pointed elsewhere).
        text: the text, or the marker as the model wrote it.
        ids: the cited ids (the registry's spelling for known ones).
        numbers: the display numbers of a citation, distinct, in order.
    """

    kind: SegmentKind
    text: str
    ids: tuple[str, ...] = ()
    numbers: tuple[int, ...] = ()

    def to_dict(self) -> dict[str, object]:
        return {
            "kind": self.kind,
            "text": self.text,
            "ids": list(self.ids),
            "numbers": list(self.numbers),
        }


@dataclass
class CitedSource:
    """A numbered source of one answer; ``ids`` lists every id cited for it
    (two ids of the same URL share one number)."""

    number: int
    source: Source
    ids: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, object]:
        return {
            "n": self.number,
            "id": self.source.id,
            "ids": list(self.ids),
            "url": self.source.url,
            "title": self.source.title,
        }


@dataclass
class Parsed:
    """An answer split into segments, with the sources it cites numbered 1..N."""

    segments: list[Segment]
    sources: list[CitedSource]
    unknown_ids: list[str] = field(default_factory=list)

    @property
    def numbers(self) -> dict[str, int]:
        """Display number of every cited id."""
        return {cid: cited.number for cited in self.sources for cid in cited.ids}

    @property
    def text(self) -> str:
        """The answer as written (markers included)."""
        return "".join(segment.text for segment in self.segments)


def merge_text(segments: Iterable[Segment]) -> list[Segment]:
    """Adjacent text segments joined into one (streaming splits text at chunk ends)."""
    merged: list[Segment] = []
    for segment in segments:
        if not segment.text and segment.kind == "text":
            continue
        if segment.kind == "text" and merged and merged[-1].kind == "text":
            merged[-1] = Segment("text", merged[-1].text + segment.text)
        else:
            merged.append(segment)
    return merged
