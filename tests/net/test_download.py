"""Downloader against a real local site: pinning, redirects, caps, deadlines, cancel."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest

from services.cancel import CancelToken
from services.errors import (
    Blocked,
    Cancelled,
    FetchTimeout,
    HTTPStatusError,
    NetworkError,
    TooLarge,
    UnsafeURL,
    UnsupportedContent,
)
from services.net import Downloader, DownloadLimits, UrlPolicy
from tests.fetch.support import PublicLab
from tests.servers.base import LocalServer, Response


def downloader(**limits: Any) -> Downloader:
    return Downloader(UrlPolicy(allow_private=True), DownloadLimits(**limits))


def test_reads_a_page(site: LocalServer) -> None:
    result = downloader().download(site.url("/alpha"))
    assert result.status == 200 and b"The alpha article" in result.body
    assert result.final_url == site.url("/alpha") and result.private
    sent = site.requests[-1].headers
    assert sent["user-agent"].startswith("Mozilla/5.0")
    assert "gzip" in sent["accept-encoding"] and "br" in sent["accept-encoding"]


def test_user_agent_is_configurable(site: LocalServer) -> None:
    downloader(user_agent="FootnoteTest/1.0").download(site.url("/alpha"))
    assert site.requests[-1].headers["user-agent"] == "FootnoteTest/1.0"


@pytest.mark.parametrize("path", ["/gzip", "/deflate", "/raw-deflate", "/br"])
def test_compressed_bodies_are_decoded(site: LocalServer, path: str) -> None:
    result = downloader().download(site.url(path))
    assert b"This article was compressed on the wire." in result.body
    assert result.wire_bytes < len(result.body)


@pytest.mark.parametrize("path", ["/bomb", "/br-bomb"])
def test_compression_bombs_stop_at_the_decompressed_cap(site: LocalServer, path: str) -> None:
    with pytest.raises(TooLarge, match="decompressed"):
        downloader(max_decompressed_bytes=1024 * 1024).download(site.url(path))


def test_unknown_compression_is_unsupported(site: LocalServer) -> None:
    with pytest.raises(UnsupportedContent, match="zstd"):
        downloader().download(site.url("/zstd"))


def test_declared_huge_body_is_refused_before_reading(site: LocalServer) -> None:
    with pytest.raises(TooLarge, match=r"10240\.0 MiB"):
        downloader().download(site.url("/huge"))


def test_endless_body_is_cut_while_streaming(site: LocalServer) -> None:
    with pytest.raises(TooLarge, match="download was stopped"):
        downloader(max_bytes=256 * 1024).download(site.url("/endless"))


def test_server_that_never_answers_times_out(site: LocalServer) -> None:
    with pytest.raises(FetchTimeout):
        downloader(timeout=1.0).download(site.url("/never"))


def test_drip_feed_hits_the_whole_download_deadline(site: LocalServer) -> None:
    # One byte every 0.1 s never trips a read timeout; only the deadline stops it.
    with pytest.raises(FetchTimeout, match="within 1 s"):
        downloader(timeout=1.0).download(site.url("/drip"))


def test_refused_connection_is_a_network_error() -> None:
    with pytest.raises(NetworkError, match="refused"):
        downloader().download("http://127.0.0.1:9/")


def test_redirects_are_followed_and_recorded(site: LocalServer) -> None:
    result = downloader().download(site.url("/redirect"))
    assert result.final_url == site.url("/alpha")
    assert result.redirects == [site.url("/alpha")]


def test_five_redirects_at_most(site: LocalServer) -> None:
    with pytest.raises(HTTPStatusError, match="more than 5"):
        downloader().download(site.url("/chain/1"))
    assert downloader().download(site.url("/chain/3")).final_url == site.url("/chain/8")


@pytest.mark.parametrize("path", ["/loop", "/loop-a"])
def test_redirect_loops_are_detected(site: LocalServer, path: str) -> None:
    with pytest.raises(HTTPStatusError, match="loop"):
        downloader().download(site.url(path))
    assert len(site.requests) <= 3


def test_redirect_to_a_file_url_is_unsafe(site: LocalServer) -> None:
    with pytest.raises(UnsafeURL, match="redirected to file:///etc/passwd"):
        downloader().download(site.url("/to-file"))


def test_redirect_from_a_public_site_to_loopback_is_refused(site: LocalServer) -> None:
    # public.test stands in for a public web server (see PublicLab); its redirect
    # to http://127.0.0.1:PORT/ must be judged and refused.
    policy = PublicLab({"public.test": "127.0.0.1"}, allow_private=False)
    loader = Downloader(policy, DownloadLimits())
    url = f"http://public.test:{site.port}/to-loopback"
    with pytest.raises(UnsafeURL, match="loopback"):
        loader.download(url)
    assert [r.path for r in site.requests] == ["/to-loopback"]


def test_connection_is_pinned_to_the_checked_address(site: LocalServer) -> None:
    answers = [["127.0.0.1"], ["10.9.9.9"]]  # a DNS answer that changes after the check
    calls: list[str] = []

    def rebinding(host: str) -> list[str]:
        calls.append(host)
        return answers[min(len(calls) - 1, 1)]

    loader = Downloader(UrlPolicy(allow_private=True, resolver=rebinding), DownloadLimits())
    result = loader.download(f"http://rebind.test:{site.port}/alpha")
    assert b"alpha" in result.body
    assert calls == ["rebind.test"]
    assert site.requests[-1].headers["host"] == f"rebind.test:{site.port}"


def test_cookies_stay_on_their_origin(site: LocalServer) -> None:
    result = downloader().download(site.url("/cookie-redirect"))
    assert b"Cookie header was session=abc123." in result.body


def test_authorization_and_cookies_are_dropped_across_origins(site: LocalServer) -> None:
    other = LocalServer()
    other.route("/start", lambda r: Response(
        "", 302, {"Location": site.url("/alpha"), "Set-Cookie": "a=b"}))
    other.route("/same", Response("", 302, {"Location": "/end"}))
    other.route("/end", "<p>end</p>")
    other.start()
    try:
        headers = {"Authorization": "Bearer secret", "Cookie": "pref=1"}
        downloader().download(other.url("/start"), headers=headers)
        assert other.requests[-1].headers.get("authorization") == "Bearer secret"
        hop = site.requests[-1].headers
        assert "authorization" not in hop and "cookie" not in hop
        downloader().download(other.url("/same"), headers=headers)
        assert other.requests[-1].headers.get("authorization") == "Bearer secret"
    finally:
        other.stop()


@pytest.mark.parametrize(
    "path", ["/wall/cloudflare", "/wall/captcha", "/wall/challenge-200", "/wall/429"]
)
def test_bot_walls_are_blocked(site: LocalServer, path: str) -> None:
    with pytest.raises(Blocked):
        downloader().download(site.url(path))


@pytest.mark.parametrize(("path", "status"), [("/missing", "404"), ("/server-error", "500")])
def test_error_statuses_are_http_errors(site: LocalServer, path: str, status: str) -> None:
    with pytest.raises(HTTPStatusError, match=status):
        downloader().download(site.url(path))


def test_cancel_aborts_a_download_in_flight(site: LocalServer) -> None:
    cancel = CancelToken()
    errors: list[BaseException] = []

    def run() -> None:
        try:
            downloader(timeout=30.0).download(site.url("/drip"), cancel=cancel)
        except BaseException as exc:
            errors.append(exc)

    thread = threading.Thread(target=run)
    thread.start()
    while not any(r.path == "/drip" for r in site.requests):
        time.sleep(0.01)
    cancel.cancel()
    thread.join(5)
    assert not thread.is_alive()
    assert len(errors) == 1 and isinstance(errors[0], Cancelled)


def test_cancelled_token_stops_before_connecting(site: LocalServer) -> None:
    cancel = CancelToken()
    cancel.cancel()
    with pytest.raises(Cancelled):
        downloader().download(site.url("/alpha"), cancel=cancel)
    assert site.requests == []
