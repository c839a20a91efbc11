"""Prose under a chrome name: tab panels called a menu, a hero banner with the page heading.

The pages are in German, French, Polish, Spanish, Italian, Chinese and Japanese:
the rule reads link text against text, and the heading, not words; a CJK block's
prose is measured in the letters its characters stand for.
"""

from __future__ import annotations

import pytest

from services.extract import dom
from services.extract.blocks import main_blocks
from services.extract.chrome_named_prose import MIN_PROSE_CHARS
from services.extract.script_width import alphabetic_length

SECTIONS = {
    "de": ("Wir prüfen Ihre Systeme auf Schwachstellen, bevor Angreifer sie finden, und "
           "zeigen Ihrem Team, welche Lücken zuerst geschlossen werden sollten. "),
    "fr": ("Nous vérifions vos systèmes avant que des attaquants ne trouvent leurs failles, "
           "et nous montrons à votre équipe lesquelles fermer en premier. "),
    "pl": ("Sprawdzamy Państwa systemy, zanim zrobią to atakujący, i pokazujemy zespołowi, "
           "które luki należy zamknąć w pierwszej kolejności. "),
    # (The same in about a third of the characters.)
    "zh": "我们在攻击者发现漏洞之前检查您的系统，并告诉您的团队应该首先修补哪些漏洞。",
    "ja": "攻撃者より先にお客様のシステムの弱点を調べ、どの穴から塞ぐべきかをチームに示します。",
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


@pytest.mark.parametrize("lang", ["zh", "ja"])
def test_cjk_tab_panels_are_prose_in_a_third_of_the_characters(lang: str) -> None:
    region = main_blocks(dom.parse(page(lang, "filter-menu-tabs")))
    assert region is not None
    assert len(SECTIONS[lang]) * 8 < MIN_PROSE_CHARS  # (too few characters for an alphabet)
    assert " ".join(region.text_content().split()).count(SECTIONS[lang]) == 8


def test_a_short_cjk_block_under_a_menu_name_still_goes() -> None:
    short = page("zh", "filter-menu-tabs").replace(SECTIONS["zh"] * 2, SECTIONS["zh"][:20])
    region = main_blocks(dom.parse(short))
    assert region is not None
    assert SECTIONS["zh"][:20] not in region.text_content()


def test_the_alphabetic_length_counts_cjk_characters_as_the_letters_they_stand_for() -> None:
    assert alphabetic_length("Sprawdzamy systemy") == 18
    assert alphabetic_length("检查系统") == 12
    assert alphabetic_length("システム") == 12
    assert alphabetic_length("시스템 점검") == 11
    assert alphabetic_length("𠮷野家") == 9  # (an ideograph beyond the basic plane: U+20BB7)


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
