"""Jina Search (``s.jina.ai``): ``GET /?q=`` with a bearer key and
``Accept: application/json``. ``X-Respond-With: no-content`` asks for the
result list only (titles, URLs, descriptions) instead of reading every page.

Reply: ``data[].title/url/description/content/date``.
"""

from __future__ import annotations

from typing import Any

from services.results import SearchItem
from services.search.base import HttpProvider, RequestSpec, results_list, text_of


class Jina(HttpProvider):
    def build(self, query: str, max_results: int, key: str | None) -> RequestSpec:
        return RequestSpec(
            "GET",
            "/",
            params={"q": query},
            headers={"Authorization": f"Bearer {key}", "X-Respond-With": "no-content"},
        )

    def parse(self, data: Any) -> list[SearchItem]:
        return [
            SearchItem(
                title=text_of(r.get("title")),
                url=text_of(r.get("url")),
                snippet=text_of(r.get("description")),
                content=text_of(r.get("content")),
                published_at=text_of(r.get("date")) or None,
                provider=self.name,
            )
            for r in results_list(data, "data")
        ]
