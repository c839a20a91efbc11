"""Progress lines (``services.agent.progress.Line``) worded in the user's language:
the shared wording (``services.agent.progress_words``) through Qt's translations.
The command line uses the same wording in English."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from services.agent.progress import Line
from services.agent.progress_words import line_text


def progress_text(line: Line) -> str:
    """The text shown for ``line``."""
    return line_text(line, QCoreApplication.translate)
