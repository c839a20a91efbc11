"""Whether readability's block leaves out prose of the page's main region.

readability keeps the block it scores highest; on a page whose text runs on
across an inline block, or a page made of sections, that block can hold only
part of the text. The region's prose paragraphs, matched to the block's by
text, tell when it does (see ``misses_prose``).
"""

from __future__ import annotations

from lxml.html import HtmlElement

from services.extract import dom
from services.extract.alike import MIN_NUMBERED_RUN, numbered_runs
from services.extract.script_width import alphabetic_length

# A paragraph of prose: at least this many characters, few of them link text.
PROSE_CHARS = 80
PROSE_LINK_DENSITY = 0.3
# readability's block holds none of the region's paragraphs while the region
# holds at least this much prose in them (in alphabetic characters: a CJK
# character counts as the letters it stands for, ``script_width``): the block
# is a list or a teaser, and the text is elsewhere.
MIN_MISSED_PROSE = 500
# ... and that prose is at least this share of the block's own text: a block
# that writes its text without ``<p>`` (in ``<div>``s) matches none of the
# region's paragraphs, and an author's bio or a caption beside it is no text it
# missed. (0.1 and 0.2 change the same page of the development halves; 0.3 also
# a page of ``extraction-wide2``'s validation half, for the worse.)
MISSED_BESIDE_SHARE = 0.15
# A page that is not an article (a service or landing page) is a run of
# sections; readability keeps some and skips others. Prose it skipped inside
# its own span, or on both sides of it, past this share of the prose it kept,
# says the sections are one text.
MISSED_SECTIONS_SHARE = 0.4
# A signed article's text runs on across inline blocks (an ad, a signup box, a
# related-links card); readability's cleaning can drop that block together with
# the paragraphs around it. Prose skipped between the first and the last
# paragraph readability kept, past this share of what it kept, says the body
# went on where readability stopped.
ARTICLE_SKIPPED_SHARE = 0.2


def prose_paragraphs(root: HtmlElement) -> list[tuple[str, HtmlElement]]:
    """Each prose paragraph (``<p>``) of ``root`` with its text, in page order."""
    found = []
    for para in root.iter("p"):
        text = para.text_content()
        if len(text) < PROSE_CHARS:  # (spaces only add to the length)
            continue
        text = " ".join(text.split())
        if len(text) < PROSE_CHARS:
            continue
        if dom.link_length(para) <= PROSE_LINK_DENSITY * len(text):
            found.append((text, para))
    return found


def paragraphs(root: HtmlElement) -> list[str]:
    """The text of each prose paragraph (``<p>``) of ``root``, in page order."""
    return [text for text, _ in prose_paragraphs(root)]


def _holder_kind(para: HtmlElement,
                 runs: dict[HtmlElement, dict[HtmlElement, tuple[str, str]]]) -> tuple[str, str]:
    """The tag and class of the element holding ``para``; the posts or parts a template
    numbers one by one (``alike.numbered_runs``, kept in ``runs`` by their parent) are
    of one kind."""
    parent = para.getparent()
    if parent is None:
        return ("", "")
    above = parent.getparent()
    if above is not None and any(char.isdigit() for char in parent.get("class") or ""):
        if above not in runs:
            runs[above] = numbered_runs(above, MIN_NUMBERED_RUN)
        numbered = runs[above].get(parent)
        if numbered is not None:
            return numbered
    return (parent.tag, parent.get("class") or "")


def _skipped_in_body(article: HtmlElement, kept: set[str],
                     found: list[tuple[str, HtmlElement]], first: int, last: int) -> int:
    """Characters of prose skipped between paragraphs ``first`` and ``last`` of ``found``
    that sit in holders like those of the kept paragraphs (the same tag and class, or
    items numbered one by one in one run).

    The body's own paragraphs, cut off by an inline block, sit where the kept
    ones do; teasers and cards between them sit in holders of their own. A
    paragraph whose text the block holds in another shape (readability
    rewrote its markup) is not skipped.
    """
    runs: dict[HtmlElement, dict[HtmlElement, tuple[str, str]]] = {}
    kinds = {_holder_kind(para, runs) for text, para in found[first:last + 1] if text in kept}
    skipped = [text for text, para in found[first:last + 1]
               if text not in kept and _holder_kind(para, runs) in kinds]
    if not skipped:
        return 0
    article_text = " ".join(article.text_content().split())
    return sum(len(text) for text in skipped if text not in article_text)


def misses_prose(article: HtmlElement, region: HtmlElement, *, is_article: bool,
                  signed: bool = True) -> bool:
    """Whether readability's block leaves out much of the prose of the page's main region.

    The region's prose paragraphs are matched to the block's by text. When the
    block has none of them, it is a list or a teaser and the text is elsewhere,
    unless their prose is little beside the block's own text (``MISSED_BESIDE_SHARE``:
    the block wrote its text in other elements, and the region's paragraphs are a bio).
    A signed article misses prose when much of it was skipped between the
    block's first and last paragraph, in holders like those of the paragraphs
    it kept (see ``ARTICLE_SKIPPED_SHARE``).
    Otherwise, on a page that is not an article, prose skipped between the
    block's first and last paragraph, plus the lesser of what comes before and
    after them, is measured against what the block kept: an article has its
    lead and comments around it, a landing page has sections on all sides.
    A page that calls itself an article but is ``signed`` by no date and no
    author is taken at its structure too (site builders mark every page an
    article).
    """
    kept = set(paragraphs(article))
    found = prose_paragraphs(region)
    texts = [text for text, _ in found]
    inside = [i for i, text in enumerate(texts) if text in kept]
    if not inside:
        missed = sum(len(text) for text in texts)
        return (missed >= MISSED_BESIDE_SHARE * dom.text_length(article)
                and sum(map(alphabetic_length, texts)) >= MIN_MISSED_PROSE)
    first, last = inside[0], inside[-1]
    kept_len = sum(len(texts[i]) for i in inside)
    if is_article and signed:
        skipped_body = _skipped_in_body(article, kept, found, first, last)
        return skipped_body > ARTICLE_SKIPPED_SHARE * kept_len
    skipped = sum(len(text) for text in texts[first:last + 1] if text not in kept)
    around = min(sum(len(text) for text in texts[:first]),
                 sum(len(text) for text in texts[last + 1:]))
    return skipped + around > MISSED_SECTIONS_SHARE * kept_len
