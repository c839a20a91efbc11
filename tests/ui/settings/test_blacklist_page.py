"""Blacklist page: inline validation, no silent save of invalid rules, URL tester,
subscriptions served by a local server."""

from __future__ import annotations

import json
from typing import Any

import pytest

from app.gui import app_services
from app.settings import Settings
from tests.servers.base import LocalServer, Response
from ui.settings import SettingsDialog

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

RULES = "*://*.spam.example/*\nnot a rule\n# comment\n/unclosed(/\n*://*.ads.example/*"


def _type(editor: Any, text: str) -> None:
    editor.edit.setPlainText(text)


def test_errors_shown_inline_with_line_and_reason(qtbot: Any, dialog: SettingsDialog) -> None:
    page = dialog.pages["blacklist"]
    with qtbot.waitSignal(page.block.validated) as signal:
        _type(page.block, RULES)  # validation follows typing after a short pause
    assert [e.line for e in signal.args[0]] == [2, 4]
    items = page.block.problem_texts()
    assert not page.block.problems.isHidden()
    assert "Line 2: not a rule — " in page.block.problems.text()
    assert items[0].startswith("Line 2: not a rule — ")
    assert "match pattern" in items[0]
    assert items[1].startswith("Line 4: /unclosed(/ — ")
    assert "regular expression" in items[1]
    assert page.block.summary.text() == "2 lines are not valid rules and will be skipped:"
    assert len(page.block.edit.extraSelections()) == 2
    # Fixing the lines clears the list.
    with qtbot.waitSignal(page.block.validated):
        _type(page.block, "*://*.spam.example/*\n*://*.ads.example/*")
    assert page.block.problem_texts() == []
    assert page.block.problems.isHidden()
    assert page.block.summary.text() == "Every line is valid."


def test_saving_invalid_rules_needs_confirmation(
    dialog: SettingsDialog, prefs: Settings, boxes: Any, settings_text: Any
) -> None:
    page = dialog.pages["blacklist"]
    _type(page.block, RULES)
    _type(page.allow, "*://docs.example/*\nhttp://")
    boxes.answer("Keep editing")
    assert not dialog.apply()
    seen = boxes.seen[0]
    assert seen["text"].startswith("3 lines of your lists are not valid rules.")
    assert "Block rules, Line 2: not a rule" in seen["informative"]
    assert "Block rules, Line 4: /unclosed(/" in seen["informative"]
    assert "Allow rules, Line 2: http://" in seen["informative"]
    assert dialog.current_page() == "blacklist"
    assert settings_text() == ""

    boxes.answer("Save and skip these lines")
    assert dialog.apply()
    saved = json.loads(settings_text())
    assert saved["blacklist.rules"] == RULES  # kept as typed; the bad lines are skipped
    assert Settings()["blacklist.allow_rules"] == "*://docs.example/*\nhttp://"


def test_valid_rules_save_without_asking(dialog: SettingsDialog, prefs: Settings) -> None:
    page = dialog.pages["blacklist"]
    _type(page.block, "*://*.spam.example/*")
    assert dialog.apply()  # no box: this would hang if one were shown
    assert prefs["blacklist.rules"] == "*://*.spam.example/*"


def test_url_tester_names_the_deciding_rule(dialog: SettingsDialog) -> None:
    page = dialog.pages["blacklist"]
    _type(page.block, "# mine\n*://*.example.com/*\n@*://docs.example.com/*")
    page.test_url.setText("https://www.example.com/page")
    assert page.verdict.text() == "Blocked by line 2 of your block rules: *://*.example.com/*"
    page.test_url.setText("https://docs.example.com/guide")
    assert page.verdict.text() == (
        "Kept by the exception on line 3 of your block rules: @*://docs.example.com/*"
    )
    page.test_url.setText("https://other.org/")
    assert page.verdict.text() == "Kept: no rule matches this address."
    _type(page.allow, "*://*.other.org/*")
    page.block.validate()
    page.allow.validate()
    assert page.verdict.text() == "Allowed by line 1 of your allow rules: *://*.other.org/*"
    page.test_url.setText("https://third.net/")
    assert page.verdict.text().startswith("Blocked: it matches no rule of your allow list")


