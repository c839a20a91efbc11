"""A list written with commas stays in the clause it opens in: "Do not use ice, iced water,
butter, toothpaste or creams on a fresh burn" negates every item; an apposition or a
clause opened by a function word is no item."""

from __future__ import annotations

from services.citations.clauses import clauses
from tests.citations.judge import evidence

BURN = ("Cool the burn under running water for 20 minutes. Do not use ice, iced water, butter, "
        "toothpaste or creams on a fresh burn. Cover it loosely with cling film.")


def _parts(text: str) -> list[str]:
    return [part.strip() for part, _terms in clauses(text)]


def test_the_items_of_a_list_are_one_clause() -> None:
    assert _parts("Do not use ice, iced water, butter, toothpaste or creams on a burn.") == [
        "Do not use ice, iced water, butter, toothpaste or creams on a burn."]
    assert len(_parts("Die Plätze sind Mitarbeitern, Gästen, Lieferanten und Menschen mit "
                      "Behinderung vorbehalten, Fans können sie nicht nutzen.")) == 2


def test_an_apposition_or_a_clause_is_no_item() -> None:
    assert len(_parts("Segundo a diretora, Fernanda Lopes, hospitais e escolas não serão "
                      "afetados.")) == 3
    assert len(_parts("The study cannot establish the cause, though fewer flowers, earlier "
                      "mowing and warmer springs may contribute.")) == 3


def test_an_item_the_list_turns_down_told_as_advice_is_unsupported() -> None:
    wrong = evidence("The leaflet recommends putting ice or iced water on a fresh burn.", BURN)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")
