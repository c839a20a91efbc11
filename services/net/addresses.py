"""Which IP addresses a fetched URL may reach, and how odd IPv4 spellings parse.

A URL comes from a model that read untrusted pages, so every address is judged
before we connect to it. Anything that is not plainly a public unicast address
is refused: loopback, private, link-local, CGNAT, multicast, reserved,
unspecified, broadcast and documentation ranges, plus IPv6 forms that wrap an
IPv4 address (IPv4-mapped, IPv4-compatible, NAT64, 6to4, Teredo), which are
judged by the address inside them.
"""

from __future__ import annotations

import ipaddress
import re

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address

_V4_BLOCKED = tuple(
    ipaddress.IPv4Network(n)
    for n in (
        "0.0.0.0/8",  # "this network", unspecified
        "10.0.0.0/8",  # private
        "100.64.0.0/10",  # carrier-grade NAT
        "127.0.0.0/8",  # loopback
        "169.254.0.0/16",  # link-local (cloud metadata lives here)
        "172.16.0.0/12",  # private
        "192.0.0.0/24",  # IETF protocol assignments
        "192.0.2.0/24",  # documentation
        "192.88.99.0/24",  # 6to4 relay anycast
        "192.168.0.0/16",  # private
        "198.18.0.0/15",  # benchmarking
        "198.51.100.0/24",  # documentation
        "203.0.113.0/24",  # documentation
        "224.0.0.0/4",  # multicast
        "240.0.0.0/4",  # reserved, includes 255.255.255.255 broadcast
    )
)

_V6_BLOCKED = tuple(
    ipaddress.IPv6Network(n)
    for n in (
        "::/96",  # unspecified, loopback, IPv4-compatible (deprecated)
        "64:ff9b:1::/48",  # local-use NAT64
        "100::/64",  # discard-only
        "2001::/23",  # IETF protocol assignments, includes Teredo 2001::/32
        "2001:db8::/32",  # documentation
        "3fff::/20",  # documentation
        "5f00::/16",  # segment routing
        "fc00::/7",  # unique local
        "fe80::/10",  # link-local
        "fec0::/10",  # site-local (deprecated)
        "ff00::/8",  # multicast
    )
)

_NAT64 = ipaddress.IPv6Network("64:ff9b::/96")

_PART = re.compile(r"^(0[xX][0-9a-fA-F]*|0[0-7]*|[1-9][0-9]*)$")
_NUMERICISH = re.compile(r"^(0[xX][0-9a-fA-F]*|[0-9]+)$")


def parse_ipv4_loose(host: str) -> ipaddress.IPv4Address | None:
    """Parse ``host`` the way ``inet_aton`` and browsers do, or return None.

    Accepts one to four parts, each decimal, octal (leading ``0``) or hex
    (``0x``); the last part fills the remaining bytes. So ``2130706433``,
    ``0x7f.1``, ``0177.0.0.1`` and ``127.1`` are all 127.0.0.1.

    Raises:
        ValueError: the host looks numeric (every label is a number) but is
            not a valid address, e.g. ``1.2.3.4.5`` or ``256.1.1.1``. Browsers
            refuse such hosts; so do we.
    """
    text = host.rstrip(".")
    if not text:
        return None
    parts = text.split(".")
    if not all(_NUMERICISH.match(p) for p in parts):
        return None
    if len(parts) > 4 or not all(_PART.match(p) for p in parts):
        raise ValueError(f"{host!r} is not a valid IPv4 address")
    values: list[int] = []
    for part in parts:
        if part[:2].lower() == "0x":
            values.append(int(part[2:] or "0", 16))
        elif len(part) > 1 and part.startswith("0"):
            values.append(int(part, 8))
        else:
            values.append(int(part))
    *head, last = values
    if any(v > 255 for v in head) or last >= 256 ** (4 - len(head)):
        raise ValueError(f"{host!r} is not a valid IPv4 address")
    number = 0
    for value in head:
        number = number * 256 + value
    number = number * 256 ** (4 - len(head)) + last
    return ipaddress.IPv4Address(number)


def parse_ip(host: str) -> IPAddress | None:
    """An IP literal in a URL host (IPv6 without brackets), or None for a name.

    Raises:
        ValueError: a malformed numeric host or an IPv6 zone id.
    """
    if ":" in host:
        if "%" in host:
            raise ValueError("IPv6 zone ids are not allowed")
        return ipaddress.IPv6Address(host)
    return parse_ipv4_loose(host)


def embedded_ipv4(address: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    """The IPv4 address an IPv6 address wraps (mapped, NAT64, 6to4), if any."""
    if address.ipv4_mapped is not None:
        return address.ipv4_mapped
    if address in _NAT64:
        return ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)
    if address.sixtofour is not None:
        return address.sixtofour
    return None


def why_not_public(address: IPAddress) -> str | None:
    """Why ``address`` must not be fetched, or None when it is public."""
    if isinstance(address, ipaddress.IPv6Address):
        inner = embedded_ipv4(address)
        if inner is not None:
            reason = why_not_public(inner)
            return f"{address} wraps {reason}" if reason else None
        blocked = any(address in net for net in _V6_BLOCKED)
    else:
        blocked = any(address in net for net in _V4_BLOCKED)
    if blocked or not address.is_global:
        return f"{address}, a {_kind(address)} address"
    return None


def _kind(address: IPAddress) -> str:
    if address.is_loopback:
        return "loopback"
    if address.is_unspecified:
        return "unspecified"
    if address.is_link_local:
        return "link-local"
    if address.is_multicast:
        return "multicast"
    if isinstance(address, ipaddress.IPv4Address):
        if address in ipaddress.IPv4Network("100.64.0.0/10"):
            return "carrier-grade NAT"
        if address == ipaddress.IPv4Address("255.255.255.255"):
            return "broadcast"
        if address in ipaddress.IPv4Network("240.0.0.0/4"):
            return "reserved"
    if address.is_private:
        return "private"
    if address.is_reserved:
        return "reserved"
    return "non-public"


def is_public(address: IPAddress) -> bool:
    return why_not_public(address) is None
