"""Settings round trip through the dialog: values to the file, keys to the keychain only."""

from __future__ import annotations

import json
from typing import Any

import keyring
import keyring.backends.fail
import pytest
from PySide6.QtWidgets import QLineEdit

from app import paths
from app.gui import app_services
from app.secrets import PlainFileStore, Secrets
from app.settings import Settings
from ui.settings import SettingsDialog

LLM_KEY = "sk-live-4242-very-secret"
SEARCH_KEY = "tvly-abc-123-secret"
JINA_KEY = "jina_secret_987"

# Offscreen Qt warns when a modal box is shown; harmless.
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _choose(combo: Any, value: str) -> None:
    combo.setCurrentIndex(combo.findData(value))


def test_values_saved_and_keys_only_in_keyring(
    qtbot: Any, dialog: SettingsDialog, prefs: Settings, memory_keyring: Any,
    settings_text: Any,
) -> None:
    models = dialog.pages["models"]
    _choose(models.provider.editor, "deepseek")
    assert models.urls.currentWidget() is models.url_fields["deepseek"]
    models.url_fields["deepseek"].editor.setText("https://proxy.example.net/v1")
    models.key_fields["deepseek"].set_text(LLM_KEY)
    models.model.setCurrentText("deepseek-chat")
    models.table.add_model("deepseek-chat")
    search = dialog.pages["search"]
    _choose(search.provider.editor, "tavily")
    search.max_results.editor.setValue(7)
    search.keys["search.tavily"].set_text(SEARCH_KEY)
    fetch = dialog.pages["fetch"]
    fetch.jina_key.set_text(JINA_KEY)
    fetch.timeout.editor.setValue(33.0)
    fetch.max_bytes.editor.setValue(2.0)
    budget = dialog.pages["budget"]
    budget.pages.auto.setChecked(False)
    budget.pages.number.setValue(6000)
    _choose(dialog.pages["appearance"].theme.editor, "dark")

    assert dialog.apply()

    stored = memory_keyring.store
    assert stored[("footnote", "llm.deepseek")] == LLM_KEY
    assert stored[("footnote", "search.tavily")] == SEARCH_KEY
    assert stored[("footnote", "fetch.jina")] == JINA_KEY
    text = settings_text()
    for secret in (LLM_KEY, SEARCH_KEY, JINA_KEY):
        assert secret not in text
    on_disk = json.loads(text)
    assert on_disk["llm.provider"] == "deepseek"
    assert on_disk["llm.deepseek.base_url"] == "https://proxy.example.net/v1"
    assert on_disk["llm.model"] == "deepseek-chat"
    assert on_disk["llm.models"] == {"deepseek-chat": {"tools": True, "context_window": 128000}}
    assert on_disk["search.provider"] == "tavily"
    assert on_disk["search.max_results"] == 7
    assert on_disk["fetch.timeout_s"] == 33.0
    assert on_disk["fetch.max_bytes"] == 2 * 1024 * 1024
    assert on_disk["budget.tokens"] == 6000
    assert on_disk["ui.theme"] == "dark"
    # Untouched settings are not written at all.
    assert "fetch.user_agent" not in on_disk and "search.fallback" not in on_disk

    # A fresh dialog on a fresh load shows the same values, keys masked.
    again = Settings()
    reopened = SettingsDialog(app_services(again))
    qtbot.addWidget(reopened)
    assert reopened.pages["models"].provider.value() == "deepseek"
    key_edit = reopened.pages["models"].key_fields["deepseek"].edit
    assert key_edit.text() == LLM_KEY
    assert key_edit.echoMode() == QLineEdit.EchoMode.Password
    assert reopened.pages["search"].max_results.value() == 7
    assert reopened.pages["budget"].pages.value() == 6000
    assert reopened.changes() == {}


def test_open_and_save_without_edits_writes_nothing(
    dialog: SettingsDialog, settings_text: Any, memory_keyring: Any
) -> None:
    assert dialog.changes() == {}
    assert dialog.apply()
    assert settings_text() == ""
    assert memory_keyring.store == {}


def test_clearing_a_key_deletes_it(qtbot: Any, prefs: Settings, memory_keyring: Any) -> None:
    Secrets(prefs).set("search.brave", "brave-key")
    dlg = SettingsDialog(app_services(prefs))
    qtbot.addWidget(dlg)
    field = dlg.pages["search"].keys["search.brave"]
    assert field.text() == "brave-key"
    field.set_text("")
    assert dlg.apply()
    assert ("footnote", "search.brave") not in memory_keyring.store


