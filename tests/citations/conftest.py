"""A registry with two tool calls, as an agent run would leave it."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from services.citations.registry import CitationRegistry, Source


@dataclass
class Ids:
    registry: CitationRegistry
    a: str  # call 1, item 1: https://a.example/
    b: str  # call 1, item 2: https://b.example/
    c: str  # call 2, item 1: https://c.example/
    a_again: str  # a second id for a.example (loaded from history)


@pytest.fixture
def ids() -> Ids:
    registry = CitationRegistry(
        [
            Source("k3f9a1-1", "https://a.example/", title="Alpha"),
            Source("k3f9a1-2", "https://b.example/page", title="Beta page"),
            Source("q7x2b0-1", "https://c.example/", title="Gamma"),
            Source("q7x2b0-3", "https://a.example", title="Alpha again"),
        ]
    )
    return Ids(registry, "k3f9a1-1", "k3f9a1-2", "q7x2b0-1", "q7x2b0-3")
