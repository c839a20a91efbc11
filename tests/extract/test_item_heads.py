"""Headless items: readability's block holds a listing's item bodies without their names.
The items are in Polish: the rule reads structure, not words."""

from __future__ import annotations

from lxml import html as lxml_html

from services.extract.item_heads import headless_items


def body(i: int) -> str:
    return (f"Kurs numer {i} uczy planowania projektów, pracy z zespołem i oceny ryzyka; "
            f"trwa {i + 4} tygodni i kończy się egzaminem.")


def cells(items: int, *, linked: bool = False) -> str:
    if linked:
        return "".join(f"<div class='col-{i % 3}'><a href='/kurs/{i}'><h4>Program zarządzania "
                       f"nr {i}</h4><p>{body(i)}</p></a></div>" for i in range(items))
    return "".join(f"<div class='col-{i % 3}'><h4><a href='/kurs/{i}'>Program zarządzania nr {i}"
                   f"</a></h4><p>{body(i)}</p></div>" for i in range(items))


def region(items: int, *, extra: str = "", linked: bool = False) -> lxml_html.HtmlElement:
    return lxml_html.fromstring(
        f"<div><div class='siatka'>{cells(items, linked=linked)}</div>{extra}</div>")


def found(article_text: str, root: lxml_html.HtmlElement) -> lxml_html.HtmlElement | None:
    return headless_items(article_text, root, " ".join(root.text_content().split()))


def bodies_only(items: int) -> str:
    return " ".join(body(i) for i in range(items))


def test_bodies_kept_without_their_heads_give_the_run_with_its_heads() -> None:
    root = region(6, extra="<p>Krótka stopka.</p>")
    chosen = found(bodies_only(6), root)
    assert chosen is not None and chosen is not root
    text = chosen.text_content()
    assert "Program zarządzania nr 5" in text and body(5) in text
    assert "stopka" not in text


def test_items_that_are_links_as_a_whole_give_the_region() -> None:
    root = region(6, extra="<p>Krótka stopka.</p>", linked=True)
    assert found(bodies_only(6), root) is root


def test_a_block_holding_the_heads_misses_nothing() -> None:
    text = " ".join(f"Program zarządzania nr {i} {body(i)}" for i in range(6))
    assert found(text, region(6)) is None


def test_two_items_are_no_run() -> None:
    assert found(bodies_only(2), region(2)) is None


def test_a_region_adding_much_more_than_the_heads_stays_unchosen() -> None:
    # Posts whose authors readability left out, beside a long panel it rightly left out too.
    panel = "<div>" + "".join(f"<p>Reklama i odnośniki do innych stron, pozycja {i}.</p>"
                              for i in range(40)) + "</div>"
    assert found(bodies_only(6), region(6, extra=panel)) is None


def test_table_rows_are_no_items() -> None:
    rows = "".join(f"<tr><th>Program zarządzania nr {i}</th><td>{body(i)}</td></tr>"
                   for i in range(6))
    root = lxml_html.fromstring(f"<div><table><tbody>{rows}</tbody></table></div>")
    assert found(bodies_only(6), root) is None
