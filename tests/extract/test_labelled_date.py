"""A date far from the headline, taken when the page labels it its publication, in the
languages Footnote supports, and only when it is the first date after the headline."""

from __future__ import annotations

import pytest

from services.extract import dom
from services.extract.labelled_date import LABELS
from services.extract.metadata import read_metadata

# A body long enough that a date after it is past what a header holds.
_SENTENCE = "Ein langer Absatz über den Garten, die Beete und das Wetter im Frühling. "
_BODY = "<p>" + _SENTENCE * 20 + "</p>"


def _page(after_body: str, lang: str = "de", before_body: str = "") -> str:
    return (f"<html lang='{lang}'><head><title>Der Garten im Frühling</title></head><body>"
            f"<h1>Der Garten im Frühling</h1>{before_body}{_BODY}{after_body}</body></html>")


def _published(html: str) -> str:
    return read_metadata(dom.parse(html), "https://garten.example/fruehling").published_at


@pytest.mark.parametrize(
    ("lang", "line", "expected"),
    [
        ("de", "<div class='x'>Veröffentlicht am 15. März 2025</div>", "2025-03-15"),
        ("en", "<aside><h4>Published</h4><div>July 8, 2025</div></aside>", "2025-07-08"),
        ("fr", "<p>Publié le <time datetime='2024-11-02'>2 novembre 2024</time></p>", "2024-11-02"),
        ("es", "<p>Fecha de publicación: 4 de mayo de 2023</p>", "2023-05-04"),
        ("it", "<span>Pubblicato il 9 settembre 2021</span>", "2021-09-09"),
        ("pt", "<span>Publicado em 4 de dezembro de 2023</span>", "2023-12-04"),
        ("nl", "<span>Gepubliceerd op 15 maart 2025</span>", "2025-03-15"),
        ("zh", "<span>发布时间：2025年3月15日</span>", "2025-03-15"),
        ("ja", "<span>公開日</span><span>2025年3月15日</span>", "2025-03-15"),
        ("ko", "<span>입력 2025.03.15</span>", "2025-03-15"),
    ],
)
def test_a_date_labelled_as_the_publication_dates_the_page_far_from_its_headline(
        lang: str, line: str, expected: str) -> None:
    assert _published(_page(line, lang)) == expected


def test_every_supported_language_has_labels() -> None:
    assert set(LABELS) == {"en", "de", "fr", "es", "it", "pt", "nl", "zh", "ja", "ko"}


def test_a_date_labelled_otherwise_is_none() -> None:
    assert _published(_page("<p>Aktualisiert am 15. März 2025</p>")) == ""
    assert _published(_page("<p>Member since 15 March 2019</p>", "en")) == ""


def test_a_labelled_date_after_another_date_is_an_item_s() -> None:
    items = ("<h3>Rosen schneiden</h3><p>02.03.2025</p>"
             "<p>Veröffentlicht am 15. März 2025</p>")
    assert _published(_page(items)) == ""


def test_a_labelled_date_among_a_record_s_facts_is_not_the_page_s() -> None:
    facts = "<ul><li><b>Veröffentlicht:</b> <span>15. März 2025</span></li></ul>"
    assert _published(_page(facts)) == ""
    table = "<table><tr><th>Veröffentlicht</th><td>15. März 2025</td></tr></table>"
    assert _published(_page(table)) == ""


def test_a_label_read_before_the_headline_does_not_date_the_page() -> None:
    html = ("<html lang='de'><body><nav>Veröffentlicht</nav><h1>Der Garten</h1>"
            f"{_BODY}<p>15. März 2025</p></body></html>")
    assert _published(html) == ""


def test_a_release_still_to_come_is_no_publication() -> None:
    # "公開予定" (to be released on) opens with the verb of "公開日" (published on).
    assert _published(_page("<p>公開予定 2026年5月1日</p>", "ja")) == ""
