"""The search service behind ``web_search``: several queries at once, fallback,
cache, blacklist, de-duplication, projection, token budget, citation ids.

Order of work for one call:

1. every query runs concurrently on the chosen provider (cache first); only
   results with an http(s) URL are kept (``web_results``);
2. queries whose provider failed (including "no key or host configured") are
   retried on the fallback provider, only those, results kept in place;
3. per query, in order: blacklist, de-duplication by normalized URL across
   queries, at most ``search.max_results``, field projection;
4. the result blocks are fitted into the search token budget (titles, URLs and
   notes are counted first and never cut; the snippets share the rest);
5. each item gets a citation id and a text block for the model.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any, Protocol

import httpx

from services import budget, tokens
from services.blacklist import current_filter
from services.cache import SEARCH, Cache, make_key
from services.cancel import NEVER, CancelToken
from services.citations.registry import CitationRegistry
from services.errors import (
    AllBlacklisted,
    Cancelled,
    NoResults,
    PartialFields,
    QueryTooLong,
    SearchError,
)
from services.events import SearchFinished, SearchStarted
from services.results import SearchItem, ToolResult
from services.search import render
from services.search.base import KeyLookup, Provider, ProviderContext
from services.search.check import CheckResult, check_provider, unknown_provider
from services.search.keys import KeyCooldowns
from services.search.projection import about_time, project
from services.search.registry import build_provider
from services.search.runner import run_concurrently
from services.trust.fence import Fence
from services.urls import normalize_url
from services.weburl import openable

log = logging.getLogger(__name__)

MAX_QUERY_CHARS = 2000
"""Longer queries are refused before any provider is asked (none takes that many)."""

OnSearchEvent = Callable[[SearchStarted | SearchFinished], None]


class UrlFilterLike(Protocol):
    """``services.blacklist.UrlFilter``: the title lets uBlacklist title rules apply."""

    def verdict(self, url: str, *, title: str | None = None) -> Any: ...


@dataclass
class QueryOutcome:
    """What happened to one query: its items or the errors of each provider tried."""

    query: str
    provider: str = ""
    items: list[SearchItem] | None = None
    cached: bool = False
    errors: list[tuple[str, SearchError]] = field(default_factory=list)
    blocked: set[str] = field(default_factory=set)
    """URLs of ``items`` the user's list blocks (judged once, as they arrive)."""
    blacklisted: int = 0
    duplicates: int = 0

    @property
    def failed(self) -> bool:
        return self.items is None


