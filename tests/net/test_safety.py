"""UrlPolicy: offline URL checks, canonical form, resolution with an injected resolver."""

from __future__ import annotations

import pytest

from services.errors import NetworkError, UnsafeURL
from services.net import UrlPolicy


def strict(answers: dict[str, list[str]] | None = None) -> UrlPolicy:
    table = answers or {}

    def resolver(host: str) -> list[str]:
        if host not in table:
            raise OSError(f"no such host {host}")
        return table[host]

    return UrlPolicy(allow_private=False, resolver=resolver)


@pytest.mark.parametrize(
    ("url", "words"),
    [
        ("file:///etc/passwd", "only http and https"),
        ("javascript:alert(1)", "only http and https"),
        ("ftp://example.com/x", "only http and https"),
        ("data:text/html,hi", "only http and https"),
        ("example.com/page", "only http and https"),
        ("", "empty"),
        ("   ", "empty"),
        ("http://user:pw@example.com/", "user name or password"),
        ("http://user@example.com/", "user name or password"),
        ("http://localhost/", "this computer"),
        ("http://LOCALHOST./admin", "this computer"),
        ("http://app.localhost:8080/", "this computer"),
        ("http://127.0.0.1/", "loopback"),
        ("http://2130706433/", "loopback"),
        ("http://0x7f.1/", "loopback"),
        ("http://0177.0.0.1/", "loopback"),
        ("http://127.1/", "loopback"),
        ("http://[::1]/", "loopback"),
        ("http://[::ffff:127.0.0.1]/", "loopback"),
        ("http://[64:ff9b::a9fe:a9fe]/", "link-local"),
        ("http://169.254.169.254/latest/meta-data/", "link-local"),
        ("http://100.64.1.1/", "carrier-grade NAT"),
        ("http://0.0.0.0:8000/", "unspecified"),
        ("http://224.0.0.1/", "multicast"),
        ("http://255.255.255.255/", "broadcast"),
        ("http://１２７.０.０.１/", "loopback"),  # full-width digits map to 127.0.0.1
        ("http://1.2.3.4.5/", "not a valid"),
        ("http://exa mple.com/", "not valid"),
        ("http://example.com:99999/", "not valid"),
        ("http://[fe80::1%25eth0]/", "not a valid"),
        ("http://exa\x00mple.com/", "control characters"),
    ],
)
def test_unsafe_or_malformed_urls_are_refused(url: str, words: str) -> None:
    with pytest.raises(UnsafeURL) as caught:
        strict().check(url)
    assert caught.value.code == "unsafe_url"
    assert words.lower() in caught.value.message.lower()


@pytest.mark.parametrize(
    ("url", "canonical"),
    [
        ("HTTPS://Example.COM/a b?q=c d#frag", "https://example.com/a%20b?q=c%20d"),
        ("http://example.com", "http://example.com/"),
        ("https://bücher.de/straße", "https://xn--bcher-kva.de/stra%C3%9Fe"),
        ("https://example.com/%E6%96%87", "https://example.com/%E6%96%87"),
        ("https://example.com/文章", "https://example.com/%E6%96%87%E7%AB%A0"),
        ("http://134744072/", "http://8.8.8.8/"),  # decimal spelling of a public address
        ("  https://example.com:8443/x  ", "https://example.com:8443/x"),
    ],
)
def test_safe_urls_come_back_canonical(url: str, canonical: str) -> None:
    assert strict().check(url).url == canonical


def test_resolved_private_address_is_refused() -> None:
    policy = strict({"intranet.example.com": ["10.0.0.5"]})
    with pytest.raises(UnsafeURL, match=r"10\.0\.0\.5"):
        policy.resolve(policy.check("https://intranet.example.com/"))


def test_one_private_answer_among_public_ones_is_enough_to_refuse() -> None:
    policy = strict({"mixed.example.com": ["93.184.215.14", "127.0.0.1"]})
    with pytest.raises(UnsafeURL, match="loopback"):
        policy.resolve(policy.check("https://mixed.example.com/"))


def test_ipv4_mapped_answers_are_judged_and_pinned_as_ipv4() -> None:
    policy = strict({"mapped.example.com": ["::ffff:169.254.169.254"]})
    with pytest.raises(UnsafeURL, match=r"169\.254\.169\.254"):
        policy.resolve(policy.check("http://mapped.example.com/"))
    public = strict({"ok.example.com": ["::ffff:93.184.215.14", "2606:4700::1"]})
    target = public.resolve(public.check("http://ok.example.com/"))
    assert target.addresses == ("93.184.215.14", "2606:4700::1")
    assert target.private is False


def test_public_answers_are_pinned_in_order() -> None:
    policy = strict({"news.example.com": ["93.184.215.14", "93.184.215.15"]})
    target = policy.resolve(policy.check("https://news.example.com/story"))
    assert target.addresses == ("93.184.215.14", "93.184.215.15")


def test_unknown_host_is_a_network_error() -> None:
    policy = strict()
    with pytest.raises(NetworkError, match="could not be found"):
        policy.resolve(policy.check("https://no-such-host.example/"))


def test_allow_private_lifts_address_checks_but_marks_the_target_private() -> None:
    policy = UrlPolicy(allow_private=True, resolver=lambda host: ["192.168.1.20"])
    assert policy.check("http://localhost:8080/").host == "localhost"
    target = policy.resolve(policy.check("http://nas.example.com/"))
    assert target.addresses == ("192.168.1.20",) and target.private
    assert policy.resolve(policy.check("http://127.0.0.1/")).private
    # Schemes and credentials stay refused even then.
    with pytest.raises(UnsafeURL):
        policy.check("file:///etc/passwd")
    with pytest.raises(UnsafeURL):
        policy.check("http://a:b@nas.example.com/")


@pytest.mark.parametrize(
    ("answer", "words"),
    [
        ("::ffff:10.0.0.1", "10.0.0.1"),  # IPv4-mapped private
        ("::ffff:7f00:1", "127.0.0.1"),  # IPv4-mapped loopback, hex spelling
        ("64:ff9b::a00:1", "10.0.0.1"),  # NAT64 well-known prefix wrapping a private address
        ("64:ff9b::a9fe:a9fe", "169.254.169.254"),  # NAT64 wrapping cloud metadata
        ("64:ff9b:1::a00:1", "64:ff9b:1::a00:1"),  # local-use NAT64 prefix
        ("2002:7f00:1::1", "127.0.0.1"),  # 6to4 wrapping loopback
        ("::7f00:1", "::7f00:1"),  # deprecated IPv4-compatible form
        ("2001::1", "2001::1"),  # Teredo
        ("fd00::1", "fd00::1"),  # unique local
        ("fe80::1%eth0", "fe80::1"),  # link-local with a zone id
    ],
)
def test_wrapped_and_private_ipv6_answers_are_refused(answer: str, words: str) -> None:
    policy = strict({"wrapped.example.com": [answer]})
    with pytest.raises(UnsafeURL) as caught:
        policy.resolve(policy.check("https://wrapped.example.com/"))
    assert words in caught.value.message


def test_nat64_wrapping_a_public_address_is_allowed() -> None:
    # On an IPv6-only network with DNS64, every public site resolves into 64:ff9b::/96.
    policy = strict({"v6only.example.com": ["64:ff9b::5db8:d70e"]})
    target = policy.resolve(policy.check("https://v6only.example.com/"))
    assert target.addresses == ("64:ff9b::5db8:d70e",) and not target.private
