"""A signed page's one shown date, taken when htmldate reads the same day, and only then."""

from __future__ import annotations

from lxml import etree

from services.extract import dom
from services.extract.lone_date import lone_date
from services.extract.metadata import read_metadata

_BODY = "<p>" + "Der Text des Artikels über die neue Brücke am Fluss. " * 30 + "</p>"


def _page(head: str = "", byline: str = "<p>Von Anna Berg</p>",
          dates: str = "<p class='datum'>17.12.2025</p>") -> str:
    return (f"<html lang='de'><head><title>Neue Brücke</title>"
            f"<meta name='author' content='Anna Berg'>{head}</head><body>"
            f"<h1>Neue Brücke</h1>{byline}{_BODY}<h2>Die Baustelle</h2>{_BODY}{dates}"
            "</body></html>")


def _published(html: str) -> str:
    return read_metadata(dom.parse(html), "https://zeitung.example/neue-bruecke").published_at


def test_a_signed_page_is_dated_by_the_one_date_it_shows_far_from_its_headline() -> None:
    assert _published(_page()) == "2025-12-17"


def test_an_author_named_only_in_a_meta_tag_does_not_sign_the_page() -> None:
    assert _published(_page(byline="")) == ""


def test_a_page_that_shows_two_days_is_not_dated_by_either() -> None:
    two = "<p class='datum'>17.12.2025</p><p class='datum'>03.01.2026</p>"
    assert _published(_page(dates=two)) == ""


def test_a_second_reader_that_reads_another_day_leaves_the_page_undated() -> None:
    # htmldate reads the declared modification day; the page shows another one.
    changed = "<meta property='article:modified_time' content='2026-01-05T10:00:00Z'>"
    assert _published(_page(head=changed)) == ""


def test_the_page_is_read_without_being_changed() -> None:
    doc = dom.parse(_page())
    before = etree.tostring(doc)
    assert lone_date(doc, "", "de", "Anna Berg") == "2025-12-17"
    assert etree.tostring(doc) == before


_RU_BODY = "<p>" + "Текст статьи о новом мосте через реку и о том, как его строили. " * 30 + "</p>"


def _ru_page(end: str) -> str:
    return ("<html lang='ru'><head><title>Новый мост</title>"
            "<meta name='author' content='Анна Берг'></head><body>"
            f"<h1>Новый мост</h1><p>Анна Берг</p>{_RU_BODY}<h2>Стройка</h2>{_RU_BODY}{end}"
            "</body></html>")


def _ru_published(html: str) -> str:
    return read_metadata(dom.parse(html), "https://gazeta.example/most").published_at


def test_a_byline_that_names_and_dates_the_page_dates_it_in_any_language() -> None:
    # htmldate reads no Russian month; the name over the date is the byline's own reading.
    card = "<div><p>Анна Берг</p><p>17 декабря 2025</p></div>"
    assert _ru_published(_ru_page(card)) == "2025-12-17"


def test_a_date_far_from_the_name_is_not_read_as_a_byline() -> None:
    assert _ru_published(_ru_page("<p>17 декабря 2025</p>")) == ""
