"""Only http and https sources open on click; anything else is shown with a plain
refusal. Control characters in page-derived titles show as nothing."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from services.cancel import CancelToken
from services.events import AnswerDelta
from tests.scripted import end_run
from tests.ui.helpers import anchor_point, anchors

SAFE = "https://www.example.com/solar"
HOSTILE = [
    "file:///etc/passwd",
    "smb://fileserver/share/secret.docx",
    "javascript:alert(document.cookie)",
    "ftp://example.com/file",
    "http://[::1",
    "data:text/html,<script>alert(1)</script>",
]
ESCAPED_TITLE = "\x1b]0;pwned\x07Solar \x1b[2Jnews\x9b31m"


class LinkAgent:
    def __init__(self, url: str) -> None:
        self.url = url

    def close(self) -> None:
        pass

    def run(self, question: str, *, registry: Any, cancel: CancelToken, on_event: Any,
            **kw: Any) -> Any:
        ids = registry.new_call()
        cid = ids.assign(self.url, title=ESCAPED_TITLE, excerpt="Out\x1b[31mput\x00 doubled.")
        answer = f"It doubled [cite:{cid}]."
        on_event(AnswerDelta(answer))
        return end_run(on_event, question, answer, registry, checked=False)


def _click_first_citation(qtbot: Any, make_window: Any, url: str) -> Any:
    window = make_window(lambda _job: LinkAgent(url))
    window.composer.input.setPlainText("Did it double?")
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.session.busy, timeout=10000)
    answer = window.chat.widgets[-1]
    href = next(h for h, _t, _p in anchors(answer.body) if h.startswith("cite:"))
    qtbot.mouseClick(answer.body.viewport(), Qt.MouseButton.LeftButton,
                     pos=anchor_point(answer.body, href))
    return window


@pytest.mark.parametrize("url", HOSTILE)
def test_a_non_web_source_is_never_handed_to_the_system_opener(
    qtbot: Any, make_window: Any, opener: Any, url: str
) -> None:
    window = _click_first_citation(qtbot, make_window, url)
    assert opener.opened == []
    card = window.chat.card
    assert card.isVisible()
    assert card.title.text() == "Not opened"
    assert card.meta.text() == url
    assert "only web addresses (http and https)" in card.excerpt.text()


def test_a_web_source_opens(qtbot: Any, make_window: Any, opener: Any) -> None:
    _click_first_citation(qtbot, make_window, SAFE)
    assert opener.opened == [SAFE]


def test_link_clicks_in_the_answer_body_are_checked_too(make_window: Any, opener: Any) -> None:
    window = make_window(lambda _job: LinkAgent(SAFE))
    view = window.chat
    assert view.open_link("file:///etc/passwd") is False
    assert view.open_link("HTTPS://Example.com/a/../b") is True
    assert opener.opened == ["https://example.com/b"]


def test_control_characters_in_titles_show_as_nothing(qtbot: Any, make_window: Any) -> None:
    window = make_window(lambda _job: LinkAgent(SAFE))
    window.composer.input.setPlainText("Did it double?")
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.session.busy, timeout=10000)
    answer = window.chat.widgets[-1]
    href = next(h for h, _t, _p in anchors(answer.body) if h.startswith("cite:"))
    qtbot.mouseMove(answer.body.viewport(), anchor_point(answer.body, href))
    card = window.chat.card
    qtbot.waitUntil(card.isVisible, timeout=20000)
    assert card.title.text() == "[1] Solar news"
    assert card.excerpt.text() == "Output doubled."
    shown = answer.body.toPlainText()
    assert "\x1b" not in shown and "\x07" not in shown
