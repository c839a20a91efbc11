"""URL parts as the blacklist compares them.

The *normalized URL* that regex rules are tested against is
``scheme://host[:port]/path?query``:

- scheme and host lowercased, the host IDNA-encoded (punycode, as a browser's
  ``URL.href`` shows it) and one trailing dot removed;
- the port kept only when it is not the scheme's default (like ``URL.origin``);
- user name, password and fragment dropped;
- an empty path becomes ``/``; characters outside printable ASCII in the path
  and query are percent-encoded (UTF-8) and every ``%xx`` escape is uppercased,
  so ``/wiki/東京`` and ``/wiki/%e6%9d%b1%e4%ba%ac`` compare equal.

Match patterns compare ``host`` and ``path_query`` of the same normalization.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import quote, unquote, urlsplit

import idna

_DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443, "ftp": 21}
# Every printable ASCII character except space stays as it is.
_SAFE = "".join(chr(c) for c in range(0x21, 0x7F))
_ESCAPE = re.compile(r"%[0-9a-fA-F]{2}")
# Characters a browser's URL parser refuses in a host (WHATWG "forbidden host
# code points", plus "%"): such a URL cannot be parsed, so no rule applies to it.
_FORBIDDEN_HOST = re.compile(r"[\x00-\x20#%/<>?@\\^|\x7f]")


@dataclass(frozen=True, slots=True)
class UrlParts:
    """A URL split for matching (see the module docstring)."""

    scheme: str
    host: str
    port: int | None
    path_query: str
    normalized: str
    lowered: str
    path: str = "/"

    def props(self, title: str | None = None) -> dict[str, str | None]:
        """The variables uBlacklist expressions see."""
        return {
            "url": self.normalized,
            "title": title,
            "scheme": self.scheme,
            "host": self.host,
            "path": self.path,
        }


def encode_host(host: str) -> str | None:
    """Lowercase ASCII form of ``host`` (punycode for Unicode labels), or None if invalid."""
    host = host.lower()
    if host.isascii():
        return host
    try:
        return idna.encode(host, uts46=True).decode("ascii").lower()
    except (idna.IDNAError, UnicodeError, ValueError):
        pass
    try:
        return host.encode("idna").decode("ascii").lower()
    except UnicodeError:
        return None


def encode_path(path: str) -> str:
    """Percent-encode non-ASCII and whitespace, uppercase existing escapes."""
    if not path.isascii() or " " in path:
        path = quote(path, safe=_SAFE)
    if "%" in path:
        path = _ESCAPE.sub(lambda m: m.group(0).upper(), path)
    return path


def split_url(url: str) -> UrlParts | None:
    """Split ``url`` for matching; None when it cannot be parsed (such URLs are kept)."""
    try:
        parts = urlsplit(url.strip())
        hostname = parts.hostname
    except ValueError:
        return None
    if not parts.scheme or not hostname:
        return None
    hostname = unquote(hostname)  # as browsers do: "ex%61mple.com" is example.com
    if _FORBIDDEN_HOST.search(hostname):
        return None
    try:
        port = parts.port
    except ValueError:  # "example.com:99999", "example.com:x": not a URL a browser accepts
        return None
    if hostname.endswith("."):
        hostname = hostname[:-1]
    host = encode_host(hostname)
    if not host:
        return None
    scheme = parts.scheme.lower()
    path = encode_path(parts.path or "/")
    path_query = path
    if parts.query:
        path_query += "?" + encode_path(parts.query)
    netloc = f"[{host}]" if ":" in host else host
    if port is not None and port != _DEFAULT_PORTS.get(scheme):
        netloc = f"{netloc}:{port}"
    normalized = f"{scheme}://{netloc}{path_query}"
    return UrlParts(scheme, host, port, path_query, normalized, normalized.lower(), path)
