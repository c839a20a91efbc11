"""A claim that allows or requires what its page forbids or says is not needed is
unsupported; one that restates the rule, keeps the case that lifts it or states the choice
the page leaves is not."""

from __future__ import annotations

import pytest

from services.citations.modal_square import modal_flip, reading
from services.citations.support import explain
from tests.citations.judge import evidence

GAS = ("Do not let the person go back into the building until a registered engineer has "
       "checked the appliances.")
SPOTS = "临时车位和消防通道旁的车位不得安装充电桩。"
HOME = "Children do not need to stay home until the crusts have fallen off."
COOLING = "Kein Eiswasser und keine Kühlakkus verwenden."


@pytest.mark.parametrize(("claim", "page"), [
    ("Once the appliance has been turned off, the person can safely go back into the "
     "building.", GAS),
    ("业主在临时车位上可以申请安装充电桩。", SPOTS),
    ("Children should stay home until the crusts have fallen off.", HOME),
    ("Zum Kühlen dürfen auch Kühlakkus verwendet werden.", COOLING),
])
def test_the_opposite_corner_is_unsupported(claim: str, page: str) -> None:
    wrong = evidence(claim, page)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")


@pytest.mark.parametrize(("claim", "page"), [
    ("Once a registered engineer has checked the appliances, the person can go back into "
     "the building.", GAS),
    ("Children do not have to stay home until the crusts have fallen off.", HOME),
])
def test_the_rule_restated_is_not_unsupported(claim: str, page: str) -> None:
    assert evidence(claim, page).support != "unsupported"


@pytest.mark.parametrize(("clause", "corner"), [
    ("Visitors can swim in the lake", "may"),
    ("Swimming is prohibited", "may not"),
    ("Besucher müssen nicht buchen", "need not"),
    ("游客无需提前预约", "need not"),
    ("Dogs must be kept on a lead", "must"),
    ("Der Teig lässt sich einfrieren", "may"),
    ("轮椅不在禁止范围之内", "may"),
    ("临时车位不得安装充电桩", "may not"),
])
def test_each_clause_is_read_on_the_square(clause: str, corner: str) -> None:
    assert reading(clause) == corner


def test_must_against_may_not_is_no_flip() -> None:
    # "must be pushed over the bridge" says what "may not ride over the bridge" says.
    assert modal_flip("E-Scooter müssen über die Brücke geschoben werden.",
                      ["E-Scooter dürfen die Brücke nicht befahren."]) is None


def test_a_case_added_with_also_that_the_page_leaves_out_is_unsupported() -> None:
    page = "值得注意的是，网上购买的商品暂不纳入本轮补贴范围。"
    wrong = evidence("在网上购买的家电同样可以享受本轮以旧换新补贴。", page)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")
    assert evidence("本轮补贴不包括网上购买的商品。", page).support != "unsupported"


def test_two_negations_on_one_corner_are_no_flip() -> None:
    page = "Besucher müssen Führungen nicht im Voraus buchen. Hunde müssen an der Leine bleiben."
    assert evidence("Eine Vorab-Buchung der Führungen ist für Besucher nicht nötig.",
                    page).support != "unsupported"
    assert evidence("Besucher müssen Führungen im Voraus buchen.", page).support == "unsupported"


def test_once_sets_when_a_prohibition_holds() -> None:
    """"Once opened, … must not be frozen": what follows "once" is when the prohibition
    holds, no end of it; a claim that it "can be frozen" says the opposite."""
    support, finding = explain(
        "Once opened, the sauce should be kept in the fridge, although it can be frozen.",
        "Once opened, the sauce should be kept in the fridge and must not be frozen. "
        "The jar holds 350 grams. It is made in Parma.")
    assert support == "unsupported"
    assert finding is not None and finding.rule == "modal_square"
