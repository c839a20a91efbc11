"""A metric unit written out with its prefix is read as its symbol, so a measure told in
another unit of its dimension still agrees ("1.45 kilometres" for "1,450 metres")."""

from __future__ import annotations

from services.citations.metric_prefixes import prefixed_symbol
from services.citations.numbers import numbers
from services.citations.unit_scales import converted
from tests.citations.judge import evidence


def test_prefixed_units_in_seven_languages() -> None:
    words = {"kilometres": "km", "Kilogramm": "kg", "millilitres": "ml", "Zentimeter": "cm",
             "kilomètres": "km", "kilómetros": "km", "chilometri": "km", "quilômetros": "km",
             "mililitros": "ml", "centímetros": "cm", "milligram": "mg"}
    assert {w: prefixed_symbol(w) for w in words} == words
    for word in ("Kilo", "kilos", "millions", "milioni", "centimes", "centinaia"):
        assert prefixed_symbol(word) is None, word


def test_a_measure_in_another_unit_agrees() -> None:
    assert converted(numbers("1.45 kilometres")[0], numbers("1,450 metres"))  # en
    assert converted(numbers("1,08 Kilogramm")[0], numbers("1.080 Gramm"))  # de
    assert converted(numbers("1.500 Kilogramm")[0], numbers("1,5 Tonnen"))  # de
    assert converted(numbers("2,5 kilomètres")[0], numbers("2 500 mètres"))  # fr
    assert not converted(numbers("1.45 kilometres")[0], numbers("1,540 metres"))
    # Two prefixed units are no longer one kind "kilo": a length is no weight.
    assert numbers("3 kilometres")[0].kind != numbers("3 kilograms")[0].kind


TUNNELS = ("# The Sierra line\n\nThe train crosses 23 bridges and passes through nine tunnels, "
           "the longest of which, the Cortez Tunnel, is 1,200 metres long.")


def test_a_length_in_kilometres_is_the_pages_in_metres() -> None:
    right = "At 1.2 kilometres, the Cortez Tunnel is the longest of the nine tunnels."
    assert evidence(right, TUNNELS).support == "supported"
    wrong = "At 2.1 kilometres, the Cortez Tunnel is the longest of the nine tunnels."
    assert evidence(wrong, TUNNELS).support != "supported"


def test_a_unit_after_respectively_serves_both_numbers() -> None:
    # de "bzw.", nl "resp.": "52 bzw. 47 kg" are two weights, as "52 und 47 kg" are.
    assert [n.kind for n in numbers("wogen 52 bzw. 47 kg")] == ["kg", "kg"]
    assert [n.kind for n in numbers("3 resp. 4 meter")] == ["mete", "mete"]
    assert [n.kind for n in numbers("52 and 47 kilograms")] == ["kg", "kg"]
