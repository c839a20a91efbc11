"""The whole-page reading keeps the page's main landmark when it holds the heading and the prose.
The pages are in Dutch: the rule reads structure, not words."""

from __future__ import annotations

from lxml.html import HtmlElement, document_fromstring

from services.extract.page_main import main_landmark

PROSE = (
    "<p>De bibliotheek is op werkdagen geopend van negen tot vijf uur, en op zaterdag van tien "
    "tot twee uur. Leden kunnen boeken lenen voor drie weken en daarna twee keer verlengen.</p>"
)
SIDE = ("<div class='kolom'><p>Nieuwsbrief: schrijf u in en ontvang elke maand de agenda van "
        "alle lezingen, cursussen en tentoonstellingen in de zalen van het gebouw.</p></div>")


def body(main: str, side: str = SIDE) -> HtmlElement:
    doc = document_fromstring(f"<html><body><div class='kop'>Menu</div>{side}{main}"
                              "<div class='voet'>Adres en openingstijden</div></body></html>")
    found = doc.find("body")
    assert found is not None
    return found


def test_a_main_with_the_heading_and_most_prose_is_the_page() -> None:
    root = body(f"<main><h1>Openingstijden</h1>{PROSE * 3}</main>")
    assert main_landmark(root).tag == "main"


def test_a_main_without_the_pages_heading_is_not() -> None:
    root = body(f"<main>{PROSE * 3}</main>")
    assert main_landmark(root) is root


def test_a_main_with_little_of_the_prose_is_not() -> None:
    root = body(f"<main><h1>Openingstijden</h1>{PROSE}</main>", side=SIDE * 3)
    assert main_landmark(root) is root


def test_two_mains_say_nothing() -> None:
    root = body(f"<main><h1>Openingstijden</h1>{PROSE * 3}</main><div role='main'>{PROSE}</div>")
    assert main_landmark(root) is root
