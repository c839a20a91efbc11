"""app.wiring.blacklist: the filter search and fetch use, with subscriptions."""

from __future__ import annotations

import threading

from app.settings import Settings
from app.wiring.blacklist import url_filter_factory
from tests.servers.base import LocalServer, Request, Response


def test_filter_factory_applies_settings_and_refreshes_due_lists(server: LocalServer) -> None:
    served = threading.Event()

    def ruleset(_request: Request) -> Response:
        served.set()
        return Response("*://*.farm.example/*\n", content_type="text/plain")

    server.route("/list.txt", ruleset)
    settings = Settings()
    settings.update({
        "fetch.allow_private_network": True,  # the test server is on 127.0.0.1
        "blacklist.rules": "*://own.example/*",
        "blacklist.subscriptions": [server.url("/list.txt")],
    })
    current = url_filter_factory(settings)
    first = current()  # never downloaded: the list is due, a refresh starts
    assert first.blocks("https://own.example/")
    assert not first.blocks("https://x.farm.example/")
    assert served.wait(10)
    for _ in range(200):
        if current().blocks("https://x.farm.example/"):
            break
        threading.Event().wait(0.05)
    assert current().blocks("https://x.farm.example/")
    settings.set("blacklist.rules", "")
    assert not current().blocks("https://own.example/")
