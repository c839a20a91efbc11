"""Conformance cases through the public surface outside scripts use:
``services.blacklist.Blacklist.parse(text)`` with ``.errors`` and ``.blocks(url)``.

The cases follow issue 3 and uBlacklist's documented syntax
(ublacklist.github.io ``docs/advanced-features``: match patterns, regular
expressions, unblock rules, highlighting rules, comments).
"""

from __future__ import annotations

import pytest

from services.blacklist import Blacklist, RuleError

# (rules, url, blocked)
CASES: list[tuple[str, str, bool]] = [
    # *://example.com/*: http and https on example.com only.
    ("*://example.com/*", "http://example.com/", True),
    ("*://example.com/*", "https://example.com/hoge", True),
    ("*://example.com/*", "https://example.com", True),
    ("*://example.com/*", "ftp://example.com/file", False),
    ("*://example.com/*", "ws://example.com/socket", False),
    ("*://example.com/*", "https://sub.example.com/", False),
    ("*://example.com/*", "https://notexample.com/", False),
    ("http://example.com/*", "https://example.com/", False),
    ("https://example.com/*", "https://example.com/", True),
    # *://*.example.com/*: the domain itself and every subdomain, nothing else.
    ("*://*.example.com/*", "https://example.com/", True),
    ("*://*.example.com/*", "http://foo.example.com/hoge", True),
    ("*://*.example.com/*", "https://a.b.c.example.com/", True),
    ("*://*.example.com/*", "https://badexample.com/", False),
    ("*://*.example.com/*", "https://example.com.evil.org/", False),
    ("*://*.example.com/*", "https://example.org/", False),
    # Hosts compare case-insensitively; ports and one trailing dot are ignored.
    ("*://EXAMPLE.com/*", "https://Example.COM/", True),
    ("*://example.com/*", "https://example.com:8443/x", True),
    ("*://example.com/*", "http://example.com:80/", True),
    ("*://example.com/*", "https://example.com./x", True),
    ("*://example.com./*", "https://example.com/x", True),
    ("*://*.example.com/*", "https://www.example.com.:444/", True),
    ("*://example.com/*", "https://user:secret@example.com/", True),
    ("*://example.com/*", "https://ex%61mple.com/", True),  # browsers decode the host
    # IDNA: a Unicode host in the rule against a punycode URL, and the reverse.
    ("*://bücher.de/*", "https://xn--bcher-kva.de/buch", True),
    ("*://xn--bcher-kva.de/*", "https://bücher.de/buch", True),
    ("*://*.例え.テスト/*", "http://www.xn--r8jz45g.xn--zckzah/", True),
    ("*://*.xn--r8jz45g.xn--zckzah/*", "http://例え.テスト/", True),
    ("*://bücher.de/*", "https://xn--bcher-kva.com/", False),
    # The path glob covers path and query, case-sensitively; no fragment.
    ("*://example.org/hoge/*", "http://example.org/hoge/fuga.html", True),
    ("*://example.org/hoge/*", "http://example.org/Hoge/fuga.html", False),
    ("*://example.org/hoge/*", "http://example.org/hoge", False),
    ("*://example.org/Path", "http://example.org/path", False),
    ("*://example.org/search?q=*", "https://example.org/search?q=cats", True),
    ("*://example.org/search", "https://example.org/search?q=cats", False),
    ("*://example.org/*cats", "https://example.org/search?q=cats", True),
    ("*://example.org/page", "https://example.org/page#section", True),
    ("*://example.org/*section", "https://example.org/page#section", False),
    ("*://example.org/a/*/c", "https://example.org/a/b/x/c", True),
    # Regular expressions: against the whole normalized URL; flags.
    ("/^https:\\/\\/www\\.qinterest\\./", "https://www.qinterest.com/", True),
    ("/^https:\\/\\/www\\.qinterest\\./", "https://www.qinterest.jp/hoge", True),
    ("/^https:\\/\\/www\\.qinterest\\./", "http://www.qinterest.com/", False),
    ("/^https?:\\/\\/([^/.]+\\.)*?xn--/", "http://例.テスト/", True),
    ("/example\\.(net|org)/", "https://example.net/", True),
    ("/EXAMPLE\\.net/", "https://example.net/", False),
    ("/EXAMPLE\\.net/i", "https://example.net/", True),
    ("/^https:\\/\\/example\\.net\\/$/", "https://EXAMPLE.net", True),
    ("/frag/", "https://example.net/page#frag", False),
    ("url =~ /example\\.(net|org)/", "https://example.org/", True),
    ("url/example\\.(net|org)/", "https://example.org/", True),
    # Comments: whole lines and after rules; blank lines.
    ("# *://example.com/*", "https://example.com/", False),
    ("\n\n*://example.com/* # comment after a pattern\n", "https://example.com/", True),
    ("/example\\.(net|org)/ # comment after a regex", "https://example.net/", True),
    # @ exceptions win over block rules, in either order.
    ("*://*.example.com/*\n@*://docs.example.com/*", "https://docs.example.com/x", False),
    ("@*://docs.example.com/*\n*://*.example.com/*", "https://docs.example.com/x", False),
    ("*://*.example.com/*\n@*://docs.example.com/*", "https://www.example.com/x", True),
    ("/example/\n@/example\\.com\\/ok/", "https://example.com/ok", False),
    ("@*://example.com/*", "https://example.com/", False),
    # Highlighting rules (@1, @2, ...) neither block nor unblock.
    ("@1*://github.com/*", "https://github.com/", False),
    ("*://github.com/*\n@1*://github.com/*", "https://github.com/", True),
    # <all_urls> and the host wildcard block every http(s) URL.
    ("<all_urls>", "https://anything.example/", True),
    ("*://*/*", "http://127.0.0.1:8080/x", True),
    ("<all_urls>", "mailto:someone@example.com", False),
]


