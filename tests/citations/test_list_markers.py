"""The number of a list's item ("5. Scrape into the tin") is no number the page states:
it stands against none of the claim's."""

from __future__ import annotations

import pytest

from services.citations.numbers import numbers
from services.citations.support import explain

LOAF = ("## Method\n\n4. Heat the oven to 170C.\n\nStir in the walnuts.\n"
        "5. Scrape into the tin and bake for 55-65 minutes, until a skewer comes out clean.")
KUCHEN = ("## Zubereitung\n\n3. Den Ofen auf 180 Grad vorheizen.\n\nDie Nüsse unterheben.\n"
          "4. Den Teig in die Form geben und 40 Minuten backen.")


def test_a_list_items_number_is_not_read() -> None:
    assert [n.text for n in numbers("Stir.\n5. Scrape into the tin for 55 minutes.")] == ["55"]
    assert [n.text for n in numbers("1. 面粉中加入盐，醒30分钟。")] == ["30"]
    assert "14" in [n.text for n in numbers("Eröffnung am\n14. März.")]  # a date stays


@pytest.mark.parametrize(("claim", "page"), [
    ("Bake the loaf at 170C for 55 to 65 minutes, until a skewer comes out clean.", LOAF),
    ("Den Teig bei 180 Grad 40 Minuten in der Form backen.", KUCHEN),
])
def test_a_number_of_the_page_beside_a_numbered_step_is_not_unsupported(
        claim: str, page: str) -> None:
    assert explain(claim, page)[0] != "unsupported"


def test_a_wrong_number_in_a_numbered_step_is_unsupported() -> None:
    assert explain("Den Teig in die Form geben und 60 Minuten backen.", KUCHEN)[0] == (
        "unsupported")
