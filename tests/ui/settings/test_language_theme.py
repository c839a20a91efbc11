"""Switching language and theme live: open windows follow at once."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from app.gui import app_services
from app.settings import Settings
from ui import i18n, theme
from ui.settings import SettingsDialog

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def app(qapp: QApplication) -> Any:
    yield qapp
    i18n.set_language(qapp, "en")
    theme.apply_scheme(qapp, "light")


def test_language_switch_retranslates_open_windows(
    qtbot: Any, app: QApplication, prefs: Settings
) -> None:
    prefs.set("ui.language", "en")
    assert i18n.install_translator(app, prefs) == "en"
    dialog = SettingsDialog(app_services(prefs))
    qtbot.addWidget(dialog)
    models = dialog.pages["models"]
    assert dialog.windowTitle() == "Settings"
    assert dialog.nav.item(1).text() == "Web search"
    assert models.fetch_button.text() == "Fetch model list"

    appearance = dialog.pages["appearance"]
    appearance.language.editor.setCurrentIndex(appearance.language.editor.findData("zh_CN"))
    assert dialog.apply()  # saving the setting switches the language
    assert i18n.current_language() == "zh_CN"
    # Qt posts LanguageChange to every top-level window.
    qtbot.waitUntil(lambda: dialog.windowTitle() == "设置")
    assert dialog.nav.item(1).text() == "网页搜索"
    assert models.fetch_button.text() == "获取模型列表"
    assert dialog.pages["blacklist"].tabs.tabText(0) == "屏蔽规则"
    # Tooltips from the settings schema are translated too.
    assert dialog.pages["search"].max_results.toolTip() == "每次查询返回的结果数。"
    # Language names are never translated.
    assert appearance.language.editor.itemText(
        appearance.language.editor.findData("en")) == "English"

    prefs.set("ui.language", "en")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Settings")
    assert models.fetch_button.text() == "Fetch model list"
    assert dialog.pages["search"].max_results.toolTip() == "Results per query."


def test_system_language_follows_the_locale() -> None:
    assert i18n.resolve_language("system", QLocale("zh_CN")) == "zh_CN"
    assert i18n.resolve_language("system", QLocale("zh_TW")) == "zh_CN"
    assert i18n.resolve_language("system", QLocale("de_DE")) == "en"
    assert i18n.resolve_language("en", QLocale("zh_CN")) == "en"


def _window_lightness(app: QApplication) -> int:
    return app.palette().color(QPalette.ColorRole.Window).lightness()


def test_theme_switch_applies_live(qtbot: Any, app: QApplication, prefs: Settings) -> None:
    prefs.set("ui.theme", "light")
    seen: list[str] = []
    theme.notifier().changed.connect(seen.append)
    assert theme.apply_theme(app, prefs) == "light"
    assert _window_lightness(app) > 200
    assert theme.tokens("light").muted in app.styleSheet()  # the light style sheet

    dialog = SettingsDialog(app_services(prefs))
    qtbot.addWidget(dialog)
    page = dialog.pages["appearance"]
    page.theme.editor.setCurrentIndex(page.theme.editor.findData("dark"))
    assert dialog.apply()
    assert theme.current_scheme() == "dark"
    assert _window_lightness(app) < 60
    qtbot.waitUntil(lambda: dialog.palette().color(QPalette.ColorRole.Window).lightness() < 60)
    assert theme.tokens("dark").muted in app.styleSheet()
    assert "@" not in app.styleSheet().split("*/", 1)[1]  # every token filled in

    prefs.set("ui.theme", "system")  # offscreen reports no preference: light
    assert theme.current_scheme() == "light"
    assert seen[-3:] == ["light", "dark", "light"]
    theme.notifier().changed.disconnect(seen.append)
