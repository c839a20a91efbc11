"""URL parts as the blacklist compares them.

URLs are parsed once by the WHATWG URL Standard (``services.weburl``), the same
parse the fetcher connects to and a citation opens, so what a rule blocks is
exactly what is not fetched. The *normalized URL* that regex rules are tested
against is ``scheme://host[:port]/path?query`` of that parse:

- the host canonical (IPv4 in any spelling as dotted decimal, punycode names,
  lowercase) with one trailing dot removed;
- the port kept only when it is not the scheme's default (like ``URL.origin``);
- user name, password and fragment dropped;
- backslashes, dot segments (``%2e`` included) resolved as a browser does;
  percent-escapes keep their case, as the standard says.

Match patterns compare ``host`` and ``path_query`` of the same normalization.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import quote

import idna

from services import weburl

# Every printable ASCII character except space stays as it is.
_SAFE = "".join(chr(c) for c in range(0x21, 0x7F))


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
    """Canonical ASCII form of a rule's ``host`` (as the URL parser would write it),
    or None if invalid."""
    parsed = weburl.try_parse(f"http://{host}/")
    if parsed is not None and parsed.host and "[" not in host:
        return parsed.host
    host = host.lower()
    if host.isascii():
        return host
    try:
        return idna.encode(host, uts46=True).decode("ascii").lower()
    except (idna.IDNAError, UnicodeError, ValueError):
        return None


def encode_path(path: str) -> str:
    """Percent-encode non-ASCII and whitespace as the URL parser does; escapes keep their case."""
    if not path.isascii() or " " in path:
        path = quote(path, safe=_SAFE)
    return path


def split_url(url: str) -> UrlParts | None:
    """Split ``url`` for matching; None when it cannot be parsed (such URLs are kept)."""
    parsed = weburl.try_parse(url)
    return None if parsed is None else parts_of(parsed)


def parts_of(parsed: weburl.WebUrl) -> UrlParts | None:
    """The matching view of an already parsed URL; None when it has no host."""
    if not parsed.host:
        return None
    host = parsed.host[:-1] if parsed.host.endswith(".") else parsed.host
    if not host:
        return None
    netloc = f"[{host}]" if parsed.host_kind == "ipv6" else host
    if parsed.port is not None:
        netloc = f"{netloc}:{parsed.port}"
    path_query = parsed.path_query
    normalized = f"{parsed.scheme}://{netloc}{path_query}"
    return UrlParts(
        parsed.scheme, host, parsed.port, path_query, normalized, normalized.lower(),
        parsed.path,
    )
