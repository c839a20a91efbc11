"""Three false alarms that fresh text shows again, in their general form:

- a modal verb after a pronoun ("this could reflect", "das könnte") hedges: a claim that
  keeps the page's "may" as "could" is not a possibility stated as fact;
- a negated modal before a limit ("不能超过", "不应低于") is a bound, as "不得超过" is;
- an inflected word of "free of charge" ("freien Eintritt", "kostenlose Führung") says
  what "no charge" says.

The opposite claims stay caught."""

from __future__ import annotations

import pytest

from services.citations.cjk_modal_bound import past_modal
from services.citations.cue_readings import not_a_hedge
from services.citations.free_forms import inflected_free
from tests.citations.judge import evidence


def test_a_modal_after_a_pronoun_is_a_hedge_and_an_adjective_after_an_article_is_not() -> None:
    assert not not_a_hedge("could", "so this could reflect other causes", 2)
    assert not not_a_hedge("könnte", "das könnte andere Gründe haben", 1)
    assert not_a_hedge("likely", "narrow the likely landing zone", 2)


def test_a_negated_modal_before_a_limit_reads_past_the_modal() -> None:
    assert past_modal("不能超过24米", 1) == "超过"
    assert past_modal("不应低于5度", 1) == "低于"
    assert past_modal("不能到场", 1) == "能到"  # "cannot come": no limit


def test_inflected_words_of_free_of_charge() -> None:
    assert inflected_free(["haben", "freien", "eintritt"])
    assert inflected_free(["eine", "kostenlose", "führung"])
    assert not inflected_free(["freunde", "fressen", "eintritt"])


@pytest.mark.parametrize(("claim", "page"), [
    ("Yields rose most on the grazed plots, but with only six such plots this could reflect "
     "other differences.",
     "Yields rose most on the grazed plots, though with only six such plots the result may "
     "reflect other differences between them."),
    ("Die Werte waren nachts am höchsten, doch das könnte am Messgerät liegen.",
     "Die Werte waren nachts am höchsten; möglicherweise liegt das am Messgerät."),
    ("新区规定住宅楼高度不能超过60米。", "根据规划，新区住宅楼高度不得超过60米。"),
    ("冬季室内温度不应低于18度。", "按照规定，冬季室内温度不得低于18度。"),
    ("Schüler zahlen im Museum keinen Eintritt.", "Für Schüler ist der Eintritt ins Museum frei; "
     "Erwachsene zahlen 8 Euro."),
    ("Für Mitglieder gibt es eine kostenlose Führung.",
     "Mitglieder zahlen für die Führung nichts."),
    ("Kinder unter sechs Jahren zahlen keinen Eintritt.",
     "Kinder unter sechs Jahren haben freien Eintritt, Erwachsene zahlen 12 Euro."),
])
def test_the_same_meaning_is_not_unsupported(claim: str, page: str) -> None:
    assert evidence(claim, page).support != "unsupported"


@pytest.mark.parametrize(("claim", "page"), [
    ("Yields rose most on the grazed plots, and this reflects other differences between them.",
     "Yields rose most on the grazed plots, though with only six such plots the result may "
     "reflect other differences between them."),
    ("Die Werte waren nachts am höchsten, und das liegt am Messgerät.",
     "Die Werte waren nachts am höchsten; möglicherweise liegt das am Messgerät."),
    ("新区规定住宅楼高度可以超过60米。", "根据规划，新区住宅楼高度不得超过60米。"),
    ("冬季室内温度可以低于18度。", "按照规定，冬季室内温度不得低于18度。"),
    ("Kinder unter sechs Jahren haben keinen freien Eintritt.",
     "Kinder unter sechs Jahren haben freien Eintritt, Erwachsene zahlen 12 Euro."),
    ("Students do not get free entry to the museum.",
     "Entry to the museum is free for students; adults pay 8 euros."),
])
def test_the_opposite_stays_caught(claim: str, page: str) -> None:
    assert evidence(claim, page).support == "unsupported"
