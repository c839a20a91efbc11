"""Structure that marks a block as part of the text, whatever its link density.

Readability-style cleaning drops link-dense lists. Structure says otherwise,
in any language, for a list that is a section of a sectioned text: it follows
a heading of a level used for other sections of the same container ("See
also", "Further reading" under an ``<h2>`` among ``<h2>`` sections), or sits
between two prose paragraphs (a list in the middle of a post); and for a
list of notes, an ``<ol>`` whose items link back into the page (footnotes
and references, whose back-links and source titles make them link-dense).
"""

from __future__ import annotations

from lxml.html import HtmlElement

from services.extract.dom import link_length, text_length

_HEADINGS = frozenset({"h2", "h3", "h4", "h5", "h6"})
_LISTS = frozenset({"ul", "ol", "dl"})
_PROSE_CHARS = 60
_PROSE_LINK_DENSITY = 0.3


def is_prose(elem: HtmlElement | None) -> bool:
    """A paragraph-like block of running text with few links."""
    if elem is None or not isinstance(elem.tag, str) or elem.tag in _HEADINGS | _LISTS:
        return False
    length = text_length(elem)
    if length < _PROSE_CHARS:
        return False
    links = link_length(elem)
    return links <= _PROSE_LINK_DENSITY * length


def _element_sibling(elem: HtmlElement, preceding: bool) -> HtmlElement | None:
    """The nearest sibling element that shows something (an empty spacer is skipped)."""
    for sibling in elem.itersiblings(preceding=preceding):
        if isinstance(sibling.tag, str) and (
                text_length(sibling) or sibling.tag == "img" or sibling.find(".//img") is not None):
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
    after = _element_sibling(elem, preceding=False)
    return is_prose(before) and (is_prose(after) or (after is not None and after.tag in _HEADINGS))



# A block is a quotation's holder when a quotation holds this much of its text.
_QUOTED_SHARE = 0.9


def is_quotation_holder(elem: HtmlElement) -> bool:
    """A ``<blockquote>``, or a block whose text is nearly all in quotations (an embedded post).

    Embed wrappers are named after the network the post comes from ("social",
    "media", "embed"); the quotation is still part of the text.
    """
    if elem.tag == "blockquote":
        return True
    length = text_length(elem)
    if not length:
        return False
    quoted = 0
    for quote in elem.iter("blockquote"):
        outer = True  # (a quotation inside another is counted with it)
        for ancestor in quote.iterancestors():
            if ancestor is elem:
                break
            if ancestor.tag == "blockquote":
                outer = False
                break
        if outer:
            quoted += text_length(quote)
    return quoted >= _QUOTED_SHARE * length


def quotation_holders(root: HtmlElement) -> set[HtmlElement]:
    """The blocks under ``root`` around quotations that hold little else (not the quotations)."""
    holders: set[HtmlElement] = set()
    for quote in root.iter("blockquote"):
        for elem in quote.iterancestors():
            if elem is root or elem in holders or not is_quotation_holder(elem):
                break
            holders.add(elem)
    return holders


def is_in_page_link(link: HtmlElement) -> bool:
    """A link to a fragment of the page it is on (a note, a section, the contents)."""
    return (link.get("href") or "").startswith("#")


def is_note(elem: HtmlElement) -> bool:
    """An item of a list of notes: an ``<li>`` of an ``<ol>`` with a link back into the page.

    The back-link ("^", "↑", a number) returns to the note's marker in the
    text; words beyond it are the note itself. An item that is only in-page
    links is a table of contents entry, not a note.
    """
    if elem.tag != "li":
        return False
    parent = elem.getparent()
    if parent is None or parent.tag != "ol":
        return False
    back = [a for a in elem.iter("a") if is_in_page_link(a)]
    if not back:
        return False
    return text_length(elem) > sum(text_length(a) for a in back)


def is_note_list(elem: HtmlElement) -> bool:
    """An ``<ol>`` whose items are mostly notes (see ``is_note``)."""
    if elem.tag != "ol":
        return False
    items = [li for li in elem if li.tag == "li"]
    return bool(items) and 2 * sum(1 for li in items if is_note(li)) > len(items)
