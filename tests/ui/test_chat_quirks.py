"""The chat window against endpoints with real providers' quirks: reasoning shown
as a collapsed "Thinking" section, honest endings in the banner, a model that
refuses streaming remembered in the settings."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import Qt

from tests.agent.conftest import Lab, lab  # noqa: F401 - the fixture is used by name
from tests.servers.openai_server import Reply, text
from tests.ui.conftest import settle


def _ask(qtbot: Any, window: Any, question: str) -> Any:
    window.composer.input.setPlainText(question)
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    answer = window.chat.widgets[-1]
    qtbot.waitUntil(lambda: not window.session.busy, timeout=20000)
    return answer


def test_reasoning_is_a_collapsed_thinking_section_not_the_answer(
    qtbot: Any, make_window: Any, settings: Any, lab: Lab, history: Any,  # noqa: F811
) -> None:
    settings.update(lab.app_settings(**{"agent.web_mode": "off"}))
    lab.llm.script(text("<think>The user greets me; greet back.</think>Hello there!", chunk=4))
    window = make_window()
    answer = _ask(qtbot, window, "Hello!")
    assert answer.entry.status == "complete" and answer.entry.text == "Hello there!"
    assert "greet back" not in answer.body.toPlainText()
    thinking = answer.thinking
    assert thinking.isVisible() and not thinking.expanded  # collapsed until asked
    # Above the answer, folded, in small muted text; it took no measurable time.
    layout = answer.layout()
    assert layout.indexOf(thinking) < layout.indexOf(answer.body)
    assert thinking.toggle.text() == "Thought for a moment"
    thinking.toggle.click()
    assert thinking.view.isVisible()
    assert thinking.view.text() == "The user greets me; greet back."
    answer.trace_button.click()
    assert "Thinking: 31 chars" in answer.trace_view.toPlainText()
    # Reopened from the history: the answer without the block, the thinking kept.
    stored = history.messages(window.session.conversation_id)[-1]
    assert stored.content == "Hello there!"
    window.session.open(None)
    window.session.open(stored.conversation_id)
    settle(qtbot, window)  # read on a worker
    again = window.chat.widgets[-1]
    assert again.entry.reasoning == "The user greets me; greet back."
    assert not again.thinking.isHidden() and not again.thinking.expanded
    assert again.entry.text == "Hello there!"


def test_an_answer_without_reasoning_has_no_thinking_section(
    qtbot: Any, make_window: Any, settings: Any, lab: Lab,  # noqa: F811
) -> None:
    settings.update(lab.app_settings(**{"agent.web_mode": "off"}))
    lab.llm.script(text("Plain answer."))
    window = make_window()
    answer = _ask(qtbot, window, "Hello!")
    assert answer.entry.text == "Plain answer." and not answer.thinking.isVisible()


def test_a_length_cut_off_is_named_in_the_banner_and_the_status(
    qtbot: Any, make_window: Any, settings: Any, lab: Lab, history: Any,  # noqa: F811
) -> None:
    settings.update(lab.app_settings(**{"agent.web_mode": "off", "llm.max_output_tokens": 50}))
    lab.llm.script(text("A story that goes on and", finish_reason="length"))
    window = make_window()
    answer = _ask(qtbot, window, "Tell me a story")
    assert answer.entry.status == "incomplete"
    assert answer.status.text() == "Incomplete: the output limit was reached"
    banner = window.banner.text()
    assert banner == "The answer reached the output limit of 50 tokens and was cut off."
    # What to do is a button: continue the answer, or raise the limit in Settings.
    assert [b.text() for b in window.banner.buttons if not b.isHidden()] == [
        "Continue the answer", "Raise the limit"]
    stored = history.messages(window.session.conversation_id)[-1]
    assert stored.status == "incomplete" and stored.error_code == "length"


def test_refused_streaming_is_remembered_in_the_settings(
    qtbot: Any, make_window: Any, settings: Any, lab: Lab,  # noqa: F811
) -> None:
    settings.update(lab.app_settings(**{"agent.web_mode": "off"}))
    lab.llm.quirks.add("no_stream")
    lab.llm.script(Reply(text="Whole answer.", reasoning="Short thought."))
    window = make_window()
    answer = _ask(qtbot, window, "Hello!")
    assert answer.entry.status == "complete" and answer.entry.text == "Whole answer."
    assert answer.entry.reasoning == "Short thought."
    qtbot.waitUntil(lambda: "test-model" in settings["llm.models"], timeout=20000)
    assert settings["llm.models"]["test-model"] == {"stream": False}
    assert not window.banner.text()  # a notice in the progress, not a failure


def test_stopped_while_thinking_keeps_the_thoughts_shown_so_far(
    qtbot: Any, make_window: Any, settings: Any, lab: Lab, history: Any,  # noqa: F811
) -> None:
    settings.update(lab.app_settings(**{"agent.web_mode": "off"}))
    lab.llm.script(Reply(reasoning="Let me think about this carefully. " * 40, text="Answer.",
                         chunk=8, delay_s=0.03))
    window = make_window()
    window.composer.input.setPlainText("Hard question")
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    answer = window.chat.widgets[-1]
    qtbot.waitUntil(lambda: len(answer.entry.reasoning) > 40, timeout=10000)
    thinking = answer.thinking
    assert not thinking.isHidden() and answer.entry.text == ""
    # Live, above the answer: a turning spinner and the seconds counting.
    assert thinking.live and not thinking.spinner.isHidden()
    assert re.fullmatch(r"Thinking… \d+ s", thinking.toggle.text())
    window.composer.button.click()  # Stop
    assert answer.entry.status == "stopped"
    assert not thinking.live and thinking.spinner.isHidden()
    assert thinking.toggle.text().startswith("Thought for")
    qtbot.waitUntil(lambda: not window.session._stopping, timeout=10000)
    stored = history.messages(window.session.conversation_id)[-1]
    assert stored.status == "stopped" and stored.content == ""
    assert stored.trace is not None
    assert stored.trace["reasoning"].startswith("Let me think about this carefully.")
