"""UrlFilter: block list, exceptions, allow-list mode and the verdict texts."""

from __future__ import annotations

from services.blacklist import Blacklist, UrlFilter


def test_verdict_names_the_rule_and_line() -> None:
    url_filter = UrlFilter(Blacklist.parse("# mine\n\n*://*.pinterest.com/*"))
    verdict = url_filter.verdict("https://www.pinterest.com/pin/1")
    assert verdict.blocked
    assert verdict.reason == "blocked by your list (line 3: *://*.pinterest.com/*)"
    assert (verdict.rule, verdict.line) == ("*://*.pinterest.com/*", 3)
    kept = url_filter.verdict("https://example.org/")
    assert not kept.blocked
    assert kept.rule is None and kept.line is None


def test_exception_verdict() -> None:
    url_filter = UrlFilter(Blacklist.parse("*://*.example.com/*\n@*://docs.example.com/*"))
    verdict = url_filter.verdict("https://docs.example.com/")
    assert not verdict.blocked
    assert verdict.line == 2
    assert "exception" in verdict.reason


def test_allow_list_mode_keeps_only_matching_urls() -> None:
    url_filter = UrlFilter(
        Blacklist.parse("*://*.wikipedia.org/wiki/Spam*"),
        Blacklist.parse("*://*.wikipedia.org/*\n/python\\.org/\n@*://de.wikipedia.org/*"),
    )
    assert not url_filter.blocks("https://en.wikipedia.org/wiki/Python")
    assert not url_filter.blocks("https://docs.python.org/3/")
    outside = url_filter.verdict("https://example.com/")
    assert outside.blocked
    assert outside.reason == "not in your allow list"
    assert url_filter.blocks("https://de.wikipedia.org/wiki/Python")
    # The block list still applies inside the allowed sites.
    spam = url_filter.verdict("https://en.wikipedia.org/wiki/Spam_(food)")
    assert spam.blocked and spam.line == 1
    kept = url_filter.verdict("https://en.wikipedia.org/wiki/Python")
    assert kept.reason == "kept by your allow list (line 1: *://*.wikipedia.org/*)"


def test_empty_allow_list_keeps_everything() -> None:
    for allow in (None, Blacklist.parse(""), Blacklist.parse("# only a comment\n\n"),
                  Blacklist.parse("@*://a.com/*")):
        url_filter = UrlFilter(Blacklist.parse(""), allow)
        assert not url_filter.blocks("https://example.com/")
        assert not url_filter.active


def test_unparseable_url_is_kept_even_in_allow_list_mode() -> None:
    url_filter = UrlFilter(Blacklist.parse("<all_urls>"), Blacklist.parse("*://a.com/*"))
    verdict = url_filter.verdict("::not a url::")
    assert not verdict.blocked
    assert "could not be read" in verdict.reason


def test_from_settings_reads_rules_allow_rules_and_subscriptions() -> None:
    settings = {
        "blacklist.rules": "*://spam.example/*\n@*://spam.example/good/*",
        "blacklist.allow_rules": "",
        "blacklist.subscriptions": [],
    }
    url_filter = UrlFilter.from_settings(settings, "# list\n*://*.farm.example/*")
    assert url_filter.blocks("https://spam.example/x")
    assert not url_filter.blocks("https://spam.example/good/x")
    verdict = url_filter.verdict("https://content.farm.example/")
    assert verdict.blocked
    assert verdict.reason == "blocked by your subscriptions (line 2: *://*.farm.example/*)"
    assert not url_filter.blocks("https://example.org/")


def test_from_settings_exception_in_own_list_overrides_a_subscription() -> None:
    url_filter = UrlFilter.from_settings(
        {"blacklist.rules": "@*://ok.farm.example/*"}, "*://*.farm.example/*"
    )
    assert not url_filter.blocks("https://ok.farm.example/page")
    assert url_filter.blocks("https://bad.farm.example/page")


def test_from_settings_allow_list() -> None:
    url_filter = UrlFilter.from_settings(
        {"blacklist.rules": "", "blacklist.allow_rules": "*://*.python.org/*"}
    )
    assert not url_filter.blocks("https://docs.python.org/")
    assert url_filter.blocks("https://example.com/")


def test_filter_keeps_order() -> None:
    url_filter = UrlFilter(Blacklist.parse("*://b.com/*"))
    urls = ["https://a.com/", "https://b.com/", "https://c.com/", "junk"]
    assert url_filter.filter(urls) == ["https://a.com/", "https://c.com/", "junk"]


def test_thousands_of_rules_match_like_a_linear_scan() -> None:
    lines = []
    for i in range(3000):
        lines.append(f"*://*.site{i}.com/*" if i % 3 == 0 else f"*://www.host{i}.net/p{i}/*")
    lines += ["/tracker\\d+\\.io/", "@*://keep.site3.com/*"]
    blacklist = Blacklist.parse("\n".join(lines))
    assert len(blacklist.rules) == 3002
    urls = [
        "https://site0.com/", "https://a.b.site2997.com/x", "https://site1.com/",
        "https://www.host1.net/p1/a", "https://www.host1.net/p2/a", "https://host1.net/p1/",
        "https://tracker42.io/", "https://keep.site3.com/", "https://other.site3.com/",
    ]
    expected = [True, True, False, True, False, False, True, False, True]
    assert [blacklist.blocks(u) for u in urls] == expected
