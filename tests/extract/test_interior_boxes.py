"""The boxes a page builder sets between the parts of a split article (a quotation, a
row of columns, a heading of its own) stay with the article on an article's page; a
share row, a form, a picture with its credit, a repeated pull quote and another part
left out of the peers do not."""

from __future__ import annotations

import lxml.html

from services.extract import dom
from services.extract.article import ArticleFinder
from services.extract.interior import with_interior
from services.extract.pipeline import prepare


def _prose(seed: int, sentences: int = 4) -> str:
    return " ".join(f"The keeper of lock {seed} raised the gate in season {n}, and the boats "
                    f"went through, one by one, before the water fell again at dusk."
                    for n in range(sentences))


def _el(html: str) -> lxml.html.HtmlElement:
    return lxml.html.fragment_fromstring(html)


PART = "<section class='body-part'><div class='inner'><p>{}</p></div></section>"


def _stack(between: str) -> lxml.html.HtmlElement:
    return _el("<div>" + PART.format(_prose(1)) + between + PART.format(_prose(2))
               + PART.format(_prose(3)) + "<section class='tail'><p>After the end of it all, "
               "a note that closes the page.</p></section></div>")


def test_a_box_between_two_parts_joins_them() -> None:
    stack = _stack("<blockquote class='pull'><p>A quotation no part repeats, set "
                   "between two parts of the text.</p></blockquote>")
    parts = [stack[0], stack[2], stack[3]]
    assert with_interior(parts, stack[0]) == list(stack)[:4]


def test_what_lies_outside_the_span_is_not_joined() -> None:
    stack = _stack("")
    parts = [stack[0], stack[1], stack[2]]
    assert with_interior(parts, stack[0]) == parts  # (the tail comes after the last part)


def test_a_share_row_a_form_and_a_picture_stay_out() -> None:
    for box in ("<div class='share'><a href='/a'>Share this on one network</a> "
                "<a href='/b'>or another</a></div>",
                "<div class='signup'><p>Get the letter every week</p><input name='mail'>"
                "<button>Join</button></div>",
                "<div class='image'><figure><img src='/a.jpg' alt='a lock'><figcaption>"
                "The lock at dusk. Photo: someone</figcaption></figure></div>",
                "<aside><p>A note beside the text that the page sets apart from it.</p></aside>"):
        stack = _stack(box)
        parts = [stack[0], stack[2], stack[3]]
        assert with_interior(parts, stack[0]) == parts, box


def test_a_pull_quote_repeating_a_part_stays_out() -> None:
    stack = _stack(f"<div class='pull'><p>{_prose(2, 1)}</p></div>")
    parts = [stack[0], stack[2], stack[3]]
    assert with_interior(parts, stack[0]) == parts


def test_a_peer_left_out_of_the_parts_stays_out() -> None:
    stack = _stack(PART.format("A short part."))
    parts = [stack[0], stack[2], stack[3]]
    assert with_interior(parts, stack[0]) == parts


def _article_text(page: str, *, article: bool) -> str:
    doc = dom.parse(page)
    dom.strip_invisible(doc)
    finder = ArticleFinder(doc, lambda: prepare(page), article=article)
    found = finder.find()
    assert found is not None
    return " ".join(finder.continued(found).text_content().split())


def test_an_articles_body_keeps_its_boxes_on_an_article_page_only() -> None:
    box = ("<div class='facts'><h3>Facts</h3><ul><li>Built in the year of the flood</li>"
           "<li>Raised twice since then</li></ul></div>")
    part = "<section class='body-part'><div class='inner'>{}</div></section>"
    parts = "".join(part.format("".join(f"<p>{_prose(n * 3 + k, 3)}</p>"
                                        for k in range(3 if n else 5))) for n in range(4))
    body = parts.replace("</section><section", f"</section>{box}<section", 1)
    page = ("<html><head><title>Locks</title></head><body><nav><a href='/'>Home</a></nav>"
            f"<div class='page'><h1>Locks</h1><div class='stack'>{body}</div></div>"
            "<footer><a href='/privacy'>Privacy</a></footer></body></html>")
    assert "Built in the year of the flood" in _article_text(page, article=True)
    assert "Built in the year of the flood" not in _article_text(page, article=False)
