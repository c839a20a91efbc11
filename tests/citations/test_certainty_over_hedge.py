"""A possibility of the page told as a certainty ("sind eindeutige Anzeichen" for "können
auf … hindeuten") is sure (``certainty_over_hedge``); the hedge kept is spared, and a
word that only looks like one of certainty ("clear the path") is none."""

from __future__ import annotations

import pytest

from services.citations.certainty_over_hedge import certainty_over_hedge, certainty_words
from tests.citations.judge import evidence

DE = ("# Hitze im Alter\n\nTrinken Sie bei Hitze regelmäßig. Verwirrtheit, Schwindel oder "
      "trockene Haut trotz Hitze können auf einen Hitzschlag hindeuten. Rufen Sie im Zweifel "
      "die 112.")
FR = ("# Chaleur\n\nBuvez régulièrement pendant la canicule. Une confusion ou des vertiges "
      "peuvent signaler un coup de chaleur. Appelez le 15 en cas de doute.")
ZH = "# 高温提示\n\n高温天气请多喝水。意识模糊、头晕或皮肤干燥可能是中暑的表现。如有疑问请拨打120。"


@pytest.mark.parametrize(("wrong", "right", "page"), [
    ("Verwirrtheit, Schwindel oder trockene Haut trotz Hitze sind eindeutige Anzeichen eines "
     "Hitzschlags.",
     "Verwirrtheit, Schwindel oder trockene Haut trotz Hitze können auf einen Hitzschlag "
     "hindeuten.", DE),
    ("Une confusion ou des vertiges signalent toujours un coup de chaleur.",
     "Une confusion ou des vertiges peuvent signaler un coup de chaleur.", FR),
    ("意识模糊、头晕或皮肤干燥一定是中暑的表现。",
     "意识模糊、头晕或皮肤干燥可能是中暑的表现。", ZH),
])
def test_a_possibility_told_as_certain_is_caught(wrong: str, right: str, page: str) -> None:
    assert (evidence(wrong, page).support, evidence(wrong, page).reason) == (
        "unsupported", "hedged")
    assert evidence(right, page).support == "supported"


def test_words_of_certainty_only_where_they_mean_it() -> None:
    assert certainty_words("Staff check the route and clear the path.") == set()
    assert certainty_words("Certain medicines raise the risk.") == set()
    passage = "Staff may lift loads up to 10 kg."
    assert certainty_over_hedge("Staff always lift loads up to 10 kg.", passage, passage) == (
        "always", "may")
    assert certainty_over_hedge("Staff always lift loads up to 10 kg.", passage,
                                passage + " They always wear gloves.") is None


BAMBOO = ("# Bambusblüte\n\n研究人员认为，如果竹子大面积开花，局部种群可能面临食物短缺。"
          "保护区已开始监测竹林。")
BATTERY = ("# Akku\n\nDer fest eingebaute Akku hält laut Hersteller bis zu 5 Stunden. Geladen "
           "wird über USB-C.")


@pytest.mark.parametrize(("wrong", "right", "page"), [
    ("研究人员认为，如果竹子大面积开花，局部种群必然会面临食物短缺。",
     "研究人员认为，如果竹子大面积开花，局部种群可能面临食物短缺。", BAMBOO),
    ("Der fest eingebaute Akku hält laut Hersteller stets 5 Stunden.",
     "Der fest eingebaute Akku hält laut Hersteller bis zu 5 Stunden.", BATTERY),
])
def test_certainty_over_a_kept_condition_or_a_maximum_is_caught(
        wrong: str, right: str, page: str) -> None:
    assert (evidence(wrong, page).support, evidence(wrong, page).reason) == (
        "unsupported", "hedged")
    assert evidence(right, page).support == "supported"


def test_a_noun_that_shares_a_word_of_certainty_is_none() -> None:
    assert certainty_words("Wer registriert, erhält zehn Jahre Garantie.") == set()
    assert certainty_words("La garantie est garantie à vie.") == {"garantie"}
    page = "Wer das Gerät registriert, erhält bis zu zehn Jahre Garantie."
    assert certainty_over_hedge("Wer das Gerät registriert, erhält zehn Jahre Garantie.",
                                page, page) is None


def test_another_word_of_certainty_nearby_does_not_hide_the_claims() -> None:
    passage = "局部种群可能面临食物短缺。"
    assert certainty_over_hedge("局部种群必然会面临食物短缺。", passage,
                                passage + "竹林在一定程度上可以恢复。") == ("必然", "可能")
