"""The page's own main landmark, for a reading of the whole page.

When both strategies come back thin, the whole visible page is read. A page
that marks one ``<main>`` (or ``role="main"``) holding its heading and most of
its prose says where its content is: header, footer and side panels outside
it are chrome whatever they are named.
"""

from __future__ import annotations

from lxml.html import HtmlElement

from services.extract.blocks import measure
from services.extract.xpaths import carrying

_MAINS = "/descendant::main | " + carrying("role[.='main']")
# The landmark holds at least this share of the page's prose (text outside links).
MIN_PROSE_SHARE = 0.6


def main_landmark(body: HtmlElement) -> HtmlElement:
    """The one main landmark of ``body`` holding its ``<h1>`` and most of its prose, or ``body``."""
    mains = [m for m in body.xpath(_MAINS) if isinstance(m.tag, str)]
    if len(mains) != 1:
        return body
    main = mains[0]
    if main.find(".//h1") is None:
        return body
    sizes = measure(body)
    text, links = sizes.get(body, (0, 0))
    main_text, main_links = sizes.get(main, (0, 0))
    if main_text - main_links < MIN_PROSE_SHARE * (text - links):
        return body
    return main
