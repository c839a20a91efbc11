"""FetchService: web_fetch for a batch of URLs.

Flow per call: check every URL offline (scheme, credentials, host, address
spelling), apply the blacklist, take cached pages, then read the rest
concurrently: safe download, content-type dispatch, extraction in the worker
processes of the injected ``ExtractionPool`` (a few at once, each with a
deadline after which its worker is killed). URLs whose built-in read failed
for any reason but ``unsafe_url``, ``blacklisted`` and ``cancelled`` are retried
through Jina Reader, but only under a public host name (``services.net.names``)
that did not redirect to a private network; otherwise the failure says why the
reader was not tried. Results keep the
order of the URLs given; each says which provider produced it, and both
failures are kept when both readers failed. Finally the token budget is applied
and every page gets a citation id.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import httpx

from services import tokens
from services.blacklist import current_filter
from services.budget import fit as budget_fit
from services.cancel import NEVER, CancelToken
from services.citations.registry import CitationRegistry
from services.errors import (
    Blacklisted,
    Cancelled,
    FetchError,
    FootnoteError,
    NetworkError,
    UnsafeURL,
)
from services.fanout import fan_out
from services.fetch import jobs, pagecache
from services.fetch.assemble import (
    Outcome,
    UrlFilterLike,
    apply,
    build_meta,
    check_blacklist,
    fail,
    now,
)
from services.fetch.builtin import BuiltinReader
from services.fetch.jina import JinaReader, KeyLookup
from services.fetch.limits import MAX_URLS
from services.fetch.pagecache import CacheLike
from services.fetch.pool import ExtractionPool
from services.fetch.progress import OnPageEvent, PageReporter
from services.fetch.render import render_text
from services.net import Downloader, DownloadLimits, Resolver, Target, UrlPolicy
from services.net.names import why_internal_name
from services.net.safety import CheckedURL
from services.results import FetchItem, ToolResult

__all__ = ["CACHE_NAMESPACE", "MAX_URLS", "FetchService"]

log = logging.getLogger(__name__)

CACHE_NAMESPACE = pagecache.NAMESPACE
_NO_FALLBACK: tuple[type[FootnoteError], ...] = (UnsafeURL, Blacklisted, Cancelled)


Fit = Callable[[list[str], int | None], Sequence[Any]]
Gate = Callable[[str], FetchError | None]
"""Sees a URL about to be read; returns the error that refuses it, or None."""


class FetchService:
    """Reads web pages safely. Thread-safe; one instance serves the whole app.

    Args:
        settings: the ``fetch.*`` and ``cache.*`` settings (read at every call).
        pool: the extraction worker processes; None makes one that ``close()`` stops
            (the GUI passes the pool it owns for the whole session).
        resolver: host -> addresses; the system resolver by default.
        url_filter: the blacklist (``.verdict(url)`` with ``.blocked``/``.reason``),
            or a callable returning the current one; None builds it from the
            ``blacklist.*`` settings at every call, so edits apply at once.
        cache: page cache (``get``/``put``, namespace ``page``, TTL
            ``cache.fetch_ttl_s``), used when ``cache.enabled``.
        key_lookup: name -> keys, for the optional Jina key (``fetch.jina``).
        fit: the token-budget fitter (``services.budget.fit`` by default).
        jina_client: HTTP client for Jina Reader (one is made when not given).
        extract: the HTML job run in a worker (``jobs.extract_html``); any
            module-level ``(body, charset, url) -> Page`` function.
        policy_factory: builds the ``UrlPolicy`` (keyword args ``allow_private``,
            ``resolver``); tests use it to stand in for a public web server.
    """

    def __init__(
        self,
        settings: Mapping[str, Any],
        *,
        pool: ExtractionPool | None = None,
        resolver: Resolver | None = None,
        url_filter: UrlFilterLike | Callable[[], UrlFilterLike | None] | None = None,
        cache: CacheLike | None = None,
        key_lookup: KeyLookup | None = None,
        fit: Fit | None = None,
        jina_client: httpx.Client | None = None,
        extract: jobs.HtmlJob = jobs.extract_html,
        policy_factory: Callable[..., UrlPolicy] = UrlPolicy,
    ) -> None:
        self.settings = settings
        self._owns_pool = pool is None
        self.pool = pool if pool is not None else ExtractionPool(
            int(settings["fetch.max_parallel_extractions"]),
            memory_mb=int(settings["fetch.extract_memory_mb"]),
        )
        self.resolver = resolver
        self.url_filter = url_filter
        self.cache = cache
        self.key_lookup = key_lookup
        self.fit: Fit = fit if fit is not None else budget_fit
        self.extract = extract
        self.policy_factory = policy_factory
        self._jina_client = jina_client
        self._client_lock = threading.Lock()

    # Public API.
    def fetch(
        self,
        urls: Sequence[str],
        *,
        registry: CitationRegistry | None = None,
        cancel: CancelToken = NEVER,
        on_event: OnPageEvent | None = None,
        budget_tokens: int | None = None,
        use_cache: bool = True,
        gate: Gate | None = None,
    ) -> ToolResult[FetchItem]:
        """Read ``urls`` (1 to 20; more are reported as not read) and return the result.

        ``use_cache=False`` ignores cached pages; pages read now still refresh the cache.
        ``gate`` sees each URL that passed the safety checks, as parsed, and may
        refuse it with an error (the conversation's egress policy); the other
        URLs of the call are read as usual. ``on_event`` receives the page
        events (``services.fetch.progress``) from the download threads.
        """
        started = time.monotonic()
        registry = registry if registry is not None else CitationRegistry()
        given = [u if isinstance(u, str) else _shown(u) for u in urls]
        batch, skipped = given[:MAX_URLS], given[MAX_URLS:]
        items = [FetchItem(url=u.strip()) for u in batch]
        not_text = {i for i, u in enumerate(list(urls)[:MAX_URLS]) if not isinstance(u, str)}
        report = PageReporter(on_event)
        report.queued(urls)
        self.pool.configure(
            max_workers=int(self.settings["fetch.max_parallel_extractions"]),
            memory_mb=int(self.settings["fetch.extract_memory_mb"]),
        )
        url_filter = self._current_filter()
        allow_private = bool(self.settings["fetch.allow_private_network"])
        policy = self.policy_factory(allow_private=allow_private, resolver=self.resolver)
        groups: dict[str, list[int]] = {}
        checked_by_key: dict[str, CheckedURL] = {}
        for index, item in enumerate(items):
            try:
                if index in not_text:  # a model sent a number, null or an object
                    raise UnsafeURL(
                        f"Item {index + 1} is not a URL string ({item.url}).",
                        hint="Give each URL as a string like \"https://example.com/page\".",
                    )
                checked = policy.check(item.url)
                # The parsed URL the reader will connect to, never the string as given
                # (http://0x7f.1/ is http://127.0.0.1/, a\\@b is host a).
                check_blacklist(url_filter, checked.url)
                refused = gate(checked.url) if gate is not None else None
                if refused is not None:
                    raise refused
            except FetchError as exc:
                fail(item, [("builtin", exc)])
                report.done(item.url, exc.code)
                continue
            groups.setdefault(checked.url, []).append(index)
            checked_by_key[checked.url] = checked
        outcomes = {
            key: hit for key in groups
            if use_cache and (hit := self._cached(key, allow_private, url_filter)) is not None
        }
        todo = [key for key in groups if key not in outcomes]
        reader = self._builtin(policy)

        def task(key: str) -> Outcome:
            return self._read(key, checked_by_key[key], reader, url_filter, cancel, report)

        def finished(key: str, outcome: Outcome) -> None:
            # Reported from this thread once the outcome is final, so a listener
            # that cancels on a page's end never loses the page it was told about.
            outcomes[key] = outcome
            fetched = outcome.fetched
            failure = outcome.errors[0][1].code if outcome.errors and not fetched else None
            if any(isinstance(e, Cancelled) for _p, e in outcome.errors) and not fetched:
                failure = "cancelled"
            if failure is not None:
                fetched = None
            for index in groups[key]:
                report.done(items[index].url, failure,
                            title=fetched.page.title if fetched else "",
                            provider=fetched.provider if fetched else "")

        for key in list(outcomes):
            finished(key, outcomes[key])
        self._run_all(todo, task, finished, cancel)
        for key, indices in groups.items():
            for index in indices:
                apply(items[index], outcomes[key])
        truncated = self._budget(items, budget_tokens)
        ids = registry.new_call()
        for item in items:
            if item.ok:
                # The excerpt is the page's text exactly as the model receives it:
                # the citation's evidence, kept when the page changes or vanishes.
                item.id = ids.assign(
                    item.url, title=item.title, excerpt=item.content,
                    provider=item.provider, fetched_at=item.fetched_at,
                    published_at=item.published_at or None, author=item.author,
                    site_name=item.site_name,
                )
        cached = sum(1 for key in groups if outcomes[key].cached)
        meta = build_meta(items, given, skipped, truncated, budget_tokens, cancel, started, cached)
        return ToolResult(render_text(items, skipped, fence=registry.fence), list(items), meta)

    def close(self) -> None:
        """Close the Jina Reader client (downloads open and close their own) and
        stop the extraction workers if this service made them."""
        with self._client_lock:
            client, self._jina_client = self._jina_client, None
        if client is not None:
            client.close()
        if self._owns_pool:
            self.pool.shutdown()

    # Steps.
    def _current_filter(self) -> UrlFilterLike | None:
        resolved: UrlFilterLike | None = current_filter(self.url_filter, self.settings)
        return resolved

    def _builtin(self, policy: UrlPolicy) -> BuiltinReader:
        downloader = Downloader(policy, DownloadLimits.from_settings(self.settings))
        return BuiltinReader(
            downloader, self.pool, timeout_s=float(self.settings["fetch.extract_timeout_s"]),
            extract=self.extract,
        )

    def _jina(self) -> JinaReader:
        with self._client_lock:
            if self._jina_client is None:
                timeout = float(self.settings["fetch.timeout_s"])
                self._jina_client = httpx.Client(
                    timeout=httpx.Timeout(
                        timeout, connect=float(self.settings["fetch.connect_timeout_s"])
                    ),
                    follow_redirects=True,
                )
            client = self._jina_client
        return JinaReader(
            str(self.settings["fetch.jina.api_host"]), client=client,
            key_lookup=self.key_lookup, max_bytes=int(self.settings["fetch.max_bytes"]),
        )

    def _read(
        self, url: str, checked: CheckedURL, reader: BuiltinReader,
        url_filter: UrlFilterLike | None, cancel: CancelToken, report: PageReporter,
    ) -> Outcome:
        hops: list[Target] = []

        def on_hop(target: Target) -> None:
            hops.append(target)
            if target.url != url:  # a redirect: the blacklist applies to where it leads
                check_blacklist(url_filter, target.url)

        try:
            page = reader.read(url, cancel, on_hop=on_hop)
            return self._store(url, Outcome(page, fetched_at=now()))
        except FootnoteError as exc:
            first: FootnoteError = exc
        except Exception as exc:  # a bug must fail one URL, not the batch
            log.exception("reading %s failed", url)
            first = NetworkError(f"Reading the page failed unexpectedly ({exc}).")
        errors: list[tuple[str, FootnoteError]] = [("builtin", first)]
        if not self._wants_fallback(first) or cancel.cancelled:
            return Outcome(None, errors)
        held_back = _private_reason(checked, hops)
        if held_back:
            return Outcome(None, errors, held_back=held_back)
        report.fallback(url)
        try:
            page = self._jina().read(url, cancel)
            return self._store(url, Outcome(page, errors, fetched_at=now()))
        except FootnoteError as exc:
            errors.append(("jina", exc))
        except Exception as exc:
            log.exception("Jina Reader failed for %s", url)
            errors.append(("jina", NetworkError(f"Jina Reader failed unexpectedly ({exc}).")))
        return Outcome(None, errors)

    def _wants_fallback(self, error: FootnoteError) -> bool:
        return str(self.settings["fetch.fallback"]) == "jina" and not isinstance(
            error, _NO_FALLBACK
        )

    def _run_all(
        self, keys: list[str], task: Callable[[str], Outcome],
        finished: Callable[[str, Outcome], None], cancel: CancelToken,
    ) -> None:
        """Run ``task`` per key on a download pool; ``finished`` gets each outcome
        on the calling thread. On cancel, unfinished keys end ``cancelled`` at once."""
        if not keys:
            return
        workers = int(self.settings["fetch.max_parallel_downloads"])

        def guarded(key: str) -> Outcome:
            if cancel.cancelled:
                return Outcome(None, [("builtin", Cancelled())])
            try:
                return task(key)
            except Exception as exc:  # a bug must fail one URL, not the batch
                log.exception("reading %s failed", key)
                return Outcome(None, [("builtin", NetworkError(f"Reading failed ({exc})."))])

        unfinished = fan_out(
            keys, guarded, cancel, max_workers=workers,
            on_done=lambda index, outcome: finished(keys[index], outcome),
            thread_name_prefix="footnote-fetch",
        )
        for index in unfinished:
            finished(keys[index], Outcome(None, [("builtin", Cancelled())]))

    def _cache_on(self) -> bool:
        return self.cache is not None and bool(self.settings["cache.enabled"])

    def _cached(
        self, key: str, allow_private: bool, url_filter: UrlFilterLike | None
    ) -> Outcome | None:
        if not self._cache_on():
            return None
        assert self.cache is not None
        return pagecache.load(self.cache, key, allow_private=allow_private, url_filter=url_filter)

    def _store(self, key: str, outcome: Outcome) -> Outcome:
        if self._cache_on():
            assert self.cache is not None
            pagecache.store(self.cache, key, outcome, float(self.settings["cache.fetch_ttl_s"]))
        return outcome

    def _budget(self, items: list[FetchItem], budget_tokens: int | None) -> bool:
        readable = [item for item in items if item.ok]
        if not readable:
            return False
        if budget_tokens is None:
            for item in readable:
                item.tokens = tokens.count(item.content)
            return False
        fitted = self.fit([item.content for item in readable], budget_tokens)
        for item, result in zip(readable, fitted, strict=True):
            item.content = str(result.text)
            item.tokens = int(result.tokens)
            item.truncated = bool(result.truncated)
            item.chars = len(item.content)
        return any(item.truncated for item in readable)


def _private_reason(checked: CheckedURL, hops: list[Target]) -> str:
    """Why the URL must not go to a third-party reader, or "" when it may.

    Only public host names go: never an IP literal, an internal-only name, or a
    URL that was redirected to a private network.
    """
    reason = why_internal_name(checked.host)
    if reason:
        return reason
    for hop in hops:
        if hop.private:
            return f"it led to {hop.checked.host}, on a private network"
    return ""


def _shown(value: object) -> str:
    """A short JSON-ish text for a non-string item, shown in its failure."""
    try:
        text = json.dumps(value, ensure_ascii=False, default=repr)
    except ValueError:  # a circular structure
        text = type(value).__name__
    return text if len(text) <= 80 else text[:77] + "..."
