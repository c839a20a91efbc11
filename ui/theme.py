"""Light and dark themes: a Fusion palette plus a small style sheet per scheme.

``apply_theme(app, settings)`` applies ``ui.theme`` (light, dark or system) and
keeps it applied: it re-applies when the setting changes and, in ``system``
mode, when the desktop switches between light and dark. Widgets that draw
their own colours (the chat view) listen to ``notifier().changed``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import asdict
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from ui.design import DARK, LIGHT, Tokens, tokens
from ui.hooks import FirstTime

STYLES_DIR = Path(__file__).resolve().parent.parent / "resources" / "styles"

_Role = QPalette.ColorRole
_Group = QPalette.ColorGroup

def _roles(t: Tokens, light: bool) -> dict[QPalette.ColorRole, str]:
    """The Fusion palette of one scheme, from its design tokens."""
    return {
        _Role.Window: t.window,
        _Role.WindowText: t.text,
        _Role.Base: t.base,
        _Role.AlternateBase: t.user_bubble,
        _Role.ToolTipBase: t.base,
        _Role.ToolTipText: t.text,
        _Role.PlaceholderText: t.placeholder,
        _Role.Text: t.text,
        _Role.Button: "#fbfbfd" if light else "#2b2b31",
        _Role.ButtonText: t.text,
        _Role.BrightText: t.error,
        _Role.Highlight: t.accent,
        _Role.HighlightedText: t.on_accent,
        _Role.Link: t.link,
        _Role.LinkVisited: "#6b35b0" if light else "#c0a0ff",
        _Role.Mid: "#c8c8ce" if light else "#3a3a42",
        _Role.Midlight: t.border,
        # Dark and Shadow draw bevels only: never text (the progress line once
        # used Dark and vanished on the dark theme).
        _Role.Dark: "#a0a0a6" if light else "#0f0f12",
        _Role.Light: "#ffffff" if light else "#3c3c44",
        _Role.Shadow: "#6e6e73" if light else "#000000",
    }


_COLOURS: dict[str, dict[QPalette.ColorRole, str]] = {
    "light": _roles(LIGHT, True),
    "dark": _roles(DARK, False),
}

_DISABLED = {"light": "#a0a0a6", "dark": "#6a6a70"}


class ThemeNotifier(QObject):
    """Emits ``changed("light" | "dark")`` after a scheme was applied."""

    changed = Signal(str)


_state: dict[str, Any] = {"scheme": "light", "notifier": None}
_hooked = FirstTime()


def notifier() -> ThemeNotifier:
    if _state["notifier"] is None:
        _state["notifier"] = ThemeNotifier()
    return _state["notifier"]  # type: ignore[no-any-return]


def current_scheme() -> str:
    """The scheme in use now: ``light`` or ``dark``."""
    return str(_state["scheme"])


def current_tokens() -> Tokens:
    """The design tokens of the scheme in use now (for widgets that paint)."""
    return tokens(current_scheme())


def system_scheme(app: QApplication) -> str:
    """What the desktop asks for; ``light`` when it does not say."""
    scheme = app.styleHints().colorScheme()
    return "dark" if scheme == Qt.ColorScheme.Dark else "light"


def resolve(mode: str, app: QApplication) -> str:
    """``ui.theme`` value -> the scheme to draw."""
    return mode if mode in ("light", "dark") else system_scheme(app)


def palette_for(scheme: str) -> QPalette:
    palette = QPalette()
    for role, colour in _COLOURS[scheme].items():
        palette.setColor(role, QColor(colour))
    disabled = QColor(_DISABLED[scheme])
    for role in (_Role.WindowText, _Role.Text, _Role.ButtonText, _Role.PlaceholderText):
        palette.setColor(_Group.Disabled, role, disabled)
    return palette


def style_sheet(scheme: str) -> str:
    """The shared style sheet with ``scheme``'s tokens filled in, then its extras."""
    values: dict[str, object] = asdict(tokens(scheme))
    # Arrows of drop-down lists: a style sheet that sets a combo box's border
    # must also draw its arrow, and it reads the picture from a file.
    from ui.icons import tinted_file

    values["arrow_down"] = tinted_file("chevron-down", str(values["muted"])).as_posix()
    parts = []
    for name in ("app", scheme):
        try:
            parts.append((STYLES_DIR / f"{name}.qss").read_text(encoding="utf-8"))
        except OSError:
            continue
    # Longest names first: "@on_accent" must not be read as "@on" + "_accent".
    pattern = re.compile("@(" + "|".join(sorted(values, key=len, reverse=True)) + ")")
    return pattern.sub(lambda m: str(values[m.group(1)]), "\n".join(parts))


def apply_scheme(app: QApplication, scheme: str) -> None:
    """Draw the whole application in ``scheme`` (``light`` or ``dark``)."""
    if app.style().name().lower() != "fusion":
        app.setStyle("Fusion")
    app.setPalette(palette_for(scheme))
    app.setStyleSheet(style_sheet(scheme))
    _state["scheme"] = scheme
    notifier().changed.emit(scheme)


def apply_theme(app: QApplication, settings: Mapping[str, Any]) -> str:
    """Apply ``ui.theme`` now and follow later changes; returns the scheme drawn."""
    scheme = resolve(str(settings["ui.theme"]), app)
    apply_scheme(app, scheme)
    if _hooked.first(app, settings):

        def on_setting(name: str, value: Any) -> None:
            if name == "ui.theme":
                apply_scheme(app, resolve(str(value), app))

        def on_system(_scheme: Qt.ColorScheme) -> None:
            if str(settings["ui.theme"]) == "system":
                apply_scheme(app, system_scheme(app))

        subscribe = getattr(settings, "subscribe", None)
        if callable(subscribe):
            subscribe(on_setting)
        app.styleHints().colorSchemeChanged.connect(on_system)
    return scheme
