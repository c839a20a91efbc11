"""Where a page shows its title when no heading does.

Pages built before headings were the rule (tables of cells, ``<font>`` and ``<b>``), and
pages of site builders that set every line in a ``<p>`` or a ``<div>``, show their title
as a line of its own: an element whose whole text is the title the page declares. The
date line stands beside it as it would beside an ``<h1>``. Nothing here
knows words of any language or any class name: the line is told by its text alone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from lxml.html import HtmlElement

from services.extract.titles import heading_text

# Elements whose text is no line a reader sees as the page's title.
_UNSEEN = frozenset({"head", "script", "style", "noscript", "template", "title", "select",
                     "option", "textarea", "button", "svg"})
# A title shorter than this (squashed) is a word a page shows in many places.
_MIN_TITLE_KEY = 8
# A line longer than this many characters is a paragraph that happens to hold the title.
_MAX_LINE_CHARS = 300
# A text must begin a title by this many letters to start a line (one letter begins many).
_MIN_START = 3
# How much of a title's first word the page's texts are searched for.
_FIRST_WORD_CHARS = 12


_WORDS = re.compile(r"[^\W_]+")


def _key(text: str) -> str:
    """``text``'s letters and digits alone, case folded: how a title is compared."""
    return "".join(_WORDS.findall(text.casefold()))


def title_line(doc: HtmlElement, titles: Sequence[str]) -> HtmlElement | None:
    """The first element of the page's body whose whole text is one of ``titles`` (the
    titles the page declares, with and without the site's name), None when none is.

    A line is looked for where a text begins a title (the texts that hold a title's first
    word, found by XPath); of nested elements that all read the title (a cell, its
    ``<div>``, its ``<b>``) the outermost is taken: what follows it is what follows the
    title."""
    said = [t for t in titles if t and len(_key(t)) >= _MIN_TITLE_KEY]
    keys = {_key(t) for t in said}
    body = doc.find("body")
    if not keys or body is None:
        return None
    firsts = sorted({m.group()[:_FIRST_WORD_CHARS] for t in said if (m := _WORDS.search(t))})
    holding = body.xpath(
        "descendant::text()[" + " or ".join(f"contains(., $w{i})" for i in range(len(firsts)))
        + "]", **{f"w{i}": word for i, word in enumerate(firsts)})
    for text in holding:
        if len(text) > _MAX_LINE_CHARS:
            continue  # a paragraph, or a script's data, that names the title
        start = _key(str(text))
        if len(start) < _MIN_START or not any(key.startswith(start) for key in keys):
            continue
        elem = text.getparent()
        if text.is_tail:  # a text after an icon or a break inside the line
            elem = elem.getparent() if elem is not None else None
        if elem is None or _unseen(elem):
            continue
        line = _outermost_line(elem, body, keys)
        if line is not None:
            return line
    return None


def _unseen(elem: HtmlElement) -> bool:
    """Whether ``elem`` or an element around it shows no line a reader sees."""
    return any(e.tag in _UNSEEN for e in (elem, *elem.iterancestors()))


def _outermost_line(elem: HtmlElement, body: HtmlElement, keys: set[str]) -> HtmlElement | None:
    """The outermost of ``elem`` and the elements around it whose whole text is a title."""
    line = None
    scope: HtmlElement | None = elem
    while scope is not None and scope is not body and (
            len(scope.text_content()) <= _MAX_LINE_CHARS):
        if _key(heading_text(scope)) in keys:
            line = scope
        elif line is not None:
            break
        scope = scope.getparent()
    return line
