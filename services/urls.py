"""URL normalization shared by de-duplication, the citation registry and caches."""

from __future__ import annotations

from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

_TRACKING_PREFIXES = ("utm_",)
_TRACKING_KEYS = frozenset({"fbclid", "gclid", "mc_cid", "mc_eid", "igshid", "ref_src"})


def normalize_url(url: str) -> str:
    """A comparison key for ``url``: lowercase scheme and host, no default port,
    no fragment, no trailing slash on the path, tracking parameters removed.

    Never raises; a string that does not parse is returned stripped.
    """
    raw = url.strip()
    try:
        parts = urlsplit(raw)
        host = (parts.hostname or "").rstrip(".").lower()
        port = parts.port
    except ValueError:
        return raw
    if not parts.scheme or not host:
        return raw
    scheme = parts.scheme.lower()
    netloc = host
    if port and not ((scheme == "http" and port == 80) or (scheme == "https" and port == 443)):
        netloc = f"{host}:{port}"
    path = parts.path or "/"
    if len(path) > 1:
        path = path.rstrip("/")
    query = [
        (k, v)
        for k, v in parse_qsl(parts.query, keep_blank_values=True)
        if not k.startswith(_TRACKING_PREFIXES) and k not in _TRACKING_KEYS
    ]
    return urlunsplit((scheme, netloc, path, urlencode(sorted(query)), ""))
