"""Jina Reader fallback: ``GET {api_host}/{url}`` with ``Accept: application/json``.

Reply: ``{code, status, data: {title, url, content, description, publishedTime}}``.
An optional bearer key comes from the ``fetch.jina`` key lookup; with several
keys, a key answered with 401/402/429 is skipped for the next one.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import httpx

from services.cancel import CancelToken
from services.errors import (
    Blocked,
    Cancelled,
    ExtractionEmpty,
    FetchTimeout,
    TooLarge,
    UpstreamError,
)
from services.fetch.builtin import Fetched, title_from_url
from services.net import check_bot_wall
from services.page import Page

KeyLookup = Callable[[str], list[str]]
KEY_NAME = "fetch.jina"
_ROTATE = frozenset({401, 402, 429})


class JinaReader:
    """Reads a URL through Jina Reader. Thread-safe when ``client`` is."""

    provider = "jina"

    def __init__(
        self,
        api_host: str,
        *,
        client: httpx.Client,
        key_lookup: KeyLookup | None = None,
        max_bytes: int = 5 * 1024 * 1024,
    ) -> None:
        self.api_host = api_host.rstrip("/")
        self.client = client
        self.key_lookup = key_lookup
        self.max_bytes = max_bytes

    def _keys(self) -> list[str | None]:
        keys: list[str] = []
        if self.key_lookup is not None:
            try:
                keys = [k for k in self.key_lookup(KEY_NAME) if k]
            except Exception:  # no key store means: go without a key
                keys = []
        return list(keys) or [None]

    def read(self, url: str, cancel: CancelToken) -> Fetched:
        keys = self._keys()
        for position, key in enumerate(keys):
            cancel.raise_if_cancelled()
            status, payload = self._get(url, key, cancel)
            if status in _ROTATE and position + 1 < len(keys):
                continue
            return self._page(url, status, payload)
        raise UpstreamError("Jina Reader gave no answer.")  # unreachable: keys is never empty

    def _get(self, url: str, key: str | None, cancel: CancelToken) -> tuple[int, bytes]:
        headers = {"Accept": "application/json"}
        if key:
            headers["Authorization"] = f"Bearer {key}"
        try:
            with self.client.stream("GET", f"{self.api_host}/{url}", headers=headers) as reply:
                unregister = cancel.on_cancel(reply.close)
                try:
                    chunks: list[bytes] = []
                    size = 0
                    for chunk in reply.iter_bytes():
                        size += len(chunk)
                        if size > self.max_bytes:
                            raise TooLarge("Jina Reader's answer is larger than the size limit.")
                        chunks.append(chunk)
                finally:
                    unregister()
                return reply.status_code, b"".join(chunks)
        except httpx.TimeoutException as exc:
            if cancel.cancelled:
                raise Cancelled() from exc
            raise FetchTimeout("Jina Reader did not answer in time.") from exc
        except (httpx.HTTPError, OSError, RuntimeError) as exc:
            if cancel.cancelled:
                raise Cancelled() from exc
            raise UpstreamError(
                f"Jina Reader could not be reached ({exc or type(exc).__name__}).",
                hint="Check fetch.jina.api_host and your connection.",
            ) from exc

    def _page(self, url: str, status: int, payload: bytes) -> Fetched:
        data = _json(payload)
        message = _message(data)
        if status in (401, 403):
            raise UpstreamError(
                f"Jina Reader refused the request (HTTP {status}){message}.",
                hint="Check the key: python -m app keys set fetch.jina",
            )
        if status == 402:
            raise UpstreamError(
                f"Jina Reader asks for payment (HTTP 402){message}.",
                hint="Top up the Jina account or store another key for fetch.jina.",
            )
        if status == 429:
            raise UpstreamError(
                f"Jina Reader is rate-limiting (HTTP 429){message}.",
                hint="Wait a minute, or store a Jina key for higher limits.",
            )
        if status == 451:
            raise Blocked(f"Jina Reader may not read this site (HTTP 451){message}.")
        if status >= 400 or not isinstance(data, dict):
            raise UpstreamError(f"Jina Reader could not read the page (HTTP {status}){message}.")
        page = data.get("data")
        if not isinstance(page, dict):
            raise UpstreamError("Jina Reader sent an answer without page data.")
        content = str(page.get("content") or "").strip()
        title = str(page.get("title") or "").strip()
        check_bot_wall(
            200, {}, f"<title>{title}</title>\n{content[:4000]}".encode(), captcha=False
        )
        if not content:
            raise ExtractionEmpty("Jina Reader found no readable text on the page.")
        final_url = str(page.get("url") or url)
        read = Page(title=title or title_from_url(final_url), markdown=content,
                    published_at=str(page.get("publishedTime") or ""),
                    description=str(page.get("description") or ""))
        return Fetched(read, final_url, self.provider, len(payload))


def _json(payload: bytes) -> Any:
    try:
        return json.loads(payload)
    except ValueError:
        return None


def _message(data: Any) -> str:
    if isinstance(data, dict):
        for key in ("message", "readableMessage", "detail"):
            value = data.get(key)
            if isinstance(value, str) and value.strip():
                return f": {value.strip()[:200]}"
    return ""

