"""A thin reading: both strategies kept a line or two of a page that shows more.

readability's block and the main region (chrome removed) usually disagree
on a page's extent, and ``pipeline.choose`` picks between them. When both
hold less than the shortest article's text (``pipeline.MIN_ARTICLE_CHARS``),
neither found the content: the page's ``<main>`` holds a store finder or a
filter bar while the listing sits beside it, or the content sits in a block
named like chrome. The whole visible page is then read as one region (as for
a near-empty reading), and kept when it holds more.
"""

from __future__ import annotations

from lxml.html import HtmlElement

from services.extract.dom import reaches


def thin_reading(article: HtmlElement | None, region: HtmlElement | None, below: int) -> bool:
    """Whether readability's block and the main region both hold less than ``below``
    characters of text: a line or two, not a page's content."""
    return all(block is None or not reaches(block, below) for block in (article, region))
