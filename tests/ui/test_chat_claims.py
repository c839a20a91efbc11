"""Checked citations in the chat: the card shows the backing passage with the matched
words highlighted, a click opens the page at that passage, an unsupported citation is
greyed with its reason, and all of it comes back from history."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QPoint, Qt, QUrl

from services.agent import AgentTrace
from services.cancel import CancelToken
from services.events import AnswerDelta
from tests.scripted import end_run
from tests.ui.conftest import laid_out, settle
from tests.ui.helpers import anchor_point, anchors

URL = "https://www.example.com/bridge"
PAGE = ("The Golden Gate Bridge opened to traffic on 27 May 1937. Its towers rise 227 m "
        "above the water. The bridge is painted in a colour called international orange.")


class CheckingAgent:
    """Reads one page, answers with one backed and one invented sentence, checks them."""

    def close(self) -> None:
        pass

    def run(self, question: str, *, registry: Any, cancel: CancelToken, on_event: Any,
            **_kw: Any) -> Any:
        cid = registry.new_call().assign(URL, title="Golden Gate Bridge", excerpt=PAGE)
        answer = (f"The bridge opened on 27 May 1937 [cite:{cid}]. "
                  f"It was designed by Gustave Eiffel [cite:{cid}].")
        on_event(AnswerDelta(answer))
        trace = AgentTrace(question=question, model="scripted",
                           claims={"supported": 1, "weak": 0, "unsupported": 1})
        return end_run(on_event, question, answer, registry, trace=trace)


def ask(qtbot: Any, window: Any) -> Any:
    window.composer.input.setPlainText("When did the bridge open?")
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.session.busy, timeout=10000)
    return window.chat.widgets[-1]


def cite_links(widget: Any) -> list[tuple[str, str, int]]:
    return [a for a in anchors(widget.body) if "#" in a[0] and a[0].startswith("cite:")]


def hover(qtbot: Any, window: Any, widget: Any, href: str) -> Any:
    card = window.chat.card
    card.hide()
    qtbot.mouseMove(widget.body.viewport(), QPoint(1, 1))  # off every link first
    qtbot.mouseMove(widget.body.viewport(), anchor_point(widget.body, href))
    qtbot.waitUntil(card.isVisible, timeout=20000)
    return card


def test_card_shows_the_passage_and_click_opens_it(
    qtbot: Any, make_window: Any, opener: Any
) -> None:
    window = make_window(lambda _job: CheckingAgent())
    answer = ask(qtbot, window)
    backed, invented = cite_links(answer)
    # Pills like every citation; the invented one is marked "1✗" (not supported).
    assert (backed[1].strip(), invented[1].strip()) == ("1", "1✗")
    card = hover(qtbot, window, answer, backed[0])
    assert card.passage.isVisible() and not card.excerpt.isVisible()
    assert card.verdict.text() == "The source says this here:"
    shown = card.passage.text()
    assert shown.startswith("The Golden Gate ") and " to traffic on " in shown
    # The sentence's words are marked, neighbours under one mark ("May" is a stop word).
    assert shown.count("background-color") == 3
    assert ">Bridge opened</span>" in shown and ">1937</span>" in shown
    qtbot.mouseClick(answer.body.viewport(), Qt.MouseButton.LeftButton,
                     pos=anchor_point(answer.body, backed[0]))
    link = f"{URL}#:~:text=The%20Golden%20Gate%20Bridge%20opened,traffic%20on%2027%20May%201937."
    assert opener.opened == [QUrl.fromEncoded(link.encode()).toString()]

    card = hover(qtbot, window, answer, invented[0])
    assert card.verdict.text().startswith("Not found in this source.")
    assert "Eiffel" not in card.passage.text()


def test_checked_citations_come_back_from_history(
    qtbot: Any, make_window: Any, history: Any
) -> None:
    window = make_window(lambda _job: CheckingAgent())
    ask(qtbot, window)
    conversation = window.session.conversation_id
    stored = history.messages(conversation)[-1]
    assert [c["support"] for c in stored.claims] == ["supported", "unsupported"]
    window.session.open(None)
    window.session.open(conversation)
    settle(qtbot, window)  # read on a worker
    reopened = window.chat.widgets[-1]
    qtbot.waitUntil(reopened.isVisible, timeout=20000)
    laid_out(qtbot, window.chat)  # hovered where the link stays
    backed, invented = cite_links(reopened)
    assert invented[1].strip() == "1✗"
    card = hover(qtbot, window, reopened, backed[0])
    assert "1937" in card.passage.text()
    assert "Citation check: 1 supported, 0 weak, 1 not found in their source" in (
        reopened.trace_view.toPlainText())



def test_passage_html_escapes_shortens_and_ignores_bad_spans() -> None:
    from services.citations.support import Evidence
    from ui.chat.card import passage_html

    text = "<b>x</b> & " + "filler " * 100 + "the key words here" + " tail" * 50
    start = text.index("key")
    evidence = Evidence("s-1", 1, "supported", text,
                        highlights=[[start, start + 3], [5, 2], [-1, 4], [0, 10_000]])
    shown = passage_html(evidence, limit=120)
    assert shown.startswith("…") and shown.endswith("…")
    assert ">key</span>" in shown and "<b>" not in shown
    assert len(re.sub("<[^>]+>", "", shown)) <= 122
    plain = passage_html(Evidence("s-1", 1, "weak", "a <tag> & b"))
    assert plain == "a &lt;tag&gt; &amp; b"


def test_highlights_follow_runs_of_tokens_and_never_split_a_number() -> None:
    from services.citations.support import Evidence
    from ui.chat.card import mark_spans, passage_html

    text = "Python 4.2 was released on 27 May 1937, with 1,500 fixes.\nNew line here."
    at = text.index
    # The support check marks tokens one by one ("4" and "2" of "4.2"; "1" of "1,500").
    tokens = [[at("4"), at("4") + 1], [at("2 was"), at("2 was") + 1],
              [at("27"), at("27") + 2], [at("May"), at("May") + 3],
              [at("1937"), at("1937") + 4], [at("1,500"), at("1,500") + 1],
              [at("fixes"), at("fixes") + 5], [at("New"), at("New") + 3]]
    spans = [text[s:e] for s, e in mark_spans(text, tokens)]
    assert spans == ["4.2", "27 May 1937", "1,500 fixes", "New"]  # never across a line
    shown = passage_html(Evidence("s-1", 1, "supported", text, highlights=tokens),
                         style="background:X")
    assert shown.count('<span style="background:X">') == 4
    assert '<span style="background:X">4.2</span>' in shown


def test_dark_highlights_are_muted_not_bright_blocks() -> None:
    from PySide6.QtGui import QColor

    from ui.chat.card import mark_style
    from ui.design import contrast_ratio, tokens

    dark = tokens("dark")
    assert dark.mark_bg in mark_style("dark") and dark.mark_bg != tokens("light").mark_bg
    # A muted amber: darker than the text on it and far from the old #ffe58a block.
    assert QColor(dark.mark_bg).lightness() < 90
    assert contrast_ratio(dark.mark_text, dark.mark_bg) >= 4.5
