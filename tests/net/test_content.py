"""Content-type dispatch, sniffing and bot-wall detection on raw bytes."""

from __future__ import annotations

import pytest

from services.errors import Blocked, HTTPStatusError, UnsupportedContent
from services.net import check_bot_wall, classify, parse_content_type
from services.net.content import check_status

PAGE = b"<!doctype html><html><head><title>Hi</title></head><body><p>Text</p></body></html>"


@pytest.mark.parametrize(
    ("content_type", "body", "kind"),
    [
        ("text/html; charset=utf-8", PAGE, "html"),
        ("application/xhtml+xml", PAGE, "html"),
        ("", PAGE, "html"),
        ("application/octet-stream", PAGE, "html"),
        ("text/plain", b"just text", "text"),
        ("text/plain", PAGE, "text"),  # never sniffed into HTML
        ("text/csv", b"a,b\n1,2", "text"),
        ("text/markdown", b"# Title", "markdown"),
        ("application/json", b'{"a": 1}', "json"),
        ("application/ld+json", b'{"a": 1}', "json"),
        ("", b"plain words without markup", "text"),
        ("application/pdf", b"%PDF-1.7\n", "pdf"),
        ("text/html", b"%PDF-1.4\n", "pdf"),
        ("application/octet-stream", b"%PDF-1.4\n", "pdf"),
        ("", b"\r\n\0junk%PDF-1.5\n", "pdf"),
        ("application/pdf", b"junk before %PDF-1.5\n", "pdf"),
        ("text/html", b"<html><p>Files start with %PDF-1.7 and a version.</p>", "html"),
        ("text/plain", b"A note: the header is %PDF-1.4.", "text"),
    ],
)
def test_readable_types(content_type: str, body: bytes, kind: str) -> None:
    assert classify(content_type, body) == kind


@pytest.mark.parametrize(
    ("content_type", "body", "words"),
    [
        ("image/png", b"\x89PNG\r\n\x1a\n", "PNG"),
        ("image/jpeg", b"\xff\xd8\xff\xe0", "JPEG"),
        ("application/zip", b"PK\x03\x04", "ZIP"),
        ("application/gzip", b"\x1f\x8b\x08", "gzip"),
        ("video/mp4", b"\0\0\0\x18ftypmp42", "video"),
        ("application/octet-stream", b"\0\1\2\3" * 100, "binary"),
        ("text/plain", b"\0\1\2\3" * 100, "binary"),
        ("application/vnd.ms-excel", b"whatever", "application/vnd.ms-excel"),
        ("audio/mpeg", b"\xff\xfb", "audio/mpeg"),
    ],
)
def test_binaries_are_unsupported(content_type: str, body: bytes, words: str) -> None:
    with pytest.raises(UnsupportedContent, match=words):
        classify(content_type, body)


def test_a_pdf_label_without_a_pdf_is_refused() -> None:
    with pytest.raises(UnsupportedContent, match="labelled as a PDF") as info:
        classify("application/pdf", b"<html><body>Not found</body></html>")
    assert info.value.code == "pdf_broken"


def test_content_type_parsing() -> None:
    assert parse_content_type("Text/HTML; Charset=GBK") == ("text/html", "GBK")
    assert parse_content_type('text/html; charset="utf-8"') == ("text/html", "utf-8")
    assert parse_content_type("") == ("", None)
    assert parse_content_type("nonsense") == ("", None)


@pytest.mark.parametrize(
    ("status", "headers", "body"),
    [
        (503, {}, b"<title>Just a moment...</title><div id='cf-chl-widget'></div>"),
        (403, {"cf-mitigated": "challenge"}, b"<html></html>"),
        (200, {}, b"<script src='/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1'>"),
        (403, {}, b"<script src='/cdn-cgi/challenge-platform/orchestrate/jsch/v1'></script>"),
        (200, {}, b"<title>Robot Check</title><p>Enter the characters you see below</p>"
                  b"<p>Sorry, we just need to make sure you're not a robot.</p>"),
        (403, {}, b"<div class='g-recaptcha'></div>"),
        (429, {}, b"<p>Are you a robot?</p>"),
        (200, {}, b"<p>Please verify you are a human</p><div class='h-captcha'></div>"),
        (403, {}, b"<script src='https://ct.captcha-delivery.com/c.js'></script>"),
    ],
)
def test_bot_walls_are_blocked(status: int, headers: dict[str, str], body: bytes) -> None:
    with pytest.raises(Blocked):
        check_bot_wall(status, headers, body)


ARTICLE = (
    b"<html><head><title>Court rules on records</title></head><body><article>"
    + b"<p>The court said reporters were wrongly told access denied when they asked for "
      b"the records, and the clerk, who insisted she was not a robot, apologised.</p>" * 8
    + b"</article>"
)


@pytest.mark.parametrize(
    "extra",
    [
        # Cloudflare's bot-detection script, on ordinary pages of sites behind it.
        b"<script>a.src='/cdn-cgi/challenge-platform/scripts/jsd/main.js';</script>",
        b"<script src='/cdn-cgi/challenge-platform/h/b/scripts/jsd/e0c90b6a3ed1/main.js'>",
        # A Turnstile-protected comment form.
        b"<link rel='dns-prefetch' href='//challenges.cloudflare.com' />"
        b"<div class='cf-turnstile' data-sitekey='x'></div>",
        b"<script src='https://www.google.com/recaptcha/api.js'></script>"
        b"<div class='g-recaptcha'></div>",
    ],
)
def test_a_short_article_with_bot_check_words_or_widgets_is_content(extra: bytes) -> None:
    # Under the small-page size, with the phrases in its text: still an article.
    page = ARTICLE + extra + b"</body></html>"
    assert len(page) < 32 * 1024
    check_bot_wall(200, {}, page)


def test_a_long_article_with_a_comment_captcha_is_content() -> None:
    article = b"<article>" + b"<p>Real reporting.</p>" * 3000 + b"</article>"
    check_bot_wall(200, {}, article + b"<div class='g-recaptcha'></div>")


def test_plain_error_pages_are_http_errors_not_walls() -> None:
    check_bot_wall(403, {}, b"<h1>Forbidden</h1>")
    with pytest.raises(HTTPStatusError, match="403 Forbidden"):
        check_status(403)
    with pytest.raises(HTTPStatusError, match="try again later"):
        check_status(503)
    check_status(200)
