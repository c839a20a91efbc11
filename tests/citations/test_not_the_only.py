""""Not the only X" says X holds and others do too: a claim that says the others also
play a part states no opposite, in English, German, Chinese and Spanish; a claim that
makes X the only one, or denies X, stays caught."""

from __future__ import annotations

from services.citations.not_the_only import not_only_read, without_not_only
from services.citations.support import explain

EN = ("Light is not the only pressure on these insects; habitat loss and pesticides matter "
      "too, but lighting is one that councils can change quickly.")
DE = ("Licht ist nicht der einzige Grund für den Rückgang der Glühwürmchen; auch "
      "Lebensraumverlust und Pestizide spielen eine Rolle.")
ZH = "光污染不是萤火虫减少的唯一原因，栖息地丧失和农药也有影响。"
ES = ("La luz no es el único factor del declive; la pérdida de hábitat y los pesticidas "
      "también influyen.")


def test_not_the_only_is_read_as_one_of_several() -> None:
    assert without_not_only("Light is not the only pressure.") == "Light is one pressure."
    assert "nicht" not in without_not_only("Licht ist nicht der einzige Grund.")
    assert "不" not in without_not_only(ZH)
    assert "pas" not in without_not_only("La lumière n'est pas la seule cause.")
    assert without_not_only("Do not use the only exit.") == "Do not use the only exit."
    claim = "Light is the only pressure."
    assert not_only_read(claim, EN) == (claim, EN)


def test_others_also_playing_a_part_is_support() -> None:
    assert explain("Habitat loss and pesticides also matter, but lighting is a pressure "
                   "councils can change quickly.", EN)[0] == "supported"
    assert explain("Neben Licht spielen auch Lebensraumverlust und Pestizide eine Rolle beim "
                   "Rückgang der Glühwürmchen.", DE)[0] == "supported"
    assert explain("除光污染外，栖息地丧失和农药也是萤火虫减少的原因。", ZH)[0] == "supported"
    assert explain("La pérdida de hábitat y los pesticidas también influyen en el declive, "
                   "además de la luz.", ES)[0] != "unsupported"


def test_the_only_one_or_none_stays_caught() -> None:
    assert explain("Light is the only pressure on these insects.", EN)[0] == "unsupported"
    assert explain("Licht ist der einzige Grund für den Rückgang der Glühwürmchen.",
                   DE)[0] == "unsupported"
    assert explain("光污染是萤火虫减少的唯一原因。", ZH)[0] == "unsupported"
    assert explain("La luz es el único factor del declive.", ES)[0] == "unsupported"
