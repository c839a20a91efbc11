"""The blocks set between the parts of a split article: the rest of its body.

A page builder splits an article into blocks of one kind (see ``peers``) and
sets blocks of other kinds between them: a quotation, a box of figures, a row
of columns (pros and cons), a heading of its own, a part whose sources are
linked. They sit inside the article's span, after one part and before the
next, and are part of its body when they read as text: an element of a kind
that holds content (not an aside, navigation or a form), with no form
controls, and with links for at most half its text (a row of share or shop
buttons, a list of links elsewhere, is none of the article). A block alike
the parts (``peers``) that was left out of them stays out: it is another
post of a thread, another entry of a list, not a box set in the text. So
does a picture with its caption or credit (a block with an image and little
text: the pipeline keeps no caption of an article's figures), and a pull quote
that repeats a sentence of the parts.
"""

from __future__ import annotations

from lxml.html import HtmlElement

from services.extract.dom import link_length, text_length
from services.extract.peers import are_peers, marks

# Elements that never hold an article's body.
_NOT_BODY = frozenset({
    "aside", "nav", "form", "footer", "header", "button", "iframe", "script", "style",
    "noscript", "template", "select", "input", "textarea", "dialog",
})
_CONTROLS = "boolean(descendant::form | descendant::input | descendant::button" \
            " | descendant::select | descendant::textarea | descendant::iframe)"
# A block whose links hold more than this share of its text leads elsewhere.
MAX_LINK_SHARE = 0.5
_PICTURE = ("boolean(descendant::img | descendant::picture | descendant::video"
            " | descendant::figure)")
# A picture's box with at most this much text shows a caption and a credit
# (as ``prune`` reads the short text under a figure's image).
MAX_CAPTION_CHARS = 250


def _reads_as_body(elem: HtmlElement) -> bool:
    if not isinstance(elem.tag, str) or elem.tag in _NOT_BODY:
        return False
    length = text_length(elem)
    if length == 0:
        return False
    if link_length(elem) > MAX_LINK_SHARE * length:
        return False
    if length <= MAX_CAPTION_CHARS and elem.xpath(_PICTURE):
        return False
    return not elem.xpath(_CONTROLS)


def with_interior(group: list[HtmlElement], holder: HtmlElement) -> list[HtmlElement]:
    """``group`` (sibling blocks in page order, ``holder`` among them) with the siblings
    between its first and last block that read as body text and are no peers of
    ``holder``, in page order."""
    if len(group) < 2:
        return group
    parent = group[0].getparent()
    if parent is None or any(block.getparent() is not parent for block in group):
        return group
    kept = {id(block) for block in group}
    children = list(parent)
    first = children.index(group[0])
    last = children.index(group[-1])
    holder_marks = marks(holder)
    parts = " ".join(" ".join(block.text_content().split()) for block in group)
    return [child for child in children[first:last + 1]
            if id(child) in kept or (_reads_as_body(child)
                                     and not are_peers(holder, child, holder_marks)
                                     and " ".join(child.text_content().split()) not in parts)]
