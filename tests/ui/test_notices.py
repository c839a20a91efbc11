"""What the window says when an answer fails or is cut off, and what its buttons do;
banners belong to their conversation; successes are toasts; all of it translated."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from services.errors import LLMTimeout
from tests.agent.conftest import Lab, lab  # noqa: F401 - the fixture is used by name
from tests.servers.openai_server import error, search, text
from tests.ui.conftest import settle
from ui.errors import error_notice


def _ask(qtbot: Any, window: Any, question: str) -> Any:
    window.composer.input.setPlainText(question)
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.session.busy, timeout=20000)
    return window.chat.widgets[-1]


def _buttons(window: Any) -> list[str]:
    return [b.text() for b in window.banner.buttons if not b.isHidden()]


def test_search_down_names_the_real_cause_and_offers_what_exists(
    qtbot: Any, make_window: Any, settings: Any, lab: Lab,  # noqa: F811
) -> None:
    # The search provider cannot be reached: every round fails the same way.
    settings.update(lab.app_settings(**{"search.searxng.api_host": "http://127.0.0.1:9",
                                        "agent.max_turns": 2}))
    lab.llm.script(search("tour de france winner"), search("tour de france 2026"), text(""))
    window = make_window()
    answer = _ask(qtbot, window, "Who won the Tour de France?")
    banner = window.banner.text()
    assert banner == ("SearXNG could not be reached. Footnote tried 2 search rounds and found "
                      "nothing to answer from.")
    assert "sources it found" not in banner and "max_turns" not in banner
    assert _buttons(window) == ["Retry", "Try another provider"]
    assert answer.activity.text() == "2 searches failed"
    # Try another provider opens Settings › Web search at the provider choice.
    opened: list[tuple[Any, str]] = []
    window.open_settings = lambda page=None, focus="": opened.append((page, focus))
    window.banner.buttons[1].click()
    assert opened == [("search", "search.provider")]
    # Reopened, the answer still says why it failed, in the window's words.
    conversation = window.session.conversation_id
    window.new_conversation()
    window.open_conversation(conversation)
    settle(qtbot, window)
    assert window.chat.widgets[-1].status.text().replace("\u200b", "") == (
        "Failed: SearXNG could not be reached. Footnote tried 2 search rounds and found "
        "nothing to answer from.")


def test_a_refused_key_reopened_shows_no_command(
    qtbot: Any, make_window: Any, settings: Any, lab: Lab,  # noqa: F811
) -> None:
    settings.update(lab.app_settings(**{"agent.web_mode": "off"}))
    lab.llm.script(error(401, "Incorrect API key provided"))
    window = make_window()
    answer = _ask(qtbot, window, "Hello")
    assert "python -m" not in window.banner.text()
    assert "python -m" not in answer.status.text()
    assert _buttons(window) == ["Open Settings", "Retry"]
    conversation = window.session.conversation_id
    window.new_conversation()
    window.open_conversation(conversation)
    settle(qtbot, window)
    status = window.chat.widgets[-1].status.text().replace("\u200b", "")
    assert status.startswith("Failed: Custom endpoint rejected the API key.")
    assert "python -m" not in status


def test_retry_asks_the_last_question_again(
    qtbot: Any, make_window: Any, settings: Any, lab: Lab, history: Any,  # noqa: F811
) -> None:
    settings.update(lab.app_settings(**{"agent.web_mode": "off"}))
    lab.llm.script(text("Half an answer", finish_reason="content_filter"), text("Whole answer."))
    window = make_window()
    _ask(qtbot, window, "Tell me")
    assert _buttons(window)[0] == "Retry"
    window.banner.action.click()
    qtbot.waitUntil(lambda: not window.session.busy, timeout=20000)
    assert window.chat.widgets[-1].entry.text == "Whole answer."
    stored = history.messages(window.session.conversation_id)
    assert [m.role for m in stored] == ["user", "assistant"]  # replaced, not added


def test_continue_the_answer_sends_a_follow_up(
    qtbot: Any, make_window: Any, settings: Any, lab: Lab,  # noqa: F811
) -> None:
    settings.update(lab.app_settings(**{"agent.web_mode": "off"}))
    lab.llm.script(text("The first half", finish_reason="length"), text("and the rest."))
    window = make_window()
    _ask(qtbot, window, "Tell me a story")
    assert _buttons(window) == ["Continue the answer", "Raise the limit"]
    window.banner.action.click()
    qtbot.waitUntil(lambda: not window.session.busy, timeout=20000)
    entries = [w.entry for w in window.chat.widgets]
    assert entries[-2].role == "user"
    assert entries[-2].text == "Continue the answer from where it stopped."
    assert entries[-1].text == "and the rest."
    # The model saw its cut-off answer before the request to go on.
    sent = lab.llm.received[-1]["messages"]
    assert [m["content"] for m in sent[-2:]] == [
        "The first half", "Continue the answer from where it stopped."]


def test_raise_the_limit_opens_settings_at_the_limit(
    qtbot: Any, make_window: Any, monkeypatch: Any,
) -> None:
    from ui import settings as settings_ui

    window = make_window()
    shown: list[Any] = []

    def fake_open(parent: Any, services: Any, page: Any = None, focus: str = "") -> bool:
        dialog = settings_ui.SettingsDialog(services, parent)
        qtbot.addWidget(dialog)
        shown.append((dialog.show_setting(focus), dialog.current_page()))
        return False

    monkeypatch.setattr(settings_ui, "open_settings", fake_open)
    from ui.endings import ending_notice

    window.show_notice(ending_notice({"reason": "length", "limit": 256}))
    window.banner.buttons[1].click()
    assert shown == [(True, "models")]


def test_a_banner_belongs_to_its_conversation(
    qtbot: Any, make_window: Any, history: Any,
) -> None:
    first = history.create_conversation(title="First")
    history.add_user_message(first.id, "q")
    second = history.create_conversation(title="Second")
    window = make_window()
    window.open_conversation(first.id)
    settle(qtbot, window)
    window.show_notice(error_notice(LLMTimeout("The model did not answer."),
                                    conversation=first.id, answer=True))
    assert window.banner.isVisible()
    window.open_conversation(first.id)  # the same one again: still about it
    assert window.banner.isVisible()
    window.open_conversation(second.id)
    assert not window.banner.isVisible()
    window.open_conversation(first.id)
    window.show_notice(error_notice(LLMTimeout("x"), conversation=first.id))
    window.new_action.trigger()  # Ctrl+N
    assert not window.banner.isVisible()


def test_a_banner_follows_the_language(qtbot: Any, make_window: Any, qapp: Any) -> None:
    from ui.i18n import set_language

    window = make_window()
    window.show_notice(error_notice(LLMTimeout("The model did not answer in time."),
                                    answer=True))
    try:
        set_language(qapp, "zh_CN")
        qtbot.waitUntil(lambda: window.banner.action.text() == "重试", timeout=20000)
        assert window.banner.text().startswith("模型服务商未及时响应")
    finally:
        set_language(qapp, "en")
    qtbot.waitUntil(lambda: window.banner.action.text() == "Retry", timeout=20000)
    assert window.banner.text().startswith("The model did not answer in time.")


def test_a_success_is_a_toast_not_a_banner(
    qtbot: Any, make_window: Any, history: Any, tmp_path: Any, qapp: Any,
) -> None:
    from ui.i18n import set_language

    conversation = history.create_conversation(title="Notes")
    history.add_user_message(conversation.id, "q")
    window = make_window()
    window.open_conversation(conversation.id)
    settle(qtbot, window)
    target = tmp_path / "notes.md"
    window.export_to(target)
    assert target.exists()
    assert not window.banner.isVisible()
    toast = window.toast
    assert toast.isVisible() and toast.text() == f"Exported to {target}."
    assert toast.objectName() == "toast" and toast.parentWidget() is window.chat
    try:
        set_language(qapp, "zh_CN")
        qtbot.waitUntil(lambda: toast.text() != f"Exported to {target}.", timeout=20000)
        assert str(target) in toast.text()
    finally:
        set_language(qapp, "en")
    toast.timer.timeout.emit()  # its time is up
    assert not toast.isVisible()
