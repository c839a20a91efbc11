"""A negated clause is read with the list it negates past its comma."""

from __future__ import annotations

from services.citations.negated_list import listed_clauses


def test_a_negated_clause_keeps_its_list() -> None:
    assert listed_clauses("Do not use heating pellets, charcoal or wood chunks in the hopper, "
                          "as they jam the feed.") == [
        "Do not use heating pellets, charcoal or wood chunks in the hopper",
        " as they jam the feed."]


def test_a_plain_clause_and_a_long_one_are_left_alone() -> None:
    assert listed_clauses("Use hardwood pellets, charcoal or wood chunks.") == [
        "Use hardwood pellets", " charcoal or wood chunks."]
    assert len(listed_clauses("Do not use heating pellets, because the feed of the stove "
                              "jams and the fire goes out.")) == 2


def test_a_list_goes_on_past_a_comma_only() -> None:
    assert listed_clauses("Light is not the only pressure; habitat loss and pesticides "
                          "matter too.") == [
        "Light is not the only pressure", " habitat loss and pesticides matter too."]


def test_a_clause_whose_words_stand_earlier_too_is_measured_where_it_stands() -> None:
    # " not coal" stands first inside "do not coal-fire", before the semicolon: the list's
    # commas are measured from the clause's own place, after it.
    assert listed_clauses("We do not coal-fire the oven; not coal, wood or card in the "
                          "hopper.") == ["We do not coal-fire the oven",
                                         " not coal, wood or card in the hopper."]
