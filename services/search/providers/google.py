"""Google Programmable Search (Custom Search JSON API): ``GET /customsearch/v1``
with ``key``, ``cx`` (setting ``search.google.cx``) and ``q``.

Reply: ``items[].title/link/snippet``; ``items`` is absent when there are no
results. Dates come only from the page's own metadata (``pagemap.metatags``).
A wrong key is answered with HTTP 400 ``API key not valid``: treated as a
refused key so the next key is tried. A 403 about a quota or limit
(``dailyLimitExceeded``, ``rateLimitExceeded``) is a rate limit, not a bad key;
another 400 usually means a wrong engine id (``cx``).
"""

from __future__ import annotations

from typing import Any

import httpx

from services.errors import KeyRefused, MissingConfig, NeedsKey, RateLimited, SearchError
from services.results import SearchItem
from services.search.base import HttpProvider, RequestSpec, error_detail, results_list, text_of

# Page metadata that may hold a publication date, most reliable first.
_DATE_META = ("article:published_time", "og:article:published_time", "datepublished",
              "date", "dc.date", "article:modified_time", "og:updated_time")


class Google(HttpProvider):
    @property
    def cx(self) -> str:
        return str(self.ctx.settings["search.google.cx"] or "").strip()

    def cache_params(self) -> dict[str, Any]:
        return {"host": self.host, "cx": self.cx}

    def missing_setup(self) -> NeedsKey | None:
        problem = super().missing_setup()
        if problem is None and not self.cx:
            return MissingConfig(
                "Google Programmable Search needs a search engine id (cx) and none is set.",
                hint="Set it with 'python -m app config set search.google.cx ID'.",
            )
        return problem

    def build(self, query: str, max_results: int, key: str | None) -> RequestSpec:
        return RequestSpec(
            "GET",
            "/customsearch/v1",
            params={"key": key or "", "cx": self.cx, "q": query, "num": min(max_results, 10)},
        )

    def parse(self, data: Any) -> list[SearchItem]:
        items = []
        for r in results_list(data, "items"):
            dates: dict[str, str] = {}
            pagemap = r.get("pagemap")
            metatags = pagemap.get("metatags") if isinstance(pagemap, dict) else None
            if isinstance(metatags, list) and metatags and isinstance(metatags[0], dict):
                for name in _DATE_META:
                    value = text_of(metatags[0].get(name))
                    if value:
                        dates[name] = value
            items.append(
                SearchItem(
                    title=text_of(r.get("title")),
                    url=text_of(r.get("link")),
                    snippet=text_of(r.get("snippet")).replace("\n", " "),
                    provider=self.name,
                    extra={"dates": dates},
                )
            )
        return items

    def interpret(self, response: httpx.Response) -> SearchError | None:
        status = response.status_code
        detail = error_detail(response)
        said = f": {detail}" if detail else ""
        if status == 400 and "key" in detail.lower():
            return KeyRefused(
                f"Google refused the API key (HTTP 400{said}).",
                hint="Check the key with 'python -m app keys set search.google'.",
            )
        if status == 400:
            return SearchError(
                f"Google Programmable Search rejected the request (HTTP 400{said}).",
                hint=(
                    "Check the search engine id with "
                    "'python -m app config set search.google.cx ID'."
                ),
            )
        if status == 403 and _quota_problem(response, detail):
            return RateLimited(
                f"Google Programmable Search: this key's query quota is used up "
                f"(HTTP 403{said}).",
                hint="Wait for the daily quota to reset, add another key, or raise the quota "
                     "in the Google Cloud console.",
            )
        return None


def _quota_problem(response: httpx.Response, detail: str) -> bool:
    """Whether a 403 means "quota exceeded" (``dailyLimitExceeded``, ...), not a bad key."""
    reasons = [detail]
    try:
        data = response.json()
    except ValueError:
        data = None
    error = data.get("error") if isinstance(data, dict) else None
    errors = error.get("errors") if isinstance(error, dict) else None
    if isinstance(errors, list):
        reasons += [str(e.get("reason", "")) for e in errors if isinstance(e, dict)]
    text = " ".join(reasons).lower()
    return "limit" in text or "quota" in text
