"""Tavily: ``POST /search`` with a bearer key.

Reply: ``results[].title/url/content/raw_content/published_date`` (``score`` is
dropped by the projection). HTTP 432/433 mean the plan's or the pay-as-you-go
credit limit was reached: the key is rested and the next one tried.
"""

from __future__ import annotations

from typing import Any

import httpx

from services.errors import RateLimited, SearchError
from services.results import SearchItem
from services.search.base import HttpProvider, RequestSpec, error_detail, results_list, text_of


class Tavily(HttpProvider):
    def build(self, query: str, max_results: int, key: str | None) -> RequestSpec:
        return RequestSpec(
            "POST",
            "/search",
            json={"query": query, "max_results": max_results, "search_depth": "basic",
                  "include_answer": False, "include_raw_content": False},
            headers={"Authorization": f"Bearer {key}"},
        )

    def parse(self, data: Any) -> list[SearchItem]:
        return [
            SearchItem(
                title=text_of(r.get("title")),
                url=text_of(r.get("url")),
                snippet=text_of(r.get("content")),
                content=text_of(r.get("raw_content")),
                published_at=text_of(r.get("published_date")) or None,
                provider=self.name,
            )
            for r in results_list(data, "results")
        ]

    def interpret(self, response: httpx.Response) -> SearchError | None:
        if response.status_code in (432, 433):
            detail = error_detail(response)
            return RateLimited(
                f"Tavily's credit limit for this key was reached (HTTP {response.status_code}"
                f"{': ' + detail if detail else ''}).",
                hint="Add another key, or raise the limit in the Tavily dashboard.",
            )
        return None
