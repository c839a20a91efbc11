"""A list closed by a verb in another form ("mit Salz abschmecken." for "mit Salz und
Muskat abgeschmeckt"): the item the sentence adds is still found."""

from __future__ import annotations

from services.citations.list_tail import closes_in_form
from services.citations.support import explain

SOUP = ("Die Kartoffeln schälen und würfeln. Die Suppe 20 Minuten köcheln lassen und mit Salz "
        "abschmecken. Heiß servieren.")
APPLES = "Den Teig kneten. Die Äpfel schälen und mit Zucker bestreuen. Backen."


def test_a_verb_in_another_form_closes_the_list() -> None:
    assert closes_in_form(SOUP, ["mit", "Salz"], ["abgeschmeckt"])
    assert closes_in_form(APPLES, ["mit", "Zucker"], ["bestreut"])
    assert not closes_in_form(SOUP, ["mit", "Salz"], ["gekocht"])
    assert not closes_in_form(SOUP, ["mit", "Pfeffer"], ["abgeschmeckt"])


def test_an_item_added_before_that_verb_is_unsupported() -> None:
    assert explain("Die Suppe wird 20 Minuten gekocht und mit Salz und Muskat abgeschmeckt.",
                   SOUP)[0] == "unsupported"
    assert explain("Die Äpfel werden geschält und mit Zucker und Zimt bestreut.",
                   APPLES)[0] == "unsupported"


def test_the_pages_own_list_stays_supported() -> None:
    page = SOUP.replace("mit Salz abschmecken", "mit Salz und Muskat abschmecken")
    assert explain("Die Suppe wird 20 Minuten gekocht und mit Salz und Muskat abgeschmeckt.",
                   page)[0] == "supported"
