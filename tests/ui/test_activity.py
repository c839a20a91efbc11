"""What an answer searched and read stays with it, folded above the text: after the
run, after a stop, and when the conversation is opened again."""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import Qt

from tests.agent.conftest import Lab, lab  # noqa: F401 - the fixture is used by name
from tests.servers.base import Request, Response
from tests.servers.openai_server import cite_id_for, fetch, search, text
from tests.servers.pages import article_html
from tests.ui.conftest import settle


def _send(qtbot: Any, window: Any, question: str) -> Any:
    window.composer.input.setPlainText(question)
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    return window.chat.widgets[-1]


def _reopen(qtbot: Any, window: Any) -> Any:
    conversation = window.session.conversation_id
    window.new_conversation()
    window.open_conversation(conversation)
    settle(qtbot, window)
    return window.chat.widgets[-1]


def test_the_summary_unfolds_and_is_there_when_reopened(
    qtbot: Any, make_window: Any, settings: Any, lab: Lab,  # noqa: F811
) -> None:
    settings.update(lab.app_settings())
    page = lab.page("tides", "Tides explained", "The Moon pulls the oceans.")
    lab.hits("tides", ("Tides explained", page, "The Moon pulls the oceans."))
    lab.llm.script(search("tides"), fetch(page),
                   lambda body: text(f"The Moon [cite:{cite_id_for(body, '/articles/')}]."))
    window = make_window()
    answer = _send(qtbot, window, "Why are there tides?")
    qtbot.waitUntil(lambda: not window.session.busy, timeout=20000)
    layout = answer.layout()
    assert layout.indexOf(answer.activity) < layout.indexOf(answer.body)  # above the answer
    assert answer.activity.text() == "Searched 1 query · read 1 page"
    assert answer.activity.details.isHidden()  # folded
    answer.activity.toggle.click()
    assert answer.activity.details.text() == (
        "“tides”: 1 result (SearXNG)<br>Read 127.0.0.1")
    again = _reopen(qtbot, window)
    assert again.activity.text() == "Searched 1 query · read 1 page"


def test_a_stopped_answer_keeps_the_pages_it_read(
    qtbot: Any, make_window: Any, settings: Any, lab: Lab,  # noqa: F811
) -> None:
    settings.update(lab.app_settings())
    fast = lab.page("fast", "Fast page", "It loads at once.")
    released = threading.Event()

    def slow(_request: Request) -> Response:
        released.wait(10)
        return Response(article_html("Slow page", "It takes its time."))

    lab.web.route("/articles/slow", slow)
    lab.llm.script(fetch(fast, lab.web.url("/articles/slow")), text("Never asked."))
    window = make_window()
    try:
        answer = _send(qtbot, window, "Compare the two pages")
        qtbot.waitUntil(lambda: answer.activity.summary.pages_read == 1, timeout=20000)
        assert answer.activity.working and answer.activity.text().startswith("Reading 2 pages")
        window.composer.button.click()  # Stop
        assert answer.activity.text() == "Read 1 page · stopped"
        assert not answer.activity.working
        qtbot.waitUntil(lambda: not window.session._stopping, timeout=20000)
    finally:
        released.set()
    assert answer.activity.text() == "Read 1 page · stopped"  # the stored trace agrees
    again = _reopen(qtbot, window)
    assert again.entry.status == "stopped"
    assert again.activity.text() == "Read 1 page · stopped"
