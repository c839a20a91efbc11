"""The built-in reader: safe download, content-type dispatch, extraction.

Downloads run on the caller's thread; everything that parses the body (HTML
extraction, PDF text, charset detection, JSON formatting) runs in the extraction
pool's worker processes, each job with the page's deadline.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from urllib.parse import unquote, urlsplit

from services.cancel import CancelToken
from services.errors import Cancelled, ExtractionEmpty, FetchError
from services.fetch import jobs
from services.fetch.pool import ExtractionPool
from services.net import Downloader, classify, parse_content_type
from services.net.download import HopCheck


@dataclass
class PageResult:
    """A page read by some provider."""

    final_url: str
    title: str
    content: str
    provider: str
    bytes: int = 0
    language: str = ""
    site_name: str = ""
    published_at: str = ""
    description: str = ""
    private: bool = False  # read from a non-public address (with private fetching allowed)
    author: str = ""


def title_from_url(url: str) -> str:
    parts = urlsplit(url)
    tail = unquote(parts.path.rstrip("/").rsplit("/", 1)[-1])
    return tail or parts.hostname or url


class BuiltinReader:
    """Reads one URL with the safe downloader and the extraction pool.

    Args:
        extract: the HTML job run in a worker, ``(body, charset, url) -> fields``
            (``jobs.extract_html``; tests inject other module-level functions).
    """

    provider = "builtin"

    def __init__(
        self, downloader: Downloader, pool: ExtractionPool, *, timeout_s: float,
        extract: jobs.HtmlJob = jobs.extract_html,
    ) -> None:
        self.downloader = downloader
        self.pool = pool
        self.timeout_s = timeout_s
        self.extract = extract

    def read(
        self, url: str, cancel: CancelToken, *, on_hop: HopCheck | None = None,
    ) -> PageResult:
        download = self.downloader.download(url, cancel=cancel, on_hop=on_hop)
        cancel.raise_if_cancelled()
        kind = classify(download.content_type, download.body)
        _mime, charset = parse_content_type(download.content_type)
        final_url = download.final_url
        if kind in ("html", "pdf"):
            job = jobs.extract_pdf if kind == "pdf" else self.extract
            args = (final_url, download.body) if kind == "pdf" else (
                download.body, charset, final_url)
            fields = self._run(job, args, cancel)
            content = fields.get("markdown", "").strip()
            if not content:
                raise ExtractionEmpty("The page has no readable text.")
        else:
            fields = self._run(jobs.read_text, (kind, download.body, charset, final_url), cancel)
            content = fields.get("markdown", "").strip()
            if not content:
                raise ExtractionEmpty("The page is empty.")
        return PageResult(
            final_url, fields.get("title", "").strip() or title_from_url(final_url), content,
            self.provider, download.wire_bytes, fields.get("language", ""),
            fields.get("site_name", ""), fields.get("published_at", ""),
            fields.get("description", ""), download.private, fields.get("author", ""),
        )

    def _run(
        self, job: Callable[..., Mapping[str, str]], args: tuple[object, ...],
        cancel: CancelToken,
    ) -> Mapping[str, str]:
        try:
            fields = self.pool.run(job, args, timeout_s=self.timeout_s, cancel=cancel)
        except (FetchError, Cancelled):
            raise
        except Exception as exc:  # a parser bug must fail one page only
            raise ExtractionEmpty(
                f"The page could not be parsed ({type(exc).__name__}: {exc}).",
            ) from exc
        if not isinstance(fields, Mapping):
            raise ExtractionEmpty("The page could not be parsed (no result).")
        return {str(k): str(v or "") for k, v in fields.items()}
