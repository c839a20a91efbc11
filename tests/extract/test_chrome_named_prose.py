"""Prose under a chrome name: tab panels called a menu, a hero banner with the page heading.

The pages are in German, French, Polish, Spanish and Italian: the rule reads link
text against text, and the heading, not words.
"""

from __future__ import annotations

import pytest

from services.extract import dom
from services.extract.blocks import main_blocks

SECTIONS = {
    "de": ("Wir prüfen Ihre Systeme auf Schwachstellen, bevor Angreifer sie finden, und "
           "zeigen Ihrem Team, welche Lücken zuerst geschlossen werden sollten. "),
    "fr": ("Nous vérifions vos systèmes avant que des attaquants ne trouvent leurs failles, "
           "et nous montrons à votre équipe lesquelles fermer en premier. "),
    "pl": ("Sprawdzamy Państwa systemy, zanim zrobią to atakujący, i pokazujemy zespołowi, "
           "które luki należy zamknąć w pierwszej kolejności. "),
}
INTRO = "Usługi bezpieczeństwa dla firm każdej wielkości, od audytu po stałą opiekę. " * 3


def page(lang: str, tabs_name: str, *, links: bool = False) -> str:
    text = SECTIONS[lang]
    panels = "".join(
        f"<div class='panel'><h3>{i}</h3><p>{text * 2}</p>"
        + (f"<a href='/x/{i}'>{text}</a>" if links else "") + "</div>"
        for i in range(4))
    site_menu = "".join(f"<li><a href='/m/{i}'>Punkt {i}</a></li>" for i in range(8))
    return (
        "<html><head><title>Usługi</title></head><body>"
        f"<ul class='site-menu'>{site_menu}</ul>"
        f"<div class='intro'><h1>Usługi</h1><p>{INTRO}</p></div>"
        f"<div class='tabs' id='{tabs_name}'>{panels}</div>"
        "</body></html>"
    )


@pytest.mark.parametrize("lang", ["de", "fr", "pl"])
def test_tab_panels_under_a_menu_name_are_kept_and_the_site_menu_goes(lang: str) -> None:
    region = main_blocks(dom.parse(page(lang, "filter-menu-tabs")))
    assert region is not None
    text = " ".join(region.text_content().split())
    assert text.count(SECTIONS[lang].strip()) == 8
    assert "Punkt 3" not in text


def test_a_block_also_named_for_another_kind_of_chrome_still_goes() -> None:
    region = main_blocks(dom.parse(page("de", "sidebar-menu")))
    assert region is not None
    assert SECTIONS["de"].strip() not in " ".join(region.text_content().split())


def test_a_menu_whose_text_is_mostly_links_still_goes() -> None:
    region = main_blocks(dom.parse(page("fr", "main-menu", links=True)))
    assert region is not None
    assert SECTIONS["fr"].strip() not in " ".join(region.text_content().split())


HERO = {
    "es": ("Diseñamos y construimos plataformas de datos que ayudan a su equipo a decidir "
           "con información fiable, desde la estrategia hasta la operación diaria. "),
    "it": ("Progettiamo e costruiamo piattaforme di dati che aiutano il vostro team a "
           "decidere con informazioni affidabili, dalla strategia alla gestione quotidiana. "),
}


def hero_page(lang: str, *, heading: bool) -> str:
    title = "<h1>Datos y analítica</h1>" if heading else "<h2>Datos y analítica</h2>"
    body = "".join(f"<section><h2>Parte {i}</h2><p>{HERO[lang] * 3}</p></section>"
                   for i in range(6))
    return (
        "<html><head><title>Datos y analítica</title></head><body>"
        f"<div class='hero-banner'>{title}<p>{HERO[lang] * 6}</p></div>"
        f"<div class='cuerpo'>{body}</div></body></html>"
    )


@pytest.mark.parametrize("lang", ["es", "it"])
def test_a_banner_that_holds_the_page_heading_and_prose_is_its_opening(lang: str) -> None:
    region = main_blocks(dom.parse(hero_page(lang, heading=True)))
    assert region is not None
    assert " ".join(region.text_content().split()).count(HERO[lang].strip()) == 24


def test_a_banner_of_prose_without_the_page_heading_still_goes() -> None:
    region = main_blocks(dom.parse(hero_page("es", heading=False)))
    assert region is not None
    assert " ".join(region.text_content().split()).count(HERO["es"].strip()) == 18
