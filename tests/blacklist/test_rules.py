"""Every rule of the uBlacklist syntax, matched against URLs."""

from __future__ import annotations

import pytest

from services.blacklist import Blacklist, split_url


def blocks(rules: str, url: str) -> bool:
    blacklist = Blacklist.parse(rules)
    assert blacklist.errors == [], blacklist.errors
    return blacklist.blocks(url)


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("https://example.com/", True),
        ("http://example.com/a/b?c=d", True),
        ("ftp://example.com/file", False),  # as in uBlacklist: http(s) only
        ("not a url", False),
    ],
)
def test_all_urls(url: str, expected: bool) -> None:
    assert blocks("<all_urls>", url) is expected


@pytest.mark.parametrize(
    ("rule", "url", "expected"),
    [
        ("*://example.com/*", "http://example.com/", True),
        ("*://example.com/*", "https://example.com/x", True),
        ("*://example.com/*", "ftp://example.com/x", False),
        ("http://example.com/*", "http://example.com/x", True),
        ("http://example.com/*", "https://example.com/x", False),
        ("https://example.com/*", "https://example.com/x", True),
        ("https://example.com/*", "http://example.com/x", False),
        ("HTTPS://example.com/*", "https://example.com/x", True),
    ],
)
def test_schemes(rule: str, url: str, expected: bool) -> None:
    assert blocks(rule, url) is expected


@pytest.mark.parametrize(
    ("rule", "url", "expected"),
    [
        ("*://*/*", "https://anything.example/", True),
        ("*://*.example.com/*", "https://example.com/", True),
        ("*://*.example.com/*", "https://www.example.com/", True),
        ("*://*.example.com/*", "https://a.b.example.com/", True),
        ("*://*.example.com/*", "https://notexample.com/", False),
        ("*://*.example.com/*", "https://example.com.evil.net/", False),
        ("*://example.com/*", "https://www.example.com/", False),
        ("*://example.com/*", "https://EXAMPLE.com/", True),
        ("*://EXAMPLE.COM/*", "https://example.com/", True),
        ("*://www.example.com/*", "https://example.com/", False),
        ("*://192.168.0.1/*", "http://192.168.0.1/admin", True),
        ("*://[::1]/*", "http://[::1]:8080/x", True),
    ],
)
def test_hosts(rule: str, url: str, expected: bool) -> None:
    assert blocks(rule, url) is expected


@pytest.mark.parametrize(
    ("rule", "url"),
    [
        ("https://例え.jp/*", "https://xn--r8jz45g.jp/page"),
        ("https://xn--r8jz45g.jp/*", "https://例え.jp/page"),
        ("*://*.bücher.de/*", "https://shop.BÜCHER.de/"),
        ("*://*.BÜCHER.de/*", "https://xn--bcher-kva.de/a"),
        ("*://münchen.de/*", "https://MÜNCHEN.DE/"),
    ],
)
def test_idna_on_both_sides(rule: str, url: str) -> None:
    assert blocks(rule, url)


@pytest.mark.parametrize(
    "url",
    [
        "https://example.com:8443/x",
        "http://example.com:80/x",
        "https://example.com./x",
        "https://www.example.com.:444/x",
        "https://user:pw@example.com/x",
    ],
)
def test_port_trailing_dot_and_userinfo_ignored(url: str) -> None:
    assert blocks("*://*.example.com/*", url)


def test_only_one_trailing_dot_is_ignored() -> None:
    assert not blocks("*://example.com/*", "https://example.com../")


@pytest.mark.parametrize(
    ("rule", "url", "expected"),
    [
        ("*://example.com/", "https://example.com", True),
        ("*://example.com/", "https://example.com/", True),
        ("*://example.com/", "https://example.com/a", False),
        ("*://example.com/a", "https://example.com/a", True),
        ("*://example.com/a", "https://example.com/a?x=1", False),
        ("*://example.com/a", "https://example.com/a#frag", True),
        ("*://example.com/a*", "https://example.com/a?x=1", True),
        ("*://example.com/a*", "https://example.com/abc/def", True),
        ("*://example.com/*/b", "https://example.com/x/y/b", True),
        ("*://example.com/*/b", "https://example.com/x/y/b/c", False),
        ("*://example.com/*?x=*", "https://example.com/p?x=1", True),
        ("*://example.com/*?x=*", "https://example.com/p?y=1", False),
        ("*://example.com/*x=1", "https://example.com/p#x=1", False),
        ("*://example.com/Wiki/*", "https://example.com/wiki/a", False),
        ("*://example.com/wiki/*", "https://example.com/wiki/a", True),
        ("*://example.com/a.b", "https://example.com/aXb", False),
        ("*://example.com/wiki/東京", "https://example.com/wiki/%E6%9D%B1%E4%BA%AC", True),
            # Percent-escapes keep their case (WHATWG): %e6 and %E6 are different URLs.
            ("*://example.com/wiki/東京", "https://example.com/wiki/%e6%9d%b1%e4%ba%ac", False),
        ("*://example.com/wiki/%E6%9D%B1*", "https://example.com/wiki/東京", True),
    ],
)
def test_path_glob_covers_path_and_query_case_sensitively(
    rule: str, url: str, expected: bool
) -> None:
    assert blocks(rule, url) is expected


