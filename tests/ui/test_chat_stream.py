"""Incremental streaming render: the answer streamed part by part looks exactly
like the same answer rendered whole, Markdown blocks split only where they
render the same alone, and the chat's citation numbers are the parser's."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtGui import QImage, QPainter, QTextDocument

from services.citations.parser import parse
from services.citations.registry import CitationRegistry
from tests.ui.helpers import anchors
from ui.chat.answer import AnswerRenderer, render_answer
from ui.chat.browser import ContentBrowser
from ui.chat.markdown import split_blocks
from ui.chat.message import COMPLETE, STOPPED, STREAMING, Entry, MessageWidget

ANSWER = """# Findings

Output rose by 12 percent [cite:a-1], per the **report** with `code [cite:a-1]`.

- tight item one [cite:a-2]
- tight item two

1. loose item one

2. loose item two [cite: a-1, a-2]

   continued paragraph of item two

| year | value |
|------|-------|
| 2024 | 10 [cite:a-3] |
| 2025 | 12 |

After the table ［cite:a-3］ and a duplicate [cite:a-1][cite:a-1].

```python
def f(x):

    return x * 2  # [cite:a-2] stays code
```

> a quote [cite:zz-9]

    indented code

Setext title
------------

Last paragraph with an unknown id [cite:nope-1] and 【cite：a-4】.
"""


def _registry() -> CitationRegistry:
    registry = CitationRegistry()
    for number in range(1, 5):
        registry.assign("a", number, f"https://site{number}.example.org/p", title=f"T{number}")
    return registry


def _image(document: QTextDocument) -> QImage:
    width = int(document.textWidth())
    image = QImage(width, int(document.size().height()) + 1, QImage.Format.Format_ARGB32)
    image.fill(0xFFFFFFFF)
    painter = QPainter(image)
    document.drawContents(painter)
    painter.end()
    return image


def _browser(qtbot: Any) -> ContentBrowser:
    browser = ContentBrowser()
    qtbot.addWidget(browser)
    browser.resize(560, 200)
    browser.document().setTextWidth(540)
    return browser


def _chunks(text: str, seed: int) -> list[str]:
    rng = random.Random(seed)
    parts, position = [], 0
    while position < len(text):
        step = rng.randint(1, 9)
        parts.append(text[position:position + step])
        position += step
    return parts


@pytest.mark.parametrize("seed", [1, 2])
def test_streamed_document_equals_whole_render(qtbot: Any, seed: int) -> None:
    registry = _registry()
    streamed, whole = _browser(qtbot), _browser(qtbot)
    renderer = AnswerRenderer(registry)
    text = ""
    for index, chunk in enumerate(_chunks(ANSWER, seed)):
        text += chunk
        update = renderer.update(text)
        streamed.stream_html(update.added, update.tail)
        if index % 40 == 0:  # mid-stream: what is shown equals its HTML set whole
            whole.set_html(renderer.html)
            assert _image(streamed.document()) == _image(whole.document())
    update = renderer.finish()
    streamed.stream_html(update.added, update.tail)
    whole.set_html(render_answer(ANSWER, _registry()).html)
    assert streamed.document().toPlainText() == whole.document().toPlainText()
    assert _image(streamed.document()) == _image(whole.document())
    assert [a[:2] for a in anchors(streamed)] == [a[:2] for a in anchors(whole)]


def test_blocks_split_only_where_they_render_alone() -> None:
    blocks = split_blocks(ANSWER, final=True)
    assert "".join(blocks) == ANSWER
    fence = next(b for b in blocks if b.startswith("```python"))
    assert "return x * 2" in fence  # the blank line inside the fence does not split it
    table = next(b for b in blocks if b.startswith("| year"))
    assert table.count("\n|") == 3
    loose = next(b for b in blocks if "1. loose" in b)
    assert "2. loose" in loose and "continued paragraph" in loose


def test_finished_blocks_never_change_while_streaming() -> None:
    final = split_blocks(ANSWER, final=True)
    for end in range(0, len(ANSWER), 5):
        done = split_blocks(ANSWER[:end], final=False)[:-1]
        assert done == final[: len(done)], ANSWER[:end]


def test_an_open_fence_stays_one_block() -> None:
    text = "Intro\n\n```\ncode\n\nmore code\n\n"
    blocks = split_blocks(text, final=False)
    assert blocks[-1].startswith("```") and blocks[-1].endswith("more code\n\n")


def test_ui_numbers_match_the_citation_parser(qtbot: Any) -> None:
    registry = _registry()
    parsed = parse(ANSWER, registry)
    rendered = render_answer(ANSWER, registry)
    assert rendered.numbers == parsed.numbers
    assert [(n, s.id) for n, s in rendered.sources] == [
        (c.number, c.source.id) for c in parsed.sources
    ]
    assert rendered.broken == ["zz-9", "nope-1"]
    assert set(parsed.unknown_ids) == {"zz-9", "nope-1"}
    # What the reader sees: superscripts in order of appearance, code untouched.
    browser = _browser(qtbot)
    browser.set_html(rendered.html)
    shown = [text for href, text, _pos in anchors(browser) if href.startswith("cite")]
    assert shown[:7] == ["1", "2", "1", "2", "3", "3", "1"]
    assert "[?zz-9]" in shown and "[?nope-1]" in shown and "4" in shown
    assert "return x * 2  # [cite:a-2] stays code" in browser.toPlainText()
    # The Markdown export: [n] markers, code as written, the duplicate collapsed.
    assert "`code [cite:a-1]`" in rendered.markdown
    assert "After the table [3] and a duplicate [1]." in rendered.markdown


def test_message_streams_then_keeps_the_streamed_document(qtbot: Any) -> None:
    registry = _registry()
    entry = Entry(role="assistant", status=STREAMING)
    widget = MessageWidget(entry, registry)
    qtbot.addWidget(widget)
    widget.resize(600, 400)
    for chunk in _chunks(ANSWER, 3):
        entry.text += chunk
        widget.stream_update()
    assert widget.number_of("a-2") == 2
    entry.status = COMPLETE
    widget.finish_stream()
    assert widget.rendered is not None
    assert widget.rendered.numbers == parse(ANSWER, registry).numbers
    streamed = widget.body.document().toPlainText()
    widget.refresh()
    assert widget.body.document().toPlainText() == streamed


def test_a_stopped_answer_drops_its_unfinished_marker(qtbot: Any) -> None:
    registry = _registry()
    entry = Entry(role="assistant", status=STREAMING)
    widget = MessageWidget(entry, registry)
    qtbot.addWidget(widget)
    entry.text = "Output rose [cite:a-1] and then [cite:a-"
    widget.stream_update()
    entry.status = STOPPED
    widget.finish_stream()
    shown = widget.body.toPlainText()
    assert " ".join(shown.split()).startswith("Output rose 1 and then")
    assert "[cite:a-" not in shown
    assert "Stopped" in widget.status.text()


def test_images_in_answers_are_never_loaded_only_described() -> None:
    from ui.chat.markdown import to_html

    html = to_html("See ![a chart of sales](http://evil.test/p.png?d=jane) and ![](http://x.test/a.png)")
    assert "<img" not in html and "evil.test" not in html and "x.test" not in html
    assert "[a chart of sales]" in html and "[image]" in html
