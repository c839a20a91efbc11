"""One WHATWG parse for the blacklist, the fetcher and the citations.

Cases are taken from the URL Standard (url.spec.whatwg.org: the host-parsing
table in "Host parsing" and the examples in "URL parsing" / "Dot-segment
handling") and from Chromium's URL canonicalizer tests
(url/url_canon_unittest.cc: IPv4 in hex, octal, short and percent-encoded forms).
"""

from __future__ import annotations

import pytest

from services import weburl
from services.blacklist import Blacklist, UrlFilter
from services.errors import UnsafeURL
from services.fetch import FetchService
from services.fetch.pool import ExtractionPool
from services.net import UrlPolicy
from tests.fetch.support import fetch_settings, lab_policy, make_service
from tests.servers.base import LocalServer

# URL Standard, "host parsing" examples: input host -> canonical host (None: failure).
HOSTS: list[tuple[str, str | None]] = [
    ("EXAMPLE.COM", "example.com"),
    ("example%2Ecom", "example.com"),
    ("faß.example", "xn--fa-hia.example"),
    ("0", "0.0.0.0"),
    ("%30", "0.0.0.0"),
    ("0x", "0.0.0.0"),
    ("0xffffffff", "255.255.255.255"),
    ("[0:0::1]", "::1"),
    ("[0:0::1%5D", None),
    ("[0:0::%31]", None),
    ("09", None),
    ("example.255", None),
    ("example^example", None),
    # Chromium url_canon_unittest.cc IPv4 cases.
    ("0x7f.0.0.1", "127.0.0.1"),
    ("0177.0.0.1", "127.0.0.1"),
    ("127.1", "127.0.0.1"),
    ("2130706433", "127.0.0.1"),
    ("0xc0.0250.01", "192.168.0.1"),
    ("%30%78%63%30%2e%30%32%35%30.01", "192.168.0.1"),
    ("192.168.0.257", None),
    ("4294967296", None),
    ("1.2.3.4.5", None),
    ("[::127.0.0.1]", "::7f00:1"),
]

# URL Standard examples for whole URLs: input -> href (None: failure).
URLS: list[tuple[str, str | None]] = [
    ("https:example.org", "https://example.org/"),
    ("https://////example.com///", "https://example.com///"),
    ("https://example.com/././foo", "https://example.com/foo"),
    ("https://example.com/a/../admin", "https://example.com/admin"),
    ("https://example.com/public/%2e%2e/private/x", "https://example.com/private/x"),
    ("https://example.com/public/.%2E/private/x", "https://example.com/private/x"),
    ("https://example.com/public/%2e/x", "https://example.com/public/x"),
    ("https://example.com/../../../x", "https://example.com/x"),
    ("https://evil.com\\@example.com/", "https://evil.com/@example.com/"),
    ("https:\\\\example.com\\a\\..\\b", "https://example.com/b"),
    ("https://example.com/%7efoo", "https://example.com/%7efoo"),
    ("https://example.com/%7Efoo", "https://example.com/%7Efoo"),
    ("https://example.com/[]?[]#[]", "https://example.com/[]?[]"),
    ("https://example/%?%#%", "https://example/%?%"),
    ("https://ex ample.org/", None),
    ("https://example.com:demo", None),
    ("http://[www.example.com]/", None),
    ("http://[::1", None),
    ("example", None),
    ("HTTP://EXAMPLE.COM:80/", "http://example.com/"),
    ("https://example.com:443/", "https://example.com/"),
    ("https://example.com:0443/", "https://example.com/"),
    ("https://example.com:65536/", None),
]


@pytest.mark.parametrize(("host", "expected"), HOSTS)
def test_host_parsing_follows_the_standard(host: str, expected: str | None) -> None:
    parsed = weburl.try_parse(f"http://{host}/")
    if expected is None:
        assert parsed is None
    else:
        assert parsed is not None and parsed.host == expected


@pytest.mark.parametrize(("url", "expected"), URLS)
def test_url_parsing_follows_the_standard(url: str, expected: str | None) -> None:
    parsed = weburl.try_parse(url)
    if expected is None:
        assert parsed is None
        with pytest.raises(weburl.InvalidUrl) as caught:
            weburl.parse(url)
        assert caught.value.reason  # a readable reason, never a bare "Invalid input"
    else:
        assert parsed is not None and parsed.href == expected


