"""Web fetch page: the private-network warning and the Jina fallback switch."""

from __future__ import annotations

from app.settings import Settings
from ui.settings import SettingsDialog


def test_private_network_warning_follows_the_checkbox(
    dialog: SettingsDialog, prefs: Settings
) -> None:
    page = dialog.pages["fetch"]
    assert page.private_warning.isHidden()
    page.private.editor.setChecked(True)
    assert not page.private_warning.isHidden()
    assert "router, printer or intranet" in page.private_warning.text()
    assert dialog.apply()
    assert prefs["fetch.allow_private_network"] is True


def test_jina_fields_follow_the_fallback(dialog: SettingsDialog, prefs: Settings) -> None:
    page = dialog.pages["fetch"]
    assert page.jina_host.isEnabled() and page.jina_key.isEnabled()
    page.fallback.editor.setCurrentIndex(page.fallback.editor.findData("none"))
    assert not page.jina_host.isEnabled() and not page.jina_key.isEnabled()
    assert dialog.apply()
    assert prefs["fetch.fallback"] == "none"
