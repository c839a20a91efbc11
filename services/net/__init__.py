"""Safe downloading for web_fetch: URL and address checks, pinned connections,
checked redirects, size and time limits, decompression caps, content types and
bot walls. Qt-free; every failure is a ``services.errors.FetchError``."""

from services.net.addresses import is_public, parse_ipv4_loose, why_not_public
from services.net.content import Kind, check_bot_wall, classify, parse_content_type
from services.net.download import Download, Downloader, DownloadLimits
from services.net.safety import CheckedURL, Resolver, Target, UrlPolicy, system_resolver

__all__ = [
    "CheckedURL",
    "Download",
    "DownloadLimits",
    "Downloader",
    "Kind",
    "Resolver",
    "Target",
    "UrlPolicy",
    "check_bot_wall",
    "classify",
    "is_public",
    "parse_content_type",
    "parse_ipv4_loose",
    "system_resolver",
    "why_not_public",
]
