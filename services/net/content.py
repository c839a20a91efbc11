"""What a downloaded body is: content-type dispatch, sniffing, bot walls, HTTP errors.

HTML/XHTML and PDFs go to extraction, plain text and Markdown pass through,
JSON is pretty-printed; images, archives and other binaries are refused with
``unsupported_content``. Bot-wall pages (Cloudflare challenges, CAPTCHAs) are
``blocked`` failures, never content.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from email.message import Message
from http import HTTPStatus
from typing import Literal

from services.errors import Blocked, HTTPStatusError, PdfBroken, UnsupportedContent

Kind = Literal["html", "text", "markdown", "json", "pdf"]

_HTML_TYPES = frozenset({"text/html", "application/xhtml+xml", "application/xhtml"})
_MARKDOWN_TYPES = frozenset({"text/markdown", "text/x-markdown", "text/md"})
_TEXT_TYPES = frozenset({"application/xml", "text/xml", "application/x-sh"})
_SNIFF_TYPES = frozenset({"", "application/octet-stream", "binary/octet-stream",
                          "application/unknown", "unknown/unknown"})

_PDF_TYPES = frozenset({"application/pdf", "application/x-pdf", "application/acrobat"})
# Readers accept the PDF header anywhere in the first kilobyte (some servers
# and generators put a few bytes of junk first).
_PDF_MAGIC_WINDOW = 1024

_MAGIC: tuple[tuple[bytes, str], ...] = (
    (b"\x89PNG", "a PNG image"),
    (b"GIF8", "a GIF image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"RIFF", "a media file"),
    (b"PK\x03\x04", "a ZIP archive"),
    (b"\x1f\x8b", "a gzip archive"),
    (b"7z\xbc\xaf", "a 7-Zip archive"),
    (b"Rar!", "a RAR archive"),
    (b"%!PS", "a PostScript document"),
    (b"\x7fELF", "a program"),
    (b"OggS", "an audio file"),
    (b"ID3", "an audio file"),
    (b"\xd0\xcf\x11\xe0", "an Office document"),
)

# Cloudflare / Akamai / Imperva / DataDome / PerimeterX challenge pages. Only
# markers of the challenge itself: ordinary pages behind Cloudflare carry its
# bot-detection script (/cdn-cgi/challenge-platform/.../scripts/jsd/main.js) and
# pages with a Turnstile form load challenges.cloudflare.com, so neither counts.
_STRONG_WALL = (
    "<title>just a moment...</title>",
    "<title>just a moment…</title>",
    "cf-chl-", "cf_chl_",
    "attention required! | cloudflare", "checking your browser before accessing",
    "captcha-delivery.com", "px-captcha", "_incapsula_resource", "sec-if-cpt-container",
)
_CHALLENGE_SCRIPT = re.compile(r"/cdn-cgi/challenge-platform/(?:h/[a-z]/)?orchestrate/")
# CAPTCHA widgets also sit in contact and comment forms, so on a page served
# with success they count only next to a request to prove you are human.
_CAPTCHA_WIDGETS = ("g-recaptcha", "recaptcha/api.js", "h-captcha", "hcaptcha.com", "cf-turnstile")
_CAPTCHA_PHRASES = (
    "verify you are human", "are you a robot", "not a robot", "unusual traffic from your",
    "complete the security check", "enable javascript and cookies to continue",
    "please verify you are a human", "access denied",
)
_WALL_STATUSES = frozenset({403, 429, 503})
_SMALL_PAGE = 32 * 1024
# A CAPTCHA interstitial says a sentence or two; an article that mentions
# "access denied" or embeds a reCAPTCHA comment form has far more text.
_LITTLE_TEXT = 1000
_MARKUP = re.compile(r"<script\b.*?</script>|<style\b.*?</style>|<[^>]*>", re.DOTALL)


def _visible_text(html: str) -> str:
    """The text a reader sees in ``html``, roughly: no tags, scripts or styles."""
    return " ".join(_MARKUP.sub(" ", html).split())


def parse_content_type(header: str) -> tuple[str, str | None]:
    """``text/html; charset=GBK`` -> (``text/html``, ``GBK``)."""
    mime = header.split(";", 1)[0].strip().lower()
    if "/" not in mime:
        mime = ""
    message = Message()
    message["content-type"] = header or "text/plain"
    charset = message.get_param("charset")
    if isinstance(charset, str) and charset.strip():
        return mime, charset.strip().strip("'\"")
    return mime, None


def _magic(body: bytes) -> str | None:
    head = body[:16]
    for prefix, what in _MAGIC:
        if head.startswith(prefix):
            return what
    if head[4:8] == b"ftyp":
        return "a video file"
    return None


def _looks_html(body: bytes) -> bool:
    head = body[:2048].lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    return head.startswith((b"<!doctype html", b"<html", b"<head", b"<body", b"<!--")) or (
        b"<html" in head or b"<title" in head or b"<p>" in head
    )


def _looks_text(body: bytes) -> bool:
    sample = body[:4096]
    if sample.startswith((b"\xff\xfe", b"\xfe\xff")):
        return True
    if b"\x00" in sample:
        return False
    controls = sum(1 for b in sample if b < 9 or 13 < b < 32)
    return controls <= len(sample) // 100


def classify(content_type: str, body: bytes) -> Kind:
    """Decide how to read ``body``.

    Raises:
        UnsupportedContent: a binary or otherwise unreadable format.
    """
    mime, _charset = parse_content_type(content_type)
    if body[:_PDF_MAGIC_WINDOW].lstrip(b"\xef\xbb\xbf \t\r\n\x00").startswith(b"%PDF-") or (
        (mime in _PDF_TYPES or mime in _SNIFF_TYPES) and b"%PDF-" in body[:_PDF_MAGIC_WINDOW]
    ):
        # Junk before the header is tolerated only where nothing else is claimed:
        # a web page may well mention "%PDF-" in its first kilobyte.
        return "pdf"
    if mime in _PDF_TYPES:
        raise PdfBroken("The URL is labelled as a PDF but does not hold one.",
                        hint="The server may have sent an error page; try another source.")
    what = _magic(body)
    if what is not None:
        raise UnsupportedContent(
            f"The URL points to {what}, not a web page; it cannot be read as text.",
        )
    if mime in _HTML_TYPES:
        return "html"
    if mime in _MARKDOWN_TYPES:
        return "markdown"
    if mime == "application/json" or mime.endswith("+json"):
        return "json"
    if mime.startswith("text/") or mime in _TEXT_TYPES or mime.endswith("+xml"):
        if what is not None or not _looks_text(body):
            raise UnsupportedContent("The URL serves binary data labelled as text.")
        return "text"
    if mime in _SNIFF_TYPES:
        if _looks_html(body):
            return "html"
        if _looks_text(body):
            return "text"
        raise UnsupportedContent("The URL serves binary data, not a web page.")
    raise UnsupportedContent(
        f"The URL serves {mime}, which cannot be read as text.",
        hint="Only web pages, plain text, Markdown and JSON are read.",
    )


def check_bot_wall(
    status: int, headers: Mapping[str, str], body: bytes, *, captcha: bool = True
) -> None:
    """Raise ``Blocked`` when the reply is a bot check rather than content.

    ``captcha=False`` looks only for unmistakable challenge pages (for text that
    was already extracted, where a CAPTCHA phrase may be part of an article).
    """
    if headers.get("cf-mitigated", "").lower() == "challenge":
        raise Blocked(_wall_message(status), hint=_WALL_HINT)
    text = body[:65536].decode("latin-1").lower()
    if any(marker in text for marker in _STRONG_WALL) or _CHALLENGE_SCRIPT.search(text):
        raise Blocked(_wall_message(status), hint=_WALL_HINT)
    if not captcha:
        return
    if status in _WALL_STATUSES:
        walled = any(marker in text for marker in _CAPTCHA_PHRASES + _CAPTCHA_WIDGETS)
    elif len(body) <= _SMALL_PAGE:
        # Served as a success: only a short page that asks the reader, in its
        # visible text, to prove they are human.
        visible = _visible_text(text)
        walled = len(visible) < _LITTLE_TEXT and any(p in visible for p in _CAPTCHA_PHRASES)
    else:
        walled = False
    if walled:
        raise Blocked(_wall_message(status, captcha=True), hint=_WALL_HINT)


_WALL_HINT = "The site blocks automated readers; open it in a browser instead."


def _wall_message(status: int, *, captcha: bool = False) -> str:
    what = "a CAPTCHA" if captcha else "a bot check"
    return f"The site answered with {what} instead of the page (HTTP {status})."


def check_status(status: int) -> None:
    """Raise ``HTTPStatusError`` for a final status that is not a success."""
    if 200 <= status < 300:
        return
    try:
        phrase = HTTPStatus(status).phrase
    except ValueError:
        phrase = "Error"
    if status == 404 or status == 410:
        hint = "The page does not exist; check the address."
    elif status in (401, 403):
        hint = "The page needs a login or refuses automated readers."
    elif status == 429:
        hint = "The site is limiting requests; try again later."
    elif status >= 500:
        hint = "The site has a problem; try again later."
    else:
        hint = ""
    raise HTTPStatusError(f"The server answered HTTP {status} {phrase}.", hint=hint)
