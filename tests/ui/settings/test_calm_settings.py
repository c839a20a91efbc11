"""Settings look calm and say things plainly: switches for on/off, units without
a stray ".0", no stock icons on the dialog buttons, a primary OK, key fields wide
enough to read, hints in empty tables, plain wording."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QDialogButtonBox

from ui.settings.controls import Switch


def test_on_off_settings_are_switches_and_numbers_read_plainly(dialog: Any) -> None:
    search, fetch = dialog.pages["search"], dialog.pages["fetch"]
    assert isinstance(search.cache_enabled.editor, Switch)
    assert isinstance(fetch.private.editor, Switch)
    assert search.search_ttl.editor.text() == "60 min"  # not "60.0 min"
    assert fetch.max_bytes.editor.text().endswith(" MB")
    assert ".0 " not in fetch.max_bytes.editor.text() + fetch.timeout.editor.text()
    fetch.timeout.editor.setValue(12.5)
    assert fetch.timeout.editor.text() == "12.5 s"  # a real fraction stays


def test_dialog_buttons_have_no_stock_icons_and_ok_is_the_main_action(
    qtbot: Any, qapp: Any, prefs: Any
) -> None:
    from app.gui import app_services
    from ui.settings import SettingsDialog
    from ui.theme import apply_scheme, style_sheet

    # X11's Fusion puts a tick and a cross on OK and Cancel (the offscreen platform
    # has none): the style sheet turns them off for every dialog.
    assert "dialogbuttonbox-buttons-have-icons: 0" in style_sheet("light")
    apply_scheme(qapp, "light")  # as the app starts: the style sheet before any dialog
    dialog = SettingsDialog(app_services(prefs))
    qtbot.addWidget(dialog)
    box = dialog.buttons
    for kind in (QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel,
                 QDialogButtonBox.StandardButton.Apply):
        assert box.button(kind).icon().isNull(), kind  # no stock tick or cross
    assert box.button(QDialogButtonBox.StandardButton.Ok).property("primary") is True


def test_key_fields_are_readable(qtbot: Any, dialog: Any) -> None:
    dialog.show()
    dialog.show_page("search")
    page = dialog.pages["search"]
    for field in page.keys.values():
        assert field.edit.placeholderText() == "No key set"
        assert "commas" in field.edit.toolTip()  # several keys: where it is said
        assert field.width() >= 200
        assert field.reveal_button() is not None  # the eye inside the field
    models = dialog.pages["models"].key_fields["openai"]
    assert models.edit.echoMode() == models.edit.EchoMode.Password
    models.reveal.trigger()
    assert models.edit.echoMode() == models.edit.EchoMode.Normal


def test_empty_tables_say_what_goes_in_them(dialog: Any) -> None:
    models = dialog.pages["models"]
    assert models.table.rowCount() == 0
    assert models.customize_button.text() in models.table.empty_hint()
    assert models.customize_button.text() == "Set details for this model"
    subscriptions = dialog.pages["blacklist"].subscriptions
    assert subscriptions.table.rowCount() == 0
    assert "Add" in subscriptions.table.empty_hint()
