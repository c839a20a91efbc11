"""The built-in reader: safe download, content-type dispatch, extraction.

Downloads run on the caller's thread; everything that parses the body (HTML
extraction, PDF text, charset detection, JSON formatting) runs in the extraction
pool's worker processes, each job with the page's deadline.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import unquote, urlsplit

from services.cancel import CancelToken
from services.errors import Cancelled, ExtractionEmpty, FetchError
from services.fetch import jobs
from services.fetch.pool import ExtractionPool
from services.net import Downloader, classify, parse_content_type
from services.net.download import HopCheck
from services.page import Page


@dataclass(frozen=True)
class Fetched:
    """A page as a reader fetched it: the page itself, and how it came.

    Attributes:
        page: the page (its ``markdown`` stripped, its title never empty).
        final_url: where the page was read, after redirects.
        provider: the reader that read it (``builtin``, ``jina``).
        bytes: bytes received over the network.
        private: read from a non-public address (with private fetching allowed).
    """

    page: Page
    final_url: str
    provider: str
    bytes: int = 0
    private: bool = False


def title_from_url(url: str) -> str:
    parts = urlsplit(url)
    tail = unquote(parts.path.rstrip("/").rsplit("/", 1)[-1])
    return tail or parts.hostname or url


class BuiltinReader:
    """Reads one URL with the safe downloader and the extraction pool.

    Args:
        extract: the HTML job run in a worker, ``(body, charset, url) -> Page``
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
    ) -> Fetched:
        download = self.downloader.download(url, cancel=cancel, on_hop=on_hop)
        cancel.raise_if_cancelled()
        kind = classify(download.content_type, download.body)
        _mime, charset = parse_content_type(download.content_type)
        final_url = download.final_url
        if kind in ("html", "pdf"):
            job = jobs.extract_pdf if kind == "pdf" else self.extract
            args = (final_url, download.body) if kind == "pdf" else (
                download.body, charset, final_url)
            page = self._run(job, args, cancel)
            empty = "The page has no readable text."
        else:
            page = self._run(jobs.read_text, (kind, download.body, charset, final_url), cancel)
            empty = "The page is empty."
        content = page.markdown.strip()
        if not content:
            raise ExtractionEmpty(empty)
        page = dataclasses.replace(
            page, markdown=content, title=page.title.strip() or title_from_url(final_url))
        return Fetched(page, final_url, self.provider, download.wire_bytes, download.private)

    def _run(
        self, job: Callable[..., Page], args: tuple[object, ...], cancel: CancelToken,
    ) -> Page:
        try:
            page = self.pool.run(job, args, timeout_s=self.timeout_s, cancel=cancel)
        except (FetchError, Cancelled):
            raise
        except Exception as exc:  # a parser bug must fail one page only
            raise ExtractionEmpty(
                f"The page could not be parsed ({type(exc).__name__}: {exc}).",
            ) from exc
        if not isinstance(page, Page):
            raise ExtractionEmpty("The page could not be parsed (no result).")
        return page
