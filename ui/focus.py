"""Tab order that follows the screen.

Qt's default focus chain is the order widgets were created: an answer built
after the message box came after it, and a control added later to a message
went to the end of the window. ``screen_order`` reads a widget's layouts
instead (top to bottom, left to right, as they are drawn); ``chain`` applies
an order with ``QWidget.setTabOrder``.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import pairwise

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLayout, QWidget


def takes_tab(widget: QWidget) -> bool:
    return bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)


def screen_order(widget: QWidget) -> list[QWidget]:
    """The controls Tab should reach inside ``widget``, in the order its layouts
    place them (the widget itself first when it takes focus)."""
    found: list[QWidget] = []
    if takes_tab(widget) and widget.focusProxy() is None:
        found.append(widget)
    layout = widget.layout()
    if layout is not None:
        found.extend(_from_layout(layout))
    return found


def _from_layout(layout: QLayout) -> list[QWidget]:
    found: list[QWidget] = []
    for number in range(layout.count()):
        item = layout.itemAt(number)
        if item is None:
            continue
        child = item.widget()
        if child is not None:
            found.extend(screen_order(child))
            continue
        inner = item.layout()
        if inner is not None:
            found.extend(_from_layout(inner))
    return found


def chain(widgets: Iterable[QWidget]) -> None:
    """Tab visits ``widgets`` in this order (hidden ones are skipped by Qt)."""
    for first, second in pairwise(widgets):
        QWidget.setTabOrder(first, second)
