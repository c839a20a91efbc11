"""A join followed by an auxiliary opens a clause; a verb reworded there is no item swapped."""

from __future__ import annotations

from services.citations.clause_join import joins_clause
from services.citations.list_items import replaced_item

HOLLOW = ("Buses do not serve Hallfell, which lies in a hollow about 300 metres above the lake "
          "and is reached from the car park by a steep path.")


def test_a_join_and_an_auxiliary_open_a_clause() -> None:
    assert joins_clause(HOLLOW, "and", "reached")
    assert joins_clause("Le village domine la vallée et est desservi par un funiculaire.", "et",
                        "desservi")
    assert not joins_clause("mit der SPD und der CDU sondieren", "und", "CDU")


def test_a_verb_reworded_is_no_swap_and_an_item_still_is() -> None:
    claim = ("Hallfell lies in a hollow some 300 metres above the lake, and getting there from "
             "the car park means a steep path.")
    page = f"Getting around is easy. {HOLLOW}".lower()
    assert replaced_item(claim, HOLLOW, HOLLOW, page) is None
    stew = "The stew is simmered with beef and carrots for two hours."
    assert replaced_item("The stew is simmered with beef and onions for two hours.", stew, stew,
                         f"{stew} onions come later.".lower()) == ("onions", "carrots")
