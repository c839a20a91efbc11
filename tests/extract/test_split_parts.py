"""An article a page builder split into parts marked alike but not identically (a hash or a
number of their own in each part's marks): the parts after readability's block stay, two
blocks alike side by side (a text and its aside) do not merge, and a part repeated for
another screen size is kept once."""

from __future__ import annotations

import lxml.html

from services.extract import dom
from services.extract.article import ArticleFinder
from services.extract.peers import are_peers, marks, unrepeated
from services.extract.pipeline import prepare
from services.extract.split_article import split_article_blocks

URL = "https://site.example.net/story"
WORDS = ("harbour", "orchard", "lantern", "meadow", "quarry", "glacier", "thicket", "cavern")


def _prose(seed: int, sentences: int) -> str:
    word = WORDS[seed % len(WORDS)]
    return " ".join(f"The {word} number {seed} changed in season {n}, and the keepers wrote down "
                    f"what they saw, step by step, so that others could follow it later."
                    for n in range(sentences))


def _page(parts: str, aside: str = "") -> str:
    return ("<html><head><title>Story</title></head><body>"
            "<nav><a href='/'>Home</a> <a href='/news'>News</a> <a href='/shop'>Shop</a></nav>"
            f"<article><h1>Story</h1><div class='stack'>{parts}</div>{aside}</article>"
            "<footer><a href='/privacy'>Privacy</a> Copyright the site</footer></body></html>")


def _el(html: str) -> lxml.html.HtmlElement:
    return lxml.html.fragment_fromstring(html)


def test_marks_drop_hashes_and_numbers_of_one_block() -> None:
    assert marks(_el("<div id='media_group_315201'></div>")) == {"#media_group"}
    assert marks(_el("<div id='6930f1e1' class='part temp-6930f1e1 text'></div>")) == {
        "part", "text"}
    assert marks(_el("<div id='intro'></div>")) == frozenset()


def test_peers_share_tag_and_most_marks() -> None:
    first = _el("<section class='part temp-1a2b text'></section>")
    assert are_peers(first, _el("<section class='part temp-9f8e text'></section>"))
    assert not are_peers(first, _el("<div class='part temp-9f8e text'></div>"))
    assert not are_peers(first, _el("<section class='banner wide'></section>"))
    assert not are_peers(_el("<div id='a'></div>"), _el("<div id='b'></div>"))


def test_a_repeated_part_is_kept_once() -> None:
    root = _el("<div><p>one text</p><p>other text</p><p>one text</p></div>")
    article = _el("<div>one text</div>")  # (readability's block, moved out of its holder)
    first, second, third = list(root)
    assert unrepeated([first, second, third], first, article) == [first, second]


def _continued(page: str) -> str:
    doc = dom.parse(page)
    dom.strip_invisible(doc)
    finder = ArticleFinder(doc, lambda: prepare(page))
    article = finder.find()
    assert article is not None
    return " ".join(finder.continued(article).text_content().split())


def test_parts_with_numbered_ids_are_found_past_readabilitys_block() -> None:
    stack = _el("<div class='stack'>" + "".join(
        f"<section id='media_group_3152{n}'><div><p>{_prose(n, 4)}</p></div></section>"
        for n in range(3)) + "<section class='share'><p>Share it</p></section></div>")
    best = stack[1][0]  # the body of the second part
    assert split_article_blocks(best) == (None, [])  # (no two parts share one class)
    holder, group = split_article_blocks(best, are_peers)
    assert holder is stack[1]
    assert group == list(stack)[:3]


def test_a_text_and_its_aside_alike_do_not_merge() -> None:
    columns = "".join(f"<section class='column column-1{n}'><div class='card'><div><p>"
                      f"{_prose(n * 5, 9 if n == 0 else 4)}</p></div></div></section>"
                      for n in range(2))
    text = _continued(_page(columns))
    assert "number 0 changed" in text
    assert "number 5 changed" not in text


def test_a_part_alike_another_part_is_found_though_unlike_the_holder() -> None:
    # The sections that head a section of the contents add an anchor word to a
    # part's marks: alike that part, one mark too far from readability's holder.
    parts = [("part wide text", 0), ("part wide cards", 1), ("part wide text anchor", 2),
             ("part wide text anchor", 3), ("banner promo", 4)]
    stack = _el("<div class='stack'>" + "".join(
        f"<section class='{kind}'><div><p>{_prose(n, 4)}</p></div></section>"
        for kind, n in parts) + "</div>")
    best = stack[1][0]
    holder, group = split_article_blocks(best, are_peers)
    assert holder is stack[1]
    assert group == list(stack)[:4]


def _bare_page(parts: str) -> str:
    """A page without an ``<article>`` (readability merges like segments inside one)."""
    return ("<html><head><title>Story</title></head><body>"
            "<nav><a href='/'>Home</a> <a href='/news'>News</a> <a href='/shop'>Shop</a></nav>"
            f"<div class='page'><h1>Story</h1><div class='stack'>{parts}</div></div>"
            "<footer><a href='/privacy'>Privacy</a> Copyright the site</footer></body></html>")


def _nested(text: str) -> str:
    """A part as a section builder writes it: its text in a wrapper, a grid, a row and a column."""
    return ("<section class='part wide'><div class='wrap'><div class='grid'><div class='row'>"
            f"<div class='column'><div class='copy'><p>{text}</p></div></div></div></div></div>"
            "</section>")


def test_parts_nested_deep_in_a_section_builder_s_grid_continue_the_article() -> None:
    parts = "".join(_nested(_prose(n, 9 if n == 1 else 4)) for n in range(4))
    text = _continued(_bare_page(parts + "<section class='banner'><p>Visit the shop</p></section>"))
    assert all(f"number {n} changed" in text for n in range(4))
    assert "Visit the shop" not in text


def test_two_deep_parts_alike_are_a_layout_not_an_article() -> None:
    parts = "".join(_nested(_prose(n * 5, 9 if n == 0 else 4)) for n in range(2))
    text = _continued(_bare_page(parts))
    assert "number 0 changed" in text
    assert "number 5 changed" not in text
