"""uBlacklist expressions: string matchers, regexes, !, &, |, parentheses, @if guards."""

from __future__ import annotations

import pytest

from services.blacklist import Blacklist, UrlFilter

URL = "http://example.com/"


def hit(rule: str, url: str = URL, title: str | None = None) -> bool:
    blacklist = Blacklist.parse(rule)
    assert blacklist.errors == [], blacklist.errors
    assert [r.kind for r in blacklist.rules] in (["expression"], ["pattern"], ["regex"])
    return blacklist.blocks(url, title=title)


@pytest.mark.parametrize(
    ("rule", "title", "expected"),
    [
        ('title="Example Domain"', "Example Domain", True),
        ('title="Example Domain"', "example domain", False),
        ('title = "Example Domain"', "Example Domain", True),
        ('title="example domain"i', "Example Domain", True),
        ('title = "example domain" I', "Example Domain", True),
        ('title^="Example"', "Example Domain", True),
        ('title^="Example"', "Domain", False),
        ('title ^= "Example" I', "example domain", True),
        ('title$="Domain"', "Example Domain", True),
        ('title$="Domain"', "Example", False),
        ('title $= "domain" I', "Example Domain", True),
        ('title*="ple Dom"', "Example Domain", True),
        ('title*="ple Dom"', "example domain", False),
        ('title*="PLE DOM"i', "Example Domain", True),
        ("title=~/example/i", "Example Domain", True),
        ("title =~ /example/i", "Test Domain", False),
        ("title/Example Domain/", "This Is An Example Domain", True),
        ("t/example domain/i", "example-domain", False),
        ("t/example domain/i", "Example Domain", True),
        ("title='single quotes'", "single quotes", True),
        ('title="foo \\u00A9 \\u{2F804} \\x41 \\n \\t \\a \\" end"',
         'foo \u00a9 \U0002f804 A \n \t a " end', True),
    ],
)
def test_title_matchers(rule: str, title: str, expected: bool) -> None:
    assert hit(rule, title=title) is expected


def test_missing_title_never_matches() -> None:
    # As in uBlacklist: a rule on a value that is missing is undecided, so it
    # does not block (a URL being fetched has no title yet).
    for rule in ('title="x"', '!title="x"', 'title="x" | url*="example"'):
        assert not hit(rule)
    assert hit('url*="example" | title="x"')


@pytest.mark.parametrize(
    ("rule", "url", "expected"),
    [
        ('host $= ".example.com"', "https://www.example.com/a", True),
        ('host $= ".example.com"', "https://example.com/a", False),
        ('host = "例え.jp"', "https://例え.jp/", False),  # compared as written (punycode)
        ('host = "xn--r8jz45g.jp"', "https://例え.jp/", True),
        ('path ^= "/wiki/"', "https://x.org/wiki/A?q=1", True),
        ('path $= "/A"', "https://x.org/wiki/A?q=1", True),  # the query is not in path
        ('scheme = "http"', "http://x.org/", True),
        ('scheme = "http"', "https://x.org/", False),
        ('url ^= "https://x.org/a"', "HTTPS://X.ORG/a#frag", True),
        ('u *= "?q="', "https://x.org/a?q=1", True),
        ('!scheme = "https"', "http://x.org/", True),
        ('!scheme = "https"', "https://x.org/", False),
    ],
)
def test_url_variables(rule: str, url: str, expected: bool) -> None:
    assert hit(rule, url) is expected


def test_logic_and_precedence() -> None:
    both = 'url*="example"&title="Example Domain"'
    assert hit(both, "http://example.com/", "Example Domain")
    assert not hit(both, "http://example.com/", "example domain")
    assert not hit(both, "http://something.com/", "Example Domain")
    either = 'url*="example"|title="Example Domain"'
    assert hit(either, "http://something.com/", "Example Domain")
    assert hit(either, "http://example.com/", "nothing")
    assert not hit(either, "http://something.com/", "nothing")
    # ! binds tighter than &, & tighter than |.
    rule = 'url*="a.org" | url*="b.org" & !path^="/ok"'
    assert hit(rule, "https://a.org/ok")
    assert hit(rule, "https://b.org/bad")
    assert not hit(rule, "https://b.org/ok")
    grouped = '(url*="a.org" | url*="b.org") & !path^="/ok"'
    assert not hit(grouped, "https://a.org/ok")
    assert hit("( title = \"Example Domain\" )", URL, "Example Domain")
    assert hit('/example/ & title *= "Dom"', URL, "Example Domain")


def test_if_guard_on_a_pattern() -> None:
    rule = '*://*.amazon.com/* @if(title *= "sponsored" i)  # ads'
    blacklist = Blacklist.parse(rule)
    assert blacklist.errors == []
    assert blacklist.rules[0].text == '*://*.amazon.com/* @if(title *= "sponsored" i)'
    assert blacklist.blocks("https://www.amazon.com/dp/1", title="Sponsored: a lamp")
    assert not blacklist.blocks("https://www.amazon.com/dp/1", title="A lamp")
    assert not blacklist.blocks("https://www.amazon.com/dp/1")
    assert not blacklist.blocks("https://www.ebay.com/x", title="Sponsored")


def test_expression_exceptions_and_comments() -> None:
    blacklist = Blacklist.parse(
        '*://*.example.com/*\n@title ^= "Docs" # keep the docs\n'
    )
    assert blacklist.errors == []
    assert blacklist.rules[1].text == '@title ^= "Docs"'
    assert not blacklist.blocks("https://www.example.com/", title="Docs: intro")
    assert blacklist.blocks("https://www.example.com/", title="Blog")


def test_comment_hash_inside_a_string_is_text() -> None:
    assert hit('title *= "C# tips"', URL, "Some C# tips")


def test_url_filter_passes_titles() -> None:
    url_filter = UrlFilter(Blacklist.parse('title *= "casino" i'))
    verdict = url_filter.verdict("https://x.org/", title="Best CASINO bonus")
    assert verdict.blocked
    assert verdict.reason == 'blocked by your list (line 1: title *= "casino" i)'
    assert not url_filter.blocks("https://x.org/")


def test_allow_list_with_expressions() -> None:
    url_filter = UrlFilter(Blacklist.parse(""), Blacklist.parse('host $= ".gov"'))
    assert not url_filter.blocks("https://www.nasa.gov/")
    assert url_filter.blocks("https://example.com/")
