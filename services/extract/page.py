"""The result of extracting one page."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Page:
    """A page turned into readable Markdown plus what it says about itself.

    Attributes:
        title: og:title, else <title>, else the first <h1> ("" when none).
        markdown: the main content as Markdown, links absolute.
        language: the page's declared language (``<html lang>``, og:locale ...), "" if unknown.
        site_name: og:site_name or the JSON-LD publisher, "" if unknown.
        published_at: the publication date as the page states it (ISO 8601 where given).
        description: meta/og description, "" if none.
        author: who wrote it (meta author, JSON-LD author, a byline link), "" if unknown.
    """

    title: str
    markdown: str
    language: str = ""
    site_name: str = ""
    published_at: str = ""
    description: str = ""
    author: str = ""