class SearchService:
    """Searches with the configured providers. Thread-safe; one per app."""

    def __init__(
        self,
        settings: Mapping[str, Any],
        *,
        key_lookup: KeyLookup,
        client: httpx.Client,
        cache: Cache | None = None,
        url_filter: UrlFilterLike | Callable[[], UrlFilterLike | None] | None = None,
        ddgs_factory: Callable[[], Any] | None = None,
        cooldowns: KeyCooldowns | None = None,
        max_workers: int = 4,
    ) -> None:
        self.settings = settings
        self.cache = cache
        self.url_filter = url_filter
        self.max_workers = max_workers
        self._ctx = ProviderContext(
            settings, key_lookup, client, cooldowns or KeyCooldowns(), ddgs_factory
        )

    def provider(self, name: str) -> Provider:
        return build_provider(name, self._ctx)

    # The public calls.
    def search(
        self,
        queries: Sequence[str] | str,
        *,
        registry: CitationRegistry | None = None,
        cancel: CancelToken = NEVER,
        on_event: OnSearchEvent | None = None,
        provider: str | None = None,
        max_results: int | None = None,
        include_dates: bool | None = None,
        use_cache: bool = True,
        budget_tokens: int | None = None,
        context_window: int | None = None,
    ) -> ToolResult[SearchItem]:
        """Search ``queries``; returns text for the model, items and meta.

        Args:
            on_event: told when each query starts and finishes on a provider
                (``SearchStarted``, ``SearchFinished``), from worker threads.
            provider: overrides ``search.provider`` for this call.
            include_dates: give the model dates; None follows ``search.include_dates``.
            use_cache: False skips cached answers (fresh results are still stored).
            budget_tokens: overrides the search token budget for this call.
            context_window: the model's window, for the ``auto`` budget.

        Raises:
            Cancelled: ``cancel`` was set.
            KeyError: ``provider`` is not a known provider.
        """
        query_list = [queries] if isinstance(queries, str) else list(queries)
        query_list = [q.strip() for q in query_list]
        primary = self.provider(provider or str(self.settings["search.provider"]))
        limit = min(20, max(1, max_results or int(self.settings["search.max_results"])))
        dates = self._include_dates(include_dates, query_list)
        if not query_list:
            query_list = [""]
        outcomes = [QueryOutcome(q) for q in query_list]

        self._run_on(primary, outcomes, range(len(outcomes)), limit, use_cache, cancel,
                     on_event, fallback=False)
        fallback_name = str(self.settings["search.fallback"])
        failed = [i for i, o in enumerate(outcomes) if o.failed and o.query]
        if failed and fallback_name not in ("none", "", primary.name):
            self._run_on(self.provider(fallback_name), outcomes, failed, limit, use_cache,
                         cancel, on_event, fallback=True)

        items = self._select(outcomes, limit, dates)
        registry = registry if registry is not None else CitationRegistry()
        # Ids first: the budget counts each block with its real citation id.
        self._assign_ids(items, registry)
        truncated = self._fit(items, budget_tokens, context_window, dates, registry.fence)
        for item in items:  # the registry keeps the snippet the model actually reads
            source = registry.get(item.id)
            if source is not None:
                source.snippet = item.snippet
        return self._result(outcomes, items, primary.name, dates, truncated, registry.fence)

    def check(self, provider: str) -> CheckResult:
        """Run one tiny query on ``provider`` and say whether it works, or why not."""
        try:
            instance = self.provider(provider)
        except KeyError as exc:
            return unknown_provider(str(exc.args[0]))
        return check_provider(instance)

    # Running providers.
    def _run_on(
        self,
        provider: Provider,
        outcomes: list[QueryOutcome],
        indexes: Sequence[int],
        limit: int,
        use_cache: bool,
        cancel: CancelToken,
        on_event: OnSearchEvent | None,
        *,
        fallback: bool,
    ) -> None:
        def tell(event: SearchStarted | SearchFinished) -> None:
            if on_event is None:
                return
            try:
                on_event(event)
            except Exception:  # a broken listener must not fail the search
                log.exception("search event listener failed")

        def task(i: int) -> Callable[[], None]:
            outcome = outcomes[i]

            def run() -> None:
                query = outcome.query
                tell(SearchStarted(query, provider.name, provider.label, fallback))
                started = time.monotonic()

                def finished(count: int, reason: str | None, cached: bool = False,
                             blocked: int = 0) -> None:
                    tell(SearchFinished(query, provider.name, provider.label, count,
                                        round(time.monotonic() - started, 3), reason, cached,
                                        blocked=blocked))

                try:
                    found, cached = self._query(provider, query, limit, use_cache, cancel)
                except Cancelled:
                    finished(0, "cancelled")
                    return
                except SearchError as exc:
                    outcome.errors.append((provider.name, exc))
                    log.info("search %s failed on %s: %s", render.shortened(query),
                             provider.name, exc.code)
                    finished(0, exc.code)
                    return
                except Exception as exc:  # one query's bug must not sink the others
                    log.exception("search %s crashed on %s", render.shortened(query),
                                  provider.name)
                    error = SearchError(
                        f"{provider.label} failed unexpectedly ({type(exc).__name__}: {exc})."
                    )
                    outcome.errors.append((provider.name, error))
                    finished(0, error.code)
                    return
                outcome.items, outcome.cached, outcome.provider = found, cached, provider.name
                outcome.blocked = self._blocked(found)
                finished(len(found), None if found else "empty", cached,
                         blocked=len(outcome.blocked))

            return run

        tasks = [task(i) for i in indexes]
        run_concurrently(tasks, cancel, max_workers=self.max_workers)

    def _query(
        self, provider: Provider, query: str, limit: int, use_cache: bool, cancel: CancelToken
    ) -> tuple[list[SearchItem], bool]:
        if not query:
            raise SearchError("The query is empty.", hint="Give a self-contained query.")
        if len(query) > MAX_QUERY_CHARS:
            raise QueryTooLong(
                f"The query is {len(query):,} characters long; search engines take at most "
                f"{MAX_QUERY_CHARS:,}.",
                hint="Search for the few words that matter, not a whole text.",
            )
        cache = self.cache if bool(self.settings["cache.enabled"]) else None
        key = make_key(provider.name, query, limit, provider.cache_params())
        if cache is not None and use_cache:
            stored = cache.get(SEARCH, key)
            if stored is not None:
                try:
                    return web_results([SearchItem(**d) for d in json.loads(stored)]), True
                except (TypeError, ValueError):
                    cache.delete(SEARCH, key)
        found = web_results(provider.search(query, limit, cancel))
        if cache is not None:
            cache.put(SEARCH, key, json.dumps([i.to_dict() for i in found], ensure_ascii=False),
                      float(self.settings["cache.search_ttl_s"]))
        return found, False

    # Shaping the results.
    def _include_dates(self, explicit: bool | None, queries: list[str]) -> bool:
        if explicit is not None:
            return explicit
        mode = str(self.settings["search.include_dates"])
        if mode in ("always", "never"):
            return mode == "always"
        return any(about_time(q) for q in queries)

    def _current_filter(self) -> UrlFilterLike | None:
        resolved: UrlFilterLike | None = current_filter(self.url_filter, self.settings)
        return resolved

    def _blocked(self, items: list[SearchItem]) -> set[str]:
        """The URLs of ``items`` the user's list blocks: said in the progress line,
        left out by ``_select``."""
        url_filter = self._current_filter()
        if url_filter is None:
            return set()
        return {i.url for i in items if url_filter.verdict(i.url, title=i.title).blocked}

    def _select(self, outcomes: list[QueryOutcome], limit: int, dates: bool) -> list[SearchItem]:
        seen: set[str] = set()
        selected: list[SearchItem] = []
        for outcome in outcomes:
            if outcome.items is None:
                continue
            kept: list[SearchItem] = []
            for item in outcome.items:
                if item.url in outcome.blocked:
                    outcome.blacklisted += 1
                    continue
                key = normalize_url(item.url)
                if key in seen:
                    outcome.duplicates += 1
                    continue
                if len(kept) >= limit:
                    continue
                seen.add(key)
                item.query = outcome.query
                kept.append(project(item, include_dates=dates))
            outcome.items = kept
            selected.extend(kept)
        return selected

    def _fit(
        self, items: list[SearchItem], override: int | None, window: int | None, dates: bool,
        fence: Fence,
    ) -> bool:
        limit = override if override is not None else budget.budget_limit(
            self.settings, window, "search"
        )
        snippets = [i.snippet for i in items]
        if limit is None:
            return False
        # The budget covers the result blocks the model reads: each block's
        # title, URL, date and notes are counted first (they are never cut),
        # and the snippets share what is left.
        fixed = sum(
            # A snippet of one space stands for any: its boundary lines are counted.
            tokens.count(render.item_block(replace(i, snippet=" " if i.snippet else ""),
                                           include_dates=dates, fence=fence))
            + 1  # the line break before the snippet
            for i in items
        )
        share = max(0, limit - fixed)
        truncated = False
        # Tokens can merge across the joins between lines, so the rendered blocks
        # may count a few more than their parts: shave the excess and fit again.
        for _ in range(4):
            fitted = budget.fit(snippets, share)
            for item, fit in zip(items, fitted, strict=True):
                item.snippet, item.truncated = fit.text, fit.truncated
            truncated = any(f.truncated for f in fitted)
            used = sum(tokens.count(render.item_block(i, include_dates=dates, fence=fence))
                       for i in items)
            if used <= limit or share == 0:
                break
            share = max(0, share - (used - limit))
        return truncated

    def _assign_ids(self, items: list[SearchItem], registry: CitationRegistry) -> None:
        ids = registry.new_call()
        now = datetime.now(UTC).isoformat(timespec="seconds")
        for item in items:
            item.id = ids.assign(
                item.url, title=item.title, snippet=item.snippet, excerpt=item.content,
                provider=item.provider, fetched_at=now, published_at=item.published_at,
            )

    def _result(
        self, outcomes: list[QueryOutcome], items: list[SearchItem], provider: str, dates: bool,
        truncated: bool, fence: Fence,
    ) -> ToolResult[SearchItem]:
        blocks: list[str] = []
        per_query: list[dict[str, Any]] = []
        for outcome in outcomes:
            reason = _reason(outcome)
            section: list[str] = []
            if len(outcomes) > 1:
                section.append(render.query_header(
                    outcome.query, outcome.provider or provider, outcome.cached))
            if outcome.items:
                section += [render.item_block(i, include_dates=dates, fence=fence)
                            for i in outcome.items]
            elif not outcome.query:
                section.append(render.EMPTY_QUERY)
            elif outcome.failed:
                section.append(render.failure_text(outcome.query, outcome.errors))
            elif outcome.blacklisted and not outcome.duplicates:
                section.append(render.blacklisted_text(outcome.query, outcome.blacklisted))
            elif outcome.duplicates:
                section.append(f"The results for {outcome.query} were all listed above.")
            else:
                section.append(render.empty_text(outcome.query))
            blocks.append("\n\n".join(section))
            per_query.append({
                "query": outcome.query,
                "provider": outcome.provider or None,
                "count": len(outcome.items or []),
                "reason": reason,
                "cached": outcome.cached,
                "blacklisted": outcome.blacklisted,
                "duplicates": outcome.duplicates,
                "fallback": bool(outcome.errors) and not outcome.failed,
                "errors": [{"provider": name, **err.to_dict()} for name, err in outcome.errors],
            })
        degraded = [i for i in items if i.degraded]
        if degraded:
            blocks.append(render.PARTIAL_NOTE)
        reasons = [q["reason"] for q in per_query if q["reason"]]
        overall = next((r for r in reasons if r != PartialFields.code), None)
        if overall is None and degraded:
            overall = PartialFields.code
        meta = {
            "tool": "web_search",
            "queries": [o.query for o in outcomes],
            "provider": provider,
            "count": len(items),
            "truncated": truncated,
            "reason": overall,
            "include_dates": dates,
            "degraded": len(degraded),
            "per_query": per_query,
            "searched_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        }
        return ToolResult(text="\n\n".join(blocks), items=list(items), meta=meta)


def web_results(items: Sequence[SearchItem]) -> list[SearchItem]:
    """The items whose URL is an http(s) address with a host: the one gate every
    provider's results pass on their way in, so that a ``javascript:``, ``file:``
    or ``data:`` link, a relative path or garbage never becomes a source, a
    citation or an exported link."""
    kept: list[SearchItem] = []
    for item in items:
        url = item.url.strip() if isinstance(item.url, str) else ""
        if openable(url) is None:
            if url:
                log.info("search result dropped: not a web address: %r", render.shortened(url))
            continue
        item.url = url
        kept.append(item)
    return kept


def _reason(outcome: QueryOutcome) -> str | None:
    if outcome.failed:
        return outcome.errors[0][1].code if outcome.errors else SearchError.code
    if not outcome.items:
        if outcome.duplicates:
            return None
        return AllBlacklisted.code if outcome.blacklisted else NoResults.code
    if any(i.degraded for i in outcome.items):
        return PartialFields.code
    return None
