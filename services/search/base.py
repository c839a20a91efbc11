"""What every search provider is, and the HTTP plumbing most of them share.

A provider turns one query into a list of ``SearchItem``. HTTP providers only
describe their request (``build``) and map their reply (``parse``); status
codes, key rotation, timeouts and JSON errors are handled here once, so each
provider module stays a page long.
"""

from __future__ import annotations

import email.utils
import json
import logging
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import httpx

from services.cancel import NEVER, CancelToken
from services.errors import (
    KeyRefused,
    MissingHost,
    NeedsKey,
    ProviderUnreachable,
    RateLimited,
    SearchError,
    SearchTimeout,
)
from services.results import SearchItem
from services.search.keys import KeyCooldowns
from services.search.rows import ProviderRow

log = logging.getLogger(__name__)

KeyLookup = Callable[[str], list[str]]

# Why a key rests: a rate or credit limit (429, 402, ...) or a refusal (401, 403).
_LIMITED = "a rate or credit limit"


@dataclass
class ProviderContext:
    """Everything a provider needs, injected (never imported from ``app``)."""

    settings: Mapping[str, Any]
    key_lookup: KeyLookup
    client: httpx.Client
    cooldowns: KeyCooldowns = field(default_factory=KeyCooldowns)
    ddgs_factory: Callable[[], Any] | None = None


@dataclass
class RequestSpec:
    """One HTTP request, described by a provider."""

    method: str
    path: str
    params: dict[str, str | int] = field(default_factory=dict)
    json: dict[str, Any] | None = None
    headers: dict[str, str] = field(default_factory=dict)
    auth: tuple[str, str] | None = None


class Provider(ABC):
    """A search provider; its name, label and needs come from its ``ProviderRow``."""

    def __init__(self, ctx: ProviderContext, row: ProviderRow) -> None:
        self.ctx = ctx
        self.row = row

    @property
    def name(self) -> str:
        return self.row.name

    @property
    def label(self) -> str:
        return self.row.label

    @property
    def needs_key(self) -> bool:
        return self.row.key == "required"

    @property
    def needs_host(self) -> bool:
        return self.row.host is not None

    @property
    def key_name(self) -> str:
        return f"search.{self.name}"

    @property
    def host(self) -> str:
        if self.row.host is None:
            return ""
        return str(self.ctx.settings[f"search.{self.name}.api_host"] or "").rstrip("/")

    @property
    def timeout_s(self) -> float:
        return float(self.ctx.settings["search.timeout_s"])

    def keys(self) -> list[str]:
        return [k for k in self.ctx.key_lookup(self.key_name) if k]

    def cache_params(self) -> dict[str, Any]:
        """Settings that change the answer; part of the cache key."""
        return {"host": self.host}

    def missing_setup(self) -> NeedsKey | None:
        """Why the provider cannot run at all (no key, no host), or None."""
        if self.needs_host and not self.host:
            return MissingHost(
                f"{self.label} has no API host configured.",
                hint=f"Set it with 'python -m app config set search.{self.name}.api_host URL'.",
            )
        if self.needs_key and not self.keys():
            return NeedsKey(
                f"{self.label} needs an API key and none is set.",
                hint=(
                    f"Store one with 'python -m app keys set {self.key_name}' or set "
                    f"{' or '.join(self.row.key_env_vars)}."
                ),
            )
        return None

    @abstractmethod
    def search(
        self, query: str, max_results: int, cancel: CancelToken = NEVER, *, fresh_keys: bool = False
    ) -> list[SearchItem]:
        """Results for ``query``; raises a ``SearchError`` subclass on failure.

        ``fresh_keys`` ignores key cool-downs (used by the Settings "Check").
        """


class _KeyProblem(Exception):
    """Internal: this key was refused or rate-limited; try the next one."""

    def __init__(self, error: SearchError, cooldown_s: float) -> None:
        super().__init__(error.message)
        self.error = error
        self.cooldown_s = cooldown_s


def retry_after_seconds(value: str | None) -> float | None:
    """Seconds from a ``Retry-After`` header (delta-seconds or an HTTP date)."""
    if not value:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


def error_detail(response: httpx.Response) -> str:
    """A short human message from an error body (JSON ``detail``/``error``/``message``)."""
    try:
        data = response.json()
    except ValueError:
        text = response.text.strip()
        return text[:200] if text and "<" not in text[:1] else ""
    found: Any = data
    for _ in range(3):
        if isinstance(found, dict):
            found = next(
                (found[k] for k in ("detail", "error", "message", "msg") if found.get(k)), None
            )
        else:
            break
    return str(found)[:200] if isinstance(found, str) else ""


