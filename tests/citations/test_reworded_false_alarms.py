"""False alarms of the support check where a correct claim re-words the page: a verb
of refusal for a negation, "no earlier than" for "not before", a whole-number bound
from the other side, a choice word's other ending, a credit to the page itself, a
sentence's exception stated as meant or left out, a CJK mark of exception.
The wrong claim beside each is still caught."""

from __future__ import annotations

import pytest

from bench.support_probes_fa import PROBES
from services.citations.earliest import opposite_limit, same_limit
from services.citations.exception_stated import exception_stated, rule_only
from services.citations.refusal import refuses
from services.citations.self_attribution import without_self_credit
from services.citations.support import explain
from services.citations.whole_bounds import same_bound


@pytest.mark.parametrize(("page", "claim", "expected"), PROBES)
def test_probe(page: str, claim: str, expected: str) -> None:
    support, _finding = explain(claim, page)
    if expected == "ok":
        assert support != "unsupported", claim
    else:
        assert support == "unsupported", claim


def test_whole_bounds_need_the_right_step() -> None:
    assert same_bound("aged 5 and under", "5", "under 6", "6")
    assert same_bound("ab 18 Jahren", "18", "über 17 Jahren", "17")
    assert not same_bound("aged 4 and under", "4", "under 6", "6")
    assert not same_bound("aged 5", "5", "under 6", "6")  # no bound in the claim
    assert not same_bound("ab 16 Jahren", "16", "über 17 Jahren", "17")


def test_limits_pair_only_the_same_side() -> None:
    assert same_limit("opens no earlier than 2027", "will not open before 2027")
    assert same_limit("wird frühestens 2027 eröffnet", "wird nicht vor 2027 eröffnet")
    assert not same_limit("opens no later than 2027", "will not open before 2027")


def test_refusal_verbs() -> None:
    assert refuses("Le refuge refuse les chiens.")
    assert refuses("Das Museum lehnt an der Kasse Barzahlung ab.")
    assert not refuses("The hut welcomes dogs.")
    assert not refuses("The minister denied the report.", "The minister did not deny it.")


def test_exceptions() -> None:
    assert exception_stated("一楼大厅可以拍照。", "馆内禁止拍照，除了一楼大厅以外。")
    assert not exception_stated("二楼展厅可以拍照。", "馆内禁止拍照，除了一楼大厅以外。")
    page = "Das Museum ist täglich außer montags von 9 bis 18 Uhr geöffnet."
    assert rule_only("Das Museum ist von 9 bis 18 Uhr geöffnet.", page)
    assert not rule_only("Das Museum ist montags geöffnet.", page)


def test_self_credit_is_taken_off() -> None:
    assert without_self_credit("Il museo è aperto, secondo il sito.") == "Il museo è aperto."
    assert without_self_credit("According to the website, it opens at 9.") == "It opens at 9."
    kept = "The museum opens at 9, according to the mayor."
    assert without_self_credit(kept) == kept


def test_a_limit_from_the_other_side_is_a_flip() -> None:
    assert opposite_limit("新线路最晚2027年开通。", "新线路2027年之前不会开通。")
    assert opposite_limit("Sie öffnet spätestens 2027.", "Sie öffnet frühestens 2027.")
    assert not opposite_limit("Sie öffnet frühestens 2027.", "Sie öffnet nicht vor 2027.")


def test_a_credit_to_someone_else_is_kept() -> None:
    for kept in ("According to the site's manager, it opens at 9.",
                 "According to the report by the WHO, cases rose."):
        assert without_self_credit(kept) == kept
