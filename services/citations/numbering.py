"""Resolving cited ids against the registry and numbering sources by first appearance."""

from __future__ import annotations

import re
from collections.abc import Collection

from services.citations import grammar
from services.citations.registry import CitationRegistry, Source
from services.citations.segments import CitedSource, Segment
from services.urls import normalize_url

_DIGITS = re.compile(r"\d+")


class Numbering:
    """Numbers 1..N by first appearance; two ids of the same URL share a number.

    ``scope`` limits which ids a bare ``[N]`` may stand for (the ids of this
    answer's tool calls); None means every id in the registry.
    """

    def __init__(self, registry: CitationRegistry, scope: Collection[str] | None = None) -> None:
        self.registry = registry
        self.scope = scope
        self._by_url: dict[str, CitedSource] = {}
        self.sources: list[CitedSource] = []
        self.unknown_ids: list[str] = []

    def lookup(self, cid: str) -> Source | None:
        """The source of ``cid``; ids are matched exactly, then lowercased."""
        source = self.registry.get(cid)
        if source is None and cid != cid.lower():
            source = self.registry.get(cid.lower())
        return source

    def number(self, source: Source) -> int:
        key = normalize_url(source.url)
        cited = self._by_url.get(key)
        if cited is None:
            cited = CitedSource(len(self.sources) + 1, source)
            self._by_url[key] = cited
            self.sources.append(cited)
        if source.id not in cited.ids:
            cited.ids.append(source.id)
        return cited.number

    def bare(self, token: str) -> Source | None:
        """What a bare ``[token]`` stands for, or None when it is not unambiguous.

        ``[N]`` resolves when exactly one source in scope has an id ending in
        ``-N``; ``[ID]`` when ``ID`` is a known id.
        """
        if not _DIGITS.fullmatch(token):
            return self.lookup(token)
        suffix = f"-{int(token)}"
        found: Source | None = None
        for source in self.registry.sources():
            if not source.id.endswith(suffix):
                continue
            if self.scope is not None and source.id not in self.scope:
                continue
            if found is not None:
                return None
            found = source
        return found

    def resolve(self, raw: str, ids: list[str]) -> list[Segment]:
        """Segments for one marker: known ids grouped, each unknown id on its own."""
        pieces: list[Segment] = []
        known_ids: list[str] = []
        numbers: list[int] = []

        def flush() -> None:
            if known_ids:
                text = grammar.marker(*known_ids)
                pieces.append(Segment("citation", text, tuple(known_ids), tuple(numbers)))
                known_ids.clear()
                numbers.clear()

        for cid in ids:
            source = self.lookup(cid)
            if source is None:
                flush()
                if cid not in self.unknown_ids:
                    self.unknown_ids.append(cid)
                pieces.append(Segment("unknown", grammar.marker(cid), (cid,)))
                continue
            number = self.number(source)
            if source.id not in known_ids:
                known_ids.append(source.id)
            if number not in numbers:
                numbers.append(number)
        flush()
        if all(piece.kind == "unknown" for piece in pieces):
            # Nothing resolves: keep the marker exactly as written, flagged.
            return [Segment("unknown", raw, tuple(ids))]
        if len(pieces) == 1:
            only = pieces[0]
            return [Segment(only.kind, raw, only.ids, only.numbers)]
        return pieces
