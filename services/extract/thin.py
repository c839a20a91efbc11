"""A thin reading: both strategies kept a line or two of a page that shows more.

readability's block and the main region (chrome removed) usually disagree
on a page's extent, and ``pipeline.choose`` picks between them. When both
hold less than ``THIN_CHARS`` of text, neither found the content: the
page's ``<main>`` holds a store finder or a filter bar while the listing sits
beside it, or the content sits in a block named like chrome. The whole
visible page is then read as one region (as for a near-empty reading), and
kept when it holds more.
"""

from __future__ import annotations

from lxml.html import HtmlElement

from services.extract.dom import text_length

# Below this many characters a block is a line or two, not a page's content
# (``pipeline.MIN_ARTICLE_CHARS``).
THIN_CHARS = 200


def thin_reading(article: HtmlElement | None, region: HtmlElement | None) -> bool:
    """Whether readability's block and the main region both hold less than ``THIN_CHARS``."""
    return all(block is None or text_length(block) < THIN_CHARS for block in (article, region))