# What is blocked is exactly what is not fetched: (rule, hostile spelling).
SAME_URL: list[tuple[str, str]] = [
    ("*://127.0.0.1/*", "http://0x7f.0.0.1/"),
    ("*://127.0.0.1/*", "http://127.1/"),
    ("*://127.0.0.1/*", "http://2130706433/x"),
    ("*://127.0.0.1/*", "http://0177.0.0.1/"),
    ("*://192.168.0.1/*", "http://%30%78%63%30%2e%30%32%35%30.01/"),
    ("*://evil.com/*", "https://evil.com\\@example.com/"),
    ("*://example.com/admin", "https://example.com/a/../admin"),
    ("*://example.com/private/*", "https://example.com/public/%2e%2e/private/x"),
    ("*://example.com/x", "https:example.com/x"),
    ("*://example.com/x", "https:\\\\example.com\\x"),
    ("/^https:\\/\\/example\\.com\\/admin$/", "https://EXAMPLE.com/./a/../admin"),
    ("*://example.com/%7efoo", "https://example.com/%7efoo"),
]


@pytest.mark.parametrize(("rule", "url"), SAME_URL)
def test_the_blacklist_matches_the_parsed_url(rule: str, url: str) -> None:
    blacklist = Blacklist.parse(rule)
    assert blacklist.errors == []
    assert blacklist.blocks(url)


@pytest.mark.parametrize(
    ("rule", "url"),
    [
        ("*://example.com/*", "https://evil.com\\@example.com/"),  # goes to evil.com
        ("*://example.com/%7Efoo", "https://example.com/%7efoo"),  # escapes keep their case
        ("*://example.com/public/*", "https://example.com/public/%2e%2e/private/x"),
    ],
)
def test_what_the_browser_would_not_visit_is_not_matched(rule: str, url: str) -> None:
    assert not Blacklist.parse(rule).blocks(url)


@pytest.mark.parametrize("url", [u for u, e in URLS if e is not None and u.startswith("http")])
def test_the_fetcher_connects_to_the_same_value(url: str) -> None:
    policy = UrlPolicy(allow_private=True)
    parsed = weburl.parse(url)
    if parsed.has_credentials:
        return
    try:
        checked = policy.check(url)
    except UnsafeURL:
        return  # refused outright (nothing sent): fine for agreement
    assert checked.url == parsed.href


@pytest.mark.parametrize("url", ["http://[::1", "http://[www.example.com]/", "https://ex ample/",
                                 "http://example.com:99999/", "\x00http://a/", "javascript:x"])
def test_the_fetcher_refuses_malformed_urls_with_a_reason(url: str) -> None:
    with pytest.raises(UnsafeURL) as caught:
        UrlPolicy(allow_private=True).check(url)
    assert caught.value.message.endswith(".")


def _service(rules: str, pool: ExtractionPool) -> FetchService:
    url_filter = UrlFilter(Blacklist.parse(rules))
    settings = fetch_settings(fetch__allow_private_network=False)
    lab = {"good.test": "127.0.0.1", "evil.test": "127.0.0.1"}
    return make_service(settings, pool, url_filter=url_filter, policy_factory=lab_policy(lab))


def test_end_to_end_a_rule_stops_every_spelling_before_any_request(
    site: LocalServer, pool: ExtractionPool
) -> None:
    port = site.port
    service = _service("*://evil.test/*\n*://good.test/private/*", pool)
    before = len(site.requests)
    result = service.fetch([
        f"http://evil.test:{port}\\@good.test/alpha",
        f"http://good.test:{port}/public/%2e%2e/private/alpha",
        f"http://good.test:{port}/public/../private/alpha",
    ])
    assert [item.reason for item in result.items] == ["blacklisted"] * 3
    assert len(site.requests) == before


def test_end_to_end_dot_segments_are_fetched_resolved(
    site: LocalServer, pool: ExtractionPool
) -> None:
    service = _service("*://good.test/private/*", pool)
    result = service.fetch([f"http://good.test:{site.port}/x/%2e%2e/alpha"])
    (item,) = result.items
    assert item.ok, item.error
    assert site.requests[-1].path == "/alpha"
