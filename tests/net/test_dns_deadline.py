"""A slow DNS answer counts against the download deadline; cancel stops it too."""

from __future__ import annotations

import threading

import pytest

from services.cancel import CancelToken
from services.errors import Cancelled, FetchTimeout
from services.net import Downloader, DownloadLimits, UrlPolicy


class StuckResolver:
    """A resolver that never answers until released (a DNS server that hangs)."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.asked: list[str] = []

    def __call__(self, host: str) -> list[str]:
        self.asked.append(host)
        self.release.wait()
        return ["93.184.216.34"]


def test_a_hanging_lookup_ends_with_the_download_deadline() -> None:
    resolver = StuckResolver()
    downloader = Downloader(UrlPolicy(resolver=resolver), DownloadLimits(timeout=0.2))
    try:
        with pytest.raises(FetchTimeout, match=r"did not finish downloading within 0\.2 s"):
            downloader.download("https://slow-dns.example/")
        assert resolver.asked == ["slow-dns.example"]
    finally:
        resolver.release.set()


def test_cancel_stops_a_hanging_lookup() -> None:
    resolver = StuckResolver()
    cancel = CancelToken()
    downloader = Downloader(UrlPolicy(resolver=resolver), DownloadLimits(timeout=60))
    threading.Timer(0.1, cancel.cancel).start()
    try:
        with pytest.raises(Cancelled):
            downloader.download("https://slow-dns.example/", cancel=cancel)
    finally:
        resolver.release.set()


def test_a_failed_lookup_is_reported_as_before() -> None:
    def unknown(host: str) -> list[str]:
        raise OSError("no such host")

    downloader = Downloader(UrlPolicy(resolver=unknown), DownloadLimits(timeout=5))
    with pytest.raises(Exception, match="could not be found"):
        downloader.download("https://missing.example/")
