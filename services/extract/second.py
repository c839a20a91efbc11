"""The second opinion: trafilatura's reading of a page, asked only when the first is unsure.

trafilatura (Apache-2.0) finds the main content with signals of its own (text
density, tag structure, its own boilerplate lists), so it fails on other pages
than the readability-based pipeline does. It is imported on first use, inside
the extraction worker process: the app itself never loads it, and a worker
pays its import only when a page needs a second opinion.
"""

from __future__ import annotations

import logging

from lxml.html import HtmlElement

_log = logging.getLogger(__name__)

MAX_ELEMENTS = 20_000
"""Pages with more elements get no second opinion: trafilatura's time grows faster
than the page (a paragraph of 100,000 spans took it over a minute), and on a page
that large the first reading stands. The largest page of the shared sets has
under 16,000."""


def second_opinion(doc: HtmlElement, url: str) -> str:
    """The main content of ``doc`` as trafilatura reads it, as Markdown ("" when it finds none).

    ``doc`` is the page as the pipeline prepared it (parsed, what no reader
    sees removed: hidden panels, menus, scripts), so both readers judge the
    same visible page; trafilatura may change it. (Read from the page as
    served, trafilatura scored a little higher on the asked pages of the dev
    sets, by a handful of pages each way, but it would read hidden text too:
    text a reader never sees is no content, and a way to slip instructions
    to the model.) Links are kept (made
    absolute against ``url``); images and comments are left out. A failure
    inside trafilatura is no opinion, never an error of the extraction, and so is a
    page of more than ``MAX_ELEMENTS`` elements.
    """
    if sum(1 for _ in doc.iter()) > MAX_ELEMENTS:
        _log.debug("no second opinion on %s: more than %d elements", url, MAX_ELEMENTS)
        return ""
    try:
        import trafilatura

        found = trafilatura.extract(doc, url=url or None, output_format="markdown",
                                    include_links=True, include_comments=False,
                                    include_images=False)
    except Exception as exc:  # any bug of the second reader leaves the first one's result
        _log.debug("second opinion failed on %s: %s", url, exc)
        return ""
    return found or ""
