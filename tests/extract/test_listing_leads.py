"""Listings that readability reads as something else (a lead with the cards after it, a
notice that chrome removal took while the listing stayed) and the thumbnails of cards. The
pages are in Czech: the rules read structure, not words."""

from __future__ import annotations

from services.extract import extract_page

URL = "https://stranka.example.cz/seznam"

LEAD = (
    "Tento průvodce shrnuje všechny plány přípravy na maraton, od prvního závodu až po "
    "osobní rekord. Každý plán popisuje týdny tréninku, dlouhé běhy a dny odpočinku, aby "
    "běžec věděl, co ho čeká, a mohl si vybrat podle svých zkušeností a času."
)
NOTICE = (
    "Zpracováváme údaje o návštěvě, abychom mohli zobrazovat obsah a měřit jeho dosah. "
    "Tyto informace sdílíme s partnery na základě souhlasu nebo oprávněného zájmu, který "
    "lze kdykoli odvolat v nastavení soukromí tohoto webu a jeho partnerů."
)


def plan(i: int) -> str:
    return (
        f"<li class='plan'><a href='/plan/{i}'>Plán číslo {i}</a>"
        f"<span>Program pro běžce úrovně {i}, týden {10 + i} je vrchol přípravy...</span></li>"
    )


def lead_page(cards: int, *, signed: bool) -> str:
    meta = ("<meta name='author' content='Jana Nováková'>"
            "<meta property='article:published_time' content='2024-05-02T08:00:00Z'>"
            if signed else "")
    lead = "".join(f"<p>{LEAD} Odstavec {i}.</p>" for i in range(4))
    items = "".join(plan(i) for i in range(cards))
    return (
        f"<html><head><title>Maraton</title><meta property='og:type' content='article'>{meta}"
        f"</head><body><div class='obsah'><h1>Maraton</h1><div class='uvod'>{lead}</div>"
        f"<ul class='plany'>{items}</ul></div></body></html>"
    )


def test_a_lead_with_many_cards_after_it_keeps_the_cards() -> None:
    md = extract_page(lead_page(12, signed=False), URL).markdown
    assert "Odstavec 3." in md
    for i in (0, 6, 11):
        assert f"Plán číslo {i}" in md
        assert f"týden {10 + i} je vrchol" in md


def test_a_signed_article_leaves_the_cards_after_it() -> None:
    md = extract_page(lead_page(12, signed=True), URL).markdown
    assert "Odstavec 3." in md
    assert "Plán číslo 6" not in md


def test_a_handful_of_cards_after_a_lead_is_not_a_listing() -> None:
    md = extract_page(lead_page(9, signed=False), URL).markdown
    assert "Odstavec 3." in md
    assert "Plán číslo 2" not in md


def notice_page(content: str) -> str:
    notice = "".join(f"<p>{NOTICE} Účel {i}.</p>" for i in range(4))
    return (
        "<html><head><title>Omáčky</title><meta property='og:type' content='article'></head>"
        f"<body><div role='dialog' class='okno'><div class='text'>{notice}</div></div>"
        f"<div class='stranka'><h1>Omáčky</h1>{content}</div></body></html>"
    )


def test_a_listing_of_linked_cards_beats_a_notice_that_chrome_removal_took() -> None:
    # (Each card is one link: the link is the card, it holds none.)
    cards = "".join(
        f"<a class='karta' href='/recept/{i}'><span>Rajčatová omáčka podle receptu {i}</span>"
        f"<span>{20 + i} minut</span></a>" for i in range(30))
    md = extract_page(notice_page(f"<div class='karty'>{cards}</div>"), URL).markdown
    assert "Zpracováváme údaje" not in md
    for i in (0, 13, 29):
        assert f"Rajčatová omáčka podle receptu {i}" in md


def test_sections_beat_a_notice_that_chrome_removal_took() -> None:
    sections = "".join(
        f"<div class='oddil'><h2>Služba {g}</h2><div>Připravíme omáčku {g} na objednávku "
        f"z rajčat od místních pěstitelů a dovezeme ji do {g + 2} dnů.</div>"
        "</div>" for g in range(14))
    md = extract_page(notice_page(sections), URL).markdown
    assert "Zpracováváme údaje" not in md
    for g in (0, 7, 13):
        assert f"Připravíme omáčku {g} na objednávku" in md


def thumbnail_card(i: int, title_href: str) -> str:
    return (
        f"<div class='karta'><a href='/clanek/{i}'><img src='/obr/{i}.jpg' "
        f"alt='Žena sedí na pohovce s ovladačem číslo {i}'></a>"
        f"<h3><a href='{title_href}'>Zpráva o televizních službách číslo {i}</a></h3>"
        f"<p>Průzkum mezi zákazníky ukázal, co je na službách těší a co ne, díl {i}.</p></div>"
    )


def test_a_cards_thumbnail_link_says_nothing_its_title_link_does_not() -> None:
    cards = "".join(thumbnail_card(i, f"/clanek/{i}") for i in range(10))
    html = (f"<html><head><title>Zprávy</title></head><body><main><h1>Zprávy</h1>"
            f"<div class='mrizka'>{cards}</div></main></body></html>")
    md = extract_page(html, URL).markdown
    assert "Zpráva o televizních službách číslo 4" in md
    assert "Průzkum mezi zákazníky ukázal" in md
    assert "Žena sedí na pohovce" not in md


def test_a_picture_link_that_leads_elsewhere_is_a_teaser_too() -> None:
    # (A picture inside a link to a page is a teaser whatever the address: its alt text goes,
    # the card's title and summary stay.)
    cards = "".join(thumbnail_card(i, f"/jinam/{i}") for i in range(10))
    html = (f"<html><head><title>Zprávy</title></head><body><main><h1>Zprávy</h1>"
            f"<div class='mrizka'>{cards}</div></main></body></html>")
    md = extract_page(html, URL).markdown
    assert "Zpráva o televizních službách číslo 4" in md
    assert "Průzkum mezi zákazníky ukázal" in md
    assert "Žena sedí na pohovce" not in md
