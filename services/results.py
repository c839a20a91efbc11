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

from services.page import META_FIELDS, PageMeta


@dataclass(kw_only=True)
class FetchItem(PageMeta):
    """One URL of a ``web_fetch`` call: with the page's metadata (``PageMeta``)
    and its ``content`` when it was read, why not when it was not."""

    url: str
    final_url: str = ""
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
    errors: list[dict[str, str]] = field(default_factory=list)

    def take(self, meta: PageMeta) -> None:
        """Carry the page's metadata."""
        for name in META_FIELDS:
            setattr(self, name, getattr(meta, name))

    def to_dict(self) -> dict[str, Any]:
        """The item as JSON keeps the layout its readers know: the title beside
        the URLs, the rest of the metadata after the counts."""
        data = dataclasses.asdict(self)
        meta = {name: data.pop(name) for name in META_FIELDS}
        errors = data.pop("errors")
        head = {"url": data.pop("url"), "final_url": data.pop("final_url"),
                "title": meta.pop("title")}
        return {**head, **data, **meta, "errors": errors}


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
