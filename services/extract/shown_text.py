"""The text a page shows, piece by piece in reading order, for rules that read it whole.

A piece is an element's own text (at its ``start``) or the text after its end tag (its
tail, at its ``end``), as ``lxml.etree.iterwalk`` meets them; what no reader sees is
skipped with everything inside it (scripts, styles, the head). ``iterwalk`` reports no
comment on these events, so the text after a comment inside an element ("a<!-- -->b":
"b") is no piece.
"""

from __future__ import annotations

from collections.abc import Iterator

from lxml import etree
from lxml.html import HtmlElement

UNSEEN = frozenset({"script", "style", "noscript", "template", "head", "title"})
"""Elements whose text no reader sees."""


def shown_pieces(doc: HtmlElement) -> Iterator[tuple[str, HtmlElement, str]]:
    """``(event, element, text)`` for each ``start`` of an element a reader sees (its own
    text) and each ``end`` (its tail; an unseen element's too, for its tail is shown); a
    piece may be "" (an element with no text)."""
    walk = etree.iterwalk(doc, events=("start", "end"))
    for event, elem in walk:
        if event == "end":
            yield event, elem, elem.tail or ""
        elif not isinstance(elem.tag, str) or elem.tag in UNSEEN:
            walk.skip_subtree()
        else:
            yield event, elem, elem.text or ""
