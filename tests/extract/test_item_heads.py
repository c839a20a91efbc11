"""Headless items: readability's block holds a listing's item bodies without their names.
The items are in Polish: the rule reads structure, not words."""

from __future__ import annotations

from lxml import html as lxml_html

from services.extract import item_heads


def misses_item_heads(article_text: str, region: lxml_html.HtmlElement) -> bool:
    return item_heads.misses_item_heads(article_text, region,
                                        " ".join(region.text_content().split()))


def body(i: int) -> str:
    return (f"Kurs numer {i} uczy planowania projektów, pracy z zespołem i oceny ryzyka; "
            f"trwa {i + 4} tygodni i kończy się egzaminem.")


def region(items: int, *, extra: str = "", head_tag: str = "h4") -> lxml_html.HtmlElement:
    cells = "".join(
        f"<div class='col-{i % 3}'><{head_tag}><a href='/kurs/{i}'>Program zarządzania nr {i}"
        f"</a></{head_tag}><p>{body(i)}</p></div>" for i in range(items))
    return lxml_html.fromstring(f"<div><div class='siatka'>{cells}</div>{extra}</div>")


def bodies_only(items: int) -> str:
    return " ".join(body(i) for i in range(items))


def test_bodies_kept_without_their_heads_miss_the_heads() -> None:
    assert misses_item_heads(bodies_only(6), region(6))


def test_a_block_holding_the_heads_misses_nothing() -> None:
    text = " ".join(f"Program zarządzania nr {i} {body(i)}" for i in range(6))
    assert not misses_item_heads(text, region(6))


def test_two_items_are_no_run() -> None:
    assert not misses_item_heads(bodies_only(2), region(2))


def test_a_region_adding_much_more_than_the_heads_stays_unchosen() -> None:
    # Posts whose authors readability left out, beside a long panel it rightly left out too.
    panel = "<div>" + "".join(f"<p>Reklama i odnośniki do innych stron, pozycja {i}.</p>"
                              for i in range(40)) + "</div>"
    assert not misses_item_heads(bodies_only(6), region(6, extra=panel))