@pytest.mark.parametrize(("rules", "url", "blocked"), CASES)
def test_conformance(rules: str, url: str, blocked: bool) -> None:
    parsed = Blacklist.parse(rules)
    assert parsed.errors == []
    assert parsed.blocks(url) is blocked


# (rule, words the reason must contain)
INVALID: list[tuple[str, str]] = [
    ("example.com:8080", "port"),
    ("http://*foo.com/*", "'*' in a host"),
    ("https://exa*mple.com/*", "'*' in a host"),
    ("*://www.qinterest.*/", "'*' in a host"),
    ("*://example.com", "missing path"),
    ("ftp://x/*", "unsupported scheme"),
    ("/broken(/", "invalid regular expression"),
    ("^https?:\\/\\/example\\.com\\/", "not a rule"),
    ("/^https?://example\\.com//", "unexpected text after the regular expression"),
    ("*://example.com:8080/*", "port"),
]


@pytest.mark.parametrize(("rule", "reason"), INVALID)
def test_invalid_rules_are_reported_skipped_and_block_nothing(rule: str, reason: str) -> None:
    parsed = Blacklist.parse(f"*://kept.example/*\n{rule}\n# end")
    assert len(parsed.errors) == 1
    error = parsed.errors[0]
    assert (error.line, error.rule) == (2, rule)
    assert reason in error.reason
    assert parsed.blocks("https://kept.example/")
    for url in ("http://example.com/", "https://x/", "https://www.qinterest.com/",
                "https://foo.com/", "https://example.com:8080/"):
        assert not parsed.blocks(url)


def test_errors_work_as_attributes_and_as_tuples() -> None:
    parsed = Blacklist.parse("*://ok.example/*\n\nexample.com:8080\n/broken(/")
    first, second = parsed.errors
    assert isinstance(first, RuleError)
    assert (first.line, first.rule) == (3, "example.com:8080")
    line, rule, reason = second
    assert (line, rule) == (4, "/broken(/")
    assert second[2] == reason == second.reason
    assert "line 3" in str(first)


def test_unparseable_urls_are_kept() -> None:
    parsed = Blacklist.parse("<all_urls>\n/.*/\n*://*/*")
    for url in ("", "not a url", "http://", "https://[::1/", "http://exa mple.com:99999/"):
        assert not parsed.blocks(url), url


def test_every_line_of_a_mixed_list_is_accounted_for() -> None:
    text = "\n".join(rule for rule, _ in INVALID) + "\n*://good.example/*\n/good/\n"
    parsed = Blacklist.parse(text)
    assert [e.line for e in parsed.errors] == list(range(1, len(INVALID) + 1))
    assert len(parsed.rules) == 2
    assert parsed.blocks("https://good.example/") and parsed.blocks("https://x.org/good")
