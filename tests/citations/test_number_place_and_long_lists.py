"""A number read where it stands alone ("15 pounds less" after "150 kg"), so the gap
between two figures of the passage is support and another gap is not; and an item a
claim takes from a long list (a recipe's eighth ingredient) found anywhere in that list,
while an item the list lacks stays unsupported."""

from __future__ import annotations

from services.citations.number_place import number_at
from services.citations.support import explain

WASTE_EN = ("The council's figures show that a two-person household producing about 150 kg "
            "of waste a year would pay 126 pounds in future, compared with 141 pounds now.")
WASTE_DE = ("Nach Berechnungen der Stadt würde ein Haushalt mit etwa 180 kg Abfall im Jahr "
            "künftig 88 Euro zahlen, bisher waren es 96 Euro.")


def test_a_number_is_found_on_its_own_not_inside_a_longer_figure() -> None:
    assert number_at("150 kg waste, 15 pounds less", "15") == 14
    assert number_at("每年150公斤，少付15元", "15") == 10
    assert number_at("2.5 and 2 cups", "2") == 8
    assert number_at("zwölf und zwei", "zwei") == 10
    assert number_at("nothing here", "3") == -1


def test_the_gap_between_two_figures_after_a_longer_one_is_support() -> None:
    assert explain("A two-person household producing about 150 kg of waste a year would pay "
                   "15 pounds less than now.", WASTE_EN)[0] == "supported"
    assert explain("Ein Haushalt mit etwa 180 kg Abfall im Jahr würde künftig 8 Euro weniger "
                   "zahlen als bisher.", WASTE_DE)[0] == "supported"


def test_another_gap_stays_unsupported() -> None:
    assert explain("A two-person household producing about 150 kg of waste a year would pay "
                   "25 pounds less than now.", WASTE_EN)[0] == "unsupported"
    assert explain("Ein Haushalt mit etwa 180 kg Abfall im Jahr würde künftig 18 Euro weniger "
                   "zahlen als bisher.", WASTE_DE)[0] == "unsupported"


RECIPE_EN = """# Spring vegetable stew

## Ingredients (serves 4)

- 400 g new potatoes
- 300 g young carrots
- 250 g peas
- 200 g kohlrabi
- 150 g fresh morels
- 100 g butter
- 10 cooked crayfish tails

Peel the potatoes and boil them for 15 minutes."""

RECIPE_DE = """# Frühlingseintopf

## Zutaten (für 4 Personen)

- 400 g neue Kartoffeln
- 300 g junge Möhren
- 250 g Erbsen
- 200 g Kohlrabi
- 150 g frische Morcheln
- 100 g Butter
- 10 Flusskrebsschwänze, gekocht

Die Kartoffeln schälen und 15 Minuten kochen."""


def test_an_item_from_far_down_a_long_list_is_support() -> None:
    assert explain("For four people you need, among other things, 400 g new potatoes, 300 g "
                   "young carrots and ten cooked crayfish tails.", RECIPE_EN)[0] != "unsupported"
    assert explain("Für vier Personen braucht man unter anderem 400 g neue Kartoffeln, 300 g "
                   "junge Möhren und zehn gekochte Flusskrebsschwänze.",
                   RECIPE_DE)[0] != "unsupported"


def test_an_item_the_list_lacks_stays_unsupported() -> None:
    assert explain("For four people you need, among other things, 400 g new potatoes, 300 g "
                   "young carrots and ten smoked salmon slices.", RECIPE_EN)[0] == "unsupported"
    assert explain("Für vier Personen braucht man unter anderem 400 g neue Kartoffeln, 300 g "
                   "junge Möhren und zehn Scheiben Räucherlachs.", RECIPE_DE)[0] == "unsupported"
