"""Tickers: one short phrase copied many times over, side by side, for a scrolling strip.

A marquee (a strip of text that scrolls across the page without end) is built
by repeating its phrase as many times as the widest screen needs, each copy an
element of its own. The reader sees the phrase go by; the page's text holds it
dozens or hundreds of times, which drowns what the page says in one repeated
line. Only the first copy is kept. The signal is structure alone: many sibling
elements whose text is the same, and that is all their parent holds.
"""

from __future__ import annotations

from lxml.html import HtmlElement

# At least this many sibling copies make a ticker: lists of identical entries
# that a reader must see one by one (a column of "yes", a row of stars) are shorter.
MIN_COPIES = 12


def _text(elem: HtmlElement) -> str:
    return " ".join(elem.text_content().split())


def ticker_copies(root: HtmlElement) -> list[HtmlElement]:
    """The second and later copies of each ticker in ``root``, in page order."""
    doomed: list[HtmlElement] = []
    for parent in root.iter():
        if not isinstance(parent.tag, str) or len(parent) < MIN_COPIES:
            continue
        children = [child for child in parent if isinstance(child.tag, str)]
        if len(children) < MIN_COPIES or (parent.text or "").strip():
            continue
        phrase = _text(children[0])
        if not phrase or any((child.tail or "").strip() for child in children):
            continue
        if all(_text(child) == phrase for child in children[1:]):
            doomed.extend(children[1:])
    return doomed
