"""First run: three steps (model, web search, first question), one main action each;
local servers are found and offered first; keys are optional."""

from __future__ import annotations

import socket
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from app.gui import app_services
from app.settings import Settings
from tests.servers.base import LocalServer, Response
from ui.welcome import MODEL, QUESTION, SEARCH, WelcomeDialog, is_first_run, maybe_show_welcome

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _closed_port_url() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}/v1"


@pytest.fixture
def fake_ollama(server: LocalServer, prefs: Settings) -> LocalServer:
    """An "Ollama" answering /v1/models; LM Studio's port answers nothing."""
    server.route("/v1/models", Response.json(
        {"object": "list", "data": [{"id": "qwen3:8b"}, {"id": "llama3.2:3b"}]}))
    prefs.set("llm.ollama.base_url", server.url("/v1"))
    prefs.set("llm.lmstudio.base_url", _closed_port_url())
    return server


def _dialog(qtbot: Any, prefs: Settings) -> WelcomeDialog:
    dialog = WelcomeDialog(app_services(prefs))
    qtbot.addWidget(dialog)
    return dialog


def _finish(dialog: WelcomeDialog, question: str = "") -> None:
    """Continue through the steps with the main action, as a user would."""
    while dialog.step() < QUESTION:
        dialog.next_button.click()
    dialog.question_step.question.setText(question)
    dialog.next_button.click()


def _providers(dialog: WelcomeDialog) -> list[str]:
    box = dialog.model_step.providers
    return [str(box.itemData(i)) for i in range(box.count())]


def test_local_ollama_is_found_and_offered_first(
    qtbot: Any, prefs: Settings, fake_ollama: LocalServer
) -> None:
    assert is_first_run(prefs)
    dialog = _dialog(qtbot, prefs)
    with qtbot.waitSignal(dialog.probed, timeout=10_000) as signal:
        pass
    assert signal.args[0] == {"ollama": ["llama3.2:3b", "qwen3:8b"]}
    assert [r.path for r in fake_ollama.requests] == ["/v1/models"]
    box = dialog.model_step.providers
    assert box.itemText(0) == "Ollama (local) — running on this computer (2 models)"
    assert dialog.chosen() == "ollama"
    assert dialog.key.isHidden()  # a local server needs no key
    assert "Found a model server" in dialog.model_step.probe_status.text()
    _finish(dialog)
    assert prefs["llm.provider"] == "ollama"
    assert prefs["llm.model"] == "llama3.2:3b"
    assert prefs["ui.welcome_done"] is True
    assert dialog.question == ""
    assert not is_first_run(Settings())


def test_each_step_has_one_main_action_and_skip_is_quieter(
    qtbot: Any, prefs: Settings, fake_ollama: LocalServer
) -> None:
    dialog = _dialog(qtbot, prefs)
    dialog.show()
    assert dialog.step_label.text() == "Step 1 of 3"
    assert dialog.next_button.property("primary") is True and dialog.next_button.isDefault()
    assert dialog.next_button.text() == "Continue"
    assert dialog.skip_button.isFlat() and not dialog.skip_button.property("primary")
    assert dialog.back_button.isHidden()
    dialog.next_button.click()
    assert dialog.step() == SEARCH and dialog.step_label.text() == "Step 2 of 3"
    assert not dialog.back_button.isHidden()
    dialog.next_button.click()
    assert dialog.step() == QUESTION
    assert dialog.next_button.text() == "Start"
    dialog.question_step.question.setText("why is the sky blue")
    assert dialog.next_button.text() == "Ask"
    dialog.back_button.click()
    assert dialog.step() == SEARCH


def test_cloud_provider_with_a_pasted_key(
    qtbot: Any, prefs: Settings, fake_ollama: LocalServer, memory_keyring: Any,
    settings_text: Any,
) -> None:
    dialog = _dialog(qtbot, prefs)
    with qtbot.waitSignal(dialog.probed, timeout=10_000):
        pass
    box = dialog.model_step.providers
    box.setCurrentIndex(box.findData("deepseek"))
    assert not dialog.key.isHidden()
    dialog.key.set_text("sk-welcome-secret")
    _finish(dialog)
    assert prefs["llm.provider"] == "deepseek"
    assert memory_keyring.store[("footnote", "llm.deepseek")] == "sk-welcome-secret"
    assert "sk-welcome-secret" not in settings_text()


