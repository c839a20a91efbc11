"""How an answer ended (``services.agent.ending``), in the user's language.

The agent words each ending in English (the command line shows that); here a
translated sentence, picked by the ending's ``reason``, leads and the English
text follows as the detail, as for service errors (``ui.service_text``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from ui.service_text import localized

translate = QCoreApplication.translate

SILENT = ("complete", "stopped")
"""Endings the window does not announce: the answer (or Stop) says it all."""


def _sentence(reason: str) -> str | None:
    sentences = {
        "round_limit": translate("Endings", "Footnote stopped searching at the tool-round limit; "
                                           "the answer uses what was found."),
        "length": translate("Endings", "The answer reached the model's output limit and was "
                                       "cut off."),
        "content_filter": translate("Endings", "The provider's content filter stopped the "
                                               "answer."),
        "network": translate("Endings", "The connection to the model was cut."),
        "timeout": translate("Endings", "The model did not answer in time."),
        "provider_error": translate("Endings", "The model provider refused or failed the "
                                               "request."),
        "empty": translate("Endings", "The model gave an empty answer."),
    }
    return sentences.get(reason)


def ending_text(ending: Mapping[str, Any]) -> str:
    """Banner text for ``ending`` (``reason``, ``message``, ``action``)."""
    reason = str(ending.get("reason") or "")
    english = f"{ending.get('message') or ''} {ending.get('action') or ''}".strip()
    return localized(_sentence(reason), english) if english else (_sentence(reason) or "")


def ending_level(reason: str) -> str:
    """Banner level: the round limit still gave an answer."""
    return "info" if reason == "round_limit" else "warning"


def incomplete_label(reason: str) -> str:
    """The short status under an incomplete answer."""
    if reason == "length":
        return translate("Endings", "Incomplete: the output limit was reached")
    if reason == "content_filter":
        return translate("Endings", "Incomplete: stopped by the content filter")
    return translate("Endings", "Incomplete: the connection was cut")
