"""Address judgement and odd IPv4 spellings, without any network."""

from __future__ import annotations

import ipaddress

import pytest

from services.net.addresses import is_public, parse_ip, parse_ipv4_loose, why_not_public


@pytest.mark.parametrize(
    ("spelling", "address"),
    [
        ("2130706433", "127.0.0.1"),
        ("0x7f.1", "127.0.0.1"),
        ("0177.0.0.1", "127.0.0.1"),
        ("127.1", "127.0.0.1"),
        ("0x7f000001", "127.0.0.1"),
        ("10.1", "10.0.0.1"),
        ("0", "0.0.0.0"),
        ("192.168.257", "192.168.1.1"),
        ("0xA9.0xFE.0xA9.0xFE", "169.254.169.254"),
        ("8.8.8.8", "8.8.8.8"),
    ],
)
def test_odd_ipv4_spellings_parse_like_inet_aton(spelling: str, address: str) -> None:
    assert parse_ipv4_loose(spelling) == ipaddress.IPv4Address(address)


@pytest.mark.parametrize(
    "host", ["1.2.3.4.5", "256.1.1.1", "0x100.1.1.1", "09.1.1.1", "4294967296"]
)
def test_malformed_numeric_hosts_are_errors(host: str) -> None:
    with pytest.raises(ValueError):
        parse_ipv4_loose(host)


@pytest.mark.parametrize("host", ["example.com", "1.example", "a.b.c", "x1.2.3.4"])
def test_names_are_not_addresses(host: str) -> None:
    assert parse_ipv4_loose(host) is None


@pytest.mark.parametrize(
    ("address", "kind"),
    [
        ("127.0.0.1", "loopback"),
        ("10.2.3.4", "private"),
        ("172.16.0.1", "private"),
        ("192.168.1.1", "private"),
        ("169.254.169.254", "link-local"),
        ("100.64.0.1", "carrier-grade NAT"),
        ("224.0.0.1", "multicast"),
        ("240.0.0.1", "reserved"),
        ("255.255.255.255", "broadcast"),
        ("0.0.0.0", "unspecified"),
        ("198.18.0.1", "private"),
        ("::1", "loopback"),
        ("::", "unspecified"),
        ("fe80::1", "link-local"),
        ("fc00::1", "private"),
        ("ff02::1", "multicast"),
        ("2001:db8::1", "private"),
    ],
)
def test_non_public_addresses_are_refused_with_their_kind(address: str, kind: str) -> None:
    reason = why_not_public(ipaddress.ip_address(address))
    assert reason is not None and kind in reason


@pytest.mark.parametrize(
    "address",
    [
        "::ffff:127.0.0.1",  # IPv4-mapped
        "::ffff:10.0.0.1",
        "64:ff9b::7f00:1",  # NAT64 of 127.0.0.1
        "64:ff9b::a9fe:a9fe",  # NAT64 of 169.254.169.254
        "64:ff9b:1::1",  # local-use NAT64
        "2002:7f00:1::1",  # 6to4 of 127.0.0.1
        "2002:c0a8:101::1",  # 6to4 of 192.168.1.1
        "2001:0:4136:e378:8000:63bf:3fff:fdd2",  # Teredo
        "::127.0.0.1",  # IPv4-compatible
    ],
)
def test_wrapped_ipv4_forms_are_judged_by_what_they_wrap(address: str) -> None:
    assert not is_public(ipaddress.ip_address(address))


@pytest.mark.parametrize(
    "address", ["8.8.8.8", "93.184.215.14", "1.1.1.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"]
)
def test_public_addresses_pass(address: str) -> None:
    assert why_not_public(ipaddress.ip_address(address)) is None


def test_ipv6_zone_ids_are_refused() -> None:
    with pytest.raises(ValueError):
        parse_ip("fe80::1%eth0")
