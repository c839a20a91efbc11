"""SearXNG: ``GET {host}/search?q=...&format=json``, optional basic auth.

Reply: ``results[].title/url/content/publishedDate``. An instance answers 403
when the JSON format is not enabled in its ``settings.yml``; that is said
exactly, with the fix. No results while ``unresponsive_engines`` lists failed
engines (timeouts, CAPTCHAs) is a provider error, not "no results", so the
fallback provider gets the query. The user name is the setting ``search.searxng.username``,
the password the key ``search.searxng``.
"""

from __future__ import annotations

from typing import Any

import httpx

from services.errors import JsonFormatDisabled, KeyRefused, NeedsKey, SearchError
from services.results import SearchItem
from services.search.base import HttpProvider, RequestSpec, results_list, text_of


class SearXNG(HttpProvider):
    @property
    def username(self) -> str:
        return str(self.ctx.settings["search.searxng.username"] or "").strip()

    def missing_setup(self) -> NeedsKey | None:
        problem = super().missing_setup()
        if problem is None and self.username and not self.keys():
            return NeedsKey(
                f"SearXNG user {self.username!r} is set but no password is stored.",
                hint="Store it with 'python -m app keys set search.searxng'.",
            )
        return problem

    def build(self, query: str, max_results: int, key: str | None) -> RequestSpec:
        auth = None
        if self.username:
            keys = self.keys()
            auth = (self.username, keys[0] if keys else "")
        return RequestSpec(
            "GET", "/search", params={"q": query, "format": "json", "pageno": 1}, auth=auth
        )

    def parse(self, data: Any) -> list[SearchItem]:
        items = [
            SearchItem(
                title=text_of(r.get("title")),
                url=text_of(r.get("url")),
                snippet=text_of(r.get("content")),
                published_at=text_of(r.get("publishedDate")) or None,
                provider=self.name,
                extra={"dates": {"pubdate": text_of(r.get("pubdate"))}},
            )
            for r in results_list(data, "results")
        ]
        failed = _unresponsive(data)
        if not items and failed:
            # Not "no results": the engines behind the instance did not answer.
            raise SearchError(
                f"The SearXNG instance at {self.host} returned nothing because its engines "
                f"failed ({'; '.join(failed)}).",
                hint="Try again later, or enable other engines in the instance's settings.",
            )
        return items

    def interpret(self, response: httpx.Response) -> SearchError | None:
        if response.status_code == 403:
            return JsonFormatDisabled(
                f"The SearXNG instance at {self.host} has the JSON format disabled "
                "(it answered 403 Forbidden to format=json).",
                hint=(
                    "Enable it in the instance's settings.yml: under 'search:' set "
                    "'formats: [html, json]', then restart SearXNG; or use another instance."
                ),
            )
        if response.status_code == 401:
            return KeyRefused(
                f"The SearXNG instance at {self.host} refused the login (HTTP 401).",
                hint=(
                    "Check search.searxng.username and the password stored with "
                    "'python -m app keys set search.searxng'."
                ),
            )
        return None


def _unresponsive(data: Any) -> list[str]:
    """``unresponsive_engines`` as "engine: reason" strings (pairs in SearXNG's reply)."""
    found = data.get("unresponsive_engines") if isinstance(data, dict) else None
    if not isinstance(found, list):
        return []
    out = []
    for entry in found[:5]:
        if isinstance(entry, list | tuple) and entry:
            out.append(": ".join(str(part) for part in entry[:2] if part))
        elif isinstance(entry, str):
            out.append(entry)
    return [e for e in out if e]
