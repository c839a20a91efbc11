"""Numbers read the way a reader reads them: separators, decimal commas, words, kinds."""

from __future__ import annotations

from services.citations.numbers import numbers


def values(text: str) -> list[tuple[str, set[float], str]]:
    return [(n.text, set(n.values), n.kind) for n in numbers(text)]


def test_separators_and_decimal_commas() -> None:
    assert values("1.400 Mitglieder") == [("1.400", {1400.0, 1.4}, "mitg")]
    assert values("3 070 mètres") == [("3 070", {3070.0}, "mètr")]
    assert values("7,8 millones") == [("7,8", {7.8}, "mill")]
    assert values("£21.4 million") == [("21.4", {21.4}, "mill")]
    assert values("1,400.5 and 1.234.567") == [("1,400.5", {1400.5}, "and"),
                                               ("1.234.567", {1234567.0}, "")]


def test_years_units_words_and_cjk() -> None:
    assert values("in 2023 rose 8%") == [("2023", {2023.0}, "year"), ("8", {8.0}, "%")]
    assert values("walk ten steps; zwei Stunden") == [("ten", {10.0}, "step"),
                                                      ("zwei", {2.0}, "stun")]
    assert values("桥全长50.82米，1961年") == [("50.82", {50.82}, "米"), ("1961", {1961.0}, "year")]
    assert values("MP3 H2O") == []  # digits inside a word are not a number of the sentence


def test_agreement_is_by_value() -> None:
    [german], [english] = numbers("1.400"), numbers("1,400")
    assert german.agrees(english)
    [a], [b] = numbers("21.4"), numbers("24.1")
    assert not a.agrees(b)
