"""Lists a paragraph of the text announces: part of the article, whatever their links.

A text that introduces a list with a colon ("Here are the models he
recommends:") goes on in that list; readability's cleaning judges the list
alone and drops it when its items name linked things (products, tools,
sources). A list right after a paragraph ending with a colon (Latin or
full-width) is kept when its links hold at most half its text: a list of
links only ("Related:", "See also:") still leads elsewhere.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from lxml.html import HtmlElement

from services.extract.dom import text_length

_COLONS = (":", "\uff1a")
# The announcing paragraph is running text, not a label ("Tags:"): this many
# characters, or in Chinese, Japanese or Korean (a word in a character or two) this many.
_MIN_LEAD_CHARS = 25
_MIN_CJK_LEAD_CHARS = 10
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
MAX_LINK_SHARE = 0.5


def announced_lists(node: HtmlElement,
                    link_density: Callable[[HtmlElement], float]) -> list[HtmlElement]:
    """The lists of ``node`` that a paragraph ending with a colon introduces."""
    found: list[HtmlElement] = []
    for elem in node.iter("ul", "ol"):
        lead = elem.getprevious()
        if lead is None or lead.tag != "p":
            continue
        text = " ".join(lead.text_content().split())
        if not text.endswith(_COLONS) or len(text) < (
                _MIN_CJK_LEAD_CHARS if _CJK.search(text) else _MIN_LEAD_CHARS):
            continue
        if text_length(elem) and link_density(elem) <= MAX_LINK_SHARE:
            found.append(elem)
    return found
