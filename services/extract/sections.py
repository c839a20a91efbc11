"""Structure that marks a block as part of the text, whatever its link density.

Readability-style cleaning drops link-dense lists. Structure says otherwise,
in any language, for a list that is a section of a sectioned text: it follows
a heading of a level used for other sections of the same container ("See
also", "Further reading" under an ``<h2>`` among ``<h2>`` sections), or sits
between two prose paragraphs (a list in the middle of a post).
"""

from __future__ import annotations

from lxml.html import HtmlElement

_HEADINGS = frozenset({"h2", "h3", "h4", "h5", "h6"})
_LISTS = frozenset({"ul", "ol", "dl"})
_PROSE_CHARS = 60
_PROSE_LINK_DENSITY = 0.3


def _length(elem: HtmlElement) -> int:
    return len(" ".join(elem.text_content().split()))


def is_prose(elem: HtmlElement | None) -> bool:
    """A paragraph-like block of running text with few links."""
    if elem is None or not isinstance(elem.tag, str) or elem.tag in _HEADINGS | _LISTS:
        return False
    length = _length(elem)
    if length < _PROSE_CHARS:
        return False
    links = sum(_length(a) for a in elem.iter("a"))
    return links <= _PROSE_LINK_DENSITY * length


def _element_sibling(elem: HtmlElement, preceding: bool) -> HtmlElement | None:
    for sibling in elem.itersiblings(preceding=preceding):
        if isinstance(sibling.tag, str):
            return sibling
    return None


def is_section_list(elem: HtmlElement) -> bool:
    """A list that belongs to the text: a section's body, or a list between paragraphs."""
    if elem.tag not in _LISTS:
        return False
    before = _element_sibling(elem, preceding=True)
    parent = elem.getparent()
    if before is not None and before.tag in _HEADINGS and parent is not None:
        peers = [h for h in parent if h.tag == before.tag]
        if len(peers) >= 2 and any(is_prose(p) for p in parent if p.tag == "p"):
            return True
    return is_prose(before) and is_prose(_element_sibling(elem, preceding=False))

