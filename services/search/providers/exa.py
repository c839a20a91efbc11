"""Exa: ``POST /search`` with ``x-api-key``.

Reply: ``results[].title/url/text/highlights/publishedDate``. Highlights are
the snippet (the passages that match the query); ``text`` is the page content.
"""

from __future__ import annotations

from typing import Any

from services.results import SearchItem
from services.search.base import HttpProvider, RequestSpec, results_list, text_of


class Exa(HttpProvider):
    def build(self, query: str, max_results: int, key: str | None) -> RequestSpec:
        return RequestSpec(
            "POST",
            "/search",
            json={
                "query": query,
                "numResults": max_results,
                "contents": {"text": {"maxCharacters": 2000}, "highlights": True},
            },
            headers={"x-api-key": key or ""},
        )

    def parse(self, data: Any) -> list[SearchItem]:
        return [
            SearchItem(
                title=text_of(r.get("title")),
                url=text_of(r.get("url")),
                snippet=text_of(r.get("highlights")),
                content=text_of(r.get("text")),
                published_at=text_of(r.get("publishedDate")) or None,
                provider=self.name,
            )
            for r in results_list(data, "results")
        ]
