"""readability's article cleaning, rewritten without debug strings, cleans as readability does."""

from __future__ import annotations

import lxml.html
import pytest
from readability import Document

from services.extract.sanitize import sanitize_article

_LONG = "Ein Satz mit genug Wörtern, damit er als Text zählt und nicht als Etikett. " * 4
_PAGES = [
    # link lists, a short block, a list of items beside prose, a heading with links
    f"<div><p>{_LONG}</p><div class='links'><a href='/a'>eins</a> <a href='/b'>zwei</a></div>"
    f"<div>kurz</div><ul><li>a</li><li>b</li></ul><h2><a href='/x'>verlinkt</a></h2></div>",
    # forms, text areas, frames (a video stays, marked), embeds and inputs
    f"<div><p>{_LONG}</p><form><input name='q'></form><textarea>t</textarea>"
    "<iframe src='https://www.youtube.com/embed/x' srcdoc='s'></iframe>"
    "<iframe src='https://example.org/ad'></iframe>"
    f"<div><embed src='x'><p>{_LONG}</p></div>"
    "<div><input type='hidden'><input type='hidden'><p>Kurz, aber da.</p></div></div>",
    # images against paragraphs, weights by class, commas that make a block prose
    f"<div><div class='sidebar'><p>{_LONG}</p></div><div class='article-body'>"
    "<a href='/1'>x</a> <a href='/2'>y</a> Text</div>"
    "<div><img src='1'><img src='2'><img src='3'><img src='4'><p>Bild</p></div>"
    "<section>a, b, c, d, e, f, g, h, i, j, k, l <a href='/s'>nur ein Link hier</a></section>"
    "</div>",
    # an empty block kept for its long neighbours, with the blocks inside it
    f"<div><p>{_LONG * 3}</p><div><img src='1'><img src='2'><section></section></div>"
    f"<p>{_LONG * 3}</p><div><img src='3'><img src='4'></div>"
    "<aside>Werbung</aside><header>Kopf</header><footer>Fuß</footer></div>",
    # a call to action made of links, and a table of links
    f"<div><p>Jetzt <a href='/s'>abonnieren</a> und <a href='/t'>teilen</a></p><p>{_LONG}</p>"
    "<table><tr><td><a href='/1'>1</a></td><td><a href='/2'>2</a></td></tr></table></div>",
]


def _cleaned(html: str, stock: bool) -> bytes:
    root = lxml.html.fromstring(html)
    reader = Document("")
    reader.html = root
    candidates = {elem: {"content_score": -30 if elem.get("class") == "sidebar" else 0,
                         "elem": elem} for elem in root.iter("div")}
    if stock:
        reader.sanitize(root, candidates)
    else:
        sanitize_article(reader, root, candidates)
    return bytes(lxml.html.tostring(root))


@pytest.mark.parametrize("html", _PAGES)
def test_the_article_is_cleaned_as_readability_cleans_it(html: str) -> None:
    assert _cleaned(html, stock=False) == _cleaned(html, stock=True)


def test_blocks_of_links_and_forms_go_and_prose_stays() -> None:
    cleaned = _cleaned(_PAGES[1], stock=False).decode()
    assert "<form" not in cleaned and "<textarea" not in cleaned
    assert "VIDEO" in cleaned and "example.org" not in cleaned
    assert "Ein Satz mit genug" in cleaned


def test_an_empty_block_between_long_ones_stays_with_what_it_holds() -> None:
    cleaned = _cleaned(_PAGES[3], stock=False).decode()
    assert "<section></section>" in cleaned and "src=\"1\"" in cleaned
    assert "src=\"3\"" not in cleaned


@pytest.mark.parametrize("text", ["", "  \n\t ", "kurz", " a \n\n b\t\tc  ", "x" * 74 + "\n  \n",
                                  "wort " * 30, "\u00a0" * 300 + "y" * 80, "z\u2003" * 40])
def test_a_blocks_length_is_exact_below_what_it_is_compared_with(text: str) -> None:
    from readability.readability import clean

    from services.extract.sanitize import _content_length

    length = _content_length(text, 75)
    assert length == len(clean(text)) if len(clean(text)) < 75 else 75 <= length <= len(clean(text))
