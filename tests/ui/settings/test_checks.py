"""Models and Web search pages: model list, Check buttons and Clear cache, against
local servers that speak the providers' APIs. The checks use the values shown
in the dialog (unsaved ones included) and run off the GUI thread."""

from __future__ import annotations

from typing import Any

import pytest

from app import paths
from app.settings import Settings
from services.cache import Cache
from tests.servers import tavily
from tests.servers.base import LocalServer
from tests.servers.openai_server import OpenAIServer, error, text
from tests.servers.search_api import FakeSearchApi, Hit
from ui.settings import SettingsDialog

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def llm(server: LocalServer) -> OpenAIServer:
    return OpenAIServer(server)


def _custom_endpoint(dialog: SettingsDialog, base_url: str, key: str = "") -> Any:
    page = dialog.pages["models"]
    page.provider.editor.setCurrentIndex(page.provider.editor.findData("custom"))
    page.url_fields["custom"].editor.setText(base_url)
    if key:
        page.key_fields["custom"].set_text(key)
    return page


def test_fetch_model_list(qtbot: Any, dialog: SettingsDialog, llm: OpenAIServer) -> None:
    page = _custom_endpoint(dialog, llm.base_url)
    with qtbot.waitSignal(page.models_listed, timeout=10_000) as signal:
        page.fetch_button.click()
    assert signal.args == [["test-model", "tiny-model"], ""]
    assert [page.model.itemText(i) for i in range(page.model.count())] == [
        "test-model", "tiny-model"]
    assert page.status.text() == "2 models found."
    assert page.fetch_button.isEnabled()


def test_check_reports_ok_and_uses_the_unsaved_key(
    qtbot: Any, dialog: SettingsDialog, llm: OpenAIServer, memory_keyring: Any
) -> None:
    page = _custom_endpoint(dialog, llm.base_url, key="sk-typed-not-saved")
    page.model.setCurrentText("tiny-model")
    llm.script(text("OK"))
    with qtbot.waitSignal(page.check_finished, timeout=10_000) as signal:
        page.check_button.click()
    ok, message = signal.args
    assert ok, message
    assert "tiny-model" in message
    assert page.status.text().startswith("✓ Works.")
    assert llm.received[0]["model"] == "tiny-model"
    assert llm.headers[0]["authorization"] == "Bearer sk-typed-not-saved"
    assert memory_keyring.store == {}  # checking never stores anything


def test_check_reports_the_exact_problem(
    qtbot: Any, dialog: SettingsDialog, llm: OpenAIServer
) -> None:
    page = _custom_endpoint(dialog, llm.base_url, key="sk-wrong")
    page.model.setCurrentText("test-model")
    llm.script(error(401, "Incorrect API key provided"))
    with qtbot.waitSignal(page.check_finished, timeout=10_000) as signal:
        page.check_button.click()
    ok, message = signal.args
    assert not ok
    assert "rejected" in message.lower() or "key" in message.lower()
    assert page.status.text().startswith("✗ ")


def test_check_without_a_key_says_what_is_missing(
    qtbot: Any, dialog: SettingsDialog
) -> None:
    page = dialog.pages["models"]
    page.provider.editor.setCurrentIndex(page.provider.editor.findData("deepseek"))
    with qtbot.waitSignal(page.check_finished, timeout=10_000) as signal:
        page.check_button.click()
    ok, message = signal.args
    assert not ok
    assert "No API key is stored for DeepSeek" in message


def test_model_facts_and_overrides(dialog: SettingsDialog, prefs: Settings) -> None:
    page = dialog.pages["models"]
    page.model.setCurrentText("gpt-4o-mini")
    assert "calls tools: yes" in page.facts.text()
    assert "128,000" in page.facts.text()
    page.customize_button.click()
    assert page.table.models() == ["gpt-4o-mini"]
    page.table.item(0, 1).setCheckState(page.table.item(0, 1).checkState().Unchecked)
    page.table.cellWidget(0, 2).setValue(64000)
    assert "calls tools: no" in page.facts.text()
    assert "the details you set below" in page.facts.text()
    assert dialog.apply()
    assert prefs["llm.models"] == {"gpt-4o-mini": {"tools": False, "context_window": 64000}}


def test_search_check_against_a_local_tavily(
    qtbot: Any, dialog: SettingsDialog, server: LocalServer
) -> None:
    api = FakeSearchApi(default=[Hit("Result", "https://example.org/", "snippet")],
                        keys={"tvly-good": "ok"})
    tavily.install(server, api)
    page = dialog.pages["search"]
    host = next(f for f in page.fields if f.name == "search.tavily.api_host")
    host.editor.setText(server.url(""))
    page.keys["search.tavily"].set_text("tvly-bad")
    with qtbot.waitSignal(page.check_finished, timeout=10_000) as signal:
        page.check_buttons["tavily"].click()
    provider, ok, message = signal.args
    assert (provider, ok) == ("tavily", False)
    assert page.status["tavily"].text().startswith("✗ ")
    assert message in page.status["tavily"].text()

    page.keys["search.tavily"].set_text("tvly-good")
    with qtbot.waitSignal(page.check_finished, timeout=10_000) as signal:
        page.check_buttons["tavily"].click()
    assert signal.args[1] is True, signal.args[2]
    assert page.status["tavily"].text().startswith("✓ Works.")
    assert [key for _q, key in api.calls] == ["tvly-bad", "tvly-good"]


def test_search_check_needs_a_key(qtbot: Any, dialog: SettingsDialog) -> None:
    page = dialog.pages["search"]
    with qtbot.waitSignal(page.check_finished, timeout=10_000) as signal:
        page.check_buttons["brave"].click()
    provider, ok, message = signal.args
    assert (provider, ok) == ("brave", False)
    assert "key" in message.lower()


def test_clear_cache(qtbot: Any, dialog: SettingsDialog) -> None:
    cache = Cache(paths.cache_db())
    cache.put("search", "k1", "[]", 3600)
    cache.put("fetch", "k2", "{}", 3600)
    cache.close()
    page = dialog.pages["search"]
    with qtbot.waitSignal(page.cache_cleared, timeout=10_000) as signal:
        page.clear_button.click()
    assert signal.args[0] == "Cache cleared (2 entries removed)."
    again = Cache(paths.cache_db())
    assert again.get("search", "k1") is None
    again.close()


def test_a_typed_key_echoed_by_a_401_is_not_shown(
    qtbot: Any, dialog: SettingsDialog, llm: OpenAIServer, footnote_home: Any
) -> None:
    canary = "canary-typed-4be1c0ffee9d2a7"
    page = _custom_endpoint(dialog, llm.base_url, key=canary)
    page.model.setCurrentText("tiny-model")
    llm.script(error(401, f"Incorrect API key provided: {canary}."))
    with qtbot.waitSignal(page.check_finished, timeout=10_000) as signal:
        page.check_button.click()
    ok, message = signal.args
    assert not ok and canary not in message and "[redacted]" in message
    assert canary not in page.status.text() and canary not in page.status.toolTip()
    for path in footnote_home.rglob("*"):
        if path.is_file():
            assert canary.encode() not in path.read_bytes(), path
