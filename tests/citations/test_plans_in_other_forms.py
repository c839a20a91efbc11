"""A clause holds a claim's words in other forms ("Verlängerung" for "verlängert"; the
aspect check weighs clauses this way), and German "plant" is a plan where no English word
stands beside it. (The hedge check compares clauses by their shared words alone: weighing
them by words in other forms caught two dev claims and flagged a correct one on fresh text.)"""

from __future__ import annotations

from services.citations.clauses import held
from services.citations.polarity import cues
from tests.citations.judge import evidence

CLUB = ("Der Sportverein hat 400 Mitglieder. Der Vorstand erwägt längere Öffnungszeiten "
        "im Hallenbad.")
PARK = "The park has two lakes. The council may consider later closing times for the park."
BAKERY = ("Die Bäckerei Lindner backt seit 1952 in Kempten. Sie plant eine zweite Filiale in "
          "der Altstadt.")
FACTORY = "The plant in Leeds employs 300 people and makes brake pads."


def test_a_clause_holds_words_in_other_forms() -> None:
    assert held({"verlängert", "öffnungszeiten"}, {"verlängerung", "öffnungszeiten"},
                "eine Verlängerung der Öffnungszeiten") == 2
    assert held({"later", "school"}, {"schoolday"}, "a schoolday") == 1


def test_german_plant_is_a_plan() -> None:
    assert cues("Sie plant eine zweite Filiale.").intent == "plant"
    wrong = evidence("Die Bäckerei Lindner hat eine zweite Filiale in der Altstadt.", BAKERY)
    assert (wrong.support, wrong.reason) == ("unsupported", "intent")
    right = evidence("Die Bäckerei Lindner plant eine weitere Filiale in der Altstadt.", BAKERY)
    assert right.support != "unsupported"


def test_an_english_plant_is_a_factory() -> None:
    assert cues("The plant in Leeds employs 300 people.").intent == ""
    right = evidence("The Leeds plant has 300 employees and makes brake pads.", FACTORY)
    assert right.support != "unsupported"
