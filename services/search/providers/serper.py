"""Serper (Google results): ``POST /search`` with ``X-API-KEY``.

Reply: ``organic[].title/link/snippet/date`` (``position`` is dropped).
"""

from __future__ import annotations

from typing import Any

from services.results import SearchItem
from services.search.base import HttpProvider, RequestSpec, results_list, text_of


class Serper(HttpProvider):
    def build(self, query: str, max_results: int, key: str | None) -> RequestSpec:
        return RequestSpec(
            "POST", "/search", json={"q": query, "num": max_results},
            headers={"X-API-KEY": key or ""},
        )

    def parse(self, data: Any) -> list[SearchItem]:
        return [
            SearchItem(
                title=text_of(r.get("title")),
                url=text_of(r.get("link")),
                snippet=text_of(r.get("snippet")),
                published_at=text_of(r.get("date")) or None,
                provider=self.name,
            )
            for r in results_list(data, "organic")
        ]
