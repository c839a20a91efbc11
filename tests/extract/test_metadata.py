"""Title, author and publication date as a reader would state them."""

from __future__ import annotations

import pytest

from services.extract import dom
from services.extract.metadata import Metadata, normalize_date, read_metadata, strip_site_name


def meta_of(head: str, body: str = "") -> Metadata:
    return read_metadata(dom.parse(f"<html><head>{head}</head><body>{body}<p>x</p></body></html>"))


def test_headline_h1_wins_when_the_title_tag_agrees() -> None:
    found = meta_of("<title>Ten ways to mend a bike tyre | Cycle Hub</title>",
                    "<h1>Cycle Hub</h1><h1>Ten ways to mend a bike tyre</h1>")
    assert found.title == "Ten ways to mend a bike tyre"


def test_unrelated_h1_is_ignored_and_the_site_name_is_cut() -> None:
    head = ("<title>Zmiany w prawie pracy w 2025 roku – Portal Kadrowy</title>"
            "<meta property='og:site_name' content='Portal Kadrowy'>")
    assert meta_of(head, "<h1>Kontakt</h1>").title == "Zmiany w prawie pracy w 2025 roku"


@pytest.mark.parametrize(
    ("title", "site", "expected"),
    [
        ("Новости дня — Пример", "Пример", "Новости дня"),
        ("Пример | Новости дня", "Пример", "Новости дня"),
        ("A long headline about rivers - Site", "", "A long headline about rivers"),
        ("No separator here", "", "No separator here"),
    ],
)
def test_site_name_is_stripped_in_any_language(title: str, site: str, expected: str) -> None:
    assert strip_site_name(title, site) == expected


def test_author_from_json_ld_article_then_meta_then_rel_author() -> None:
    ld = ('<script type="application/ld+json">{"@type": "BlogPosting", "author": '
          '[{"@type": "Person", "name": "Ana Souza"}, {"name": "Li Wei"}]}</script>')
    assert meta_of(ld).author == "Ana Souza, Li Wei"
    assert meta_of("<meta name='author' content='Jan Nowak'>").author == "Jan Nowak"
    assert meta_of("<meta name='author' content='https://social.example/jan'>").author == ""
    assert meta_of("", "<a rel='author' href='/u/k'>Kim Park</a>").author == "Kim Park"


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("2024-05-01T08:30:00Z", "2024-05-01T08:30:00Z"),
        ("2025-11-25 08:33:24", "2025-11-25T08:33:24"),
        ("Feb 08, 2022", "2022-02-08"),
        ("8 March 2021", "2021-03-08"),
        ("2023/7/4", "2023-07-04"),
        ("on Friday December 19, 2025 @08:00PM", "2025-12-19"),
        ("not a date", ""),
        ("2024-13-45", ""),
    ],
)
def test_dates_are_normalised(raw: str, expected: str) -> None:
    assert normalize_date(raw) == expected


def test_generic_webpage_record_and_shop_pages_have_no_publication_date() -> None:
    webpage = ('<script type="application/ld+json">{"@type": "WebPage", '
               '"datePublished": "2020-01-01"}</script>')
    assert meta_of(webpage).published_at == ""
    article = webpage.replace("WebPage", "NewsArticle")
    assert meta_of(article).published_at == "2020-01-01"
    shop = ("<meta property='og:type' content='product'>"
            "<meta property='article:published_time' content='2019-02-02'>")
    assert meta_of(shop, "<time datetime='2024-01-01'>x</time>").published_at == ""


def test_first_time_element_dates_a_thread() -> None:
    body = ("<time datetime='2024-05-28T10:24:43'>28 May</time><p>first post</p>"
            "<time datetime='2024-05-29T09:00:00'>29 May</time>")
    assert meta_of("", body).published_at == "2024-05-28T10:24:43"
