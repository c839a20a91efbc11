"""Which host names count as public: the shipped Public Suffix List plus special-use names."""

from __future__ import annotations

import pytest

from services.net.names import is_public_name, why_internal_name
from services.net.safety import looks_private_name


@pytest.mark.parametrize("host", [
    "example.co.uk", "docs.python.org", "DOCS.PYTHON.ORG.", "someone.github.io",
    "github.io", "a.b.c.example.com", "xn--80ak6aa92e.xn--p1ai", "example.dev",
])
def test_names_under_a_public_suffix_are_public(host: str) -> None:
    assert why_internal_name(host) is None
    assert is_public_name(host) and not looks_private_name(host)


@pytest.mark.parametrize(("host", "why"), [
    ("fileserver.intra", "not under a public suffix (.intra is not"),
    ("build.mycompany", "not under a public suffix (.mycompany"),
    ("kubernetes.default.svc", "under .svc"),
    ("api.default.svc.cluster.local", "under .cluster.local"),
    ("gitlab.test", "under .test"),
    ("wiki.corp.example.invalid", "under .invalid"),
    ("docs.example", "under .example"),
    ("app.localhost", "under .localhost"),
    ("nas.local", "under .local"),
    ("hidden7x.onion", "under .onion"),  # .onion is on the Public Suffix List
    ("name.alt", "under .alt"),
    ("box.home.arpa", "under .home.arpa"),
    ("4.3.2.1.in-addr.arpa", "under .arpa"),
    ("db.internal", "under .internal"),
    ("build.intranet", "under .intranet"),
    ("vault.private", "under .private"),
    ("router.lan", "under .lan"),
    ("WIKI.CORP.", "under .corp"),
    ("nas.home", "under .home"),
    ("printer.localdomain", "under .localdomain"),
    ("intranet", "single-label name"),
    ("localhost", "single-label name"),
    ("", "single-label name"),
    ("8.8.8.8", "IP address"),
    ("2606:4700:4700::1111", "IP address"),
    ("[::1]", "IP address"),
    ("0x7f.1", "IP address"),
    ("1.2.3.4.5", "IP address"),
])
def test_internal_special_use_and_numeric_hosts_are_not(host: str, why: str) -> None:
    reason = why_internal_name(host)
    assert reason is not None and why in reason
    assert looks_private_name(host) and not is_public_name(host)
