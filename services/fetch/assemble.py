"""Turning per-URL outcomes into FetchItems and the result's ``meta``."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Protocol

from services.cancel import CancelToken
from services.errors import Blacklisted, Cancelled, FootnoteError
from services.fetch.builtin import Fetched
from services.fetch.limits import MAX_URLS
from services.results import FetchItem
from services.textclean import strip_controls


class UrlFilterLike(Protocol):
    def verdict(self, url: str) -> Any: ...


@dataclass
class Outcome:
    """What reading one URL produced: a page, or the errors of each provider tried."""

    fetched: Fetched | None = None
    errors: list[tuple[str, FootnoteError]] = field(default_factory=list)
    fetched_at: str = ""
    cached: bool = False
    held_back: str = ""  # why the fallback reader was not asked, when that matters


def now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def check_blacklist(url_filter: UrlFilterLike | None, url: str) -> None:
    if url_filter is None:
        return
    verdict = url_filter.verdict(url)
    if getattr(verdict, "blocked", False):
        raise Blacklisted(
            f"The address is on your blacklist ({getattr(verdict, 'reason', 'blocked')}).",
            hint="Edit the blacklist in Settings to read it.",
        )


def _message(error: FootnoteError) -> str:
    return str(error)


def fail(item: FetchItem, errors: list[tuple[str, FootnoteError]], held_back: str = "") -> None:
    provider, first = errors[0]
    cancelled = next((e for _p, e in errors if isinstance(e, Cancelled)), None)
    main = cancelled or first
    item.ok = False
    item.reason = main.code
    item.provider = provider
    item.errors = [{"provider": p, "reason": e.code, "message": _message(e)} for p, e in errors]
    item.error = _message(main)
    if cancelled is None and len(errors) > 1:
        other_provider, other = errors[1]
        label = "Jina Reader" if other_provider == "jina" else other_provider
        item.error += f" {label} also failed: {other.code} — {_message(other)}"
    if held_back and cancelled is None:
        item.error += f" Jina Reader was not tried: {held_back}."


def apply(item: FetchItem, outcome: Outcome) -> None:
    fetched = outcome.fetched
    if fetched is None:
        fail(item, outcome.errors or [("builtin", Cancelled())], outcome.held_back)
        return
    item.ok = True
    item.reason = None
    item.final_url = fetched.final_url
    # Page-derived text loses control characters here (terminal escapes, NULs).
    item.take(fetched.page.cleaned())
    item.content = strip_controls(fetched.page.markdown)
    item.provider = fetched.provider
    item.fetched_at = outcome.fetched_at
    item.bytes = fetched.bytes
    item.chars = len(fetched.page.markdown)
    item.errors = [
        {"provider": p, "reason": e.code, "message": _message(e)} for p, e in outcome.errors
    ]


def build_meta(
    items: list[FetchItem], given: list[str], skipped: list[str], truncated: bool,
    budget_tokens: int | None, cancel: CancelToken, started: float, cached: int,
) -> dict[str, Any]:
    reasons: dict[str, int] = {}
    providers: dict[str, int] = {}
    for item in items:
        if item.ok:
            providers[item.provider] = providers.get(item.provider, 0) + 1
        elif item.reason:
            reasons[item.reason] = reasons.get(item.reason, 0) + 1
    ok = sum(1 for item in items if item.ok)
    return {
        "tool": "web_fetch",
        "urls": given,
        "count": len(items),
        "ok": ok,
        "failed": len(items) - ok,
        "reasons": reasons,
        "providers": providers,
        "cached": cached,
        "skipped_urls": skipped,
        "max_urls": MAX_URLS,
        "truncated": truncated or bool(skipped),
        "budget_tokens": budget_tokens,
        "tokens": sum(item.tokens for item in items),
        "cancelled": cancel.cancelled,
        "elapsed_ms": round((time.monotonic() - started) * 1000),
    }
