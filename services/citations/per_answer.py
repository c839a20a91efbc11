"""Readings of a text that the checks of one answer ask for again and again, remembered
for that answer only.

A claim, its window and the sentences around it are read by dozens of checks, each
cutting them into clauses (``clauses``), finding their names (``signals.names``), their
numbers (``numbers``) or their terms (``passages.terms``): the first reading is
remembered (``functools.lru_cache``) and the later ones get it again (a copy where a
caller may change it). ``forget``, called as each answer's check starts, drops every
remembered reading, so that an answer checked again costs what it cost the first time
and an idle checker holds no more than the last answer's texts; each cache is bounded
by its own ``maxsize`` meanwhile.

Answers checked at once in several threads share the caches: ``lru_cache`` is safe to
call from several threads and a reading is pure, so one answer's ``forget`` only makes
another read its texts again, never read them wrong. Worker processes each have their
own caches.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

SHORT_TEXT = 2000
"""Characters at most of a text whose readings are remembered: a claim, a window and the
sentences around it are read by many checks; a whole page is read once."""


class _Remembering(Protocol):
    def cache_clear(self) -> None: ...


_Cached = TypeVar("_Cached", bound=_Remembering)
_FORGET: list[Callable[[], None]] = []


def per_answer(cached: _Cached) -> _Cached:
    """Register ``cached`` (an ``lru_cache`` of pure readings) to be emptied by ``forget``."""
    _FORGET.append(cached.cache_clear)
    return cached


def forget() -> None:
    """Drop every reading remembered for the answer checked before."""
    for clear in _FORGET:
        clear()
