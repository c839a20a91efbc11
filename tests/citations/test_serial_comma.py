"""A serial comma before the last join ("…, a wall mount, and a remote") ends no item: an
item added after it to the list the passage closes is as invented as one without it."""

from __future__ import annotations

import pytest

from services.citations.list_items import added_to_list
from tests.citations.judge import evidence

KIT_FR = ("Le kit comprend la station de base, deux capteurs de porte et un support mural. "
          "Les piles ne sont pas fournies.")
BEES = ("The researchers suggest that households can help by:\n\n- planting species that "
        "flower in early spring and late autumn;\n- leaving some lawn areas unmown between May "
        "and August;\n- avoiding pesticides on flowering plants.")


def test_the_item_after_a_serial_comma_is_found() -> None:
    claim = ("Households can help by leaving some lawn unmown between May and August, and "
             "putting up nesting boxes.")
    assert added_to_list(claim, BEES, BEES) == "putting up nesting boxes"


@pytest.mark.parametrize(("claim", "page"), [
    ("Le kit comprend la station de base, deux capteurs de porte, un support mural, et une "
     "télécommande.", KIT_FR),
])
def test_an_item_added_after_a_serial_comma_is_unsupported(claim: str, page: str) -> None:
    assert evidence(claim, page).support == "unsupported"


def test_the_pages_list_with_a_serial_comma_is_supported() -> None:
    assert evidence("Le kit comprend la station de base, deux capteurs de porte, et un support "
                    "mural.", KIT_FR).support == "supported"
