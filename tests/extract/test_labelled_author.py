"""The author an article names in one labelled line past its header ("Written by …")."""

from __future__ import annotations

from services.extract import dom
from services.extract.labelled_author import labelled_author
from services.extract.metadata import read_metadata

_ARTICLE = "<meta property='og:type' content='article'>"


def _page(body: str, head: str = _ARTICLE, lang: str = "en") -> str:
    return (f"<html lang='{lang}'><head><title>Neue Brücke</title>{head}</head><body>"
            f"<h1>Neue Brücke</h1><p>Der Text des Artikels über die Brücke, lang genug.</p>"
            f"{body}</body></html>")


def _author(body: str, head: str = _ARTICLE, lang: str = "en") -> str:
    return read_metadata(dom.parse(_page(body, head, lang))).author


def test_an_author_card_under_the_body_names_the_articles_writer() -> None:
    assert _author("<div><h3>Written by Anna Berg</h3><p>Anna writes on bridges.</p></div>") == (
        "Anna Berg")
    # The label alone, the name in the next text (a link to the writer's page).
    assert _author("<p>Written by <a href='/team/anna'>Anna Berg</a></p>") == "Anna Berg"
    # ... after a line break or a no-break space, as templates write it.
    assert _author("<p>Written by\n    <a href='/team/anna'>Anna Berg</a></p>") == "Anna Berg"
    assert _author("<p>Geschrieben von:&nbsp;<a href='/team/anna'>Anna Berg</a></p>",
                   lang="de") == "Anna Berg"
    assert _author("<p>作者：\n<a href='/team/wang'>王小明</a></p>", lang="zh") == "王小明"


def test_the_label_is_read_in_the_languages_footnote_serves() -> None:
    assert _author("<p>Geschrieben von: Anna Berg</p>", lang="de") == "Anna Berg"
    assert _author("<p>Écrit par Anne Dupont</p>", lang="fr") == "Anne Dupont"
    assert _author("<p>ECRIT PAR Anne Dupont</p>", lang="fr") == "Anne Dupont"
    assert _author("<p>Escrito por María López</p>", lang="es") == "María López"
    assert _author("<p>作者：王小明</p>", lang="zh") == "王小明"


def test_no_author_is_invented() -> None:
    # Two labelled lines: a listing's cards, each with its writer.
    cards = "<p>Written by Anna Berg</p><p>Written by Jonas Feld</p>"
    assert _author(cards) == ""
    # Words after the label that are no name: a sentence, a date, lower-case words.
    assert _author("<p>Written by the team at our office in town.</p>") == ""
    assert _author("<p>Written by hand</p>") == ""
    assert _author("<p>Written by Anna Berg on 15 March 2025</p>") == ""
    # A label's words inside another word, and a bare "By" (also "By category").
    assert labelled_author(dom.parse(_page("<p>Written byline Anna Berg</p>"))) == ""
    assert _author("<p>By Anna Berg</p><p>By Category</p>") == ""
    # A page that does not declare itself an article: its names are a review's or a
    # testimonial's.
    assert _author("<p>Written by Anna Berg</p>", head="") == ""


def test_a_declared_or_shown_byline_comes_first() -> None:
    declared = _ARTICLE + "<meta name='author' content='Jonas Feld'>"
    assert _author("<p>Written by Anna Berg</p>", head=declared) == "Jonas Feld"
