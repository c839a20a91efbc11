"""Binding (names in another role) spares two readings of names that are no parties: a
"number" sign before a figure ("Bus Nr. 290") is no word of a name, and a firm and its
brand opening with the same word ("Hallbrook & Reid", "Hallbrook Crown") are one family;
people who share only a surname stay two."""

from __future__ import annotations

from services.citations.binding import _read, crossed
from services.citations.name_family import same_opening
from services.citations.number_signs import number_sign
from services.citations.support import explain


def test_number_sign_only_before_a_figure() -> None:
    assert number_sign("Nr", "Bus Nr. 290", 6)
    assert not number_sign("No", "No tickets remain", 2)


def test_a_firm_and_its_brand_are_one_family_but_namesakes_are_two() -> None:
    assert same_opening("Hallbrook Reid", "Hallbrook Crown")
    assert not same_opening("Lucía Ferrer", "Tomás Ferrer")


def test_a_crossed_pair_of_people_is_still_found() -> None:
    page = ["The recipe was developed by Hannah Cole and tested by Amir Said."]
    assert crossed("The recipe was developed by Amir Said.", page, False) is not None


def test_a_number_sign_is_no_word_of_a_name() -> None:
    for text in ("Vom Bahnhof Zinnowitz fährt der Bus Nr. 290 dorthin.",
                 "From Kessel Station, take Bus No. 565 there."):
        reading = _read(text, False)
        assert not any(m & {"nr", "no"} for m in reading.members)


def test_a_bus_number_beside_a_station_is_no_crossed_name() -> None:
    page = ("# Ausflüge\n\nIm Süden lohnt das Technikmuseum Lindau, das auf dem Gelände des "
            "alten Werks über die Luftfahrt informiert (Eintritt 12 Euro, ermäßigt 8 Euro). "
            "Vom Bahnhof Kesselheim fährt der Bus Nr. 565 dorthin.")
    claim = ("Der Eintritt ins Technikmuseum Lindau kostet 12 Euro, ermäßigt 8 Euro, und vom "
             "Bahnhof Kesselheim aus fährt die Buslinie 565 dorthin.")
    assert explain(claim, page)[0] == "supported"
