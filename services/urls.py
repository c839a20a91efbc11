"""URL normalization shared by de-duplication, the citation registry and caches."""

from __future__ import annotations

from urllib.parse import parse_qsl, urlencode

from services import weburl

_TRACKING_PREFIXES = ("utm_",)
_TRACKING_KEYS = frozenset({"fbclid", "gclid", "mc_cid", "mc_eid", "igshid", "ref_src"})


def normalize_url(url: str) -> str:
    """A comparison key for ``url``: the WHATWG parse (``services.weburl``, the one
    the blacklist and the fetcher use) without fragment, default port, trailing
    slash on the path, one trailing dot on the host and tracking parameters.

    Never raises; a string that does not parse is returned stripped.
    """
    raw = url.strip() if isinstance(url, str) else str(url)
    parsed = weburl.try_parse(raw)
    if parsed is None or not parsed.host:
        return raw
    host = parsed.host.rstrip(".") or parsed.host
    netloc = f"[{host}]" if parsed.host_kind == "ipv6" else host
    if parsed.port is not None:
        netloc = f"{netloc}:{parsed.port}"
    path = parsed.path or "/"
    if len(path) > 1:
        path = path.rstrip("/") or "/"
    query = [
        (k, v)
        for k, v in parse_qsl(parsed.query, keep_blank_values=True)
        if not k.startswith(_TRACKING_PREFIXES) and k not in _TRACKING_KEYS
    ]
    encoded = urlencode(sorted(query))
    return f"{parsed.scheme}://{netloc}{path}" + (f"?{encoded}" if encoded else "")
