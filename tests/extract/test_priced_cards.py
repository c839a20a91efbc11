"""A shop's category page declared a product by ``og:type`` alone: its cards are its content.

Told by what it shows (a dozen alike cards, each with its own link and a price),
not by words: the pages are in Portuguese and Polish, with euro, rouble and yen signs.
"""

from __future__ import annotations

import json

import lxml.html

from services.extract import extract_page
from services.extract.metadata import read_metadata
from services.extract.priced_cards import lists_priced_items

URL = "https://loja.example.pt/vasos-interior"
INTRO = ("Os vasos para interior trazem cor e vida à casa em todas as estações do ano. "
         "Escolha entre estilos tradicionais e modernos, simples ou trabalhados.")
NAMES = ("Vaso catedral cinzento", "Vaso colheita francesa", "Vaso de terracota recortado",
         "Vaso de barro rústico", "Cachepô de cerâmica branca", "Cesto de jacinto de água",
         "Vaso parisiense rosa", "Vaso romano com corda", "Vaso toscano cinzento",
         "Cachepô pontilhado", "Urna branca com contas", "Vaso de chalé rosa",
         "Cesto de areia branco", "Vaso Pemba")


def _cards(count: int, sign: str = "€") -> str:
    return "".join(
        f"<div class='cartao'><a href='/p/{i}'>{NAMES[i]}</a>"
        f"<span>Ref. S5{i:04d}</span><span>{sign}{20 + i},00</span></div>"
        for i in range(count))


def _page(head: str, cards: str, extra: str = "") -> str:
    return (f"<html><head><title>Vasos de interior</title>{head}</head><body>"
            "<header><a href='/'>Início</a> <a href='/vasos'>Vasos</a></header><main>"
            f"<h1>Vasos de interior</h1><p>{INTRO}</p>{extra}<div class='grelha'>{cards}</div>"
            "</main><footer>Loja de exemplo</footer></body></html>")


OG_PRODUCT = "<meta property='og:type' content='product'>"


def _is_product(html: str) -> bool:
    return read_metadata(lxml.html.document_fromstring(html), URL).is_product


def test_a_category_page_declared_a_product_keeps_its_items() -> None:
    html = _page(OG_PRODUCT, _cards(len(NAMES)))
    assert not _is_product(html)
    markdown = extract_page(html, URL).markdown
    for name in NAMES:
        assert name in markdown


def test_a_product_with_a_row_of_related_products_stays_a_product() -> None:
    assert _is_product(_page(OG_PRODUCT, _cards(8)))


def test_a_product_record_outweighs_the_cards() -> None:
    record = {"@context": "https://schema.org", "@type": "Product",
              "name": "Vasos de interior", "offers": {"price": "20"}}
    head = OG_PRODUCT + f"<script type='application/ld+json'>{json.dumps(record)}</script>"
    assert _is_product(_page(head, _cards(len(NAMES))))


def test_cards_need_a_price_and_links_of_their_own() -> None:
    def doc(cards: str) -> lxml.html.HtmlElement:
        return lxml.html.fromstring(f"<div><ul>{cards}</ul></div>")

    priced = "".join(f"<li class='k'><a href='/t/{i}'>Towar {i}</a> {i * 10} ₽</li>"
                     for i in range(13))
    assert lists_priced_items(doc(priced))
    yen = "".join(f"<li><a href='/t/{i}'>商品 {i}</a> ¥{i * 100}</li>" for i in range(13))
    assert lists_priced_items(doc(yen))
    unpriced = "".join(f"<li class='k'><a href='/t/{i}'>Towar {i}</a> {i * 10} sztuk</li>"
                       for i in range(13))
    assert not lists_priced_items(doc(unpriced))
    one_link = "".join(f"<li class='k'><a href='/sklep'>Towar {i}</a> {i * 10} ₽</li>"
                       for i in range(13))
    assert not lists_priced_items(doc(one_link))
