"""A list a paragraph of the text announces with a colon stays, though its items name
linked things; a list of links only, or one after a label, is still judged alone."""

from __future__ import annotations

import lxml.html

from services.extract.announced import announced_lists
from services.extract.pipeline import extract_page


def _density(elem: lxml.html.HtmlElement) -> float:
    text = len(elem.text_content())
    links = sum(len(a.text_content()) for a in elem.iter("a"))
    return links / text if text else 0.0


def _lists(html: str) -> list[str]:
    root = lxml.html.fragment_fromstring(html)
    return [" ".join(found.itertext()).split(":")[0] for found in announced_lists(root, _density)]


ITEMS = ("<ul><li>Best for long days: <a href='/a'>Chair A</a></li>"
         "<li>Best value for a small room: <a href='/b'>Chair B</a></li></ul>")


def test_a_list_the_text_announces_is_kept() -> None:
    page = f"<div><p>Here are the models the doctor recommends to his patients:</p>{ITEMS}</div>"
    assert _lists(page) == ["Best for long days"]
    wide = f"<div><p>医生推荐了这几款椅子\uff1a</p>{ITEMS}</div>"
    assert len(_lists(wide)) == 1
    assert _lists(f"<div><p>标签\uff1a</p>{ITEMS}</div>") == []  # (a label, not a sentence)


def test_a_list_of_links_only_or_after_a_label_is_not() -> None:
    links = "<ul><li><a href='/a'>Another story</a></li><li><a href='/b'>And one more</a></li></ul>"
    assert _lists(f"<div><p>Here is what other readers read next:</p>{links}</div>") == []
    assert _lists(f"<div><p>Tags:</p>{ITEMS}</div>") == []
    assert _lists(f"<div><p>Here are the models the doctor recommends.</p>{ITEMS}</div>") == []


def _prose(n: int) -> str:
    return " ".join(f"The chair number {n} was tried for a week in season {k}, and the testers "
                    "wrote down how their backs felt, morning and evening, so others could compare."
                    for k in range(5))


def test_an_announced_list_of_linked_picks_stays_in_the_article() -> None:
    items = "".join(f"<li>Best for case {k}: <a href='https://shop.example.com/item{k}'>Model {k} "
                    "Chair</a> with a mesh back</li>" for k in range(5))
    page = ("<html><head><title>Chairs</title></head><body><nav><a href='/'>Home</a> "
            "<a href='/a'>About</a></nav><div class='page'><div class='content'><h1>Chairs</h1>"
            f"<p>{_prose(1)}</p><p>{_prose(2)}</p>"
            f"<p>Here are the models the doctor recommends to his patients:</p><ul>{items}</ul>"
            f"<p>{_prose(3)}</p></div></div><footer><a href='/privacy'>Privacy</a></footer>"
            "</body></html>")
    markdown = extract_page(page, "https://site.example.com/chairs").markdown
    assert "Model 3 Chair" in markdown
