"""The shape both tools return: ``text`` for the model, ``items`` for the program,
``meta`` for logs, traces and the UI.

``ToolResult`` is generic in its items: ``web_search`` returns a
``ToolResult[SearchItem]``, ``web_fetch`` a ``ToolResult[FetchItem]``; code that
takes either reads ``ToolResult[Item]``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar


@dataclass
class FetchItem:
    """One URL of a ``web_fetch`` call."""

    url: str
    final_url: str = ""
    title: str = ""
    content: str = ""
    ok: bool = False
    reason: str | None = None
    error: str = ""
    provider: str = ""
    fetched_at: str = ""
    id: str = ""
    bytes: int = 0
    chars: int = 0
    tokens: int = 0
    truncated: bool = False
    language: str = ""
    site_name: str = ""
    published_at: str = ""
    author: str = ""
    description: str = ""
    errors: list[dict[str, str]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


@dataclass
class SearchItem:
    """One normalized search result."""

    title: str
    url: str
    snippet: str = ""
    content: str = ""
    published_at: str | None = None
    provider: str = ""
    query: str = ""
    id: str = ""
    degraded: bool = False
    missing: list[str] = field(default_factory=list)
    truncated: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


Item = FetchItem | SearchItem
"""One item of either tool's result."""

ItemT = TypeVar("ItemT", bound=Item)


@dataclass
class ToolResult(Generic[ItemT]):
    """What a tool call returns."""

    text: str
    items: list[ItemT]
    meta: dict[str, Any]

    def item_dicts(self) -> list[dict[str, Any]]:
        return [i.to_dict() for i in self.items]

    def to_dict(self) -> dict[str, Any]:
        return {"text": self.text, "items": self.item_dicts(), "meta": self.meta}
