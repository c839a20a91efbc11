"""Intranet-looking hosts are never sent to the Jina Reader fallback, however spelled."""

from __future__ import annotations

import pytest

from services.fetch.pool import ExtractionPool
from tests.fetch.support import fetch_settings, make_service
from tests.servers.jina_reader import JinaServer


def no_dns(host: str) -> list[str]:
    raise OSError(f"Name or service not known: {host}")


INTRANET = [
    "http://intranet/wiki",
    "http://intranet./wiki",
    "http://INTRANET/wiki?q=secret",
    "http://%69ntranet/wiki",
    "http://wiki.corp/secret",
    "http://WIKI.CORP./secret",
    "http://wiki.corp:8080/secret",
    "http://nas.local/files",
    "http://nas.local./files",
    "http://db.internal/admin",
    "http://router.lan/",
    "http://box.home.arpa/",
    "http://printer.localdomain/",
    "http://build.intranet/",
    "https:wiki.corp/x",
    "http://user\\@wiki.corp/x",
]


@pytest.mark.parametrize("url", INTRANET)
def test_intranet_names_that_fail_dns_never_reach_jina(
    url: str, jina: JinaServer, pool: ExtractionPool
) -> None:
    settings = fetch_settings(fetch__fallback="jina", fetch__jina__api_host=jina.api_host,
                              fetch__allow_private_network=False)
    service = make_service(settings, pool, resolver=no_dns)
    before = list(jina.targets)
    result = service.fetch([url, "https://gone.example/public"])
    assert jina.targets[len(before):] == ["https://gone.example/public"]
    first = result.items[0]
    assert not first.ok and first.provider == "builtin"
    assert first.reason in ("network_error", "unsafe_url")
