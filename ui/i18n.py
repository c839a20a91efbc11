"""Interface language: English (the source strings) and Simplified Chinese.

``install_translator(app, settings)`` loads the language chosen in
``ui.language`` (``system`` follows the locale) and switches live when the
setting changes: Qt then sends ``QEvent.LanguageChange`` to every widget, and
widgets re-set their texts in ``retranslateUi()``.

Setting descriptions come from ``app.settings_schema`` and are translated in
the ``settings_schema`` context (see ``resources/i18n/update.sh``).
"""

from __future__ import annotations

import weakref
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

I18N_DIR = Path(__file__).resolve().parent.parent / "resources" / "i18n"
LANGUAGES: dict[str, str] = {"en": "English", "zh_CN": "简体中文"}
SCHEMA_CONTEXT = "settings_schema"

_state: dict[str, Any] = {"language": "en", "translators": [], "hooked": []}


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


def _hook_once(app: QApplication, settings: Mapping[str, Any]) -> bool:
    """True the first time (app, settings) is seen; ids may be reused, identity not."""
    hooked: list[tuple[weakref.ref[Any], weakref.ref[Any]]] = _state["hooked"]
    hooked[:] = [(a, s) for a, s in hooked if a() is not None and s() is not None]
    if any(a() is app and s() is settings for a, s in hooked):
        return False
    hooked.append((weakref.ref(app), weakref.ref(settings)))
    return True


def install_translator(app: QApplication, settings: Mapping[str, Any]) -> str:
    """Apply ``ui.language`` now and follow its changes; returns the language used."""
    language = resolve_language(str(settings["ui.language"]))
    set_language(app, language)
    if _hook_once(app, settings):

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
