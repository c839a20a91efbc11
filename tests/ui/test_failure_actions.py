"""Every action the window offers for a failure exists in the window.

The failure catalogue (``services.failures``), the endings (``ui.endings``)
and the notices built from service errors (``ui.errors``) are walked whole:
no text names a shell command or a setting by its key, every "Settings › X"
is the title of the page the entry opens, and every control an action opens
Settings at is on that page.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from app.gui import app_services
from services.errors import FootnoteError, tree
from services.failures import CATALOGUE
from ui.endings import ENDING_CASES, ending_notice
from ui.errors import error_notice
from ui.notice import PROVIDER, RAISE_LIMIT, SETTINGS, Action
from ui.settings.dialog import PAGE_NAMES, SettingsDialog

SHELL = re.compile(r"python -m|config set|keys set|\bpip\b|--[a-z]|settings\.ya?ml|\$ ")
SETTING_KEY = re.compile(r"\b(llm|agent|search|fetch|blacklist|budget|cache|ui|secrets)"
                         r"\.[a-z_]+")
SETTINGS_PAGE = re.compile(r"Settings › ([A-Z][A-Za-z ]*?)(?=[.,;(]| to | if | and |$)")


@pytest.fixture
def dialog(qtbot: Any, settings: Any) -> SettingsDialog:
    window = SettingsDialog(app_services(settings))
    qtbot.addWidget(window)
    return window


def _plain(text: str) -> None:
    assert not SHELL.search(text), text
    assert not SETTING_KEY.search(text), text


def _opens(dialog: SettingsDialog, action: Action) -> None:
    """A Settings action opens a real page, at a control that is on it."""
    if action.kind not in (SETTINGS, PROVIDER, RAISE_LIMIT):
        return
    assert action.page in PAGE_NAMES, action
    if action.setting:
        assert dialog.show_setting(action.setting), action
        assert dialog.current_page() == action.page, action


@pytest.mark.parametrize("key", sorted(CATALOGUE))
def test_each_catalogue_entry_names_only_what_the_window_has(
    key: str, dialog: SettingsDialog
) -> None:
    entry = CATALOGUE[key]
    _plain(entry.message)
    _plain(entry.action)
    named = [title.strip() for title in SETTINGS_PAGE.findall(entry.action)]
    if entry.page:
        assert entry.page in PAGE_NAMES
        assert named == [dialog.pages[entry.page].title()], entry
    else:
        assert not named, f"{key} names a Settings page but opens none"
    if entry.setting:
        assert entry.page and dialog.show_setting(entry.setting), entry
        assert dialog.current_page() == entry.page


@pytest.mark.parametrize("cls", tree(), ids=lambda cls: cls.key())
def test_each_error_becomes_a_notice_with_actions_that_exist(
    cls: type[FootnoteError], dialog: SettingsDialog
) -> None:
    # The service's hint is for the command line: the window never shows it.
    error = cls("Something happened.", hint="Run 'python -m app config set llm.model x'.")
    notice = error_notice(error, answer=True)
    _plain(notice.text())
    assert "Something happened." in notice.text()
    for action in notice.actions:
        assert action.label()
        _opens(dialog, action)


@pytest.mark.parametrize("ending, has_text", ENDING_CASES)
def test_each_ending_is_worded_for_the_window(
    ending: dict[str, Any], has_text: bool, dialog: SettingsDialog
) -> None:
    notice = ending_notice(ending, has_text=has_text)
    assert notice is not None and notice.text()
    _plain(notice.text())
    assert notice.actions
    for action in notice.actions:
        assert action.label()
        _opens(dialog, action)


def test_the_limits_the_agent_enforces_have_controls(dialog: SettingsDialog) -> None:
    for name in ("llm.max_output_tokens", "agent.max_turns", "llm.timeout_s"):
        assert dialog.show_setting(name) and dialog.current_page() == "models"


@pytest.mark.parametrize("cls", [c for c in tree() if c.domain in ("llm", "search")],
                         ids=lambda cls: cls.key())
def test_a_failed_check_in_settings_says_what_to_do_in_the_window(
    cls: type[FootnoteError],
) -> None:
    from ui.service_text import model_check_text, search_check_text

    error = cls("It failed.", hint="Run 'python -m app keys set llm.openai'.")
    said = error.message  # what CheckResult.said carries; the hint stays in the CLI's text
    text = (model_check_text(error.code, said) if cls.domain == "llm"
            else search_check_text("Brave", error.code, said))
    _plain(text)
    assert text.startswith("It failed.")
