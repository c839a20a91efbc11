"""A block that trails one post of a thread: the poster's signature, not the post.

Chrome inside a content block is found by its name (``prune``'s noise names),
but only while it is small beside the block: a noise-named element holding a
large share of it may be a wrapper around the content itself. A thread breaks
that guard: a short thread of long signatures (a member's titles, links to
their shop, a motto) gives a signature a large share of the page.

Such a block shows where it sits, on any site and in any language: it is the
last block of its container, after the post's own text, and the container is
one post of several that share a template (alike siblings, ``alike_kind``, as
``thread`` tells posts apart). A wrapper holds the text; it does not
follow it.
"""

from __future__ import annotations

from lxml.html import HtmlElement

from services.extract.alike import alike_kind, classed_ancestry
from services.extract.dom import text_length

# The trailer holds under this share of the block (more is the block's own text)
MAX_SHARE = 0.5
# and follows at least this much of the post's text in its container.
MIN_TRAILED_CHARS = 80
# The post holding it is at most this many levels above it.
_POST_LEVELS = 6


def _text_after(elem: HtmlElement) -> bool:
    return any(isinstance(s.tag, str) and text_length(s) for s in elem.itersiblings())


def _text_before(elem: HtmlElement) -> int:
    before = 0
    for sibling in elem.itersiblings(preceding=True):
        if isinstance(sibling.tag, str):
            before += text_length(sibling)
            if before >= MIN_TRAILED_CHARS:
                break
    return before


def _in_post(elem: HtmlElement, root: HtmlElement) -> bool:
    """Whether an ancestor of ``elem`` below ``root`` has an alike sibling with text."""
    return any(
        any(s is not node and isinstance(s.tag, str) and alike_kind(s) == kind
            and text_length(s) for s in parent)
        for node, parent, kind in classed_ancestry(elem.getparent(), root, _POST_LEVELS))


def trails_post(elem: HtmlElement, text: int, root: HtmlElement, root_len: int) -> bool:
    """Whether ``elem`` (``text`` long, in a block ``root_len`` long) trails a post's
    text in a thread (see the module's doc)."""
    return (text <= MAX_SHARE * root_len and not _text_after(elem)
            and _text_before(elem) >= MIN_TRAILED_CHARS and _in_post(elem, root))
