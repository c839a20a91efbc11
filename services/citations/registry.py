"""Citation ids and the per-conversation registry that resolves them.

An id is a short random prefix per tool call plus the item's number
(``k3f9a1-1``). The same URL seen twice within one conversation keeps its
first id, so the model's earlier citations stay valid.
"""

from __future__ import annotations

import secrets
import string
import threading
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from typing import Any

from services.textclean import strip_controls
from services.trust.fence import Fence
from services.urls import normalize_url

_ALPHABET = string.ascii_lowercase + string.digits


def new_prefix(length: int = 6) -> str:
    """A random call prefix; starts with a letter so ids never look like numbers."""
    first = secrets.choice(string.ascii_lowercase)
    return first + "".join(secrets.choice(_ALPHABET) for _ in range(length - 1))


_TEXT_FIELDS = ("title", "snippet", "excerpt", "author", "site_name")


@dataclass
class Source:
    """What a citation id points at."""

    id: str
    url: str
    title: str = ""
    snippet: str = ""
    excerpt: str = ""
    provider: str = ""
    fetched_at: str = ""
    published_at: str | None = None
    author: str = ""
    site_name: str = ""

    def __post_init__(self) -> None:
        # Page-derived text shows control characters as nothing, wherever it is shown.
        for name in _TEXT_FIELDS:
            setattr(self, name, strip_controls(getattr(self, name)))

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


class CitationRegistry:
    """Maps citation ids to sources for one conversation. Thread-safe.

    It also holds the boundary (``fence``) the tools frame untrusted text with:
    the agent draws a new one at the start of every run (``new_fence``).
    """

    def __init__(self, sources: Iterable[Source] = ()) -> None:
        self._lock = threading.Lock()
        self.fence = Fence()
        self._by_id: dict[str, Source] = {}
        self._by_url: dict[str, str] = {}
        for source in sources:
            self._by_id[source.id] = source
            self._by_url.setdefault(normalize_url(source.url), source.id)

    def new_call(self) -> CallIds:
        """Ids for one tool call: a fresh prefix unique in this registry."""
        with self._lock:
            while True:
                prefix = new_prefix()
                if not any(i.startswith(prefix + "-") for i in self._by_id):
                    return CallIds(self, prefix)

    def assign(self, prefix: str, number: int, url: str, **fields: Any) -> str:
        """Register ``url`` and return its id (the first id when seen before).

        Fields given again (a fetched excerpt after a search snippet) update the
        stored source without changing its id.
        """
        key = normalize_url(url)
        with self._lock:
            existing = self._by_url.get(key)
            if existing is not None:
                source = self._by_id[existing]
                for name, value in fields.items():
                    if value and hasattr(source, name):
                        if name in _TEXT_FIELDS and isinstance(value, str):
                            value = strip_controls(value)
                        setattr(source, name, value)
                return existing
            cid = f"{prefix}-{number}"
            self._by_id[cid] = Source(id=cid, url=url, **fields)
            self._by_url[key] = cid
            return cid

    def new_fence(self) -> Fence:
        """A fresh boundary for the next run: an earlier run's nonce is retired."""
        self.fence = Fence()
        return self.fence

    def get(self, cid: str) -> Source | None:
        with self._lock:
            return self._by_id.get(cid)

    def __contains__(self, cid: object) -> bool:
        with self._lock:
            return cid in self._by_id

    def __len__(self) -> int:
        with self._lock:
            return len(self._by_id)

    def sources(self) -> list[Source]:
        with self._lock:
            return list(self._by_id.values())

    def id_for_url(self, url: str) -> str | None:
        with self._lock:
            return self._by_url.get(normalize_url(url))


class CallIds:
    """Hands out ``prefix-1``, ``prefix-2``, ... for the items of one call."""

    def __init__(self, registry: CitationRegistry, prefix: str) -> None:
        self.registry = registry
        self.prefix = prefix
        self._next = 0

    def assign(self, url: str, **fields: Any) -> str:
        self._next += 1
        return self.registry.assign(self.prefix, self._next, url, **fields)
