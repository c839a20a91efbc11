"""The words a listing's item template prints in every item go; what differs per item stays."""

from __future__ import annotations

from lxml.html import HtmlElement

from services.extract import dom
from services.extract.prune import prune
from services.extract.template_labels import template_labels


def region_of(items: str) -> HtmlElement:
    doc = dom.parse(f"<html><body><main><h1>Kaffee</h1><ul>{items}</ul></main></body></html>")
    main = doc.find(".//main")
    assert main is not None
    return main


def texts(elems: list[HtmlElement]) -> list[str]:
    return [" ".join(e.text_content().split()) for e in elems]


def card(name: str, price: str, label: str = "Händler", extra: str = "") -> str:
    return (f"<li><a href='/p/{name}'><h3>{name}</h3></a><div class='who'>{label}</div>"
            f"<p>Ganze Bohnen aus kleinen Röstereien, frisch verpackt</p>"
            f"<div class='cost'>{price}</div><div class='act'>Schnellansicht</div>{extra}</li>")


NAMES = ("Bergröstung", "Hausmischung", "Espresso Forte", "Mokka Sidamo", "Frühstück")


def test_labels_every_card_prints_go_and_names_and_prices_stay() -> None:
    region = region_of("".join(card(n, f"{9 + i},90 €") for i, n in enumerate(NAMES)))
    found = template_labels(region)
    assert sorted(set(texts(found))) == ["Händler", "Schnellansicht"]
    prune(region, multi_block=True)
    text = " ".join(region.text_content().split())
    assert "Schnellansicht" not in text and "Händler" not in text
    assert all(name in text for name in NAMES) and "12,90 €" in text


def test_a_field_with_other_values_in_some_items_is_kept() -> None:
    # "Finaliste" in most cards, "Lauréat" in one: a fact of each item, not a label.
    items = "".join(card(n, "", label="Lauréat" if i == 2 else "Finaliste")
                    for i, n in enumerate(NAMES))
    assert "Finaliste" not in texts(template_labels(region_of(items)))


def test_a_label_inside_a_line_of_words_and_figures_stay() -> None:
    extra = "<p><strong>Ventajas:</strong> tueste suave y aroma intenso</p><p>-20%</p>"
    items = "".join(card(n, "", extra=extra) for n in NAMES)
    found = texts(template_labels(region_of(items)))
    assert "Ventajas:" not in found and "-20%" not in found


def test_few_items_or_items_made_of_labels_keep_their_words() -> None:
    few = region_of("".join(card(n, "") for n in NAMES[:3]))
    assert template_labels(few) == []
    bare = region_of("".join("<li><span>Détails</span><span>Ajouter</span></li>" for _ in NAMES))
    assert template_labels(bare) == []


def test_an_article_block_is_left_alone() -> None:
    region = region_of("".join(card(n, "5 €") for n in NAMES))
    prune(region, multi_block=False)
    assert "Schnellansicht" in region.text_content()


def test_words_inside_a_card_that_is_a_link_stay() -> None:
    # A card that is one link: its words are the link's text (pruned, if at all, as links).
    cards = "".join(f"<a href='/k/{n}'><h3>{n}</h3><p>Ganze Bohnen aus kleinen Röstereien</p>"
                    f"<div>Jetzt ansehen</div></a>" for n in NAMES)
    doc = dom.parse(f"<html><body><main><div>{cards}</div></main></body></html>")
    main = doc.find(".//main")
    assert main is not None
    assert template_labels(main) == []


def test_a_mark_repeated_down_a_table_column_stays() -> None:
    rows = "".join(f"<tr><td>{n} mit langer Beschreibung der Sorte</td><td>✓</td></tr>"
                   for n in NAMES)
    doc = dom.parse(f"<html><body><main><table>{rows}</table></main></body></html>")
    main = doc.find(".//main")
    assert main is not None
    assert template_labels(main) == []