def test_invalid_value_is_refused_with_a_message(
    dialog: SettingsDialog, boxes: Any, settings_text: Any
) -> None:
    dialog.pages["models"].url_fields["openai"].editor.setText("ftp://nope")
    dialog.pages["search"].max_results.editor.setValue(9)
    boxes.answer("OK")
    assert not dialog.apply()
    assert "ftp://nope" in boxes.seen[0]["text"]
    # Nothing was half-saved.
    assert settings_text() == ""


def test_no_keychain_offers_the_plain_text_file(
    qtbot: Any, prefs: Settings, boxes: Any, settings_text: Any
) -> None:
    keyring.set_keyring(keyring.backends.fail.Keyring())
    dlg = SettingsDialog(app_services(prefs))
    qtbot.addWidget(dlg)
    dlg.pages["search"].keys["search.brave"].set_text("brave-secret")
    boxes.answer("Don't store the keys", "OK")
    assert not dlg.apply()
    assert "No OS keychain" in boxes.seen[0]["text"]
    assert "search.brave" in boxes.seen[1]["text"]
    assert not PlainFileStore().path.exists()

    boxes.answer("Store in a plain-text file")
    assert dlg.apply()
    assert prefs["secrets.backend"] == "file"
    assert PlainFileStore().get("search.brave") == "brave-secret"
    assert "brave-secret" not in settings_text()
    assert (PlainFileStore().path.stat().st_mode & 0o077) == 0
    assert paths.settings_file().exists()


def test_open_settings_at_a_page(qtbot: Any, prefs: Settings) -> None:
    dlg = SettingsDialog(app_services(prefs))
    qtbot.addWidget(dlg)
    dlg.show_page("blacklist")
    assert dlg.current_page() == "blacklist"
    assert dlg.nav.currentItem().text() == "Blacklist"


def test_key_from_the_environment_is_named(
    qtbot: Any, prefs: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TAVILY_API_KEY", "from-env")
    dlg = SettingsDialog(app_services(prefs))
    qtbot.addWidget(dlg)
    field = dlg.pages["search"].keys["search.tavily"]
    assert field.text() == ""  # environment keys are never copied into the store
    assert field.edit.placeholderText() == "Set by the environment variable TAVILY_API_KEY"
    assert dlg.apply()


def test_open_settings_is_modal_and_reports_a_save(qtbot: Any, prefs: Settings) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from ui.settings import open_settings

    shown: list[str] = []

    def press_ok() -> None:
        dlg = QApplication.activeModalWidget()
        if not isinstance(dlg, SettingsDialog):
            QTimer.singleShot(20, press_ok)
            return
        shown.append(dlg.current_page())
        dlg.pages["search"].max_results.editor.setValue(3)
        dlg.accept()

    QTimer.singleShot(0, press_ok)
    assert open_settings(None, app_services(prefs), page="search") is True
    assert shown == ["search"]
    assert prefs["search.max_results"] == 3


def test_cancel_asks_before_discarding_edits(
    dialog: SettingsDialog, boxes: Any, settings_text: Any
) -> None:
    dialog.reject()  # nothing edited: closes without asking
    assert boxes.seen == []
    dialog.pages["search"].max_results.editor.setValue(11)
    boxes.answer("Keep editing")
    dialog.reject()
    assert "not been saved" in boxes.seen[0]["text"]
    assert dialog.pages["search"].max_results.value() == 11
    boxes.answer("Discard changes")
    dialog.reject()
    assert settings_text() == ""


def test_search_provider_without_a_key_is_flagged(dialog: SettingsDialog) -> None:
    page = dialog.pages["search"]
    assert page.setup_warning.isHidden()
    page.provider.editor.setCurrentIndex(page.provider.editor.findData("brave"))
    assert not page.setup_warning.isHidden()
    assert page.setup_warning.text().startswith("Brave Search needs an API key")
    page.keys["search.brave"].set_text("brave-key")
    assert page.setup_warning.isHidden()


def test_unwritable_settings_file_is_reported(
    dialog: SettingsDialog, prefs: Settings, boxes: Any
) -> None:
    # A directory where the file should be: replacing it fails, even for root.
    paths.settings_file().mkdir()
    dialog.pages["search"].max_results.editor.setValue(4)
    boxes.answer("OK")
    assert not dialog.apply()
    assert boxes.seen[0]["title"] == "The settings file could not be written"
    assert "were not written to disk" in boxes.seen[0]["text"]
