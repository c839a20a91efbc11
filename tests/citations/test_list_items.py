"""An item added to the end of a list the passage closes is unsupported; the list as
the page gives it, in other words or with an item the next sentence names, is not."""

from __future__ import annotations

import pytest

from services.citations.list_items import added_to_list, inserted_item
from services.citations.support import explain

KIT = ("## What's included\n\nThe kit contains a tent, two poles and a repair patch.\n\n"
       "The tent weighs 1.2 kg.")
GERAET = ("Im Lieferumfang sind das Gerät, ein Netzteil und eine Kurzanleitung enthalten. Das "
          "Gerät wiegt 300 g.")
FORFAIT = ("Le forfait comprend le transport, l'hébergement et le petit-déjeuner. Les boissons "
           "sont en supplément.")
PACKAGE = "套餐包括往返交通、两晚住宿和早餐。饮料需另付费。"
ENTRY = "The museum is open Tuesday to Sunday. Entry is free for children and students."
STAGES = ("Players return in stages:\n\n1. Rest\n2. Light exercise\n3. Full-contact practice, "
          "only after medical clearance\n4. Competitive play")


@pytest.mark.parametrize(("claim", "page"), [
    ("The kit contains a tent, two poles, a repair patch and a groundsheet.", KIT),
    ("Im Lieferumfang sind das Gerät, ein Netzteil, eine Kurzanleitung und eine Schutzhülle "
     "enthalten.", GERAET),
    ("Le forfait comprend le transport, l'hébergement, le petit-déjeuner et le dîner.", FORFAIT),
    ("套餐包括往返交通、两晚住宿、早餐和晚餐。", PACKAGE),
    ("Full-contact practice is allowed only after medical clearance and a cardiology check.",
     STAGES),
    ("Entry is free for children, students and pensioners.", ENTRY),
])
def test_an_item_added_to_a_closed_list_is_unsupported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "unsupported"


@pytest.mark.parametrize(("claim", "page"), [
    ("The kit includes a tent, two poles and a patch for repairs.", KIT),
    ("Geliefert werden das Gerät, ein Netzteil und eine Kurzanleitung.", GERAET),
    ("套餐包括往返交通、两晚住宿和早餐。", PACKAGE),
    ("Full-contact practice is allowed only after medical clearance.", STAGES),
    ("The festival features jazz and folk.",
     "The festival features jazz. Folk and blues acts also play on the second stage."),
])
def test_the_list_as_the_page_gives_it_is_support(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


def test_a_list_the_page_goes_on_with_is_no_added_item() -> None:
    # "feta and coriander": the page's list does not end at "feta".
    passage = "Scatter over the feta and coriander and serve from the pan."
    assert added_to_list("Scatter over the feta and parsley.", passage, passage) is None
    assert added_to_list("Scatter over the coriander and a lemon wedge.", passage,
                         passage) is None


STATIONS = "The new stations will measure water temperature every hour. Data go online daily."
ECOLE = "La ville finance la rénovation de l'école primaire. Les travaux durent un an."


def test_an_item_put_inside_the_passage_s_words_is_unsupported() -> None:
    assert explain("The new stations will measure water temperature and salinity every hour.",
                   STATIONS)[0] == "unsupported"
    assert explain("La ville finance la rénovation de l'école primaire et du gymnase.",
                   ECOLE)[0] == "unsupported"
    assert explain("The new stations will measure the water temperature every hour.",
                   STATIONS)[0] == "supported"
    passage = "Add the onions and garlic and fry for five minutes."
    assert inserted_item("Add the onions and the garlic and fry them.", passage, passage) is None
    assert inserted_item("Measure water temperature and pH daily.",
                         "Measure water temperature daily.", "") == "pH"


COUNCIL = ("Resultados: el PSOE obtuvo 10 concejales, el PP 8 y Vox 3.\n\nLa candidata Marta Gil "
           "anunció que negociará con el PSOE y Podemos un gobierno de coalición. La votación "
           "será en junio.")


def test_a_partner_the_page_names_elsewhere_in_place_of_the_passage_s() -> None:
    found = explain("Marta Gil anunció que negociará con el PSOE y el PP un gobierno de "
                    "coalición.", COUNCIL)
    assert found[0] == "unsupported"
    assert found[1] is not None and (found[1].claimed, found[1].stated) == ("PP", "Podemos")
    assert explain("Marta Gil anunció que negociará con el PSOE y con Podemos un gobierno de "
                   "coalición.", COUNCIL)[0] == "supported"


def test_another_word_for_an_item_is_no_added_item() -> None:
    page = ("## Ingredients\n\n- 2 tbsp coriander (cilantro), chopped\n- 100 g feta\n\n"
            "## Method\n\nScatter over the feta and coriander and serve with bread.")
    assert explain("Scatter over the feta and cilantro and serve with bread.", page)[0] == (
        "supported")
