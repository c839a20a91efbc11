"""URL safety: which URLs may be fetched, resolved to which pinned addresses.

``UrlPolicy.check`` judges a URL without touching the network (scheme,
credentials, host syntax, ``localhost``, IP literals in any spelling) and
returns it in canonical form. ``UrlPolicy.resolve`` looks the host up through
an injectable resolver, judges every address it returns and hands back a
``Target`` whose addresses are the ones the connection must use (pinning), so
a DNS answer that changes between the check and the connect cannot reach the
LAN.
"""

from __future__ import annotations

import ipaddress
import re
import socket
from collections.abc import Callable
from dataclasses import dataclass

import idna

from services import weburl
from services.errors import NetworkError, UnsafeURL
from services.net.addresses import IPAddress, parse_ip, why_not_public
from services.net.names import is_public_name

Resolver = Callable[[str], list[str]]
"""Maps a host name to its IP addresses (as strings); raises OSError when unknown."""

_HOST_CHARS = re.compile(r"^[a-z0-9_.-]+$")
_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def system_resolver(host: str) -> list[str]:
    """Every address the system resolver returns for ``host``, in its order."""
    infos = socket.getaddrinfo(host, None, type=socket.SOCK_STREAM)
    seen: dict[str, None] = {}
    for info in infos:
        seen.setdefault(str(info[4][0]), None)
    return list(seen)


@dataclass(frozen=True)
class CheckedURL:
    """A URL that passed the offline checks, in canonical form."""

    url: str
    scheme: str
    host: str  # ASCII host name, or the canonical IP text (IPv6 without brackets)
    port: int
    ip: IPAddress | None  # set when the host is an IP literal

    @property
    def origin(self) -> tuple[str, str, int]:
        return (self.scheme, self.host, self.port)


@dataclass(frozen=True)
class Target:
    """A checked URL plus the addresses the connection is pinned to."""

    checked: CheckedURL
    addresses: tuple[str, ...]
    private: bool  # the host is on a non-public network (never sent to third parties)

    @property
    def url(self) -> str:
        return self.checked.url


def looks_private_name(host: str) -> bool:
    """True for names that can only mean a local machine or network
    (``services.net.names`` says why)."""
    return not is_public_name(host)


class UrlPolicy:
    """Judges URLs and addresses; ``allow_private`` lifts the address checks."""

    def __init__(self, *, allow_private: bool = False, resolver: Resolver | None = None) -> None:
        self.allow_private = allow_private
        self.resolver: Resolver = resolver or system_resolver

    def check(self, url: str) -> CheckedURL:
        """Judge ``url`` offline and return it canonical (IDNA host, encoded path).

        Raises:
            UnsafeURL: not http(s), credentials, malformed, or a local host.
        """
        raw = url.strip() if isinstance(url, str) else ""
        if not raw:
            raise UnsafeURL("The URL is empty.", hint="Give a full http:// or https:// address.")
        if _CONTROL.search(raw):
            raise UnsafeURL(
                "The URL contains control characters.", hint="Give a plain web address."
            )
        if not _SCHEME.match(raw):
            raise UnsafeURL(
                "Only http and https URLs can be read (this one has no scheme).",
                hint="Give a full http:// or https:// address.",
            )
        try:
            parts = weburl.parse(raw)
        except weburl.InvalidUrl as exc:
            raise UnsafeURL(
                f"The URL is not valid: {exc.reason}.",
                hint="Give a full http:// or https:// address.",
            ) from exc
        scheme = parts.scheme
        if scheme not in ("http", "https"):
            raise UnsafeURL(
                f"Only http and https URLs can be read (this one has {scheme}:).",
                hint="Give a full http:// or https:// address.",
            )
        if parts.has_credentials:
            raise UnsafeURL(
                "URLs with a user name or password are not fetched.",
                hint="Remove the credentials from the address.",
            )
        host, ip = self._host(parts.host)
        port = parts.port or (443 if scheme == "https" else 80)
        if not self.allow_private:
            if ip is not None:
                reason = why_not_public(ip)
                if reason:
                    raise UnsafeURL(
                        f"The address is {reason}; only public web addresses are read.",
                        hint="Set fetch.allow_private_network to read your own network.",
                    )
            elif host == "localhost" or host.endswith(".localhost"):
                raise UnsafeURL(
                    f"{host} is this computer; only public web addresses are read.",
                    hint="Set fetch.allow_private_network to read your own network.",
                )
        # The parser's own serialization, without the fragment: the one value the
        # blacklist matched and the citation opens.
        canonical = parts.href
        return CheckedURL(canonical, scheme, host, port, ip)

    def resolve(self, checked: CheckedURL) -> Target:
        """Resolve the host and judge every address.

        Raises:
            UnsafeURL: some address is not public (and private is not allowed).
            NetworkError: the host name does not resolve.
        """
        if checked.ip is not None:
            addresses: list[IPAddress] = [checked.ip]
        else:
            addresses = self._lookup(checked.host)
        private = looks_private_name(checked.host) if checked.ip is None else False
        pinned: list[str] = []
        for address in addresses:
            reason = why_not_public(address)
            if reason:
                private = True
                if not self.allow_private:
                    raise UnsafeURL(
                        f"{checked.host} resolves to {reason}; only public web addresses are read.",
                        hint="Set fetch.allow_private_network to read your own network.",
                    )
            mapped = address.ipv4_mapped if isinstance(address, ipaddress.IPv6Address) else None
            pinned.append(str(mapped or address))
        return Target(checked, tuple(dict.fromkeys(pinned)), private)

    def _lookup(self, host: str) -> list[IPAddress]:
        try:
            answers = self.resolver(host)
        except (OSError, UnicodeError, ValueError) as exc:
            raise NetworkError(
                f"The server {host} could not be found (DNS lookup failed).",
                hint="Check the address, or try again later.",
            ) from exc
        found: list[IPAddress] = []
        for answer in answers:
            try:
                found.append(ipaddress.ip_address(str(answer).split("%", 1)[0]))
            except ValueError:
                continue
        if not found:
            raise NetworkError(
                f"The server {host} could not be found (no addresses).",
                hint="Check the address, or try again later.",
            )
        return found

    @staticmethod
    def _host(hostname: str) -> tuple[str, IPAddress | None]:
        host = hostname.rstrip(".").lower()
        if not host:
            raise UnsafeURL("The URL has no host name.", hint="Give a full web address.")
        if not host.isascii() and not host.startswith("["):
            # UTS 46 mapping first: full-width digits and dots become an IP literal.
            try:
                host = idna.encode(host, uts46=True).decode("ascii")
            except idna.IDNAError as exc:
                raise UnsafeURL(f"The host name {hostname!r} is not valid ({exc}).") from exc
        try:
            ip = parse_ip(host)
        except ValueError as exc:
            raise UnsafeURL(f"The host {hostname!r} is not a valid address ({exc}).") from exc
        if ip is not None:
            return str(ip), ip
        if not _HOST_CHARS.match(host) or ".." in host or host.startswith((".", "-")):
            raise UnsafeURL(
                f"The host name {hostname!r} is not valid.", hint="Check the address."
            )
        return host, None
