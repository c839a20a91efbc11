"""Invalid rules are reported with line and reason, skipped, and block nothing."""

from __future__ import annotations

import pytest

from services.blacklist import Blacklist, UrlFilter

INVALID = [
    ("example.com:8080", "port"),
    ("example.com/path", "not a rule"),
    ("spam", "not a rule"),
    ("http://*foo.com/*", "'*' in a host"),
    ("https://exa*mple.com/*", "'*' in a host"),
    ("*://www.qinterest.*/", "'*' in a host"),
    ("*://example.com", "missing path"),
    ("ftp://x/*", "unsupported scheme 'ftp'"),
    ("http*://mozilla.org/", "unsupported scheme"),
    ("https://mozilla.*.org/", "'*' in a host"),
    ("/foo(/", "invalid regular expression"),
    ("/unterminated", "no closing '/'"),
    ("//", "empty"),
    ("/^https?://example\\.com//", "unexpected text after the regular expression"),
    ("/abc/g", "unknown regular expression flag 'g'"),
    ("/abc/au", "unknown regular expression flag 'a'"),
    ("/x/x", "unknown regular expression flag 'x'"),
    ("/x/ii", "flag 'i' is repeated"),
    ("/x/imi", "flag 'i' is repeated"),
    ("/(a)\\1/", "back-reference or look-around"),
    ("/a(?=b)/", "back-reference or look-around"),
    ("/(?<!a)b/", "back-reference or look-around"),
    ("/a{1001}/", "invalid regular expression"),
    ("*://example.com:8080/*", "port"),
    ("*://example.com:/*", "port"),
    ("*://example.com:*/*", "port"),
    ("*://[::1]:80/*", "port"),
    ("*:///path", "missing host"),
    ("*://exa_mple..com/*", "invalid host"),
    ("*://-bad-.com/*", "invalid host"),
    ("*://example.com/* trailing words", "unexpected text after the pattern"),
    ('*://*.amazon.com/* @if($category="images")', "unknown variable '$category'"),
    ('*://a.example/* @if(title = "x"', "no closing ')'"),
    ('*://a.example/* @if(title = "x") trailing', "unexpected text after @if"),
    ('*://a.example/* @iff(title = "x")', "unexpected text after the pattern"),
    ('$site = "google" & host = "youtube.com"', "unknown variable '$site'"),
    ('title = "unterminated', "no closing quote"),
    ("title ^= Something", "expected a quoted string"),
    ('title = "bad \\xA"', "invalid '\\x' escape"),
    ('title = "octal \\01"', "invalid escape"),
    ('(title = "x"', "missing ')'"),
    ('title = "x" &', "expected a variable"),
    ('title ~ "x"', "expected =, ^=, $=, *= or =~"),
    ("title =~ 'x'", "must be followed by a /regular expression/"),
    ("/a/ & title =~ /b(/", "invalid regular expression"),
    ("/a/ junk", "unexpected text after the regular expression"),
    ("<all_urls> extra", "unexpected text"),
    ("just some words", "not a rule"),
]


@pytest.mark.parametrize(("rule", "reason"), INVALID)
def test_invalid_rule_is_reported_and_skipped(rule: str, reason: str) -> None:
    text = f"# first line\n{rule}\n*://blocked.example/*"
    blacklist = Blacklist.parse(text)
    assert len(blacklist.errors) == 1
    error = blacklist.errors[0]
    assert error.line == 2
    assert error.rule == rule
    assert reason in error.reason
    assert [r.line for r in blacklist.rules] == [3]
    for url in ("https://example.com/", "http://example.com:8080/x", "https://foo.com/",
                "https://www.qinterest.com/", "https://x/", "https://foo/"):
        assert not blacklist.blocks(url)
    assert blacklist.blocks("https://blocked.example/")


def test_invalid_exception_does_not_unblock() -> None:
    blacklist = Blacklist.parse("*://*.example.com/*\n@example.com:80")
    assert len(blacklist.errors) == 1
    assert blacklist.blocks("https://example.com/")


def test_only_invalid_allow_rules_do_not_hide_everything() -> None:
    url_filter = UrlFilter(Blacklist.parse(""), Blacklist.parse("example.com:8080\n# comment"))
    assert url_filter.allow is None
    assert not url_filter.blocks("https://anything.org/")


def test_a_whole_list_of_garbage_never_raises() -> None:
    garbage = "\n".join(
        ["\x00", "@", "@@", "/", "[", "*", "*://", "://x/", "*://*./*", "<all_urls", "/(?P<>)/",
         "*://*.*/*", "@if(", "http://" + "a" * 300 + ".com/*", "\ufeff*://bom.com/*"]
    )
    blacklist = Blacklist.parse(garbage)
    assert len(blacklist.errors) >= 12
    assert not blacklist.blocks("https://example.com/")
