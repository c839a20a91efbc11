"""A landing page: a run of headed sections, of which readability keeps a few.

A service or landing page names no date and no author; its content is many
short sections, each under its own heading (what we do, how it works, who we
are). readability scores blocks of prose, so it keeps the one or two sections
with the most text and leaves the rest. The headings say what the page is, in
any language: when the page's main region holds many more headings of text
than readability's block, and the block holds little of the region, the
sections are the content.
"""

from __future__ import annotations

from lxml.html import HtmlElement

from services.extract import dom

# The main region holds at least this many more section headings than
# readability's block, ...
MISSED_HEADINGS = 5
# ... the block holds less than this share of the region's text ...
MISSED_HEADINGS_SHARE = 0.6
# ... and at most this share of its headings (a long sectioned article that
# readability kept whole holds most of its own headings).
HELD_HEADINGS_SHARE = 0.25
# A heading heads a section when the block after it holds this much text with
# at most this share of link text (the heading of a column of links does not).
SECTION_TEXT_CHARS = 1
SECTION_LINK_DENSITY = 0.5
# A card's heading may close its own box: its text follows a few levels up.
_SECTION_LEVELS = 3


def section_headings(root: HtmlElement) -> int:
    """How many headings of ``root`` head a section of text.

    A section's heading is followed by its text; the heading of a column of
    links (a sidebar's "popular posts", a menu) by links.
    """
    count = 0
    for heading in root.iter(*dom.HEADING_TAGS):
        body = _next_block(heading, root)
        if body is None:
            continue
        length = dom.text_length(body)
        if length >= SECTION_TEXT_CHARS and dom.link_length(body) <= SECTION_LINK_DENSITY * length:
            count += 1
    return count


def _next_block(heading: HtmlElement, root: HtmlElement) -> HtmlElement | None:
    """The first block with text after ``heading``, looking a few levels up."""
    node = heading
    for _ in range(_SECTION_LEVELS):
        found = next((s for s in node.itersiblings() if isinstance(s.tag, str)
                      and dom.text_length(s)), None)
        if found is not None:
            return found
        parent = node.getparent()
        if parent is None or node is root:
            return None
        node = parent
    return None


def misses_sections(article: HtmlElement, region: HtmlElement, article_len: int,
                    region_len: int) -> bool:
    """Whether readability's block holds few of the headed sections of the main region.

    ``article_len`` and ``region_len`` are the two blocks' text lengths. The
    caller asks only for a page that names no date and no author: a signed
    article's region adds its comments and teasers, not sections of it.
    """
    if article_len >= MISSED_HEADINGS_SHARE * region_len:
        return False
    held, headings = section_headings(article), section_headings(region)
    return headings - held >= MISSED_HEADINGS and held <= HELD_HEADINGS_SHARE * headings
