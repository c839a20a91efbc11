"""Readings remembered for one answer: the same as read afresh, a copy each time, and
forgotten when the next answer's check starts."""

from __future__ import annotations

from services.citations import passages
from services.citations.clauses import clauses
from services.citations.numbers import numbers
from services.citations.parser import parse
from services.citations.passages import terms
from services.citations.per_answer import forget
from services.citations.registry import CitationRegistry, Source
from services.citations.signals import names
from services.citations.support import check

CLAIM = "Die Brücke von Anna Keller wurde 2019 eröffnet, kostete aber 12 Millionen Euro."


def test_a_remembered_reading_is_a_copy_the_caller_may_change() -> None:
    forget()
    first = terms(CLAIM)
    first.append("changed")
    assert "changed" not in terms(CLAIM)
    found = names(CLAIM, True)
    found.clear()
    assert names(CLAIM, True) == names(CLAIM + " ", True)
    parts = clauses(CLAIM)
    parts[0][1].add("changed")
    assert all("changed" not in found for _part, found in clauses(CLAIM))
    assert [n.text for n in numbers(CLAIM)] == ["2019", "12"]


def test_a_check_starts_with_nothing_remembered() -> None:
    registry = CitationRegistry([Source("s-1", "https://example.org/", excerpt=(
        "Die Brücke wurde 2019 eröffnet. Sie kostete 12 Millionen Euro."))])
    other = "Ein Satz einer früheren Antwort."
    terms(other)
    check(parse(f"{CLAIM} [cite:s-1]", registry), registry)
    misses = passages._remembered.cache_info().misses
    terms(other)  # read again: the check forgot the earlier answer's readings
    assert passages._remembered.cache_info().misses == misses + 1


def test_forget_drops_every_reading() -> None:
    terms(CLAIM)
    before = passages._remembered.cache_info().currsize
    forget()
    assert passages._remembered.cache_info().currsize == 0 < before