def test_the_search_step_sets_the_provider_and_its_key(
    qtbot: Any, prefs: Settings, fake_ollama: LocalServer, memory_keyring: Any,
    settings_text: Any,
) -> None:
    dialog = _dialog(qtbot, prefs)
    step = dialog.search_step
    assert step.chosen() == "duckduckgo" and step.key.isHidden()  # works with no key
    assert "no key is needed" in step.note.text()
    dialog.next_button.click()
    step.providers.setCurrentIndex(step.providers.findData("tavily"))
    assert not step.key.isHidden() and step.host.isHidden()
    step.key.set_text("tvly-secret")
    step.providers.setCurrentIndex(step.providers.findData("searxng"))
    assert not step.host.isHidden()  # SearXNG: the address of your instance
    step.host.setText("https://searx.example.org")
    _finish(dialog)
    assert prefs["search.provider"] == "searxng"
    assert prefs["search.searxng.api_host"] == "https://searx.example.org"
    assert ("footnote", "search.tavily") not in memory_keyring.store  # not the chosen one
    assert "tvly-secret" not in settings_text()


def test_the_first_question_is_asked_when_the_window_is_back(
    qtbot: Any, prefs: Settings, fake_ollama: LocalServer
) -> None:
    dialog = _dialog(qtbot, prefs)
    while dialog.step() < QUESTION:
        dialog.next_button.click()
    examples = dialog.question_step.examples.buttons
    qtbot.mouseClick(examples[1], Qt.MouseButton.LeftButton)  # an example fills the box
    assert dialog.question_step.text() == examples[1].text()
    dialog.next_button.click()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.question == examples[1].text()


def test_no_local_server_and_no_key_still_works(
    qtbot: Any, prefs: Settings, memory_keyring: Any
) -> None:
    prefs.set("llm.ollama.base_url", _closed_port_url())
    prefs.set("llm.lmstudio.base_url", _closed_port_url())
    dialog = _dialog(qtbot, prefs)
    with qtbot.waitSignal(dialog.probed, timeout=10_000) as signal:
        pass
    assert signal.args[0] == {}
    assert "No local model server was found" in dialog.model_step.probe_status.text()
    assert dialog.chosen() == "openai"
    _finish(dialog)  # no key pasted: saved anyway, nothing crashes
    assert prefs["llm.provider"] == "openai"
    assert memory_keyring.store == {}


def test_skip_marks_the_welcome_done(qtbot: Any, prefs: Settings) -> None:
    prefs.set("llm.ollama.base_url", _closed_port_url())
    prefs.set("llm.lmstudio.base_url", _closed_port_url())
    dialog = _dialog(qtbot, prefs)
    dialog.skip_button.click()
    assert prefs["ui.welcome_done"] is True
    assert prefs.is_default("llm.provider")  # nothing else was saved
    with qtbot.waitSignal(dialog.probed, timeout=10_000, raising=False):
        pass


def test_maybe_show_welcome_does_nothing_after_the_first_run(prefs: Settings) -> None:
    prefs.set("ui.welcome_done", True)
    # would block if it showed a dialog
    assert maybe_show_welcome(None, app_services(prefs)) == ""
    configured = Settings()
    configured.set("ui.welcome_done", False)
    configured.set("llm.model", "gpt-4o-mini")
    assert not is_first_run(configured)


def test_a_local_server_without_models_says_what_to_do(
    qtbot: Any, prefs: Settings, server: LocalServer
) -> None:
    server.route("/v1/models", Response.json({"object": "list", "data": []}))
    prefs.set("llm.ollama.base_url", server.url("/v1"))
    prefs.set("llm.lmstudio.base_url", _closed_port_url())
    dialog = _dialog(qtbot, prefs)
    with qtbot.waitSignal(dialog.probed, timeout=10_000):
        pass
    assert dialog.chosen() == "ollama"
    assert "has no models yet" in dialog.model_step.key_note.text()
    _finish(dialog)
    assert prefs["llm.provider"] == "ollama"
    assert prefs["llm.model"] == ""


def test_a_custom_openai_compatible_endpoint_is_offered_beside_the_presets(
    qtbot: Any, prefs: Settings, memory_keyring: Any
) -> None:
    prefs.set("llm.ollama.base_url", _closed_port_url())
    prefs.set("llm.lmstudio.base_url", _closed_port_url())
    dialog = _dialog(qtbot, prefs)
    with qtbot.waitSignal(dialog.probed, timeout=10_000):
        pass
    names = _providers(dialog)
    assert "custom" in names and "openai" in names
    step = dialog.model_step
    box = step.providers
    assert "OpenAI-compatible" in box.itemText(names.index("custom"))
    assert step.custom_url.isHidden()
    box.setCurrentIndex(names.index("custom"))
    assert not step.custom_url.isHidden() and not dialog.key.isHidden()
    # A bad address is refused with a message: the first step does not end.
    step.custom_url.setText("ftp://files.example")
    dialog.next_button.click()
    assert "http:// or https://" in step.key_note.text()
    assert dialog.step() == MODEL and prefs["llm.provider"] != "custom"
    step.custom_url.setText("http://10.0.0.5:8000/v1")
    step.custom_model.setText("my-vllm-model")
    _finish(dialog)
    assert prefs["llm.provider"] == "custom"
    assert prefs["llm.custom.base_url"] == "http://10.0.0.5:8000/v1"
    assert prefs["llm.model"] == "my-vllm-model"
