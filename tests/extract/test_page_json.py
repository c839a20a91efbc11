"""Structured data as pages write it by hand: a slip in a JSON-LD block loses nothing."""

from __future__ import annotations

import json

import pytest

from services.extract import dom
from services.extract.metadata import read_metadata
from services.extract.page_json import read_values


def _page(ld: str, title: str, lang: str, head: str = "") -> str:
    return (f"<html lang='{lang}'><head><title>{title}</title>{head}"
            f"<script type='application/ld+json'>{ld}</script></head>"
            f"<body><h1>{title}</h1><p>{'Text. ' * 40}</p></body></html>")


@pytest.mark.parametrize(
    ("title", "lang", "ld"),
    [
        # a note left in the block, the URL's "//" inside a string kept
        ("Wie man ein Fahrrad repariert", "de",
         '{"@type": "NewsArticle", "url": "https://a.example/x", // vom Redaktionssystem\n'
         ' "datePublished": "2024-03-15T08:00:00+01:00",\n'
         ' "author": {"@type": "Person", "name": "Anna Berg"}}'),
        # a comma after the last item of a list and of an object
        ("Comment réparer un vélo", "fr",
         '{"@type": "BlogPosting", "keywords": ["vélo", "atelier", ],'
         ' "datePublished": "2024-03-15", "author": [{"name": "Anna Berg"}], }'),
        # a string in single quotes, as JavaScript writes one (with an apostrophe in it)
        ("Cómo reparar una bicicleta", "es",
         "{\"@type\": \"Article\", \"description\": 'La bici d\\'Anna', "
         "\"datePublished\": \"2024-03-15\", \"author\": {\"name\": \"Anna Berg\"}}"),
        # an HTML comment around the block, two objects one after the other
        ("Come riparare una bicicletta", "it",
         '<!--\n{"@type": "Organization", "name": "Officina"}'
         '{"@type": "Article", "datePublished": "2024-03-15",'
         ' "author": {"name": "Anna Berg"}}\n-->'),
    ],
)
def test_a_slip_in_the_block_keeps_its_date_and_author(title: str, lang: str, ld: str) -> None:
    found = read_metadata(dom.parse(_page(ld, title, lang)), "https://a.example/x")
    assert (found.published_at[:10], found.author, found.is_article) == (
        "2024-03-15", "Anna Berg", True)


@pytest.mark.parametrize(
    ("ld", "expected"),
    [
        # an author's accented letters escaped, as a template escapes them
        (r"{'author': {'name': 'Jos\u00e9 Garc\u00eda'}}", "José García"),
        (r"{'author': {'name': 'Fran\u00e7oise M\u00fcller'}}", "Françoise Müller"),
        # an escaped quote of either kind, a bare double quote, an escape JSON lacks
        (r"{'headline': 'L\'été \"chaud\" à \"Paris\"'}", 'L\'été "chaud" à "Paris"'),
        (r"""{'headline': 'Die "Grüne Woche" \x41'}""", 'Die "Grüne Woche" \\x41'),
    ],
)
def test_a_string_in_single_quotes_reads_its_escapes_as_javascript_does(
        ld: str, expected: str) -> None:
    (value,) = read_values(ld)
    item = value.get("author") or value
    assert (item.get("name") or item.get("headline")) == expected


def test_a_block_that_is_no_json_gives_nothing() -> None:
    assert read_values("{'@type': ") == []
    assert read_values("") == []
    found = read_metadata(dom.parse(_page('{"@type": "Article", "datePublished": ',
                                          "Fietsen repareren", "nl")))
    assert found.published_at == ""


def test_strict_json_reads_as_before() -> None:
    text = '{"a": "x // y, ]", "b": "it\'s"}'
    assert read_values(text) == [{"a": "x // y, ]", "b": "it's"}]


@pytest.mark.parametrize("kind", ["http://schema.org/NewsArticle", "https://schema.org/Article",
                                  "schema:BlogPosting", ["schema:BlogPosting", "Thing"]])
def test_a_type_named_in_full_is_read_by_its_short_name(kind: object) -> None:
    ld = json.dumps({"@type": kind, "datePublished": "2024-03-15",
                     "author": {"@type": "Person", "name": "Anna Berg"}})
    found = read_metadata(dom.parse(_page(ld, "Jak naprawić rower", "pl")))
    assert (found.published_at, found.is_article) == ("2024-03-15", True)


@pytest.mark.parametrize(
    ("value", "expected"),
    [("20240315", "2024-03-15"), ("20240315T083000Z", "2024-03-15"),
     ("202403150830", "2024-03-15"), ("20241315", ""), ("12345678", "")],
)
def test_a_declared_date_written_compact_is_read(value: str, expected: str) -> None:
    head = f"<meta name='pdate' content='{value}'>"
    found = read_metadata(dom.parse(f"<html lang='pt'><head>{head}</head><body>"
                                    "<h1>Como consertar uma bicicleta</h1><p>x</p></body></html>"))
    assert found.published_at == expected


def test_eight_digits_in_the_text_are_no_date() -> None:
    body = "<h1>Bestellung</h1><p>Nr. 20240315</p>"
    found = read_metadata(dom.parse(f"<html lang='de'><body>{body}</body></html>"))
    assert found.published_at == ""


def _commented(lang: str, title: str, byline: str, replier: str) -> str:
    comment = (f"<li itemscope itemtype='https://schema.org/Comment'>"
               f"<span itemprop='author' itemscope itemtype='https://schema.org/Person'>"
               f"<span itemprop='name'>{replier}</span></span><p>{'Merci. ' * 5}</p></li>")
    return (f"<html lang='{lang}'><head><title>{title}</title></head><body><article>"
            f"<h1>{title}</h1><div class='byline'>{byline}</div>"
            f"<p>{'Texte. ' * 60}</p></article><ol>{comment * 2}</ol></body></html>")


@pytest.mark.parametrize(
    ("lang", "title", "byline", "expected"),
    [
        ("de", "Wie man ein Fahrrad repariert", "Anna Berg", "Anna Berg"),
        ("fr", "Comment réparer un vélo", "Anna Berg", "Anna Berg"),
        ("es", "Cómo reparar una bicicleta", "Anna Berg", "Anna Berg"),
    ],
)
def test_a_commenters_microdata_is_not_the_pages_author(lang: str, title: str, byline: str,
                                                       expected: str) -> None:
    page = _commented(lang, title, byline, "Jean Dupont")
    assert read_metadata(dom.parse(page), "https://a.example/x").author == expected


def test_the_asker_is_a_threads_author_not_who_answers() -> None:
    # (an answer the site shows first, as the accepted one, is still an answer)
    def post(kind: str, name: str) -> str:
        return (f"<article itemscope itemtype='https://schema.org/{kind}'>"
                f"<div itemprop='author' itemscope itemtype='https://schema.org/Person'>"
                f"<span itemprop='name'>{name}</span></div><p>{'Testo. ' * 20}</p></article>")

    title = "Come riparare una bicicletta?"
    page = (f"<html lang='it'><head><title>{title}</title></head><body><h1>{title}</h1>"
            f"{post('Answer', 'Luca')}{post('Question', 'Giulia')}</body></html>")
    assert read_metadata(dom.parse(page), "https://a.example/t/1").author == "Giulia"
