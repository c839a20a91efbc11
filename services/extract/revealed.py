"""A hidden wrapper that is the page's content, hidden until a script shows it.

Some shops wrap everything between their header and their footer in one
``display:none`` element that a script reveals (an age gate, a members-only
lock, an anti-flicker snippet). Measured against the whole page's text, that
wrapper can fall short of "nearly all of it" (``dom``'s anti-flicker rule):
the page's header, menus and footer stay visible, and a large page's scripts
add text no reader sees. Measured against what a reader would see outside the
header, the footer and the menus, it still holds nearly everything.
"""

from __future__ import annotations

from lxml.html import HtmlElement

# Text no reader sees, and the frame around a page's content.
_UNSEEN = frozenset({"script", "style", "noscript", "template"})
_FRAME = frozenset({"header", "footer", "nav"})
# The wrapper's share of the seen text outside the page's frame that makes it the content.
CONTENT_SHARE = 0.8


def seen_length(root: HtmlElement, skip: frozenset[str] = _UNSEEN) -> int:
    """Characters of text under ``root`` outside ``skip`` elements (whitespace runs not
    counted)."""
    total = 0
    stack = [root]
    while stack:
        elem = stack.pop()
        if elem is not root:
            total += len("".join((elem.tail or "").split()))
        if not isinstance(elem.tag, str) or elem.tag in skip:
            continue
        total += len("".join((elem.text or "").split()))
        stack.extend(elem)
    return total


def holds_hidden_content(elem: HtmlElement, body: HtmlElement) -> bool:
    """Whether the hidden ``elem`` holds nearly all the text ``body`` shows outside its
    header, footer and menus (scripts and styles not counted)."""
    inside = seen_length(elem)
    if inside == 0:
        return False
    outside_frame = seen_length(body, _UNSEEN | _FRAME)
    return inside >= CONTENT_SHARE * outside_frame
