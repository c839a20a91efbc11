"""Only public host names are ever sent to the Jina Reader fallback, however spelled:
internal-only names, special-use names and IP literals are held back, and the
failure says why."""

from __future__ import annotations

import pytest

from services.fetch.pool import ExtractionPool
from tests.fetch.support import fetch_settings, lab_policy, make_service
from tests.servers.base import LocalServer, Response
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
    # Not under any public suffix, or under a special-use name (issue 21).
    "http://fileserver.intra/share",
    "http://kubernetes.default.svc/api",
    "http://api.default.svc.cluster.local/",
    "https://gitlab.test/group/project",
    "https://wiki.corp.example.invalid/page",
    "http://docs.example/",
    "http://hidden7x.onion/",
    "http://name.alt/",
    "http://vault.private/",
    "http://nas.home/",
    "http://1.1.1.1.in-addr.arpa/",
]


@pytest.mark.parametrize("url", INTRANET)
def test_intranet_names_that_fail_dns_never_reach_jina(
    url: str, jina: JinaServer, pool: ExtractionPool
) -> None:
    settings = fetch_settings(fetch__fallback="jina", fetch__jina__api_host=jina.api_host,
                              fetch__allow_private_network=False)
    service = make_service(settings, pool, resolver=no_dns)
    before = list(jina.targets)
    result = service.fetch([url, "https://gone.example.com/public"])
    assert jina.targets[len(before):] == ["https://gone.example.com/public"]
    first = result.items[0]
    assert not first.ok and first.provider == "builtin"
    assert first.reason in ("network_error", "unsafe_url")


@pytest.mark.parametrize(("url", "why"), [
    ("http://fileserver.intra/share", "not under a public suffix (.intra"),
    ("http://kubernetes.default.svc/api", "under .svc"),
    ("https://gitlab.test/x", "under .test"),
    ("https://wiki.corp.example.invalid/x", "under .invalid"),
    ("http://intranet/wiki", "single-label name"),
])
def test_the_failure_says_why_the_reader_was_not_tried(
    url: str, why: str, jina: JinaServer, pool: ExtractionPool
) -> None:
    settings = fetch_settings(fetch__fallback="jina", fetch__jina__api_host=jina.api_host,
                              fetch__allow_private_network=False, fetch__timeout_s=2.0)
    service = make_service(settings, pool, resolver=no_dns)
    result = service.fetch([url])
    assert jina.targets == []
    item = result.items[0]
    assert "Jina Reader was not tried: " in item.error and why in item.error
    assert "Jina Reader was not tried" in result.text


def test_an_ip_literal_is_never_sent_even_where_it_may_be_read(
    site: LocalServer, jina: JinaServer, pool: ExtractionPool
) -> None:
    settings = fetch_settings(fetch__fallback="jina", fetch__jina__api_host=jina.api_host,
                              fetch__allow_private_network=True)
    item = make_service(settings, pool).fetch([site.url("/missing")]).items[0]
    assert item.reason == "http_error" and jina.targets == []
    assert "Jina Reader was not tried: 127.0.0.1 is an IP address" in item.error


def test_a_public_name_that_redirected_to_the_private_network_is_never_sent(
    site: LocalServer, jina: JinaServer, pool: ExtractionPool
) -> None:
    site.route("/to-private-missing",
               lambda r: Response("", 302, {"Location": site.url("/missing")}))
    settings = fetch_settings(fetch__fallback="jina", fetch__jina__api_host=jina.api_host,
                              fetch__allow_private_network=True)
    service = make_service(settings, pool,
                           policy_factory=lab_policy({"public.example.org": "127.0.0.1"}))
    url = f"http://public.example.org:{site.port}/to-private-missing"
    item = service.fetch([url]).items[0]
    assert item.reason == "http_error" and jina.targets == []
    assert "Jina Reader was not tried: it led to 127.0.0.1, on a private network" in item.error


@pytest.mark.parametrize("url", [
    "https://example.co.uk/page",
    "https://docs.python.org/3/",
    "https://someone.github.io/blog",
    "https://xn--80ak6aa92e.xn--p1ai/",
])
def test_public_names_that_fail_dns_still_reach_jina(
    url: str, jina: JinaServer, pool: ExtractionPool
) -> None:
    settings = fetch_settings(fetch__fallback="jina", fetch__jina__api_host=jina.api_host,
                              fetch__allow_private_network=False)
    service = make_service(settings, pool, resolver=no_dns)
    item = service.fetch([url]).items[0]
    assert jina.targets == [url]
    assert item.ok and item.provider == "jina"
