"""Fetched pages in the shared cache: namespace ``page``, keyed by normalized URL.

A cached page is reused only while reading it would still be allowed: a page
that came from a private network is not served once private fetching is
switched off, and a page whose redirect target has since been blacklisted is
read again (and refused). The cache is an optimisation, never a reason to fail:
an unreadable entry is a miss and a failed write loses nothing.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, fields
from typing import Any, Protocol

from services.cache import PAGE
from services.errors import Blacklisted
from services.fetch.assemble import Outcome, UrlFilterLike, check_blacklist
from services.fetch.builtin import Fetched
from services.page import META_FIELDS, Page
from services.urls import normalize_url

log = logging.getLogger(__name__)

NAMESPACE = PAGE


class CacheLike(Protocol):
    """What the service needs from ``services.cache.Cache``."""

    def get(self, namespace: str, key: str) -> str | None: ...

    def put(self, namespace: str, key: str, value: str, ttl_s: float) -> Any: ...


def load(
    cache: CacheLike, url: str, *, allow_private: bool, url_filter: UrlFilterLike | None
) -> Outcome | None:
    """The cached outcome for ``url`` (a checked, canonical URL), or None."""
    try:
        raw = cache.get(NAMESPACE, normalize_url(url))
        if raw is None:
            return None
        data = json.loads(raw)
        fetched_at = str(data.pop("fetched_at", ""))
        fetched = _fetched(data)
    except (TypeError, ValueError, KeyError, AttributeError):
        return None
    if fetched.private and not allow_private:
        return None
    if fetched.final_url and fetched.final_url != url:
        try:
            check_blacklist(url_filter, fetched.final_url)
        except Blacklisted:
            return None
    return Outcome(fetched, fetched_at=fetched_at, cached=True)


def store(cache: CacheLike, url: str, outcome: Outcome, ttl_s: float) -> None:
    """Keep a successful outcome for ``ttl_s`` seconds (failures are never cached)."""
    if outcome.fetched is None:
        return
    value = json.dumps({**_entry(outcome.fetched), "fetched_at": outcome.fetched_at})
    try:
        cache.put(NAMESPACE, normalize_url(url), value, ttl_s)
    except Exception:  # a cache problem must not lose the page
        log.exception("could not cache %s", url)


# A cache entry is one flat object: the page's metadata beside how it was
# fetched, its Markdown as ``content`` (the layout entries have always had).
def _entry(fetched: Fetched) -> dict[str, Any]:
    page = asdict(fetched.page)
    how = {f.name: getattr(fetched, f.name) for f in fields(fetched) if f.name != "page"}
    return {**how, "content": page.pop("markdown"), **page}


def _fetched(data: dict[str, Any]) -> Fetched:
    meta = {name: data.pop(name) for name in META_FIELDS if name in data}
    page = Page(markdown=data.pop("content"), **meta)
    return Fetched(page, **data)
