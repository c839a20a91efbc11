"""Download one URL safely: pinned connections, checked redirects, caps, deadlines.

``Downloader.download`` returns the decoded body of a successful (2xx) reply
or raises a ``FetchError`` whose ``code`` names the reason. Every hop of a
redirect chain is checked and pinned again; ``Authorization`` and cookies never
cross to another origin; a loop or a sixth redirect stops the chain. The
connect timeout bounds each connection, and one deadline bounds the whole
download, so a server that drips one byte a second fails with ``timeout``.
"""

from __future__ import annotations

import ssl
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from http.cookies import CookieError, SimpleCookie
from typing import Any

import certifi
import httpcore

from services import weburl
from services.cancel import NEVER, CancelToken
from services.errors import (
    Cancelled,
    FetchTimeout,
    FootnoteError,
    HTTPStatusError,
    NetworkError,
    TooLarge,
    UnsafeURL,
)
from services.net.compression import ACCEPT_ENCODING, BodyDecoder
from services.net.content import check_bot_wall, check_status
from services.net.pinned import PinnedBackend
from services.net.safety import CheckedURL, Target, UrlPolicy

HopCheck = Callable[[Target], None]
"""Called with every resolved hop before connecting; may raise a FetchError."""

_REDIRECTS = frozenset({301, 302, 303, 307, 308})
_ORIGIN_BOUND = frozenset({"authorization", "cookie", "proxy-authorization"})
_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,text/plain;q=0.8,*/*;q=0.5"


def _mib(size: int) -> str:
    return f"{size / (1024 * 1024):.1f} MiB"


@dataclass(frozen=True)
class DownloadLimits:
    """Time and size limits for one download (see the ``fetch.*`` settings)."""

    connect_timeout: float = 10.0
    timeout: float = 20.0
    max_bytes: int = 5 * 1024 * 1024
    max_decompressed_bytes: int = 20 * 1024 * 1024
    max_redirects: int = 5
    user_agent: str = "Mozilla/5.0"

    @classmethod
    def from_settings(cls, settings: Mapping[str, Any]) -> DownloadLimits:
        return cls(
            connect_timeout=float(settings["fetch.connect_timeout_s"]),
            timeout=float(settings["fetch.timeout_s"]),
            max_bytes=int(settings["fetch.max_bytes"]),
            max_decompressed_bytes=int(settings["fetch.max_decompressed_bytes"]),
            max_redirects=int(settings["fetch.max_redirects"]),
            user_agent=str(settings["fetch.user_agent"]),
        )


@dataclass
class Download:
    """A successful reply, body already decompressed."""

    url: str
    final_url: str
    status: int
    headers: dict[str, str]
    body: bytes
    wire_bytes: int
    redirects: list[str] = field(default_factory=list)
    private: bool = False

    @property
    def content_type(self) -> str:
        return self.headers.get("content-type", "")


class _Abort:
    """Why the sockets were shut down from outside (cancel or deadline)."""

    def __init__(self, backend: PinnedBackend) -> None:
        self.reason: str | None = None
        self._backend = backend
        self._lock = threading.Lock()
        self.fired = threading.Event()

    def __call__(self, reason: str) -> None:
        with self._lock:
            if self.reason is None:
                self.reason = reason
        self._backend.abort()
        self.fired.set()

    def error(self, limits: DownloadLimits) -> FootnoteError | None:
        if self.reason == "cancelled":
            return Cancelled()
        if self.reason == "timeout":
            return FetchTimeout(
                f"The page did not finish downloading within {limits.timeout:g} s.",
                hint="The site is slow or stalled; try again later.",
            )
        return None


class Downloader:
    """Downloads pages through a ``UrlPolicy``; thread-safe, one call per URL."""

    def __init__(
        self, policy: UrlPolicy, limits: DownloadLimits,
        *, ssl_context: ssl.SSLContext | None = None,
    ) -> None:
        self.policy = policy
        self.limits = limits
        self._ssl: ssl.SSLContext | None = ssl_context  # default: certifi's roots
        self._ssl_lock = threading.Lock()

    def _ssl_context(self) -> ssl.SSLContext:
        with self._ssl_lock:
            if self._ssl is None:
                self._ssl = ssl.create_default_context(cafile=certifi.where())
            return self._ssl

    def download(
        self,
        url: str,
        *,
        cancel: CancelToken = NEVER,
        headers: Mapping[str, str] | None = None,
        on_hop: HopCheck | None = None,
    ) -> Download:
        """Fetch ``url`` following checked redirects.

        Raises:
            FetchError: with code ``unsafe_url``, ``timeout``, ``too_large``,
                ``http_error``, ``blocked``, ``network_error`` or
                ``unsupported_content`` (unknown compression).
            Cancelled: ``cancel`` was set.

        ``on_hop`` sees every checked, resolved hop before the connection
        (callers record private hops or apply a blacklist to redirects).
        """
        cancel.raise_if_cancelled()
        checked = self.policy.check(url)
        backend = PinnedBackend()
        abort = _Abort(backend)
        timer = threading.Timer(self.limits.timeout, abort, args=("timeout",))
        timer.daemon = True
        timer.start()
        unregister = cancel.on_cancel(lambda: abort("cancelled"))
        pool = httpcore.ConnectionPool(
            ssl_context=self._ssl_context(),  # also for an http page that redirects to https
            network_backend=backend,
            max_connections=2,
            retries=0,
        )
        failure: FootnoteError
        try:
            return self._follow(checked, pool, backend, abort, dict(headers or {}), on_hop)
        except FootnoteError as exc:
            failure = exc
        except httpcore.TimeoutException as exc:
            failure = _timeout(exc, self.limits)
            failure.__cause__ = exc
        except httpcore.ConnectError as exc:
            failure = _connect_error(exc, checked)
            failure.__cause__ = exc
        except (httpcore.NetworkError, httpcore.ProtocolError, OSError) as exc:
            failure = NetworkError(
                f"The connection to {checked.host} failed ({exc or type(exc).__name__}).",
                hint="Try again later.",
            )
            failure.__cause__ = exc
        finally:
            timer.cancel()
            unregister()
            pool.close()
            backend.close()
        # An abort (cancel or deadline) explains whatever error the closed socket caused.
        raise abort.error(self.limits) or failure

    def _follow(
        self,
        checked: CheckedURL,
        pool: httpcore.ConnectionPool,
        backend: PinnedBackend,
        abort: _Abort,
        extra: dict[str, str],
        on_hop: HopCheck | None,
    ) -> Download:
        start_url = checked.url
        redirects: list[str] = []
        seen: set[tuple[str, str]] = {(checked.url, "")}
        cookies: dict[str, str] = {}
        private = False
        for _hop in range(self.limits.max_redirects + 1):
            target = _resolve_within(self.policy, checked, abort, self.limits)
            error = abort.error(self.limits)
            if error is not None:
                raise error
            private = private or target.private
            if on_hop is not None:
                on_hop(target)
            backend.pin(checked.host, target.addresses)
            request_headers = self._headers(extra, cookies)
            with pool.stream(
                "GET", checked.url, headers=request_headers,
                extensions={"timeout": self._timeouts()},
            ) as response:
                headers, set_cookies = _headers(response.headers)
                location = headers.get("location", "").strip()
                if response.status in _REDIRECTS and location:
                    following = self._redirect_target(checked, location)
                    if following.origin != checked.origin:
                        extra = {k: v for k, v in extra.items() if k.lower() not in _ORIGIN_BOUND}
                        cookies = {}
                    else:
                        cookies.update(_parse_cookies(set_cookies))
                    key = (following.url, "; ".join(f"{k}={v}" for k, v in cookies.items()))
                    if key in seen:
                        raise HTTPStatusError(
                            f"The page redirects in a loop ({following.url} again).",
                            hint="The site is misconfigured or needs a browser.",
                        )
                    seen.add(key)
                    redirects.append(following.url)
                    checked = following
                    continue
                body, wire = self._read_body(response, headers, abort)
                check_bot_wall(response.status, headers, body)
                check_status(response.status)
                return Download(
                    start_url, checked.url, response.status, headers, body, wire,
                    redirects, private,
                )
        raise HTTPStatusError(
            f"The page redirected more than {self.limits.max_redirects} times.",
            hint="The site is misconfigured or needs a browser.",
        )

    def _redirect_target(self, current: CheckedURL, location: str) -> CheckedURL:
        try:
            next_url = weburl.join(current.url, location).href
        except weburl.InvalidUrl as exc:
            raise UnsafeURL(
                f"The page redirected to an invalid address: {exc.reason}.",
                hint="The site is misconfigured.",
            ) from exc
        try:
            return self.policy.check(next_url)
        except UnsafeURL as exc:
            raise UnsafeURL(
                f"The page redirected to {next_url}, which is not allowed: {exc.message}",
                hint=exc.hint,
            ) from exc

    def _read_body(
        self, response: httpcore.Response, headers: dict[str, str], abort: _Abort
    ) -> tuple[bytes, int]:
        cap = self.limits.max_bytes
        declared = headers.get("content-length", "").strip()
        if declared.isdigit() and int(declared) > cap:
            raise TooLarge(
                f"The page is {_mib(int(declared))}, more than the {_mib(cap)} limit.",
                hint="Raise fetch.max_bytes if you need pages this large.",
            )
        decoder = BodyDecoder(
            headers.get("content-encoding", ""), self.limits.max_decompressed_bytes
        )
        wire = 0
        for chunk in response.iter_stream():
            wire += len(chunk)
            if wire > cap:
                raise TooLarge(
                    f"The page is larger than the {_mib(cap)} limit; the download was stopped.",
                    hint="Raise fetch.max_bytes if you need pages this large.",
                )
            decoder.feed(chunk)
            error = abort.error(self.limits)
            if error is not None:
                raise error
        error = abort.error(self.limits)
        if error is not None:
            raise error
        return decoder.finish(), wire

    def _headers(self, extra: Mapping[str, str], cookies: Mapping[str, str]) -> list[
        tuple[str, str]
    ]:
        headers = {
            "User-Agent": self.limits.user_agent,
            "Accept": _ACCEPT,
            "Accept-Language": "en-US,en;q=0.9,*;q=0.5",
            "Accept-Encoding": ACCEPT_ENCODING,
        }
        headers.update(extra)
        if cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in cookies.items())
        return list(headers.items())

    def _timeouts(self) -> dict[str, float]:
        return {
            "connect": self.limits.connect_timeout,
            "read": self.limits.timeout,
            "write": self.limits.connect_timeout,
            "pool": self.limits.connect_timeout,
        }


def _resolve_within(
    policy: UrlPolicy, checked: CheckedURL, abort: _Abort, limits: DownloadLimits
) -> Target:
    """``policy.resolve`` bounded by the download's deadline and cancel.

    The system resolver cannot be interrupted, so it runs on a daemon thread;
    when the deadline passes (or the user stops) first, the lookup is left to
    finish in the background and its answer is dropped.
    """
    if checked.ip is not None:
        return policy.resolve(checked)  # nothing to look up
    outcome: list[Target | BaseException] = []
    done = threading.Event()

    def lookup() -> None:
        try:
            outcome.append(policy.resolve(checked))
        except BaseException as exc:  # handed to the waiting thread
            outcome.append(exc)
        done.set()
        abort.fired.set()  # wakes the waiter below

    threading.Thread(target=lookup, name="footnote-dns", daemon=True).start()
    abort.fired.wait()
    if not done.is_set():
        raise abort.error(limits) or Cancelled()
    if abort.reason is None:
        abort.fired.clear()  # the lookup woke us; the deadline has not passed
    result = outcome[0]
    if isinstance(result, BaseException):
        raise result
    return result


def _headers(raw: list[tuple[bytes, bytes]]) -> tuple[dict[str, str], list[str]]:
    headers: dict[str, str] = {}
    set_cookies: list[str] = []
    for name_b, value_b in raw:
        name = name_b.decode("latin-1").lower()
        value = value_b.decode("latin-1")
        if name == "set-cookie":
            set_cookies.append(value)
        headers[name] = f"{headers[name]}, {value}" if name in headers else value
    return headers, set_cookies


def _parse_cookies(values: list[str]) -> dict[str, str]:
    found: dict[str, str] = {}
    for value in values:
        jar: SimpleCookie = SimpleCookie()
        try:
            jar.load(value)
        except CookieError:
            continue
        for name, morsel in jar.items():
            found[name] = morsel.value
    return found


def _timeout(exc: Exception, limits: DownloadLimits) -> FetchTimeout:
    if isinstance(exc, httpcore.ConnectTimeout):
        return FetchTimeout(
            f"The server did not accept a connection within {limits.connect_timeout:g} s.",
            hint="The site may be down; try again later.",
        )
    return FetchTimeout(
        f"The server stopped answering (no data for {limits.timeout:g} s).",
        hint="The site is slow or stalled; try again later.",
    )


def _connect_error(exc: Exception, checked: CheckedURL) -> NetworkError:
    text = str(exc) or type(exc).__name__
    if "refused" in text.lower():
        what = "refused the connection"
    elif "certificate" in text.lower() or "ssl" in text.lower():
        what = f"has a TLS problem ({text})"
    else:
        what = f"could not be reached ({text})"
    return NetworkError(f"The server {checked.host}:{checked.port} {what}.",
                        hint="Check the address, or try again later.")