@pytest.mark.parametrize(
    ("rule", "url", "expected"),
    [
        ("/example\\.(net|org)/", "https://www.example.org/x", True),
        ("/example\\.(net|org)/", "https://www.example.com/x", False),
        ("/EXAMPLE/", "https://example.org/", False),
        ("/EXAMPLE/i", "https://example.org/", True),
        ("/^https:\\/\\/example\\.org\\/$/", "https://EXAMPLE.org", True),
        ("/^http:\\/\\/example\\.org:8080\\//", "http://example.org:8080/a", True),
        ("/^https:\\/\\/example\\.org\\/a$/", "https://example.org:443/a", True),
        ("/^https:\\/\\/xn--r8jz45g\\.jp\\//", "https://例え.jp/x", True),
        ("/frag/", "https://example.org/a#frag", False),
        ("/\\?q=1$/", "https://example.org/a?q=1#top", True),
        ("/user/", "https://user:pw@example.org/", False),
        ("/[/]x/", "https://example.org/x", True),
        ("/a#b/", "https://example.org/a%23b", False),
        ("/(?<host>example)\\.org/", "https://example.org/", True),
        ("/^https.*$/m", "https://example.org/", True),
        ("/e.a/s", "https://example.org/", True),
        ("/\\d+/u", "https://example.org/123", True),
        ("/EXAMPLE/iu", "https://example.org/", True),
    ],
)
def test_regex_rules(rule: str, url: str, expected: bool) -> None:
    assert blocks(rule, url) is expected


@pytest.mark.parametrize(
    "rule", ["url/example\\.(net|org)/", "u/example\\.(net|org)/", "url =~ /example\\.(net|org)/",
             "url=~/example\\.(net|org)/"]
)
def test_url_regex_spellings(rule: str) -> None:
    assert blocks(rule, "https://example.net/")
    assert blocks(rule, "http://example.com/?query=example.org")
    assert not blocks(rule, "https://example.com/")
    assert not blocks(rule, "ftp://example.net/")


def test_ublacklist_conformance_examples() -> None:
    # Cases from uBlacklist's own test suite (src/scripts/ruleset/ruleset.test.ts).
    assert not blocks("*://*/*", "ftp://ftp.example.org/")
    assert not blocks("*://*/*", "file:///a/")
    assert blocks("*://*.mozilla.org/*", "http://a.mozilla.org")
    assert not blocks("*://*.mozilla.org/*", "http://firefox.org/")
    assert not blocks("https://*/path", "https://mozilla.org/path/")
    assert not blocks("https://*/path", "https://mozilla.org/path?foo=1")
    assert blocks("https://*/path/", "https://a.mozilla.org/path/")
    assert not blocks("https://*/path/", "https://mozilla.org/path/?foo=1")
    assert blocks("https://mozilla.org/*", "https://mozilla.org/path/to/doc?foo=1")
    assert blocks("https://mozilla.org/a/b/c/", "https://mozilla.org/a/b/c/#section1")
    pattern = "https://mozilla.org/*/b/*/"
    assert blocks(pattern, "https://mozilla.org/a/b/c/d/#section1")
    assert blocks(pattern, "https://mozilla.org/a/b/c/d?foo=/")
    assert blocks(pattern, "https://mozilla.org/a?foo=21314&bar=/b/&extra=c/")
    assert not blocks(pattern, "https://mozilla.org/a/b/")
    assert not blocks(pattern, "https://mozilla.org/a/b/c/d/?foo=bar")
    assert blocks("HTTPS://*.EXAMPLE.com/PATH/*", "HTTPS://WWW.EXAMPLE.COM/PATH/TO/DIR")
    assert not blocks("HTTPS://*.EXAMPLE.com/PATH/*", "https://example.com/path/")
    assert blocks("/https:\\/\\/www\\.qinterest\\./", "https://www.qinterest.jp/hoge")
    assert not blocks("/https:\\/\\/www\\.qinterest\\./", "http://www.qinterest.com/")
    assert blocks("/https?:\\/\\/([^/.]+\\.)*?xn--/", "http://例.テスト/")
    assert not blocks("/example\\.(net|org)/", "ftp://example.net/")


