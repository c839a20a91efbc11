"""Author, site and a labelled date on the hover card and in the source list, from pages
the real agent fetched: the publication date when the page states one, else the fetch date
(so labelled)."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import Qt

from tests.agent.conftest import Lab, lab  # noqa: F401 - the fixture is used by name
from tests.servers.base import Response
from tests.servers.openai_server import cite_id_for, fetch, text
from tests.servers.pages import dated_article_html
from tests.ui.helpers import anchor_point, anchors

DATED_HEAD = (
    '<meta property="og:site_name" content="Valley Courier">'
    '<script type="application/ld+json">{"@type": "NewsArticle", "datePublished": '
    '"2025-03-14T08:00:00Z", "author": {"@type": "Person", "name": "Ines Duarte"}}</script>'
)


def _hover(qtbot: Any, window: Any, answer: Any, label: str) -> str:
    # The citation in the sentence (its link names the marker), not the source list's pill.
    cite = next(h for h, t, _p in anchors(answer.body)
                if h.startswith("cite:") and "#" in h and t.strip().rstrip("?✗") == label)
    card = window.chat.card
    card.hide()
    qtbot.mouseMove(answer.body.viewport(), anchor_point(answer.body, cite))
    qtbot.waitUntil(card.isVisible, timeout=20000)
    return str(card.meta.text())


def test_card_and_source_list_show_author_and_published_or_fetched_date(
    qtbot: Any, make_window: Any, settings: Any, lab: Lab,  # noqa: F811
) -> None:
    settings.update(lab.app_settings())
    lab.web.route("/articles/rivers", Response(dated_article_html(
        "Rivers in spring", "The rivers rose early this year, two weeks before usual.",
        head=DATED_HEAD)))
    dated = lab.web.url("/articles/rivers")
    undated = lab.page("lakes", "Lakes in spring", "The lakes stayed frozen into April.")
    lab.llm.script(
        lambda body: fetch(dated, undated),
        lambda body: text(
            f"The rivers rose early [cite:{cite_id_for(body, '/articles/rivers')}] and the "
            f"lakes stayed frozen into April [cite:{cite_id_for(body, '/articles/lakes')}]."),
    )
    window = make_window()
    window.composer.input.setPlainText("How were rivers and lakes this spring?")
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.session.busy, timeout=20000)
    answer = window.chat.widgets[-1]
    assert answer.entry.status == "complete", window.banner.text()

    assert _hover(qtbot, window, answer, "1") == (
        "Valley Courier (127.0.0.1) · by Ines Duarte · published 2025-03-14")
    assert re.fullmatch(r"127\.0\.0\.1 · fetched \d{4}-\d\d-\d\d",
                        _hover(qtbot, window, answer, "2"))

    listed = answer.body.toPlainText()
    assert "Valley Courier (127.0.0.1) · by Ines Duarte · published 2025-03-14" in listed
    assert re.search(r"127\.0\.0\.1 · fetched \d{4}-\d\d-\d\d", listed)
    assert "published" not in listed.split("Lakes in spring", 2)[-1]
