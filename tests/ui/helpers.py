"""Finding links inside a chat message, to click and hover them like a user."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QTextBrowser


def anchors(browser: QTextBrowser) -> list[tuple[str, str, int]]:
    """(href, text, position) of every link fragment, in document order."""
    found: list[tuple[str, str, int]] = []
    block = browser.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.isValid() and fragment.charFormat().isAnchor():
                href = fragment.charFormat().anchorHref()
                # Citation pills are padded with no-break spaces: the label is the number.
                found.append((href, fragment.text().strip("\xa0"), fragment.position()))
            it += 1
        block = block.next()
    return found


def anchor_point(browser: QTextBrowser, href: str, occurrence: int = 0) -> QPoint:
    """A viewport point inside the ``occurrence``-th link to ``href``."""
    matches = [a for a in anchors(browser) if a[0] == href]
    assert len(matches) > occurrence, f"no link {href!r} in {anchors(browser)}"
    _href, _text, position = matches[occurrence]
    cursor = QTextCursor(browser.document())
    cursor.setPosition(position)
    start = browser.cursorRect(cursor)
    cursor.setPosition(position + 1)
    end = browser.cursorRect(cursor)
    return QPoint((start.left() + end.left()) // 2, (start.center().y() + end.center().y()) // 2)
