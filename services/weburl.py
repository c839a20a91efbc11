"""One parse of a URL by the WHATWG URL Standard, shared by the blacklist, the
fetcher and the citations.

Browsers parse URLs by the WHATWG standard; Python's ``urllib`` does not. When
two parts of Footnote read the same string differently, what the user blocks
is not what gets fetched (``https://evil.com\\@example.com/`` is evil.com to a
browser, example.com to ``urlsplit``). So every URL is parsed once, here, with
ada (the parser Node.js uses, validated against the web-platform tests), and
every consumer works on the resulting ``WebUrl``:

- the host is canonical: IPv4 in any spelling (``0x7f.1``, ``2130706433``,
  ``0177.0.0.1``) is dotted decimal, IPv6 is compressed, names are lowercase
  punycode, ``%xx`` escapes in names are decoded;
- ``\\`` is ``/`` in http(s) URLs, ``https:example.com`` is ``https://example.com``;
- dot segments (``..``, ``.``, ``%2e%2e``) are resolved in the path;
- percent-escapes keep their case (``%7e`` and ``%7E`` are different URLs,
  as the standard says); other characters are encoded as the standard says.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ada_url import URL, HostType, join_url

HostKind = Literal["name", "ipv4", "ipv6", "none"]

MAX_URL_CHARS = 2 * 1024 * 1024
"""Longer strings are refused before parsing (Chrome's own limit for a URL)."""

_HOST_KINDS: dict[int, HostKind] = {
    int(HostType.DEFAULT): "name",
    int(HostType.IPV4): "ipv4",
    int(HostType.IPV6): "ipv6",
}
_WEB_SCHEMES = ("http", "https")


class InvalidUrl(ValueError):
    """The text is not a URL by the WHATWG standard; ``reason`` says why, in English."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True, slots=True)
class WebUrl:
    """A parsed URL (see the module docstring).

    Attributes:
        href: the serialized URL without its fragment: what is fetched, matched
            and opened.
        scheme: lowercase, without ``:``.
        host: ASCII host; IPv6 without brackets; empty for URLs without one.
        host_kind: ``name``, ``ipv4``, ``ipv6`` or ``none``.
        port: the port when it is not the scheme's default, else None.
        path: the path, escaped as the standard says (``/`` when empty in http(s)).
        query: the query without ``?`` (empty when none).
        fragment: the fragment without ``#``.
        has_credentials: a user name or password is present.
    """

    href: str
    scheme: str
    host: str
    host_kind: HostKind
    port: int | None
    path: str
    query: str
    fragment: str
    has_credentials: bool

    @property
    def is_web(self) -> bool:
        """True for http and https URLs with a host."""
        return self.scheme in _WEB_SCHEMES and bool(self.host)

    @property
    def netloc(self) -> str:
        """``host[:port]``, IPv6 in brackets, without credentials."""
        host = f"[{self.host}]" if self.host_kind == "ipv6" else self.host
        return host if self.port is None else f"{host}:{self.port}"

    @property
    def path_query(self) -> str:
        return f"{self.path}?{self.query}" if self.query else self.path


def parse(text: str) -> WebUrl:
    """Parse ``text`` (surrounding blanks ignored).

    Raises:
        InvalidUrl: not a string, too long, or not a URL by the standard.
    """
    if not isinstance(text, str):
        raise InvalidUrl(f"a URL must be text, not {type(text).__name__}")
    raw = text.strip()
    if not raw:
        raise InvalidUrl("the URL is empty")
    if len(raw) > MAX_URL_CHARS:
        raise InvalidUrl(f"the URL is longer than {MAX_URL_CHARS} characters")
    try:
        url = URL(raw)
    except ValueError:
        raise InvalidUrl(_why_invalid(raw)) from None
    return _from_ada(url)


def try_parse(text: object) -> WebUrl | None:
    """Like ``parse``, but None instead of raising."""
    try:
        return parse(text)  # type: ignore[arg-type]
    except InvalidUrl:
        return None


def join(base: str, reference: str) -> WebUrl:
    """``reference`` (a redirect's Location, a link) resolved against ``base``.

    Raises:
        InvalidUrl: the result is not a URL.
    """
    if len(reference) > MAX_URL_CHARS:
        raise InvalidUrl(f"the URL is longer than {MAX_URL_CHARS} characters")
    try:
        joined = join_url(base, reference.strip())
    except ValueError:
        raise InvalidUrl(_why_invalid(reference.strip())) from None
    return parse(joined)


def openable(text: object) -> str | None:
    """The href to hand to a browser when ``text`` is an http(s) URL, else None.

    Citation links open only through this: a ``file:``, ``smb:`` or
    ``javascript:`` source must never reach the system opener.
    """
    url = try_parse(text)
    if url is None or not url.is_web:
        return None
    return url.href


def host_of(text: object) -> str:
    """The host to show for ``text``, or the text itself when it has none."""
    url = try_parse(text)
    return url.host if url is not None and url.host else str(text)


def _from_ada(url: URL) -> WebUrl:
    scheme = url.protocol.removesuffix(":")
    host = url.hostname
    kind = _HOST_KINDS.get(int(url.host_type), "name") if host else "none"
    if kind == "ipv6":
        host = host[1:-1]
    port = int(url.port) if url.port else None
    href = url.href
    fragment = url.hash
    if fragment:
        href = href[: len(href) - len(fragment)]
    return WebUrl(
        href=href,
        scheme=scheme,
        host=host,
        host_kind=kind,
        port=port,
        path=url.pathname,
        query=url.search.removeprefix("?"),
        fragment=fragment.removeprefix("#"),
        has_credentials=bool(url.username or url.password),
    )


def _why_invalid(raw: str) -> str:
    """A reason for a URL ada refused (ada itself only says "invalid")."""
    scheme, colon, rest = raw.partition(":")
    if not colon or not scheme[:1].isalpha():
        return f"{_shown(raw)} is not a full address (it needs a scheme such as https://)"
    authority = rest.lstrip("/\\").split("/", 1)[0].split("\\", 1)[0]
    host = authority.rpartition("@")[2]
    if host.startswith("[") and "]" not in host:
        return f"{_shown(raw)} has an IPv6 address without its closing ']'"
    if not host:
        return f"{_shown(raw)} has no host name"
    port = host.rpartition("]")[2] if host.startswith("[") else host
    if ":" in port and not port.rpartition(":")[2].isdigit():
        return f"{_shown(raw)} has an invalid port"
    if ":" in port and int(port.rpartition(":")[2] or 0) > 65535:
        return f"{_shown(raw)} has a port above 65535"
    return f"{_shown(raw)} is not a valid web address (its host name is malformed)"


def _shown(raw: str) -> str:
    return repr(raw if len(raw) <= 80 else raw[:77] + "...")
