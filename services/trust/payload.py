"""What a URL carries: its parts, decoded the ways a page would ask a model to
hide the user's text in them.

A page that wants the conversation asks for it "in the query", "as the path",
"base64-encoded", "as subdomains" (DNS exfiltration splits it into labels of
up to 63 characters). ``pieces`` returns every readable form of every part:
percent-decoded (twice, for double encoding), ``+`` as space in the query,
punycode labels as Unicode, and base64, base64url, base32 and hex decoded
where a part is shaped like them and decodes to text. Parts are also joined
(all host labels, the whole path) so text split across them is found whole.
"""

from __future__ import annotations

import base64
import binascii
import re
from urllib.parse import parse_qsl, unquote, unquote_plus

from ada_url import URL

MAX_PIECES = 400
"""A URL is at most 2 MiB; its pieces are capped so a hostile one stays cheap."""
_B64 = re.compile(r"^[A-Za-z0-9+/_-]{8,}={0,2}$")
_B32 = re.compile(r"^[A-Z2-7]{8,}=*$", re.IGNORECASE)
_HEX = re.compile(r"^(?:[0-9a-f]{2}){4,}$", re.IGNORECASE)


def _printable(data: bytes) -> str | None:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    shown = sum(1 for ch in text if ch.isprintable() or ch in "\n\t ")
    return text if text and shown >= 0.9 * len(text) else None


def decodings(part: str) -> list[str]:
    """``part`` decoded as base64, base64url, base32 or hex, where it decodes to text."""
    out: list[str] = []
    compact = part.strip()
    if len(compact) < 8:
        return out
    if _HEX.match(compact):
        text = _printable(binascii.unhexlify(compact))
        if text:
            out.append(text)
    if _B64.match(compact):
        padded = compact + "=" * (-len(compact) % 4)
        for decode in (base64.b64decode, base64.urlsafe_b64decode):
            try:
                text = _printable(decode(padded.replace("-", "+").replace("_", "/")
                                         if decode is base64.b64decode else padded))
            except (binascii.Error, ValueError):
                continue
            if text:
                out.append(text)
                break
    if _B32.match(compact):
        try:
            text = _printable(base64.b32decode(compact.upper() + "=" * (-len(compact) % 8)))
        except (binascii.Error, ValueError):
            text = None
        if text:
            out.append(text)
    return out


def _unicode_label(label: str) -> str:
    if label.startswith("xn--"):
        try:
            return label.encode("ascii").decode("idna")
        except UnicodeError:
            return label
    return label


def _unescape(text: str, *, plus: bool = False) -> str:
    once = unquote_plus(text) if plus else unquote(text)
    return unquote(once) if "%" in once else once


def pieces(url: str) -> list[str]:
    """Every readable form of every part of ``url`` (empty when it does not parse)."""
    try:
        parsed = URL(url)
    except ValueError:
        return [_unescape(url, plus=True)]
    parts: list[str] = []
    labels = [_unicode_label(label) for label in parsed.hostname.split(".") if label]
    parts += labels
    parts.append("".join(labels[:-2]))  # subdomains joined: DNS exfiltration
    parts.append(" ".join(labels))
    parts += [_unescape(parsed.username), _unescape(parsed.password)]
    segments = [_unescape(s) for s in parsed.pathname.split("/") if s]
    parts += segments
    parts.append(" ".join(segments))
    # Base64 with "/" in it spans segments: every tail of the path, joined.
    parts += ["/".join(segments[i:]) for i in range(min(len(segments), 8))]
    query = parsed.search.removeprefix("?")
    if query:
        pairs = parse_qsl(query, keep_blank_values=True)
        for key, value in pairs:
            parts += [_unescape(key), _unescape(value)]
        parts.append(" ".join(f"{k} {v}" for k, v in pairs))
        parts.append(_unescape(query, plus=True))
    fragment = parsed.hash.removeprefix("#")
    if fragment:
        parts.append(_unescape(fragment, plus=True))
    parts = [p for p in parts if p][:MAX_PIECES]
    decoded = [d for p in parts for d in decodings(p)]
    return parts + decoded[:MAX_PIECES]
