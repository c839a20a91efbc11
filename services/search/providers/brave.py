"""Brave Search: ``GET /res/v1/web/search`` with ``X-Subscription-Token``.

Reply: ``web.results[].title/url/description/page_age`` (``age`` is a
human-readable fallback date). Descriptions carry ``<strong>`` highlights and
HTML entities: they are stripped to plain text.

Brave answers a wrong or revoked key with HTTP 422 and the error code
``SUBSCRIPTION_TOKEN_INVALID`` (not 401): treated as a refused key so the next
key is tried.
"""

from __future__ import annotations

import html
import re
from typing import Any

import httpx

from services.errors import KeyRefused, SearchError
from services.results import SearchItem
from services.search.base import HttpProvider, RequestSpec, error_detail, results_list, text_of

_TAG = re.compile(r"<[^>]*>")


def plain(text: str) -> str:
    """``text`` without HTML tags and with entities decoded."""
    return re.sub(r"\s+", " ", html.unescape(_TAG.sub("", text))).strip()


class Brave(HttpProvider):
    def build(self, query: str, max_results: int, key: str | None) -> RequestSpec:
        return RequestSpec(
            "GET",
            "/res/v1/web/search",
            params={"q": query, "count": min(max_results, 20)},
            headers={"X-Subscription-Token": key or ""},
        )

    def parse(self, data: Any) -> list[SearchItem]:
        items = []
        for r in results_list(data, "web", "results"):
            extra_snippets = r.get("extra_snippets")
            items.append(
                SearchItem(
                    title=plain(text_of(r.get("title"))),
                    url=text_of(r.get("url")),
                    snippet=plain(text_of(r.get("description"))),
                    content=plain(text_of(extra_snippets)) if extra_snippets else "",
                    published_at=text_of(r.get("page_age")) or None,
                    provider=self.name,
                    extra={"dates": {"age": text_of(r.get("age"))}},
                )
            )
        return items

    def interpret(self, response: httpx.Response) -> SearchError | None:
        if response.status_code == 422 and _error_code(response) == "SUBSCRIPTION_TOKEN_INVALID":
            detail = error_detail(response)
            return KeyRefused(
                f"Brave Search refused the API key (HTTP 422{': ' + detail if detail else ''}).",
                hint="Check the key with 'python -m app keys set search.brave'.",
            )
        return None


def _error_code(response: httpx.Response) -> str:
    """Brave's ``error.code`` (``SUBSCRIPTION_TOKEN_INVALID``, ``RATE_LIMITED``, ...)."""
    try:
        data = response.json()
    except ValueError:
        return ""
    error = data.get("error") if isinstance(data, dict) else None
    code = error.get("code") if isinstance(error, dict) else None
    return code if isinstance(code, str) else ""