class HttpProvider(Provider):
    """A provider spoken over HTTP with JSON replies."""

    def cache_params(self) -> dict[str, Any]:
        return {"host": self.host}

    @abstractmethod
    def build(self, query: str, max_results: int, key: str | None) -> RequestSpec:
        """The request for ``query`` with ``key`` (None for keyless providers)."""

    @abstractmethod
    def parse(self, data: Any) -> list[SearchItem]:
        """Map the decoded JSON reply to items; raise ``ValueError`` on a wrong shape."""

    def interpret(self, response: httpx.Response) -> SearchError | None:
        """Provider-specific meaning of an error status; None = the generic rules."""
        return None

    def search(
        self, query: str, max_results: int, cancel: CancelToken = NEVER, *, fresh_keys: bool = False
    ) -> list[SearchItem]:
        problem = self.missing_setup()
        if problem is not None:
            raise problem
        if not self.needs_key:
            return self._attempt(query, max_results, None, rotate=False)
        keys = self.keys()
        cooldowns = self.ctx.cooldowns
        usable = keys if fresh_keys else cooldowns.available(self.name, keys)
        if not usable:
            left, why = cooldowns.resting(self.name, keys)
            noun = "key" if len(keys) == 1 else f"all {len(keys)} keys"
            message = (
                f"{self.label}: {noun} resting after {why or 'an error'}; "
                f"usable again in {left:.0f} s."
            )
            error_type = RateLimited if why == _LIMITED else KeyRefused
            raise error_type(message, hint="Add another key or wait for the cool-down.")
        last: SearchError | None = None
        for key in usable:
            cancel.raise_if_cancelled()
            try:
                return self._attempt(query, max_results, key, rotate=True)
            except _KeyProblem as exc:
                why = _LIMITED if isinstance(exc.error, RateLimited) else "a refusal"
                cooldowns.cool(self.name, key, exc.cooldown_s, why)
                log.info("%s: key refused or rate-limited; trying the next key", self.name)
                last = exc.error
        assert last is not None
        if len(usable) > 1:
            last.message = f"{last.message} (all {len(usable)} keys tried)"
        raise last

    def _attempt(
        self, query: str, max_results: int, key: str | None, *, rotate: bool
    ) -> list[SearchItem]:
        spec = self.build(query, max_results, key)
        timeout = httpx.Timeout(self.timeout_s, connect=min(self.timeout_s, 10.0))
        try:
            response = self.ctx.client.request(
                spec.method,
                self.host + spec.path,
                params=spec.params or None,
                json=spec.json,
                headers={"Accept": "application/json", **spec.headers},
                auth=spec.auth,
                timeout=timeout,
                follow_redirects=False,
            )
        except httpx.TimeoutException as exc:
            raise SearchTimeout(
                f"{self.label} did not answer within {self.timeout_s:g} s.",
                hint="Try again, or raise search.timeout_s.",
            ) from exc
        except (httpx.InvalidURL, httpx.UnsupportedProtocol) as exc:
            raise MissingHost(
                f"{self.label}'s API host {self.host!r} is not a valid URL.",
                hint=f"Fix it with 'python -m app config set search.{self.name}.api_host URL'.",
            ) from exc
        except httpx.TransportError as exc:
            raise ProviderUnreachable(
                f"Could not reach {self.label} at {self.host} ({type(exc).__name__}).",
                hint=f"Check search.{self.name}.api_host and your network connection.",
            ) from exc
        if response.is_success:
            try:
                data = response.json()
                return self.parse(data)
            except (ValueError, KeyError, TypeError, AttributeError) as exc:
                raise SearchError(
                    f"{self.label} sent a reply that could not be read "
                    f"({type(exc).__name__}: {str(exc)[:120]}).",
                    hint="The API host may not be a real endpoint; check the setting.",
                ) from exc
        special = self.interpret(response)
        if special is not None:
            if rotate and isinstance(special, KeyRefused | RateLimited):
                raise _KeyProblem(special, self._cooldown_s())
            raise special
        raise self._status_error(response, rotate=rotate)

    def _status_error(self, response: httpx.Response, *, rotate: bool) -> Exception:
        status = response.status_code
        detail = error_detail(response)
        said = f": {detail}" if detail else ""
        if status == 429:
            wait = retry_after_seconds(response.headers.get("Retry-After"))
            hint = f"Retry after {wait:.0f} s." if wait is not None else "Wait a moment."
            limited = RateLimited(f"{self.label} rate-limited the request (HTTP 429{said}).",
                                  hint=hint)
            if rotate:
                cooldown = wait if wait is not None else self._cooldown_s()
                return _KeyProblem(limited, cooldown)
            return limited
        if status == 402:
            broke = RateLimited(
                f"{self.label}: the account behind this key is out of credit "
                f"(HTTP 402{said}).",
                hint="Top up the account, add another key, or choose another provider.",
            )
            return _KeyProblem(broke, self._cooldown_s()) if rotate else broke
        if status in (401, 403):
            refused = KeyRefused(
                f"{self.label} refused the API key (HTTP {status}{said}).",
                hint=f"Check the key with 'python -m app keys set {self.key_name}'.",
            )
            return _KeyProblem(refused, self._cooldown_s()) if rotate else refused
        if 300 <= status < 400:
            target = response.headers.get("Location", "")
            return SearchError(
                f"{self.label} answered with a redirect (HTTP {status}"
                f"{' to ' + target if target else ''}).",
                hint=f"Set search.{self.name}.api_host to the address it redirects to.",
            )
        if status >= 500:
            return SearchError(
                f"{self.label} had a server error (HTTP {status}{said}).",
                hint="Try again later.",
            )
        return SearchError(f"{self.label} rejected the request (HTTP {status}{said}).")

    def _cooldown_s(self) -> float:
        return float(self.ctx.settings["search.key_cooldown_s"])


def text_of(value: Any) -> str:
    """A clean single string from a JSON value (None and non-strings become '')."""
    if isinstance(value, str):
        return value.strip()
    if isinstance(value, list):
        return " ".join(v.strip() for v in value if isinstance(v, str) and v.strip())
    return ""


def results_list(data: Any, *path: str) -> list[dict[str, Any]]:
    """``data[path...]`` as a list of dicts; a missing list is no results."""
    found: Any = data
    for step in path:
        if not isinstance(found, dict):
            raise ValueError(f"expected an object at {step!r}")
        found = found.get(step)
        if found is None:
            return []
    if not isinstance(found, list):
        raise ValueError(f"expected a list at {'.'.join(path)!r}")
    return [r for r in found if isinstance(r, dict)]


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)
