"""First run: local servers are found and offered first; keys are optional."""

from __future__ import annotations

import socket
from typing import Any

import pytest

from app.gui import app_services
from app.settings import Settings
from tests.servers.base import LocalServer, Response
from ui.welcome import WelcomeDialog, is_first_run, maybe_show_welcome

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


def test_local_ollama_is_found_and_offered_first(
    qtbot: Any, prefs: Settings, fake_ollama: LocalServer
) -> None:
    assert is_first_run(prefs)
    dialog = WelcomeDialog(app_services(prefs))
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.probed, timeout=10_000) as signal:
        pass
    assert signal.args[0] == {"ollama": ["llama3.2:3b", "qwen3:8b"]}
    assert [r.path for r in fake_ollama.requests] == ["/v1/models"]
    first = dialog.providers.item(0)
    assert first.text() == "Ollama (local) — running on this computer (2 models)"
    assert dialog.chosen() == "ollama"
    assert dialog.key.isHidden()  # a local server needs no key
    assert "Found a model server" in dialog.probe_status.text()
    assert "DuckDuckGo" in dialog.search_note.text()
    dialog.start_button.click()
    assert prefs["llm.provider"] == "ollama"
    assert prefs["llm.model"] == "llama3.2:3b"
    assert prefs["ui.welcome_done"] is True
    assert not is_first_run(Settings())


def test_cloud_provider_with_a_pasted_key(
    qtbot: Any, prefs: Settings, fake_ollama: LocalServer, memory_keyring: Any,
    settings_text: Any,
) -> None:
    dialog = WelcomeDialog(app_services(prefs))
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.probed, timeout=10_000):
        pass
    rows = {dialog.providers.item(i).data(256): i for i in range(dialog.providers.count())}
    dialog.providers.setCurrentRow(rows["deepseek"])
    assert not dialog.key.isHidden()
    dialog.key.set_text("sk-welcome-secret")
    dialog.start_button.click()
    assert prefs["llm.provider"] == "deepseek"
    assert memory_keyring.store[("footnote", "llm.deepseek")] == "sk-welcome-secret"
    assert "sk-welcome-secret" not in settings_text()


def test_no_local_server_and_no_key_still_works(
    qtbot: Any, prefs: Settings, memory_keyring: Any
) -> None:
    prefs.set("llm.ollama.base_url", _closed_port_url())
    prefs.set("llm.lmstudio.base_url", _closed_port_url())
    dialog = WelcomeDialog(app_services(prefs))
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.probed, timeout=10_000) as signal:
        pass
    assert signal.args[0] == {}
    assert "No local model server was found" in dialog.probe_status.text()
    assert dialog.chosen() == "openai"
    dialog.start_button.click()  # no key pasted: saved anyway, nothing crashes
    assert prefs["llm.provider"] == "openai"
    assert memory_keyring.store == {}


def test_skip_marks_the_welcome_done(qtbot: Any, prefs: Settings) -> None:
    prefs.set("llm.ollama.base_url", _closed_port_url())
    prefs.set("llm.lmstudio.base_url", _closed_port_url())
    dialog = WelcomeDialog(app_services(prefs))
    qtbot.addWidget(dialog)
    dialog.skip_button.click()
    assert prefs["ui.welcome_done"] is True
    with qtbot.waitSignal(dialog.probed, timeout=10_000, raising=False):
        pass


def test_maybe_show_welcome_does_nothing_after_the_first_run(prefs: Settings) -> None:
    prefs.set("ui.welcome_done", True)
    maybe_show_welcome(None, app_services(prefs))  # would block if it showed a dialog
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
    dialog = WelcomeDialog(app_services(prefs))
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.probed, timeout=10_000):
        pass
    assert dialog.chosen() == "ollama"
    assert "has no models yet" in dialog.key_note.text()
    dialog.start_button.click()
    assert prefs["llm.provider"] == "ollama"
    assert prefs["llm.model"] == ""


def test_a_custom_openai_compatible_endpoint_is_offered_beside_the_presets(
    qtbot: Any, prefs: Settings, memory_keyring: Any
) -> None:
    prefs.set("llm.ollama.base_url", _closed_port_url())
    prefs.set("llm.lmstudio.base_url", _closed_port_url())
    dialog = WelcomeDialog(app_services(prefs))
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.probed, timeout=10_000):
        pass
    names = [dialog.providers.item(i).data(0x0100) for i in range(dialog.providers.count())]
    assert "custom" in names and "openai" in names
    row = names.index("custom")
    assert "OpenAI-compatible" in dialog.providers.item(row).text()
    assert dialog.custom_box.isHidden()
    dialog.providers.setCurrentRow(row)
    assert not dialog.custom_box.isHidden() and not dialog.key.isHidden()
    # A bad address is refused with a message, nothing saved.
    dialog.custom_url.setText("ftp://files.example")
    dialog.start_button.click()
    assert "http:// or https://" in dialog.key_note.text()
    assert prefs["llm.provider"] != "custom" and dialog.result() == 0
    dialog.custom_url.setText("http://10.0.0.5:8000/v1")
    dialog.custom_model.setText("my-vllm-model")
    dialog.start_button.click()
    assert prefs["llm.provider"] == "custom"
    assert prefs["llm.custom.base_url"] == "http://10.0.0.5:8000/v1"
    assert prefs["llm.model"] == "my-vllm-model"
