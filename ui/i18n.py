"""Interface language: English (the source strings) and Simplified Chinese.

``install_translator(app, settings)`` loads the language chosen in
``ui.language`` (``system`` follows the locale) and switches live when the
setting changes: Qt then sends ``QEvent.LanguageChange`` to every widget, and
widgets re-set their texts in ``retranslateUi()``.

Setting descriptions come from ``app.settings_schema`` and are translated in
the ``settings_schema`` context (see ``resources/i18n/update.sh``).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from ui.hooks import FirstTime

I18N_DIR = Path(__file__).resolve().parent.parent / "resources" / "i18n"
LANGUAGES: dict[str, str] = {"en": "English", "zh_CN": "简体中文"}
SCHEMA_CONTEXT = "settings_schema"

_state: dict[str, Any] = {"language": "en", "translators": []}
_hooked = FirstTime()


def resolve_language(value: str, locale: QLocale | None = None) -> str:
    """``ui.language`` value -> ``en`` or ``zh_CN``."""
    if value in LANGUAGES:
        return value
    name = (locale or QLocale.system()).name()  # e.g. zh_CN, zh_TW, en_US
    return "zh_CN" if name.startswith("zh") else "en"


def current_language() -> str:
    return str(_state["language"])


def _load(language: str) -> list[QTranslator]:
    # English has a file too: it holds the plural forms ("1 line", "2 lines").
    loaded: list[QTranslator] = []
    ours = QTranslator()
    if ours.load(str(I18N_DIR / f"footnote_{language}.qm")):
        loaded.append(ours)
    if language == "en":
        return loaded
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    qtbase = QTranslator()
    if qtbase.load(f"qtbase_{language}", qt_dir):
        loaded.append(qtbase)
    return loaded


def set_language(app: QCoreApplication, language: str) -> None:
    """Switch the interface to ``language`` (``en`` or ``zh_CN``) now."""
    for translator in _state["translators"]:
        app.removeTranslator(translator)
    translators = _load(language)
    for translator in translators:
        app.installTranslator(translator)
    _state["translators"] = translators
    _state["language"] = language


def install_translator(app: QApplication, settings: Mapping[str, Any]) -> str:
    """Apply ``ui.language`` now and follow its changes; returns the language used."""
    language = resolve_language(str(settings["ui.language"]))
    set_language(app, language)
    if _hooked.first(app, settings):

        def on_setting(name: str, value: Any) -> None:
            if name == "ui.language":
                wanted = resolve_language(str(value))
                if wanted != _state["language"]:
                    set_language(app, wanted)

        subscribe = getattr(settings, "subscribe", None)
        if callable(subscribe):
            subscribe(on_setting)
    return language


def tr_schema(text: str) -> str:
    """Translate a description from ``app.settings_schema``."""
    return QCoreApplication.translate(SCHEMA_CONTEXT, text)
