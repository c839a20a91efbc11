"""Every kind of bad input gets its own reason and hurts no other URL of the call."""

from __future__ import annotations

import pytest

from services.fetch.pool import ExtractionPool
from tests.fetch.support import fetch_settings, lab_policy, make_service
from tests.servers.base import LocalServer


def no_dns(host: str) -> list[str]:
    raise OSError(f"Name or service not known: {host}")


# (path or absolute URL, expected reason, words in the message)
CASES = [
    ("http://unreachable.invalid/page", "network_error", "could not be found"),
    ("http://127.0.0.1:9/", "network_error", "refused"),
    ("/never", "timeout", "within 1 s"),
    ("/drip", "timeout", "within 1 s"),
    ("/huge", "too_large", "limit"),
    ("/bomb", "too_large", "decompressed"),
    ("/loop", "http_error", "loop"),
    ("/chain/1", "http_error", "more than 5"),
    ("/missing", "http_error", "404"),
    ("file:///etc/passwd", "unsafe_url", "only http and https"),
    ("javascript:alert(document.cookie)", "unsafe_url", "only http and https"),
    ("http://exa mple.com/", "unsafe_url", "not valid"),
    ("", "unsafe_url", "empty"),
    ("/script-only", "extraction_empty", "no readable text"),
    ("/empty", "extraction_empty", ""),
    ("/doc.pdf", "pdf_broken", "PDF"),
    ("/image.png", "unsupported_content", "PNG"),
    ("/archive.zip", "unsupported_content", "ZIP"),
    ("/download", "pdf_broken", "damaged"),
    ("/wall/cloudflare", "blocked", "bot check"),
    ("/wall/captcha", "blocked", "CAPTCHA"),
    ("/wall/challenge-200", "blocked", "bot check"),
]


@pytest.mark.parametrize(("target", "reason", "words"), CASES)
def test_bad_url_fails_alone(
    site: LocalServer, pool: ExtractionPool, target: str, reason: str, words: str
) -> None:
    # One second makes the two stalling servers fail fast; every other case gets room,
    # so a busy machine cannot turn its reason (a bomb's "decompressed") into a timeout.
    timeout = 1.0 if reason == "timeout" else 30.0
    service = make_service(fetch_settings(fetch__timeout_s=timeout), pool, resolver=no_dns)
    bad = site.url(target) if target.startswith("/") else target
    result = service.fetch([site.url("/alpha"), bad, site.url("/beta")])
    first, failed, last = result.items
    assert first.ok and "The alpha article" in first.content
    assert last.ok and "The beta article" in last.content
    assert not failed.ok and failed.reason == reason
    assert words.lower() in failed.error.lower()
    assert f"Could not read {bad}: {reason} — " in result.text
    assert result.meta["reasons"] == {reason: 1}


def test_unsafe_addresses_fail_while_public_pages_succeed(
    site: LocalServer, pool: ExtractionPool
) -> None:
    # public.test stands in for a public site (it really is the local server);
    # every address below must be judged and refused.
    service = make_service(
        fetch_settings(fetch__allow_private_network=False), pool,
        policy_factory=lab_policy({"public.test": "127.0.0.1"}),
        resolver=lambda host: {"evil.example.com": ["10.0.0.7"],
                               "rebind.example.com": ["93.184.215.14", "127.0.0.1"]}[host],
    )
    public = f"http://public.test:{site.port}"
    unsafe = [
        site.url("/alpha"),  # 127.0.0.1
        "http://2130706433/",
        "http://0x7f.1/",
        "http://0177.0.0.1/",
        "http://127.1/",
        "http://[::ffff:127.0.0.1]/",
        "http://[64:ff9b::7f00:1]/",
        "http://169.254.169.254/latest/meta-data/",
        "http://localhost/",
        "http://admin.localhost/",
        "http://evil.example.com/",
        "http://rebind.example.com/",
        f"{public}/to-loopback",
        "http://user:secret@example.com/",
    ]
    result = service.fetch([f"{public}/alpha", *unsafe, f"{public}/beta"])
    assert result.items[0].ok and result.items[-1].ok
    assert [i.reason for i in result.items[1:-1]] == ["unsafe_url"] * len(unsafe)
    assert result.meta["ok"] == 2
    # Only the public pages and the redirecting page itself were requested.
    assert sorted(r.path for r in site.requests) == ["/alpha", "/beta", "/to-loopback"]


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("/a b", "The path of this page has a space."),
        ("/文章", "The path is Chinese."),
        ("/invalid", "Another paragraph"),
        ("/cs/gbk", "北京是中华人民共和国的首都"),
        ("/cs/gb2312-meta", "北京是中华人民共和国的首都"),
        ("/cs/gb18030", "这座城市有三千多年的历史。𠀀"),
        ("/cs/big5", "臺北是臺灣的政治、經濟與文化中心"),
        ("/cs/shift_jis", "東京は日本の首都であり"),
        ("/cs/euc-kr", "서울은 대한민국의 수도이며"),
        ("/cs/cp1251", "Москва является столицей России"),
        ("/cs/undeclared-gbk", "北京是中华人民共和国的首都"),
        ("/cs/utf8-labelled-latin1", "Москва является столицей России"),
        ("/gzip", "compressed on the wire"),
        ("/br", "compressed on the wire"),
        ("/xhtml", "Served as XHTML."),
        ("/nocontenttype", "Served without a type."),
    ],
)
def test_odd_but_readable_pages_come_out_as_text(
    site: LocalServer, pool: ExtractionPool, path: str, text: str
) -> None:
    service = make_service(fetch_settings(), pool)
    result = service.fetch([site.url(path), site.url("/alpha")])
    item = result.items[0]
    assert item.ok, item.error
    assert text in item.content
    assert result.items[1].ok


def test_text_markdown_and_json_pass_through(site: LocalServer, pool: ExtractionPool) -> None:
    service = make_service(fetch_settings(), pool)
    text, markdown, data = service.fetch(
        [site.url("/plain.txt"), site.url("/readme.md"), site.url("/data.json")]
    ).items
    assert text.content == "Plain text body.\nSecond line."
    assert markdown.title == "Read me" and "*Markdown*" in markdown.content
    assert data.content.startswith("```json\n{\n  \"name\": \"footnote\"")


def test_empty_url_list_is_answered_plainly(pool: ExtractionPool) -> None:
    result = make_service(fetch_settings(), pool).fetch([])
    assert result.items == [] and result.meta["count"] == 0
    assert "No URLs were given" in result.text


def test_fifty_urls_read_twenty_and_name_the_rest(site: LocalServer, pool: ExtractionPool) -> None:
    service = make_service(fetch_settings(), pool)
    urls = [site.url(f"/alpha?n={n}") for n in range(50)]
    result = service.fetch(urls)
    assert len(result.items) == 20 and all(i.ok for i in result.items)
    assert result.meta["skipped_urls"] == urls[20:] and result.meta["truncated"]
    notice = result.text.split("\n\n---\n\n")[0]
    assert notice.startswith("Note: only the first 20 of 50 URLs were read")
    assert "These 30 URLs were NOT fetched" in notice
    assert notice.endswith(", ".join(urls[20:]) + ". Call web_fetch again with the ones you "
                           "still need.")
    assert result.text.count("[cite:") == 20
    assert len(site.requests) == 20
