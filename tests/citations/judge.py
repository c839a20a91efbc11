"""The support check's judgment of one cited sentence against one page, for tests."""

from __future__ import annotations

from services.citations.parser import parse
from services.citations.registry import CitationRegistry, Source
from services.citations.support import Evidence, check


def evidence(claim: str, page: str) -> Evidence:
    """How ``page`` (a source's text) backs ``claim`` cited to it."""
    reg = CitationRegistry([Source("s-1", "https://example.org/page", excerpt=page)])
    return check(parse(f"{claim} [cite:s-1]", reg), reg)[0].evidence[0]