def test_subscriptions_add_refresh_and_block(
    qtbot: Any, prefs: Settings, server: LocalServer, settings_text: Any
) -> None:
    prefs.set("fetch.allow_private_network", True)  # the list is served from 127.0.0.1
    served = {"text": "---\nname: Test list\n---\n*://*.content-farm.example/*\nbad line\n"}
    server.route("/list.txt", lambda _r: Response(served["text"], content_type="text/plain"))
    dlg = SettingsDialog(app_services(prefs))
    qtbot.addWidget(dlg)
    page = dlg.pages["blacklist"]
    page.subscriptions.url.setText("not a url")
    page.subscriptions.add()
    assert "http:// or https://" in page.subscriptions.status.text()
    assert page.subscriptions.table.rowCount() == 0

    page.subscriptions.url.setText(server.url("/list.txt"))
    with qtbot.waitSignal(page.subscriptions.updated, timeout=10_000):
        page.subscriptions.add()
    assert page.subscriptions.table.rowCount() == 1
    assert page.subscriptions.table.item(0, 0).text() == "Test list"
    assert page.subscriptions.table.item(0, 1).text() == "1"
    assert page.subscriptions.table.item(0, 2).text() != "never"
    assert page.subscriptions.table.item(0, 3).text() == "ok (1 invalid line skipped)"
    page.test_url.setText("https://www.content-farm.example/top-10")
    assert page.verdict.text() == (
        "Blocked by line 4 of the subscription Test list: *://*.content-farm.example/*"
    )

    served["text"] = "*://*.content-farm.example/*\n*://*.other-farm.example/*\n"
    with qtbot.waitSignal(page.subscriptions.updated, timeout=10_000):
        page.subscriptions.refresh()
    assert page.subscriptions.table.item(0, 1).text() == "2"
    assert page.subscriptions.status.text() == "Subscriptions are up to date."
    assert dlg.apply()
    assert json.loads(settings_text())["blacklist.subscriptions"] == [server.url("/list.txt")]


def test_failed_subscription_download_is_reported(
    qtbot: Any, prefs: Settings, server: LocalServer
) -> None:
    prefs.set("fetch.allow_private_network", True)
    server.route("/gone.txt", Response("gone", status=404))
    dlg = SettingsDialog(app_services(prefs))
    qtbot.addWidget(dlg)
    page = dlg.pages["blacklist"]
    page.subscriptions.url.setText(server.url("/gone.txt"))
    with qtbot.waitSignal(page.subscriptions.updated, timeout=10_000):
        page.subscriptions.add()
    assert page.subscriptions.table.item(0, 3).text().startswith("failed: ")
    assert "could not be downloaded" in page.subscriptions.status.text()


def test_clicking_a_problem_moves_to_its_line(dialog: SettingsDialog) -> None:
    editor = dialog.pages["blacklist"].block
    editor.set_text(RULES)
    editor.problems.linkActivated.emit("line:4")
    assert editor.edit.textCursor().blockNumber() == 3


def test_many_problems_are_summarised(dialog: SettingsDialog) -> None:
    editor = dialog.pages["blacklist"].block
    editor.set_text("\n".join(f"bad rule {n}" for n in range(12)))
    assert len(editor.problem_texts()) == 12
    assert editor.problems.text().count('href="line:') == 8
    assert "… and 4 more." in editor.problems.text()


def test_url_tester_builds_the_filter_once_per_rule_change(
    dialog: SettingsDialog, monkeypatch: Any
) -> None:
    import services.blacklist

    page = dialog.pages["blacklist"]
    page.block.set_text("*://*.example.com/*")
    built: list[Any] = []
    real_filter = services.blacklist.UrlFilter

    def counting_filter(*args: Any, **kwargs: Any) -> Any:
        built.append(args[0])
        return real_filter(*args, **kwargs)

    monkeypatch.setattr(services.blacklist, "UrlFilter", counting_filter)
    for url in ("h", "ht", "https://www.example.com/", "https://other.org/"):
        page.test_url.setText(url)  # typing an address reuses the filter
    assert len(built) == 1
    assert page.verdict.text() == "Kept: no rule matches this address."
    page.block.set_text("*://*.other.org/*")  # new rules: built again
    assert page.verdict.text() == "Blocked by line 1 of your block rules: *://*.other.org/*"
    assert len(built) == 2


def test_a_bare_domain_is_accepted_and_shown_as_its_pattern(
    qtbot: Any, dialog: SettingsDialog, prefs: Settings
) -> None:
    page = dialog.pages["blacklist"]
    editor = page.block
    _type(editor, "example.org\n@docs.example.org # docs stay\n")
    assert editor.validate() == []
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QFocusEvent

    editor.eventFilter(editor.edit, QFocusEvent(QEvent.Type.FocusOut))
    assert editor.edit.toPlainText() == (
        "*://*.example.org/*\n@*://*.docs.example.org/* # docs stay\n"
    )
    assert dialog.apply()
    assert prefs["blacklist.rules"].startswith("*://*.example.org/*\n")
