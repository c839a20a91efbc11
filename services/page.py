"""One page from the extraction worker to the citation: its metadata record, the
page the worker returns, and the one wording of its site, author and date.

``PageMeta`` is what a page says about itself. ``Page`` is a ``PageMeta`` with
the page's Markdown: the extraction job builds it in a worker process and the
very object (pickled: plain strings only) reaches the fetch service, which
carries it to the result's items (``services.results.FetchItem`` is a
``PageMeta`` too). A field added to ``PageMeta`` so travels from the worker to
the items, the page cache and the JSON of a fetch without another edit.

``byline`` picks a page's site, author and date once; ``Byline.parts`` words
them as the one meta line every surface shows (the citation card, ``ask``'s
source list, ``footnote fetch``); the Markdown export sets the same pieces in
its reference order.

Stdlib only: the worker imports it, and so does the app, without the
extraction stack.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Protocol

from services.textclean import strip_controls

# The text fields a page writes freely, cleaned of control characters where
# the page enters Footnote (``PageMeta.cleaned``).
_WRITTEN = ("title", "site_name", "author", "description")


@dataclass
class PageMeta:
    """What a page says about itself ("" for what it does not say).

    Attributes:
        title: og:title, else <title>, else the first <h1>.
        language: the page's declared language (``<html lang>``, og:locale ...).
        site_name: og:site_name or the JSON-LD publisher.
        published_at: the publication date as the page states it (ISO 8601 where given).
        author: who wrote it (meta author, JSON-LD author, a byline link).
        description: meta/og description.
    """

    title: str = ""
    language: str = ""
    site_name: str = ""
    published_at: str = ""
    author: str = ""
    description: str = ""

    def cleaned(self) -> PageMeta:
        """The metadata alone (a page or an item carries more), with control
        characters taken out of what the page wrote."""
        values = {name: getattr(self, name) for name in META_FIELDS}
        values.update({name: strip_controls(values[name]) for name in _WRITTEN})
        return PageMeta(**values)


META_FIELDS = tuple(f.name for f in dataclasses.fields(PageMeta))
"""The names of the metadata fields, in their order."""


@dataclass(kw_only=True)
class Page(PageMeta):
    """A page turned into readable Markdown, with what it says about itself.

    What every extraction job returns (HTML, PDF, text) across the process
    boundary. ``markdown``: the main content, links absolute.
    """

    markdown: str

    @classmethod
    def of(cls, meta: PageMeta, markdown: str) -> Page:
        """The page ``markdown`` with what ``meta`` says (its ``PageMeta`` fields only)."""
        return cls(markdown=markdown, **{name: getattr(meta, name) for name in META_FIELDS})


class Dated(Protocol):
    """What ``byline`` reads: a page, a fetched item or a cited source."""

    @property
    def site_name(self) -> str: ...

    @property
    def author(self) -> str: ...

    @property
    def published_at(self) -> str | None: ...


@dataclass(frozen=True)
class Byline:
    """A page's site, author and date, each on one line ("" when unknown).

    ``published``: ``date`` is the publication date; else it is the fetch date
    (or "") and is never worded as if the page were published then.
    """

    site: str
    author: str
    date: str
    published: bool

    def parts(self, by: str = "by %1", published: str = "published %1",
              fetched: str = "fetched %1") -> list[str]:
        """The meta line's parts: the site, the author (``by``) and the labelled
        date (``published`` or ``fetched``); the templates hold ``%1``."""
        parts = [self.site] if self.site else []
        if self.author:
            parts.append(by.replace("%1", self.author))
        if self.date:
            parts.append((published if self.published else fetched).replace("%1", self.date))
        return parts


def byline(page: Dated, *, site: str | None = None, fetched_at: str = "",
           date_chars: int | None = 10) -> Byline:
    """The site (``site``, else the name the page gives itself), author and date of ``page``.

    The date is the publication date, else ``fetched_at`` (pass "" to show no
    fetch date); ``date_chars`` keeps its first characters (the day of an ISO
    timestamp), None keeps it whole.
    """
    name = _one_line(page.site_name) if site is None else site
    published = page.published_at or ""
    date = published or fetched_at
    return Byline(name, _one_line(page.author), date[:date_chars], bool(published))


def _one_line(text: Any) -> str:
    return " ".join(strip_controls(str(text or "")).split())
