"""A figure of the claim that the passage's main sentence lacks and another sentence of the
page states is a sign that the claim joins two sentences (a summary); a year or a number
that is part of a name ("NHS 111") is no such sign."""

from __future__ import annotations

from services.citations.joined_numbers import numbers_joined


def test_a_figure_stated_in_another_sentence_joins_it() -> None:
    assert numbers_joined("Der Berg ist 1.215 m hoch und hat jährlich rund 0,6 Millionen Gäste.",
                          "Der Berg ist 1.215 m hoch.", "Jährlich kommen ca. 0,6 Mio. Gäste.") == 1
    assert numbers_joined("The lake covers 536 km² and draws 2.5 million visitors a year.",
                          "The lake covers 536 km².", "About 2.5 million visitors come.") == 1
    assert numbers_joined("该湖面积536平方公里，每年吸引约250万游客。", "该湖面积536平方公里。",
                          "每年约有250万游客到访。") == 1


def test_a_figure_the_main_sentence_states_or_a_name_or_a_year_does_not() -> None:
    assert numbers_joined("The lake covers 536 km².", "It covers 536 km².", "536 km² of it.") == 0
    assert numbers_joined("The guidance was issued by NHS 111.", "It was issued by the college.",
                          "Call NHS 111 for advice.") == 0
    assert numbers_joined("It was reviewed in 2025.", "It was reviewed.", "The 2025 edition.") == 0
