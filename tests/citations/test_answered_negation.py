"""A summary packs several of the page's sentences into clauses of one sentence: a clause
that negates what the page's negated sentence is about answers it, though another clause
of the claim shares as many of that sentence's words (its turned verb and one noun, from
a sentence of its own). Turning that clause round, or a negated clause about something
else, is still a flip."""

from __future__ import annotations

import pytest

from services.citations.clauses import matching_clause
from services.citations.support import explain

EN = ("The trailer must not be towed by children under ten. A rear basket is not required. "
      "Owners should leave at least 3 cm between the hitch and the rear wheel.")
DE = ("Der Anhänger darf nicht von Kindern unter zehn Jahren gezogen werden. Ein Gepäckträger "
      "ist nicht erforderlich. Zwischen Kupplung und Hinterrad sollten mindestens 3 cm Abstand "
      "bleiben.")
FR = ("La remorque ne doit pas être tirée par des enfants de moins de dix ans. Un panier "
      "arrière n'est pas requis. Il faut laisser au moins 3 cm entre l'attelage et la roue "
      "arrière.")
ZH = "这款拖车不能用于碳纤维车架。后货架不是必需的。使用时后轮和挡泥板上方至少要留出3厘米空间。"


def test_a_negated_clause_answers_the_negated_sentence_it_restates() -> None:
    claim = ("The trailer must not be towed by children under ten, doesn't need a rear basket, "
             "and requires 3 cm of space between the hitch and the rear wheel.")
    assert explain(claim, EN)[0] != "unsupported"


@pytest.mark.parametrize(("claim", "page"), [
    ("The trailer must not be towed by children under ten, needs a rear basket, and requires "
     "3 cm of space between the hitch and the rear wheel.", EN),
    ("Der Anhänger darf nicht von Kindern unter zehn gezogen werden, ein Gepäckträger ist "
     "erforderlich, und zwischen Kupplung und Hinterrad bleiben 3 cm Abstand.", DE),
    ("La remorque ne peut pas être tirée par des enfants de moins de dix ans, un panier "
     "arrière est requis, et il faut 3 cm entre l'attelage et la roue arrière.", FR),
])
def test_the_clause_turned_round_is_still_a_flip(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "unsupported"


def test_the_answering_clause_is_chosen_over_one_sharing_the_turned_word() -> None:
    claim = "The trailer doesn't need a hitch adapter, and requires a hitch pin."
    chosen = matching_clause(claim, {"hitch", "adapter", "requir"}, frozenset({"requir"}),
                             lambda part: "n't" in part)
    assert chosen == "The trailer doesn't need a hitch adapter"


def test_a_negated_clause_about_something_else_answers_nothing() -> None:
    claim = "Die Kartoffeln werden püriert, damit das Püree nicht zäh wird."
    page = "Die Kartoffeln stampfen, nicht pürieren, da das Püree sonst zäh wird."
    assert explain(claim, page)[0] == "unsupported"


def test_clauses_that_share_no_word_but_the_turned_one_are_joined_as_before() -> None:
    claim = "The albums can be shared, and are excluded from previews."
    assert matching_clause(claim, {"album", "shar", "exclud", "preview"}, frozenset({"shar"}),
                           lambda part: False) == ("The albums can be shared  and are "
                                                   "excluded from previews.")


def test_a_chinese_summary_with_its_own_negation_is_not_a_flip() -> None:
    claim = "这款拖车不能用于碳纤维车架，不需要后货架，并且后轮上方要留出至少3厘米空间。"
    assert explain(claim, ZH)[0] != "unsupported"
