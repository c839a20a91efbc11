"""Which host names may be public: the rule for handing a URL to a third party.

A name the system resolver cannot find is either gone from the public internet
or one that only the user's own network knows (``fileserver.intra``,
``kubernetes.default.svc``, ``gitlab.test``). Only the first kind may go to a
remote reader such as Jina Reader; the second would tell a stranger the names
inside the user's network. A name counts as public when it has at least two
labels, ends in a top-level domain the Public Suffix List knows (the copy
shipped with the ``publicsuffixlist`` package, read offline), and is under none
of the special-use names that never reach the public internet (RFC 6761,
RFC 6762 appendix G, RFC 7686, RFC 8375, RFC 9476, ICANN's ``.internal``, and
cluster names). IP literals are never public names.
"""

from __future__ import annotations

import threading

from publicsuffixlist import PublicSuffixList

from services.net.addresses import parse_ip

# Most specific first: the reason names the suffix that matched.
SPECIAL_USE = (
    "cluster.local", "home.arpa", "localhost", "localdomain", "local",
    "test", "invalid", "example", "onion", "alt", "arpa", "internal", "intranet",
    "private", "lan", "corp", "home", "svc",
)

_lock = threading.Lock()
_list: PublicSuffixList | None = None


def _suffixes() -> PublicSuffixList:
    """The shipped list, parsed once on first use (about 60 ms)."""
    global _list
    with _lock:
        if _list is None:
            _list = PublicSuffixList(accept_unknown=False)
        return _list


def why_internal_name(host: str) -> str | None:
    """Why ``host`` can only name something on a private network; ``None`` when it
    may be a public name.

    ``host`` is an ASCII host name (IDNA-encoded) or an IP literal, as
    ``UrlPolicy.check`` returns it; case and a trailing dot do not matter.
    """
    name = host.rstrip(".").lower()
    try:
        numeric = name.startswith("[") or parse_ip(name) is not None
    except ValueError:  # a malformed IP literal is no name either
        numeric = True
    if numeric:
        return f"{host} is an IP address, not a public host name"
    if "." not in name:
        return f"{host} is a single-label name, which only a local network resolves"
    for suffix in SPECIAL_USE:
        if name.endswith("." + suffix):
            return f"{host} is under .{suffix}, a name that is never on the public internet"
    if _suffixes().publicsuffix(name) is None:
        top = name.rsplit(".", 1)[1]
        return (
            f"{host} is not under a public suffix (.{top} is not a top-level domain "
            "of the public internet)"
        )
    return None


def is_public_name(host: str) -> bool:
    """True when ``host`` may be a name on the public internet."""
    return why_internal_name(host) is None
