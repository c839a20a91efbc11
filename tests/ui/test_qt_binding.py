"""The Qt binding must not erode the reference count of ``None``.

PySide6 6.12.0 on CPython 3.11 dropped one reference to ``None`` on every Qt
call that returns nothing; after a few thousand such calls the interpreter
aborted with "none_dealloc". pyproject.toml excludes that build; this test
keeps any future one from bringing the bug back.
"""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot


def test_void_qt_calls_keep_none_alive(qtbot: QtBot) -> None:
    label = QLabel()
    qtbot.addWidget(label)
    label.setText("warm")  # the first call may create lasting references
    before = sys.getrefcount(None)
    for n in range(5000):
        label.setText(str(n))
        label.setToolTip("")
        label.setVisible(False)
    after = sys.getrefcount(None)
    # Other threads may hold or drop a few references meanwhile; 15,000 lost ones cannot hide.
    assert after > before - 1000, f"None lost {before - after} references over 15,000 void calls"
