"""readability's rewrite of the ``<div>``s that stand for paragraphs, done in one walk.

readability scores paragraphs, so before scoring it turns a ``<div>`` that holds no
block into a ``<p>``, and wraps the loose text and inline runs of a ``<div>`` that
does hold blocks in ``<p>``s of their own (a ``<br>`` parts them). readability-lxml
tells a block by serialising each ``<div>``'s children and matching their tags, once
per ``<div>``: on a deep page, the whole tree many times. Here the elements that hold
a block are found once: the ancestors of each block element, each chain climbed until
it meets one already found (the same answer).
"""

from __future__ import annotations

import lxml.etree
from lxml.html import HtmlElement

# readability turns a <div> into a <p> unless its serialised children match
# "<(blockquote|dl|div|img|ol|p|pre|table|ul)": a descendant tag with one of these prefixes.
_BLOCK_PREFIXES = ("blockquote", "dl", "div", "img", "ol", "p", "table", "ul")
_INLINE_TAGS = frozenset(
    {"a", "b", "cite", "code", "em", "font", "i", "small", "span", "strong", "sub", "sup", "u"}
)


def divs_into_paragraphs(root: HtmlElement) -> None:
    """readability's div-to-paragraph rewrite of ``root``, in place, without serialising
    every div."""
    has_block: set[HtmlElement] = set()
    for elem in root.iter(lxml.etree.Element):
        if elem.tag.startswith(_BLOCK_PREFIXES):
            for ancestor in elem.iterancestors():
                if ancestor in has_block:
                    break
                has_block.add(ancestor)
    for elem in root.iter("div"):
        if elem not in has_block:
            elem.tag = "p"
    for elem in list(root.iter("div")):
        children = list(elem)
        paragraph = None
        if elem.text and elem.text.strip():
            p = elem.makeelement("p")
            p.text = elem.text
            elem.text = None
            elem.insert(0, p)
            paragraph = p
        for child in children:
            if child.tag == "br":
                paragraph = None
                continue
            if child.tag not in _INLINE_TAGS or child in has_block:
                paragraph = None
                continue
            if paragraph is None:
                paragraph = elem.makeelement("p")
                child.addprevious(paragraph)
            paragraph.append(child)
        for pos, child in reversed(list(enumerate(elem))):
            if child.tail and child.tail.strip():
                p = elem.makeelement("p")
                p.text = child.tail
                child.tail = None
                elem.insert(pos + 1, p)
            if child.tag == "br":
                child.drop_tree()

