"""Pinning against DNS rebinding, hop by hop, with the private network refused.

The tests record every address the downloader dials (only 127.0.0.1 is
reachable here; any other address fails at once, so nothing leaves the
machine). A resolver that answers a public address for the check and the
local server's address afterwards must never get a request to the local
server: the connection goes to the address that was checked.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import httpcore
import pytest

from services.errors import NetworkError, UnsafeURL
from services.net import Downloader, DownloadLimits, UrlPolicy
from tests.fetch.support import PublicLab
from tests.servers.base import LocalServer, Request, Response

PUBLIC = "93.184.215.14"


@pytest.fixture
def dialled(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every address a connection was opened to; only 127.0.0.1 connects."""
    seen: list[str] = []

    class Recording(httpcore.SyncBackend):
        def connect_tcp(
            self, host: str, port: int, timeout: float | None = None,
            local_address: str | None = None, socket_options: Iterable[Any] | None = None,
        ) -> httpcore.NetworkStream:
            seen.append(host)
            if host != "127.0.0.1":
                raise httpcore.ConnectError(f"{host} is unreachable in tests")
            return super().connect_tcp(host, port, timeout, local_address, socket_options)

    monkeypatch.setattr(httpcore, "SyncBackend", Recording)
    return seen


def rebinding(host_answers: dict[str, list[list[str]]]) -> tuple[list[str], Any]:
    """A resolver whose answer for a host changes on each lookup (the last one sticks)."""
    calls: list[str] = []

    def resolve(host: str) -> list[str]:
        calls.append(host)
        answers = host_answers[host]
        return answers[min(calls.count(host) - 1, len(answers) - 1)]

    return calls, resolve


def test_a_rebinding_answer_cannot_reach_the_local_server(
    site: LocalServer, dialled: list[str]
) -> None:
    calls, resolve = rebinding({"rebind.test": [[PUBLIC], ["127.0.0.1"]]})
    loader = Downloader(UrlPolicy(allow_private=False, resolver=resolve), DownloadLimits())
    with pytest.raises(NetworkError, match="could not be reached"):
        loader.download(f"http://rebind.test:{site.port}/alpha")
    assert calls == ["rebind.test"]  # resolved once, for the check
    assert dialled == [PUBLIC]  # connected to the checked address only
    assert site.requests == []


def test_every_redirect_hop_is_resolved_checked_and_pinned_again(
    server: LocalServer, dialled: list[str]
) -> None:
    # public.test stands in for a public site (it is the local server); it
    # redirects to a name that answers public for the check, then loopback.
    server.route("/start", lambda r: Response(
        "", 302, {"Location": f"http://rebind.test:{server.port}/secret"}))
    server.route("/secret", "<p>internal</p>")
    calls, resolve = rebinding({"rebind.test": [[PUBLIC], ["127.0.0.1"]]})
    policy = PublicLab({"public.test": "127.0.0.1"}, allow_private=False, resolver=resolve)
    with pytest.raises(NetworkError):
        Downloader(policy, DownloadLimits()).download(f"http://public.test:{server.port}/start")
    assert calls == ["rebind.test"]
    assert dialled == ["127.0.0.1", PUBLIC]
    assert [r.path for r in server.requests] == ["/start"]


def test_a_redirect_hop_resolving_to_a_private_address_is_refused_before_connecting(
    server: LocalServer, dialled: list[str]
) -> None:
    server.route("/start", lambda r: Response(
        "", 302, {"Location": f"http://internal.test:{server.port}/secret"}))
    _calls, resolve = rebinding({"internal.test": [["::ffff:10.0.0.1"]]})
    policy = PublicLab({"public.test": "127.0.0.1"}, allow_private=False, resolver=resolve)
    with pytest.raises(UnsafeURL, match=r"10\.0\.0\.1"):
        Downloader(policy, DownloadLimits()).download(f"http://public.test:{server.port}/start")
    assert dialled == ["127.0.0.1"]
    assert [r.path for r in server.requests] == ["/start"]


def test_servers_without_head_support_are_read_with_get_only(server: LocalServer) -> None:
    def page(request: Request) -> Response:
        if request.method != "GET":
            return Response("", 405, {"Allow": "GET"})
        return Response("<title>Only GET</title><p>Served to GET requests.</p>")

    server.route("/only-get", page)
    loader = Downloader(UrlPolicy(allow_private=True), DownloadLimits())
    result = loader.download(server.url("/only-get"))
    assert b"Served to GET requests." in result.body
    assert [r.method for r in server.requests] == ["GET"]
