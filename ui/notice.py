"""What the window tells the user about a failure, and what it offers to do.

A ``Notice`` is shown by the banner (``ui.banner``); it belongs to the
conversation it is about (the banner hides when another one is opened) and
words itself each time it is shown, so a language switch rewords it. Its
``Action`` s are things the window does: try the answer again, continue an
answer cut off, open the Settings page at the control that fixes the failure,
start a new chat, copy an address. ``MainWindow.run_action`` carries them out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate

RETRY = "retry"
CONTINUE = "continue"
SETTINGS = "settings"
"""Open Settings at ``page`` (at the control of ``setting`` when given)."""
PROVIDER = "provider"
"""Open Settings at ``page`` to choose another model or search provider."""
RAISE_LIMIT = "raise_limit"
"""Open Settings at the limit ``setting``."""
NEW_CHAT = "new_chat"
COPY = "copy"
"""Put ``value`` on the clipboard."""
ALLOW_ONCE = "allow_once"
"""Answer again with the addresses in ``value`` (one per line) let through once."""


@dataclass(frozen=True)
class Action:
    kind: str
    page: str = ""
    setting: str = ""
    value: str = ""

    def label(self) -> str:
        """The button text, in the interface language."""
        labels = {
            RETRY: translate("Notice", "Retry"),
            CONTINUE: translate("Notice", "Continue the answer"),
            SETTINGS: translate("Notice", "Open Settings"),
            PROVIDER: translate("Notice", "Try another provider"),
            RAISE_LIMIT: translate("Notice", "Raise the limit"),
            NEW_CHAT: translate("Notice", "New chat"),
            COPY: translate("Notice", "Copy address"),
            ALLOW_ONCE: translate("Notice", "Allow once and answer again"),
        }
        return labels[self.kind]


@dataclass(frozen=True)
class Notice:
    """``text()`` gives the message in the current language; ``level`` is
    ``error``, ``warning`` or ``info``; ``conversation`` is the conversation it
    is about (None: the window's own moment)."""

    text: Callable[[], str]
    level: str = "error"
    actions: tuple[Action, ...] = ()
    conversation: int | None = None

    def settings_page(self) -> str:
        """The Settings page an action of this notice opens, or ""."""
        return next((a.page for a in self.actions if a.page), "")


def fixed(text: str) -> Callable[[], str]:
    """A text already worded (a path, a message from outside the window)."""
    return lambda: text
