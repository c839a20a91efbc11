"""The built-in reader: safe download, content-type dispatch, extraction.

HTML and XHTML are decoded and extracted on the extraction gate (worker
threads), and so are PDFs (``services.extract.pdf``); plain text and Markdown
pass through; JSON is pretty-printed.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import unquote, urlsplit

from services.cancel import CancelToken
from services.errors import Cancelled, ExtractionEmpty, FetchError
from services.fetch.gate import ExtractionGate
from services.net import Downloader, classify, parse_content_type
from services.net.download import HopCheck

Decode = Callable[[bytes, str | None], str]
Extract = Callable[[str, str], Any]  # returns an object shaped like services.extract.Page
Stage = Callable[[str], None]

_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$", re.MULTILINE)


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


def title_from_url(url: str) -> str:
    parts = urlsplit(url)
    tail = unquote(parts.path.rstrip("/").rsplit("/", 1)[-1])
    return tail or parts.hostname or url


class BuiltinReader:
    """Reads one URL with the safe downloader and the page extractor."""

    provider = "builtin"

    def __init__(
        self, downloader: Downloader, gate: ExtractionGate, decode: Decode, extract: Extract
    ) -> None:
        self.downloader = downloader
        self.gate = gate
        self.decode = decode
        self.extract = extract

    def read(
        self, url: str, cancel: CancelToken, *, on_hop: HopCheck | None = None,
        on_stage: Stage | None = None,
    ) -> PageResult:
        download = self.downloader.download(url, cancel=cancel, on_hop=on_hop)
        cancel.raise_if_cancelled()
        kind = classify(download.content_type, download.body)
        _mime, charset = parse_content_type(download.content_type)
        final_url = download.final_url
        if kind in ("html", "pdf"):
            if on_stage is not None:
                on_stage("extract")
            body, decode, extract = download.body, self.decode, self.extract
            job: Callable[[], Any]
            if kind == "pdf":
                from services.extract.pdf import extract_pdf  # pypdf loads only for PDFs

                job = functools.partial(extract_pdf, body, final_url)
            else:
                def job() -> Any:
                    return extract(decode(body, charset), final_url)

            try:
                page = self.gate.run(job, cancel)
            except (FetchError, Cancelled):
                raise
            except Exception as exc:  # a parser bug must fail one page only
                raise ExtractionEmpty(
                    f"The page could not be parsed ({type(exc).__name__}: {exc}).",
                ) from exc
            content = str(page.markdown).strip()
            if not content:
                raise ExtractionEmpty("The page has no readable text.")
            return PageResult(
                final_url, str(page.title or "").strip() or title_from_url(final_url), content,
                self.provider, download.wire_bytes, str(page.language or ""),
                str(page.site_name or ""), str(page.published_at or ""),
                str(page.description or ""), download.private,
            )
        text = self.decode(download.body, charset)
        if kind == "json":
            text = _pretty_json(text)
        text = text.strip()
        if not text:
            raise ExtractionEmpty("The page is empty.")
        title = title_from_url(final_url)
        if kind == "markdown":
            heading = _HEADING.search(text[:4000])
            if heading:
                title = heading.group(1)
        return PageResult(final_url, title, text, self.provider, download.wire_bytes,
                          private=download.private)


def _pretty_json(text: str) -> str:
    try:
        data = json.loads(text)
    except ValueError:
        return text  # served as JSON but is not: pass the text through as it is
    return "```json\n" + json.dumps(data, indent=2, ensure_ascii=False) + "\n```"
