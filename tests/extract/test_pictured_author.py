"""The author a header shows as a portrait beside the name, whatever its class names."""

from __future__ import annotations

from services.extract import dom
from services.extract.metadata import read_metadata
from services.extract.pictured_author import pictured_author


def _h1(body: str):  # type: ignore[no-untyped-def]
    doc = dom.parse("<html><head><title>Neue Brücke über den Fluss</title></head><body>"
                    f"<article>{body}<p>{'Text des Artikels. ' * 20}</p></article></body></html>")
    return doc, next(doc.iter("h1"))


def test_a_portrait_and_the_name_it_shows_under_the_headline_name_the_author() -> None:
    doc, h1 = _h1("<h1>Neue Brücke über den Fluss</h1><div class='x9f'><img src='/a.jpg' "
                  "alt='Anna Kowalska'><div class='q1'>Anna Kowalska</div></div>")
    assert pictured_author(h1) == "Anna Kowalska"
    assert read_metadata(doc).author == "Anna Kowalska"


def test_a_figure_and_its_caption_name_no_author() -> None:
    _, h1 = _h1("<h1>Neue Brücke</h1><figure><img src='/b.jpg' width='1200' "
                "alt='Die Brücke am Abend'><figcaption>Die Brücke am Abend</figcaption>"
                "</figure>")
    assert pictured_author(h1) == ""


def test_an_alt_that_says_something_else_or_a_name_past_the_header_is_no_byline() -> None:
    _, h1 = _h1("<h1>Neue Brücke</h1><img src='/c.jpg' alt='Porträt'><span>Anna Berg</span>")
    assert pictured_author(h1) == ""
    _, h1 = _h1("<h1>Neue Brücke</h1><h2>Der Bau</h2><img src='/a.jpg' alt='Anna Berg'>"
                "<span>Anna Berg</span>")
    assert pictured_author(h1) == ""


def test_an_alt_that_says_the_name_and_a_role_after_a_mark_names_the_author() -> None:
    _, h1 = _h1("<h1>Neue Brücke</h1><img src='/a.jpg' width='56' "
                "alt='Porträt von Anna Kowalska, Redakteurin'><span>Anna Kowalska</span>")
    assert pictured_author(h1) == "Anna Kowalska"
    _, h1 = _h1("<h1>Neue Brücke</h1><img src='/a.jpg' alt='Anna Berg - Redakteurin'>"
                "<span>Anna Berg</span>")
    assert pictured_author(h1) == "Anna Berg"


def test_an_alt_that_names_another_thing_or_joins_a_word_is_no_portrait() -> None:
    for alt, text in (("Stadt Zeitung Logo", "Stadt Zeitung"), ("Automate-pp", "Automate"),
                      ("Anna Kowalska-Nowak", "Anna Kowalska"),
                      ("Sieben Trends für das Jahr", "für das Jahr")):
        _, h1 = _h1(f"<h1>Neue Brücke</h1><img src='/a.jpg' alt='{alt}'><span>{text}</span>")
        assert pictured_author(h1) == "", alt
