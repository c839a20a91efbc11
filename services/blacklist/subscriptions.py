"""uBlacklist subscriptions: remote rule lists cached on disk and refreshed daily.

The store keeps one text file per subscription plus ``index.json`` with its
name, last update, last error and rule counts. Downloads go through an
injected ``fetch_text(url) -> str`` (the app passes its safe fetcher, which
enforces URL safety, size and time limits). A failed refresh keeps the last
good copy and records the error, so a flaky list never empties the filter.
Files are written with ``services.files.write_atomic`` (mode 0600, through a
symbolic link) and read without ever blocking on a pipe; where they cannot be
written (a read-only profile) the store keeps its state in memory.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import threading
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from services.blacklist._filter import UrlFilter
from services.blacklist._list import Blacklist
from services.errors import SettingsError
from services.files import read_text, write_atomic

log = logging.getLogger(__name__)

FetchText = Callable[[str], str]

DAY_S = 24 * 3600.0
RETRY_S = 3600.0


@dataclass
class Subscription:
    """One subscription and the state of its last refresh.

    Attributes:
        url: where the list is downloaded from.
        name: the list's ``name:`` front matter, else the URL's host and path.
        last_updated: epoch seconds of the last successful download, None if never.
        last_attempt: epoch seconds of the last download attempt.
        error: why the last attempt failed; empty when it worked.
        rule_count: valid rules in the cached copy.
        error_count: invalid lines in the cached copy (skipped).
    """

    url: str
    name: str = ""
    last_updated: float | None = None
    last_attempt: float | None = None
    error: str = ""
    rule_count: int = 0
    error_count: int = 0

    @property
    def source(self) -> str:
        return f"the subscription {self.name or self.url}"


def check_subscription_url(url: str) -> str:
    """The URL stripped, or SettingsError when it is not an http(s) URL."""
    url = url.strip()
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise SettingsError(
            f"{url!r} is not a subscription URL.",
            hint="Enter the http:// or https:// address of a uBlacklist ruleset.",
        )
    return url


class SubscriptionStore:
    """Subscriptions kept in ``directory``. Thread-safe."""

    def __init__(
        self,
        directory: Path,
        fetch_text: FetchText,
        *,
        max_age_s: float = DAY_S,
        retry_s: float = RETRY_S,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.directory = Path(directory)
        self._fetch_text = fetch_text
        self.max_age_s = max_age_s
        self.retry_s = retry_s
        self._clock = clock
        self._lock = threading.RLock()
        # Another store on the same directory (the Settings dialog's) may
        # refresh a list: files are re-read when their size or mtime changes.
        self._index_sig: tuple[int, int] | None = None
        self._subs: dict[str, Subscription] = {}
        self._parsed: dict[str, tuple[tuple[int, int], Blacklist]] = {}
        self._reload_index()

    # -- membership -------------------------------------------------------------

    def subscriptions(self) -> list[Subscription]:
        with self._lock:
            self._reload_index()
            return [Subscription(**asdict(sub)) for sub in self._subs.values()]

    def get(self, url: str) -> Subscription | None:
        with self._lock:
            self._reload_index()
            sub = self._subs.get(url.strip())
            return None if sub is None else Subscription(**asdict(sub))

    def add(self, url: str, *, refresh: bool = True) -> Subscription:
        """Add ``url`` (no-op if present) and, by default, download it now.

        A failed download is recorded in ``error``; the subscription stays.
        """
        url = check_subscription_url(url)
        with self._lock:
            if url not in self._subs:
                self._subs[url] = Subscription(url, name=_default_name(url))
                self._save_index()
        if refresh:
            self.refresh(url)
        result = self.get(url)
        assert result is not None
        return result

    def remove(self, url: str) -> bool:
        """Forget ``url`` and delete its cached copy; False if it was not there."""
        url = url.strip()
        with self._lock:
            if self._subs.pop(url, None) is None:
                return False
            self._parsed.pop(url, None)
            with contextlib.suppress(OSError):  # a read-only profile: forgotten all the same
                self._cache_file(url).unlink(missing_ok=True)
            self._save_index()
            return True

    def sync(self, urls: Iterable[str]) -> None:
        """Follow the ``blacklist.subscriptions`` setting: add new URLs (without
        downloading), remove the ones no longer listed. Invalid URLs are ignored."""
        wanted: list[str] = []
        for url in urls:
            try:
                wanted.append(check_subscription_url(url))
            except SettingsError:
                continue
        with self._lock:
            self._reload_index()
            for url in list(self._subs):
                if url not in wanted:
                    self.remove(url)
            for url in wanted:
                if url not in self._subs:
                    self.add(url, refresh=False)

    # -- refreshing -------------------------------------------------------------

    def is_stale(self, url: str) -> bool:
        """True when the list is older than ``max_age_s`` and no attempt failed
        within the last ``retry_s`` seconds."""
        with self._lock:
            self._reload_index()
            sub = self._subs.get(url)
            if sub is None:
                return False
            now = self._clock()
            if sub.last_updated is not None and now - sub.last_updated < self.max_age_s:
                return False
            return sub.last_attempt is None or sub.error == "" or (
                now - sub.last_attempt >= self.retry_s
            )

    def refresh(self, url: str | None = None) -> list[Subscription]:
        """Download one subscription (``url``) or all of them now."""
        with self._lock:
            self._reload_index()
            urls = [url.strip()] if url is not None else list(self._subs)
        return [self._refresh_one(u) for u in urls if u in self._subs]

    def refresh_stale(self) -> list[Subscription]:
        """Download the subscriptions that are due (daily); returns those attempted."""
        with self._lock:
            due = [url for url in self._subs if self.is_stale(url)]
        return [self._refresh_one(url) for url in due]

    def _refresh_one(self, url: str) -> Subscription:
        error = ""
        text: str | None = None
        try:
            text = self._fetch_text(url)
        except Exception as exc:  # injected fetcher: any failure is recorded, never raised
            error = f"could not download the list: {exc}".strip()
        with self._lock:
            sub = self._subs.get(url)
            if sub is None:
                return Subscription(url, error="removed while refreshing")
            sub.last_attempt = self._clock()
            if text is not None and not _looks_like_ruleset(text):
                error = "the address did not return a rule list (it looks like a web page)"
                text = None
            if text is None:
                sub.error = error
            else:
                self._write_text(url, text)  # the rules apply even if it cannot be kept
                sub.name = _front_matter_name(text) or sub.name or _default_name(url)
                parsed = Blacklist.parse(text, source=sub.source)
                # Kept, so the next filter does not parse the same list again.
                self._parsed[url] = (_signature(self._cache_file(url)), parsed)
                sub.last_updated = sub.last_attempt
                sub.error = ""
                sub.rule_count = len(parsed.rules)
                sub.error_count = len(parsed.errors)
            self._save_index()
            return Subscription(**asdict(sub))

    # -- rules ------------------------------------------------------------------

    def text(self) -> str:
        """The cached rules of every subscription, one after the other."""
        with self._lock:
            self._reload_index()
            urls = list(self._subs)
        return "\n".join(self._read_text(url) for url in urls)

    def blacklists(self) -> list[Blacklist]:
        """Each subscription parsed, with its name as the source of its rules."""
        with self._lock:
            self._reload_index()
            return [self._parsed_list(url, sub) for url, sub in self._subs.items()]

    def _parsed_list(self, url: str, sub: Subscription) -> Blacklist:
        signature = _signature(self._cache_file(url))
        cached = self._parsed.get(url)
        if cached is not None and cached[0] == signature:
            return cached[1]
        parsed = Blacklist.parse(self._read_text(url), source=sub.source)
        self._parsed[url] = (signature, parsed)
        return parsed

    def url_filter(self, settings: Mapping[str, Any]) -> UrlFilter:
        """The filter for ``settings`` with every subscription's rules added.

        Follows ``blacklist.subscriptions`` first (without downloading), so a
        subscription removed in Settings stops applying at once.
        """
        self.sync(list(settings["blacklist.subscriptions"] or []))
        return UrlFilter.from_settings(settings, subscriptions=self.blacklists())

    # -- storage ----------------------------------------------------------------

    def _cache_file(self, url: str) -> Path:
        digest = hashlib.sha256(url.encode("utf-8")).hexdigest()[:24]
        return self.directory / f"{digest}.txt"

    def _read_text(self, url: str) -> str:
        try:
            return read_text(self._cache_file(url)) or ""
        except (OSError, ValueError):  # FileProblem included: never blocks on a pipe
            return ""

    def _write_text(self, url: str, text: str) -> None:
        try:
            write_atomic(self._cache_file(url), text)
        except OSError as exc:  # a read-only profile: this session keeps it in memory
            log.warning("A subscription list could not be saved: %s", exc)

    def _index_file(self) -> Path:
        return self.directory / "index.json"

    def _reload_index(self) -> None:
        """Re-read ``index.json`` when it changed on disk since we last saw it."""
        signature = _signature(self._index_file())
        if signature != self._index_sig:
            self._subs = self._load_index()
            self._index_sig = signature

    def _load_index(self) -> dict[str, Subscription]:
        try:
            raw = json.loads(read_text(self._index_file()) or "{}")
        except (OSError, ValueError):
            return {}
        known = {f.name for f in fields(Subscription)}
        subs: dict[str, Subscription] = {}
        for entry in raw.get("subscriptions", []) if isinstance(raw, dict) else []:
            if isinstance(entry, dict) and isinstance(entry.get("url"), str):
                values: dict[str, Any] = {k: v for k, v in entry.items() if k in known}
                subs[entry["url"]] = Subscription(**values)
        return subs

    def _save_index(self) -> None:
        data = {"version": 1, "subscriptions": [asdict(s) for s in self._subs.values()]}
        try:
            write_atomic(self._index_file(), json.dumps(data, indent=1, ensure_ascii=False))
        except OSError as exc:  # a read-only profile: this session keeps it in memory
            log.warning("The subscription index could not be saved: %s", exc)
        self._index_sig = _signature(self._index_file())


def _signature(path: Path) -> tuple[int, int]:
    try:
        stat = path.stat()
    except OSError:
        return (0, 0)
    return (stat.st_mtime_ns, stat.st_size)




def _default_name(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.hostname or ''}{parts.path}".rstrip("/")


def _front_matter_name(text: str) -> str:
    lines = text.splitlines()
    if not lines or lines[0].strip() != "---":
        return ""
    for line in lines[1:]:
        if line.strip() == "---":
            break
        key, sep, value = line.partition(":")
        if sep and key.strip() == "name":
            return value.strip().strip("\"'")
    return ""


def _looks_like_ruleset(text: str) -> bool:
    head = text.lstrip()[:200].lower()
    return not head.startswith(("<!doctype html", "<html"))