def test_normalized_url_for_regexes() -> None:
    parts = split_url("HTTPS://User:pw@WWW.Example.COM.:443/Path/東?q=Ä#frag")
    assert parts is not None
    assert parts.normalized == "https://www.example.com/Path/%E6%9D%B1?q=%C3%84"
    other = split_url("http://example.com:8080")
    assert other is not None
    assert other.normalized == "http://example.com:8080/"


def test_comments_and_blank_lines() -> None:
    blacklist = Blacklist.parse(
        "# a comment\n\n   \n  # indented comment\n"
        "*://a.com/* # trailing comment\n"
        "/b\\.com/i   # comment after a regex\n"
        "*://c.com/path#comment-right-after-the-path\n"
    )
    assert blacklist.errors == []
    assert [rule.line for rule in blacklist.rules] == [5, 6, 7]
    assert [rule.text for rule in blacklist.rules] == [
        "*://a.com/*",
        "/b\\.com/i",
        "*://c.com/path",
    ]
    assert blacklist.blocks("https://a.com/x")
    assert blacklist.blocks("https://B.com/x")
    assert blacklist.blocks("https://c.com/path")
    assert not blacklist.blocks("https://c.com/pathX")


def test_hash_inside_a_regex_is_part_of_it() -> None:
    blacklist = Blacklist.parse("/a#b/\n/[#]x/ # comment")
    assert blacklist.errors == []
    assert blacklist.rules[0].text == "/a#b/"
    assert blacklist.rules[1].text == "/[#]x/"


def test_exception_wins_over_block_in_any_order() -> None:
    for text in (
        "*://*.example.com/*\n@*://docs.example.com/*",
        "@*://docs.example.com/*\n*://*.example.com/*",
    ):
        blacklist = Blacklist.parse(text)
        assert blacklist.blocks("https://www.example.com/")
        assert not blacklist.blocks("https://docs.example.com/guide")
        match = blacklist.match("https://docs.example.com/guide")
        assert match is not None
        assert match.exception
        assert match.rule == "@*://docs.example.com/*"


def test_regex_exception_and_spaces_after_at() -> None:
    blacklist = Blacklist.parse("<all_urls>\n@ /wikipedia\\.org/")
    assert blacklist.errors == []
    assert not blacklist.blocks("https://en.wikipedia.org/wiki/X")
    assert blacklist.blocks("https://example.org/")


def test_exception_alone_decides_nothing() -> None:
    blacklist = Blacklist.parse("@*://example.com/*")
    assert blacklist.match("https://example.com/") is None
    assert not blacklist.blocks("https://example.com/")


def test_highlight_rules_are_ignored() -> None:
    blacklist = Blacklist.parse("@1*://example.com/*\n@2/foo/")
    assert blacklist.errors == []
    assert blacklist.rules == []
    assert not blacklist.blocks("https://example.com/foo")


def test_match_names_the_earliest_rule_and_its_line() -> None:
    blacklist = Blacklist.parse(
        "# header\n*://*.com/*\n*://www.example.com/*\n*://*.example.com/*\n/example/"
    )
    match = blacklist.match("https://www.example.com/a")
    assert match is not None
    assert (match.line, match.rule, match.blocked) == (2, "*://*.com/*", True)
    later = Blacklist.parse("/example/\n*://www.example.com/*").match("https://www.example.com/")
    assert later is not None and later.line == 1


def test_front_matter_is_skipped_and_line_numbers_kept() -> None:
    blacklist = Blacklist.parse("---\nname: My list\n---\n*://spam.com/*\nbad rule")
    assert [rule.line for rule in blacklist.rules] == [4]
    assert [error.line for error in blacklist.errors] == [5]


def test_unparseable_urls_are_kept() -> None:
    blacklist = Blacklist.parse("<all_urls>\n/.*/")
    for url in ("", "not a url", "http://[::1", "/relative/path", "mailto:x@y.z"):
        assert not blacklist.blocks(url)
        assert blacklist.match(url) is None


def test_crlf_text() -> None:
    blacklist = Blacklist.parse("*://a.com/*\r\n*://b.com/*\r\n")
    assert blacklist.errors == []
    assert blacklist.blocks("https://b.com/")
