"""Light and dark themes: a Fusion palette plus a small style sheet per scheme.

``apply_theme(app, settings)`` applies ``ui.theme`` (light, dark or system) and
keeps it applied: it re-applies when the setting changes and, in ``system``
mode, when the desktop switches between light and dark. Widgets that draw
their own colours (the chat view) listen to ``notifier().changed``.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from ui.hooks import FirstTime

STYLES_DIR = Path(__file__).resolve().parent.parent / "resources" / "styles"

_Role = QPalette.ColorRole
_Group = QPalette.ColorGroup

_COLOURS: dict[str, dict[QPalette.ColorRole, str]] = {
    "light": {
        _Role.Window: "#f5f5f7",
        _Role.WindowText: "#1d1d1f",
        _Role.Base: "#ffffff",
        _Role.AlternateBase: "#f0f0f3",
        _Role.ToolTipBase: "#ffffff",
        _Role.ToolTipText: "#1d1d1f",
        _Role.PlaceholderText: "#8a8a90",
        _Role.Text: "#1d1d1f",
        _Role.Button: "#fbfbfd",
        _Role.ButtonText: "#1d1d1f",
        _Role.BrightText: "#d70015",
        _Role.Highlight: "#2f6fde",
        _Role.HighlightedText: "#ffffff",
        _Role.Link: "#1f5fcf",
        _Role.LinkVisited: "#7a3fc4",
        _Role.Mid: "#c8c8cc",
        _Role.Midlight: "#e4e4e8",
        _Role.Dark: "#a0a0a6",
        _Role.Light: "#ffffff",
        _Role.Shadow: "#6e6e73",
    },
    "dark": {
        _Role.Window: "#1f1f22",
        _Role.WindowText: "#e8e8ea",
        _Role.Base: "#16161a",
        _Role.AlternateBase: "#26262b",
        _Role.ToolTipBase: "#2b2b30",
        _Role.ToolTipText: "#e8e8ea",
        _Role.PlaceholderText: "#85858c",
        _Role.Text: "#e8e8ea",
        _Role.Button: "#2b2b30",
        _Role.ButtonText: "#e8e8ea",
        _Role.BrightText: "#ff6961",
        _Role.Highlight: "#3d7be8",
        _Role.HighlightedText: "#ffffff",
        _Role.Link: "#6ea8ff",
        _Role.LinkVisited: "#b48cff",
        _Role.Mid: "#3a3a40",
        _Role.Midlight: "#333338",
        _Role.Dark: "#111114",
        _Role.Light: "#3c3c42",
        _Role.Shadow: "#000000",
    },
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
    try:
        return (STYLES_DIR / f"{scheme}.qss").read_text(encoding="utf-8")
    except OSError:
        return ""


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
