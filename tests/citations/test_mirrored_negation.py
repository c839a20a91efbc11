"""A flip in the page's own words: the claim's clause is the page's negated clause with
only closed-class words changed (en, de, zh, fr, es), and the faithful twins it spares."""

from __future__ import annotations

import pytest

from services.citations.mirrored_negation import mirrored
from tests.citations.judge import evidence

PURIFIER = ("该款空气净化器于今年三月上市。机器支持定时开关和睡眠模式，但不支持手机远程控制，"
            "需要在机身上操作。滤网建议每半年更换一次。")
SCENIC = "景区全年开放。园内禁止吸烟和使用明火，但经管理处批准的烟花表演除外。停车场免费。"
MUSEUM = ("El museo abre a las diez. Los visitantes pueden hacer fotos, pero no pueden usar "
          "trípodes en las salas. La entrada es gratuita los domingos.")
ROBOT = ("Das neue Modell kommt im Mai in den Handel. Es reinigt Teppiche und Fliesen, aber es "
         "kann keine Treppen steigen. Der Akku hält zwei Stunden.")


@pytest.mark.parametrize(("mine", "theirs"), [
    ("并能自动添加清洁液", "但不支持自动添加清洁液"),
    ("经公园管理处批准的节庆演出也不例外", "但经公园管理处批准的节庆演出除外"),
    ("the app can still sync calendars", "the app can no longer sync calendars"),
    ("die Sauce darf danach noch kochen", "danach darf die Sauce nicht mehr kochen"),
])
def test_a_clause_with_only_its_negation_changed_mirrors(mine: str, theirs: str) -> None:
    assert mirrored(mine, theirs)


@pytest.mark.parametrize(("mine", "theirs"), [
    # The same negation said otherwise: an even count on both sides.
    ("the app can no longer sync calendars", "the app cannot sync calendars any more"),
    # A double negation: an obligation, "only" or "without" on one side alone.
    ("须由成人陪同游泳", "不得在无成人陪同下游泳"),
    ("Children may enter only with an adult", "Children may not enter without an adult"),
    # A negative affix is a word of content, not a closed-class change.
    ("Dark mode is unavailable on Windows 7", "Dark mode is not available on Windows 7"),
    # A word of "free" says the negation in one word.
    ("Das ganze Gelände ist rauchfrei", "Auf dem ganzen Gelände ist Rauchen nicht erlaubt"),
    # The page's negation bears on another verb, joined by "et".
    ("Les carnets privés sont exclus des sauvegardes",
     "Les carnets privés ne peuvent pas être imprimés et sont exclus des sauvegardes"),
    # A word of the claim the page's clause lacks: not the same clause.
    ("the app can still sync contacts", "the app can no longer sync calendars"),
])
def test_other_words_or_a_double_negation_do_not_mirror(mine: str, theirs: str) -> None:
    assert not mirrored(mine, theirs)


@pytest.mark.parametrize(("claim", "page"), [
    ("机器支持定时开关和睡眠模式，并能通过手机远程控制。", PURIFIER),
    ("园内禁止吸烟和使用明火，经管理处批准的烟花表演也不例外。", SCENIC),
    ("Los visitantes pueden hacer fotos y también pueden usar trípodes en las salas.", MUSEUM),
    ("Es reinigt Teppiche und Fliesen und kann auch Treppen steigen.", ROBOT),
])
def test_a_mirrored_flip_is_unsupported(claim: str, page: str) -> None:
    assert evidence(claim, page).support == "unsupported"


@pytest.mark.parametrize(("claim", "page"), [
    ("机器支持定时开关和睡眠模式，但不能用手机远程控制。", PURIFIER),
    ("园内禁止吸烟和使用明火，经管理处批准的烟花表演除外。", SCENIC),
    ("Los visitantes pueden hacer fotos, pero no pueden usar trípodes en las salas.", MUSEUM),
    ("Es reinigt Teppiche und Fliesen, kann aber keine Treppen steigen.", ROBOT),
])
def test_the_faithful_twin_is_supported(claim: str, page: str) -> None:
    assert evidence(claim, page).support == "supported"


def test_one_negation_dropped_beside_another_the_claim_keeps() -> None:
    """"advise … to take … and to avoid …" for "advise … not to take … and to avoid …": each
    side holds a negation, so the clause check saw none flip; the mirror counts them."""
    from services.citations.support import explain

    support, finding = explain(
        "The coaches advise runners to take energy gels before short races and to avoid "
        "energy gels in the last hour before the start.",
        "The coaches advise runners not to take energy gels before short races and to avoid "
        "energy gels in the last hour before the start. The club has 300 members.")
    assert support == "unsupported"
    assert finding is not None and finding.rule == "mirrored"
