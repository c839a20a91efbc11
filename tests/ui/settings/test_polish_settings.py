"""Settings rough edges: a key from the environment is shown as the one in
use, a live language switch leaves no English on any page, Automatic budgets
show the number the text quotes, no "unknown tokens", raw network errors do
not widen the page."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QTableWidget,
    QTabWidget,
    QWidget,
)

from app.gui import app_services

# Names that stay as they are in Chinese: products, protocols, file syntax.
_KEEP = {
    "DuckDuckGo", "SearXNG", "Tavily", "Brave", "Search", "Exa", "Jina", "Serper", "Google",
    "Programmable", "OpenAI", "DeepSeek", "Anthropic", "Ollama", "Studio", "OpenRouter",
    "Groq", "Mistral", "Moonshot", "Qwen", "Gemini", "Kimi", "Zhipu", "SiliconFlow", "Together",
    "Fireworks", "xAI", "Grok", "Custom", "uBlacklist", "https", "http", "localhost", "example",
    "com", "page", "Light", "Dark", "English", "keychain", "DashScope", "Reader", "Footnote",
    "mini", "token", "tokens", "Base",  # "Base URL" and "token" are kept in the translation
}
_WORD = re.compile(r"[A-Za-z]+")


def _texts(root: QWidget) -> list[str]:
    found: list[str] = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root):
            continue
        if isinstance(widget, (QLabel, QAbstractButton)):
            found.append(widget.text())
        elif isinstance(widget, QGroupBox):
            found.append(widget.title())
        elif isinstance(widget, QLineEdit):
            found.append(widget.placeholderText())
        elif isinstance(widget, QComboBox) and not widget.isEditable():
            found += [widget.itemText(i) for i in range(widget.count())]
        elif isinstance(widget, QTabWidget):
            found += [widget.tabText(i) for i in range(widget.count())]
        elif isinstance(widget, QTableWidget):
            for column in range(widget.columnCount()):
                item = widget.horizontalHeaderItem(column)
                found.append(item.text() if item is not None else "")
    return found


def _english(text: str) -> list[str]:
    text = re.sub(r"\S+://\S+|\S+\.\S+/\S*", " ", text)  # URLs and paths
    return [
        w for w in _WORD.findall(text)
        if len(w) >= 4 and w not in _KEEP and not w.isupper()  # API, URL, ENV_VARS
    ]


def test_live_language_switch_leaves_no_english_on_any_page(
    qtbot: Any, qapp: Any, dialog: Any, prefs: Any
) -> None:
    from ui.i18n import set_language

    dialog.show()
    for name in dialog.pages:
        dialog.show_page(name)  # every page built and shown once in English
    set_language(qapp, "zh_CN")
    qtbot.wait(50)
    left: dict[str, list[str]] = {}
    for name, page in dialog.pages.items():
        dialog.show_page(name)
        words = [w for text in _texts(page) for w in _english(text)]
        if words:
            left[name] = sorted(set(words))
    assert left == {}
    assert dialog.windowTitle() == "设置"


def test_an_environment_key_is_shown_as_the_key_in_use(
    qtbot: Any, prefs: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ui.settings import SettingsDialog

    monkeypatch.setenv("DEEPSEEK_API_KEY", "sk-test-from-env-1234abcd")
    prefs.set("llm.provider", "deepseek")
    dialog = SettingsDialog(app_services(prefs))
    qtbot.addWidget(dialog)
    dialog.show()
    field = dialog.pages["models"].key_fields["deepseek"]
    assert field.env_var == "DEEPSEEK_API_KEY"
    assert field.env_note.isVisibleTo(dialog)
    note = field.env_note.text()
    assert "DEEPSEEK_API_KEY" in note and "…abcd" in note
    assert "sk-test-from-env" not in note  # never the key itself
    other = dialog.pages["models"].key_fields["openai"]
    assert other.env_var is None and other.env_note.isHidden()


def test_automatic_budget_shows_the_number_the_text_quotes(qtbot: Any, dialog: Any,
                                                           prefs: Any) -> None:
    page = dialog.pages["budget"]
    dialog.show()
    dialog.show_page("budget")
    assert page.pages.value() == "auto"
    shown = page.pages.number.value()
    assert f"up to {shown:,} tokens" in page.effective.text()
    snippets = page.snippets.number.value()
    assert f"search results up to {snippets:,}" in page.effective.text()
    assert not page.pages.is_modified()  # showing the number is not an edit


def test_no_unknown_tokens_for_a_model_without_a_known_window(dialog: Any) -> None:
    page = dialog.pages["models"]
    page.model.setCurrentText("my-own-finetune-7b")
    text = page.facts.text()
    assert "unknown tokens" not in text and "not known" in text


def test_a_raw_network_error_does_not_widen_the_search_page(qtbot: Any, dialog: Any) -> None:
    page = dialog.pages["search"]
    dialog.show()
    dialog.show_page("search")
    width = dialog.width()
    raw = "[Errno -2] Name or service not known: " + "api.example-" * 40 + ".invalid"
    page._show_check("tavily", False, raw, raw)
    qtbot.wait(20)
    dialog.layout().activate()
    status = page.status["tavily"]
    assert dialog.width() == width
    assert status.width() <= page.width()
    assert status.toolTip() == "✗ " + raw


def test_search_check_failure_is_friendly(qtbot: Any, dialog: Any,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    from ui.settings import backend

    def unreachable(*_args: Any) -> Any:
        raise OSError("[Errno -2] Name or service not known")

    monkeypatch.setattr(backend, "check_search", unreachable)
    page = dialog.pages["search"]
    with qtbot.wait_signal(page.check_finished, timeout=20000):
        page.check("tavily")
    text = page.status["tavily"].full_text()
    assert text.startswith("✗ Could not reach Tavily: check the address")
    assert "Name or service not known" in text
