"""Messages that come from the Qt-free services are shown in the UI language.

The services word errors, Check results and blacklist rule errors in English;
the UI picks the failure catalogue's translated message and action by the
failure's key and keeps the English text as detail.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from services.agent.progress import Line
from services.blacklist import RULE_ERROR_CODES, Blacklist
from services.errors import (
    Blacklisted,
    KeyRefused,
    LLMAuthError,
    NeedsKey,
    StorageError,
)
from ui import i18n
from ui.chat.progress_text import progress_text
from ui.errors import describe_error
from ui.service_text import (
    model_check_text,
    rule_reason_text,
    search_check_text,
)
from ui.settings import SettingsDialog

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

AUTH = LLMAuthError("api.example.com rejected the API key (HTTP 401).",
                    hint="Check the key with: python -m app keys set openai")


@pytest.fixture
def chinese(qapp: QApplication) -> Iterator[None]:
    i18n.set_language(qapp, "zh_CN")
    yield
    i18n.set_language(qapp, "en")


def _has_chinese(text: str) -> bool:
    return any("\u4e00" <= char <= "\u9fff" for char in text)


def test_fetch_failure_progress_line_is_chinese(chinese: None) -> None:
    line = progress_text(Line("call:f1", "reading", {
        "total": 1, "read": 0, "failed": 1, "retrying": 0,
        "failures": [("example.com", "blocked")]}, failed=True))
    assert "（example.com：网站拦截了该请求）" in line


def test_rejected_key_banner_is_chinese_and_keeps_the_detail(chinese: None) -> None:
    text, page = describe_error(AUTH)
    assert page == "models"
    assert text.startswith("模型服务商拒绝了该 API 密钥。")
    # The service's own words stay available, the CLI hint is replaced by Settings.
    assert "api.example.com rejected the API key (HTTP 401)." in text
    assert "python -m app" not in text
    assert "设置" in text


def test_a_refused_search_key_says_check_it_not_add_it(qapp: QApplication) -> None:
    refused = KeyRefused("Brave refused the API key (HTTP 401).",
                         hint="Check the key with 'python -m app keys set search.brave'.")
    assert not isinstance(refused, NeedsKey) and refused.code == "key_refused"
    text, page = describe_error(refused)
    assert page == "search"
    assert "Check the key in Settings › Web search." in text
    assert "Add the key" not in text and "python -m app" not in text
    missing = NeedsKey("No API key is stored for Brave.", hint="python -m app keys set x")
    assert "Add the key in Settings › Web search." in describe_error(missing)[0]


def test_refused_search_key_progress_line_is_chinese(chinese: None) -> None:
    line = progress_text(Line("search:s1:brave", "search_failed",
                                  {"query": "q", "reason": "key_refused", "provider": "Brave"},
                                  failed=True))
    # The catalogue's message and, as a setting fixes it, its action.
    assert line == "“q”：Brave 拒绝了该 API 密钥。请在 设置 › 网页搜索 中检查密钥"


def test_a_stored_code_the_catalogue_does_not_know_keeps_the_english_text(
        chinese: None) -> None:
    # A record from a newer version may carry a code this one does not know.
    assert search_check_text("X", "odd_code", "Something odd happened.") == (
        "Something odd happened.")
    stored = StorageError("The database is locked.")
    assert _has_chinese(describe_error(stored)[0])
    assert "The database is locked." in describe_error(stored)[0]


def test_english_ui_shows_the_service_text_unchanged() -> None:
    text, _ = describe_error(AUTH)
    assert text == ("api.example.com rejected the API key (HTTP 401). "
                    "Check the key in Settings › Models.")
    blocked = Blacklisted("https://spam.example/ is blocked by your list.")
    assert describe_error(blocked) == (
        "https://spam.example/ is blocked by your list. "
        "Edit your list in Settings › Blacklist to read it.", "blacklist")
    # A failed Check says what to do in the window, as the banner does.
    assert search_check_text("Brave", "key_refused", "Brave refused the key.") == (
        "Brave refused the key. Check the key in Settings › Web search.")


def test_check_results_are_chinese(chinese: None) -> None:
    shown = search_check_text("Brave", "key_refused", "Brave refused the key (HTTP 401).")
    assert shown.startswith("Brave 拒绝了该 API 密钥。")
    assert "HTTP 401" in shown
    assert search_check_text("Brave", "ok", "Brave works (1 result).").startswith("Brave 工作正常")
    assert model_check_text("model_not_found", "No model gpt-9.").startswith("模型服务商不认识")
    assert search_check_text("X", "new_code", "Plain English.") == "Plain English."


def test_every_rule_error_has_a_code_with_a_chinese_sentence(chinese: None) -> None:
    lines = [
        "exa..mple.com", "not a rule", "/unclosed(/", "/x/ y", "<all_urls> junk",
        "*://a.example/* junk", "*://a.example/* @if(host = ", "ftp://a.example/*",
        "*:///*", "https://a.example:80/*", "*://a*b.example/*", "http://a.example",
        "*://[::1/*", "*://bad_host!/*", "host = ",
    ]
    errors = Blacklist.parse("\n".join(lines)).errors
    assert len(errors) == len(lines)
    for error in errors:
        line, rule, reason = error  # still a named tuple of three
        assert (line, rule) == (error.line, error.rule)
        assert error.code in RULE_ERROR_CODES and error.code != "invalid_rule", error
        shown = rule_reason_text(error.code, reason)
        assert _has_chinese(shown) and reason in shown, (error, shown)


def test_blacklist_editor_shows_rule_errors_in_chinese(
    qtbot: Any, dialog: SettingsDialog, chinese: None
) -> None:
    editor = dialog.pages["blacklist"].block
    with qtbot.waitSignal(editor.validated):
        editor.edit.setPlainText("*://*.spam.example/*\nexample.com\nexample.com:8080")
    [item] = editor.problem_texts()  # a bare domain is a rule; one with a port is not
    assert item.startswith("第 3 行：example.com:8080 — 匹配模式不能包含端口")
