"""Service errors to notices: the text, and the actions the window offers.

The message and the action come from the failure catalogue
(``services.failures``), translated; the service's own English words follow
the message as detail in another language. A hint written for the command
line is never shown: the catalogue's action says what to do in the window,
and the notice's buttons do it (try again, another provider, the Settings
control that fixes it).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from services.errors import FootnoteError, StorageError
from services.failures import failure, failure_of
from ui.notice import NEW_CHAT, PROVIDER, RETRY, SETTINGS, Action, Notice
from ui.service_text import error_sentence, failure_action, localized

translate = QCoreApplication.translate

TRANSIENT = frozenset({
    "error", "agent.internal_error", "storage.busy",
    "llm.llm_error", "llm.upstream_error", "llm.timeout", "llm.network_error",
    "llm.rate_limited", "llm.quota_exceeded", "llm.http_error",
    "search.upstream_error", "search.timeout", "search.unreachable", "search.rate_limited",
    "search.empty", "search.json_disabled",
})
"""Failures another provider may not have (the page's action is "Try another provider")."""
PROVIDER_CHOICE = {"search": "search.provider", "models": "llm.provider"}
"""Where "Try another provider" opens each page: at its provider choice."""


def error_text(error: FootnoteError) -> str:
    """The banner text for ``error`` in the interface language."""
    text = localized(error_sentence(error), error.message.strip())
    text = f"{text} {failure_action(error.key())}".strip()
    if isinstance(error, StorageError):
        prefix = translate("Errors", "The chat history could not be saved or read: {e}")
        text = prefix.format(e=text)
    return text


def describe_error(error: FootnoteError) -> tuple[str, str]:
    """(text for the banner, the Settings page that fixes it or "")."""
    return error_text(error), failure_of(error).page


def fix_actions(key: str, *, retry: bool) -> tuple[Action, ...]:
    """What the window offers for the failure ``key``: Retry (when ``retry``:
    an answer can be asked again) and the Settings page that fixes it. A
    setting to correct comes first; for a failure of the provider itself, Retry
    does, then "Try another provider"."""
    entry = failure(key)
    if key == "llm.context_length":
        return (Action(NEW_CHAT),)
    retrying = (Action(RETRY),) if retry else ()
    if not entry.page:
        return retrying
    if key in TRANSIENT:
        choice = PROVIDER_CHOICE.get(entry.page, entry.setting)
        return (*retrying, Action(PROVIDER, entry.page, choice))
    return (Action(SETTINGS, entry.page, entry.setting), *retrying)


def error_notice(error: FootnoteError, *, conversation: int | None = None,
                 answer: bool = False, level: str = "error") -> Notice:
    """The notice for ``error``; ``answer``: it ended an answer, which Retry asks again."""
    return Notice(lambda: error_text(error), level,
                  fix_actions(error.key(), retry=answer), conversation)
