"""The opening paragraphs of an article that readability's block starts after.

A page builder often puts an article's introduction in a block of its own
under the title (a "wysiwyg" section before the list of reviewed products,
the intro before the first numbered section), and readability keeps only the
larger block that follows. The introduction is then the run of prose
paragraphs of the page's main region that lies between the title heading
(``<h1>``) and the first paragraph readability kept. A single paragraph there
is as often a standfirst, a summary or a teaser as the article's own text, so
only a run of ``MIN_LEAD_PARAGRAPHS`` or more counts.
"""

from __future__ import annotations

import copy

from lxml.html import HtmlElement

MIN_LEAD_PARAGRAPHS = 3


def missed_lead(region: HtmlElement, paragraphs: list[tuple[str, HtmlElement]],
                kept: set[str], held: str = "") -> list[HtmlElement]:
    """The prose paragraphs of ``region`` between its title heading and the first one ``kept``.

    Args:
        region: the page's main region (chrome removed).
        paragraphs: the region's prose paragraphs, with their text, in page order.
        kept: the texts of the prose paragraphs readability's block holds.
        held: the block's whole text (spaces collapsed); a paragraph it holds in
            another shape (readability rewrote its markup) is not missed.

    Returns:
        The run of paragraphs (``[]`` when it is shorter than ``MIN_LEAD_PARAGRAPHS``,
        when the region has no ``<h1>`` or when the block holds none of the
        region's paragraphs after it).
    """
    heading = next(region.iter("h1"), None)
    if heading is None:
        return []
    after_heading = False
    lead: list[HtmlElement] = []
    wanted = {id(para) for _, para in paragraphs}
    texts = {id(para): text for text, para in paragraphs}
    for elem in region.iter():
        if elem is heading:
            after_heading = True
            continue
        if not after_heading or id(elem) not in wanted:
            continue
        text = texts[id(elem)]
        if text in kept:
            return lead if len(lead) >= MIN_LEAD_PARAGRAPHS else []
        if text not in held:
            lead.append(elem)
    return []


def prepend_lead(article: HtmlElement, lead: list[HtmlElement]) -> None:
    """Put copies of the ``lead`` paragraphs at the start of ``article`` (in place)."""
    for position, para in enumerate(lead):
        clone = copy.deepcopy(para)
        clone.tail = None
        article.insert(position, clone)
