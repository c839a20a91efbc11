"""A bare domain or host, as most people write it, means that site and its subdomains."""

from __future__ import annotations

import pytest

from services.blacklist import Blacklist, bare_host_pattern, expand_bare_hosts


@pytest.mark.parametrize(
    ("written", "shown"),
    [
        ("example.org", "*://*.example.org/*"),
        ("Example.ORG", "*://*.Example.ORG/*"),
        ("*.example.org", "*://*.example.org/*"),
        ("example.org/", "*://*.example.org/*"),
        ("example.org.", "*://*.example.org/*"),
        ("bücher.de", "*://*.bücher.de/*"),
        ("192.0.2.7", "*://192.0.2.7/*"),
        ("[2001:db8::1]", "*://[2001:db8::1]/*"),
    ],
)
def test_bare_hosts_become_the_pattern_they_stand_for(written: str, shown: str) -> None:
    assert bare_host_pattern(written) == shown
    parsed = Blacklist.parse(written)
    assert parsed.errors == []
    (rule,) = parsed.rules
    assert rule.text == shown


@pytest.mark.parametrize(
    "word", ["spam", "localhost", "example.org/path", "example.org:8080", "a b.com", "*.", "..",
             "*.192.0.2.7", "http://x", "-bad-.com", "exa_mple..com"],
)
def test_other_words_are_not_bare_hosts(word: str) -> None:
    assert bare_host_pattern(word) is None


def test_a_bare_domain_blocks_the_site_and_its_subdomains_only() -> None:
    parsed = Blacklist.parse("example.org")
    assert parsed.blocks("https://example.org/")
    assert parsed.blocks("http://www.example.org/a?b")
    assert not parsed.blocks("https://notexample.org/")
    assert not parsed.blocks("https://example.org.evil.com/")
    match = parsed.match("https://sub.example.org/")
    assert match is not None and match.rule == "*://*.example.org/*"


def test_a_bare_exception_unblocks() -> None:
    parsed = Blacklist.parse("*://*.example.org/*\n@docs.example.org")
    assert parsed.blocks("https://www.example.org/")
    assert not parsed.blocks("https://docs.example.org/x")


def test_a_bare_ip_matches_every_spelling_of_that_address() -> None:
    parsed = Blacklist.parse("127.0.0.1")
    for url in ("http://127.0.0.1/", "http://0x7f.0.0.1/", "http://127.1/", "http://2130706433/",
                "http://0177.0.0.1/x"):
        assert parsed.blocks(url), url


def test_the_editor_text_is_rewritten_line_by_line() -> None:
    text = "example.org\n@docs.example.org # keep\n# a.com\nnot a rule\n@1example.com\n/re/"
    assert expand_bare_hosts(text) == (
        "*://*.example.org/*\n@*://*.docs.example.org/* # keep\n# a.com\nnot a rule\n"
        "@1example.com\n/re/"
    )
