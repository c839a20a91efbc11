"""Service errors to banner text and the Settings page that fixes them.

The message, the action and the page come from the failure catalogue
(``services.failures``), translated; the service's own English words follow
the message as detail in another language. A hint written for the command
line is not shown: the catalogue's action says what to do in the app.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from services.errors import FootnoteError, StorageError
from services.failures import failure_of
from ui.service_text import error_sentence, failure_action, localized

translate = QCoreApplication.translate


def describe_error(error: FootnoteError) -> tuple[str, str]:
    """(text for the banner, the Settings page that fixes it or "")."""
    text = localized(error_sentence(error), error.message.strip())
    text = f"{text} {failure_action(error.key())}".strip()
    if isinstance(error, StorageError):
        prefix = translate("Errors", "The chat history could not be saved or read: {e}")
        text = prefix.format(e=text)
    return text, failure_of(error).page
