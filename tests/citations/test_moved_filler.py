"""Two names that trade places across the words between them (``moved_filler``): caught
in en/de/fr; the same sentence in another order, or with the roles as the page gives
them, spared."""

from __future__ import annotations

import pytest

from services.citations.moved_filler import moved_filler
from tests.citations.judge import evidence

EN = ("# Coral study\n\nA new study finds that heat-stressed corals recover faster near "
      "seagrass. The work was led by Dr. Mara Lindqvist of Lund University, with co-authors "
      "from the University of Bergen and the Marine Institute of Galway. It appears in Coral "
      "Reefs this week.")
DE = ("# Korallenstudie\n\nEine neue Studie zeigt, dass Korallen nahe Seegras schneller erholen. "
      "Geleitet wurde die Arbeit von Dr. Mara Lindqvist von der Universität Lund, Mitautoren "
      "kommen von der Universität Bergen und dem Meeresinstitut Galway. Sie erscheint diese "
      "Woche.")
FR = ("# Étude sur les coraux\n\nUne nouvelle étude montre que les coraux récupèrent plus vite "
      "près des herbiers. Elle a été dirigée par Dr. Mara Lindqvist de l'Université de Lund, "
      "avec des coauteurs de l'Université de Bergen et de l'Institut Marin de Galway. Elle "
      "paraît cette semaine.")


@pytest.mark.parametrize(("wrong", "right", "page"), [
    ("The work was led by Dr. Mara Lindqvist of the University of Bergen, with co-authors from "
     "Lund University and the Marine Institute of Galway.",
     "The work was led by Dr. Mara Lindqvist of Lund University, with co-authors from the "
     "University of Bergen and the Marine Institute of Galway.", EN),
    ("Geleitet wurde die Arbeit von Dr. Mara Lindqvist von der Universität Bergen, Mitautoren "
     "kommen von der Universität Lund und dem Meeresinstitut Galway.",
     "Geleitet wurde die Arbeit von Dr. Mara Lindqvist von der Universität Lund, Mitautoren "
     "kommen von der Universität Bergen und dem Meeresinstitut Galway.", DE),
    ("Elle a été dirigée par Dr. Mara Lindqvist de l'Université de Bergen, avec des coauteurs "
     "de l'Université de Lund et de l'Institut Marin de Galway.",
     "Elle a été dirigée par Dr. Mara Lindqvist de l'Université de Lund, avec des coauteurs de "
     "l'Université de Bergen et de l'Institut Marin de Galway.", FR),
])
def test_names_that_trade_roles_are_caught(wrong: str, right: str, page: str) -> None:
    assert evidence(wrong, page).support == "unsupported"
    assert evidence(right, page).support == "supported"


@pytest.mark.parametrize("reordered", [
    "With co-authors from the University of Bergen and the Marine Institute of Galway, the "
    "work was led by Dr. Mara Lindqvist of Lund University.",
    "Dr. Mara Lindqvist of Lund University led the work, with co-authors from the University "
    "of Bergen and the Marine Institute of Galway.",
])
def test_the_same_roles_in_another_order_are_spared(reordered: str) -> None:
    assert evidence(reordered, EN).support == "supported"


def test_a_german_noun_moved_past_its_verb_is_no_name() -> None:
    assert moved_filler(
        "In der Beratungsstelle kostet die Gelbfieberimpfung derzeit 68 Euro.",
        "Die Gelbfieberimpfung kostet in der Beratungsstelle derzeit 68 Euro.") is None
    assert moved_filler(
        "The study was led by Dr. Inés Carvalho of Bangor University, with co-authors from the "
        "University of the Algarve.", "The research was led by Dr. Inés Carvalho of the University"
        " of the Algarve, with co-authors from Bangor University.") == (
        "Bangor University", "the University of the Algarve")
