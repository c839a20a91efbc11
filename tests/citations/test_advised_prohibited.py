"""What the page forbids, told as advice, is caught wherever on the page the ban stands
(``advised_prohibited``): the claim credits the publisher the page's opening names, and
the ban stands far below it; advice the page gives, or a ban kept as a ban, is spared."""

from __future__ import annotations

import pytest

from services.citations.advised_prohibited import advised_prohibited
from services.citations.passages import SourceIndex
from tests.citations.judge import evidence

EN = ("# Button batteries: what to do if your child swallows one\n\nGuidance from the Halbridge "
      "Paediatric Emergency Network, updated 3 March 2025\n\nButton batteries are found in "
      "remote controls, scales and greeting cards. A battery stuck in the food pipe can cause "
      "severe burns within two hours. Go straight to the nearest children's emergency "
      "department. Do not wait for symptoms to appear. Do not make your child vomit, and do not "
      "let them eat or drink anything except honey. Children older than one year can be given "
      "10 ml of honey every ten minutes on the way.")
DE = ("# Knopfbatterie verschluckt: Was Eltern tun sollten\n\nEmpfehlungen des "
      "Kindernotfallnetzes Halbach, Stand: 3. März 2025\n\nKnopfbatterien stecken in "
      "Fernbedienungen, Waagen und Grußkarten. Bleibt eine Batterie in der Speiseröhre stecken, "
      "kann sie innerhalb von zwei Stunden schwere Verätzungen verursachen. Fahren Sie sofort in "
      "die nächste Kinderklinik. Warten Sie nicht auf Beschwerden. Bringen Sie Ihr Kind nicht "
      "zum Erbrechen. Geben Sie ihm nichts zu essen oder zu trinken außer Honig. Kinder über "
      "einem Jahr können auf dem Weg alle zehn Minuten 10 ml Honig bekommen.")
ZH = ("# 孩子误吞纽扣电池怎么办\n\n市儿童急救网络 发布于2025年3月3日\n\n"
      "纽扣电池常见于遥控器、电子秤和贺卡中。"
      "电池卡在食管里，两小时内就可能造成严重灼伤。"
      "请立即前往最近的儿童医院，不要等到出现症状。"
      "不要让孩子呕吐，除蜂蜜外也不要给孩子吃喝任何东西。"
      "一岁以上的孩子在路上可每十分钟服用10毫升蜂蜜。")


@pytest.mark.parametrize(("wrong", "right", "page"), [
    ("The Halbridge Paediatric Emergency Network advises parents to make their child vomit if "
     "they think the child has swallowed a button battery.",
     "The Halbridge Paediatric Emergency Network advises parents to go straight to the nearest "
     "children's emergency department if their child swallows a button battery.", EN),
    ("Laut Kindernotfallnetz Halbach sollten Eltern ihr Kind zum Erbrechen bringen, wenn es "
     "eine Knopfbatterie verschluckt hat.",
     "Das Kindernotfallnetz Halbach rät Eltern, in die nächste Kinderklinik zu fahren, wenn ihr "
     "Kind eine Knopfbatterie verschluckt hat.", DE),
    ("市儿童急救网络建议家长在孩子误吞纽扣电池后让孩子呕吐。",
     "市儿童急救网络建议家长在孩子误吞纽扣电池后立即前往最近的儿童医院。", ZH),
])
def test_a_ban_told_as_advice_is_caught(wrong: str, right: str, page: str) -> None:
    assert (evidence(wrong, page).support, evidence(wrong, page).reason) == (
        "unsupported", "negation")
    assert evidence(right, page).support == "supported"


@pytest.mark.parametrize("claim", [
    "The network advises parents not to make their child vomit.",
    "The network advises against making the child vomit.",
    "The network advises giving honey rather than making the child vomit.",
])
def test_advice_that_keeps_the_ban_is_spared(claim: str) -> None:
    index = SourceIndex(EN)
    match = index.best(["vomit"])
    assert match is not None
    assert advised_prohibited(claim, index, match) is None


def test_a_chinese_ban_is_read_to_its_end() -> None:
    index = SourceIndex("# 游泳安全\n\n不要让孩子独自游泳。夏天要让孩子多喝水。")
    match = index.best(["游泳"])
    assert match is not None
    assert advised_prohibited("市体育局建议让孩子多喝水。", index, match) is None


@pytest.mark.parametrize(("page", "claim"), [
    # "别" inside a word ("特别") and a question ("要不要") forbid nothing.
    ("# 中暑\n\n夏天请特别注意让孩子多喝水。", "医生建议夏天注意让孩子多喝水。"),
    ("# 就医\n\n要不要让孩子呕吐，请先咨询医生。", "医生建议让孩子呕吐。"),
    # "反应" holds "应" and advises nothing.
    ("# 烫伤\n\n不要在伤处涂抹牙膏。", "研究称在伤处涂抹牙膏会引起反应。"),
])
def test_chinese_words_that_only_look_like_a_ban_or_advice_are_spared(
        page: str, claim: str) -> None:
    index = SourceIndex(page)
    match = index.best(["医院", "孩子", "牙膏"])
    assert match is not None
    assert advised_prohibited(claim, index, match) is None


def test_words_that_only_share_letters_are_no_forms() -> None:
    # "results" and "research" are no forms of "rest", "forest" no compound of it.
    index = SourceIndex("# Sprains\n\nDo not rest the injured arm on a hard surface.")
    match = index.best(["arm"])
    assert match is not None
    claim = ("Doctors advise reading research results on injured arm care on a hard surface "
             "in the forest.")
    assert advised_prohibited(claim, index, match) is None


@pytest.mark.parametrize(("page", "claim"), [
    ("# 誤食\n\n請勿讓孩子嘔吐，立即前往醫院。", "醫生建議讓孩子嘔吐。"),
    ("# 游泳安全\n\n別讓孩子獨自游泳。", "專家認為家長應讓孩子獨自游泳。"),
    ("# 游泳安全\n\n别让孩子独自游泳。", "专家认为家长应让孩子独自游泳。"),
])
def test_a_chinese_ban_told_as_advice_is_caught_in_traditional_characters_too(
        page: str, claim: str) -> None:
    index = SourceIndex(page)
    match = index.best(["孩子"])
    assert match is not None
    found = advised_prohibited(claim, index, match)
    assert found is not None and found.rule == "advised_prohibited"


@pytest.mark.parametrize(("page", "claim"), [
    # "特別" holds "別" and forbids nothing; "不應" keeps the ban.
    ("# 中暑\n\n夏天請特別注意讓孩子多喝水。", "醫生建議夏天注意讓孩子多喝水。"),
    ("# 誤食\n\n請勿讓孩子嘔吐。", "醫生認為不應讓孩子嘔吐。"),
    # Japanese: "適宜" ("as fits") holds "宜" and the claim repeats the ban; not read here.
    ("# 工事\n\n立入禁止区域には入らないでください。",
     "係員は適宜、区域には入らないでくださいと案内する。"),
])
def test_traditional_and_japanese_words_that_only_look_like_advice_are_spared(
        page: str, claim: str) -> None:
    index = SourceIndex(page)
    match = index.best(["孩子", "区域"])
    assert match is not None
    assert advised_prohibited(claim, index, match) is None
