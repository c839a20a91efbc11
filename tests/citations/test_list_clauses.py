"""An item put inside a list is read within one clause of the passage: words either side
of a clause's end ("bewegt; erst 1926") are no list."""

from __future__ import annotations

from services.citations.list_items import inserted_item
from services.citations.support import explain

HALL = ("Die beiden Schiebetore an der Ostseite wogen je ca. 120 t und wurden anfangs von Hand "
        "über Seilwinden bewegt; erst 1926 erhielten sie elektrische Antriebe.")
SENSORS = "The buoy carries long-term temperature sensors and a small solar panel."


def test_words_across_a_clauses_end_are_no_list() -> None:
    claim = "Die Tore wurden mit Seilwinden bewegt und bekamen erst 1926 einen Antrieb."
    assert inserted_item(claim, HALL, HALL) is None
    assert explain("Die rund 120 Tonnen schweren Schiebetore wurden zunächst von Hand mit "
                   "Seilwinden bewegt und bekamen erst 1926 einen elektrischen Antrieb.",
                   HALL)[0] != "unsupported"


def test_an_item_put_inside_a_list_of_one_clause_is_still_found() -> None:
    claim = "The buoy carries long-term temperature and salinity sensors."
    assert inserted_item(claim, SENSORS, SENSORS) == "salinity"
