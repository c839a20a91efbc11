"""A page that denies a statement of one case in a clause that leaves the verb out ("Gegen
FSME gibt es eine Impfung, gegen Borreliose dagegen nicht") says the opposite of a claim that
states it of that case: unsupported, not only "check this"; a claim that keeps the denial
stays supported."""

from __future__ import annotations

import pytest

from services.citations.elliptical_negation import denied_by_ellipsis
from services.citations.support import explain

TICKS = ("# Zecken\n\nZecken übertragen mehrere Krankheiten. Gegen FSME gibt es eine Impfung, "
         "gegen Borreliose dagegen nicht. Nach einem Stich sollte man die Stelle beobachten.")
CASES = {
    "de": (TICKS, "Gegen Borreliose gibt es ebenso wie gegen FSME eine Impfung.",
           "Gegen FSME gibt es eine Impfung, gegen Borreliose nicht."),
    "de_duty": ("# Wärmepumpe\n\nDie Steuerung lässt sich per App bedienen; dafür ist eine "
                "Internetverbindung nötig, für den Heizbetrieb jedoch nicht. Die Garantie "
                "beträgt fünf Jahre.",
                "Für den Heizbetrieb ist eine Internetverbindung erforderlich.",
                "Für den Heizbetrieb braucht die Wärmepumpe keine Internetverbindung."),
    "en": ("# Heat pump\n\nThe unit can be controlled from an app. An internet connection is "
           "needed for the app, but not for the heating itself. The warranty runs five years.",
           "For the heating itself an internet connection is required.",
           "An internet connection is needed for the app but not for heating."),
    "zh": ("# 蜱虫\n\n蜱虫会传播多种疾病。针对森林脑炎有疫苗，针对莱姆病则没有。"
           "被叮咬后应观察叮咬部位。",
           "针对莱姆病也有疫苗。",
           "莱姆病没有疫苗。"),
    "zh_verb": ("# 热泵\n\n这款热泵可以用手机App控制。App控制需要联网，供暖运行则不需要。"
                "保修期为五年。",
                "供暖运行同样需要联网。",
                "App控制需要联网，供暖运行不需要联网。"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_case_the_ellipsis_denies_stated_plainly_is_unsupported(case: str) -> None:
    page, wrong, right = CASES[case]
    assert explain(wrong, page)[0] == "unsupported"
    assert explain(right, page)[0] == "supported"


def test_a_claim_that_says_the_denial_in_other_words_is_not_flipped_for_sure() -> None:
    page = ("# Klettern\n\nKlettern ist nur an freistehenden Gipfeln erlaubt, nicht an "
            "Massivwänden. Die Saison beginnt im März.")
    claim = "Kletterer dürfen nur freistehende Gipfel besteigen, Massivwände sind tabu."
    assert explain(claim, page)[0] != "unsupported"


def test_the_case_alone_or_a_clause_with_its_own_verb_is_no_denied_statement() -> None:
    sentence = "Gegen FSME gibt es eine Impfung, gegen Borreliose dagegen nicht."
    negated = "gegen Borreliose dagegen nicht."
    assert denied_by_ellipsis("Gegen Borreliose gibt es eine Impfung.", negated, sentence)
    assert not denied_by_ellipsis("Borreliose wird von Zecken übertragen.", negated, sentence)
    assert not denied_by_ellipsis(
        "Gegen Borreliose gibt es eine Impfung.", "gegen Borreliose gibt es keine Impfung.",
        "Gegen FSME gibt es eine Impfung, gegen Borreliose gibt es keine Impfung.")


def test_a_clause_cut_off_at_an_abbreviation_keeps_its_own_verb() -> None:
    """"Ältere Geräte der Serien A bzw. B werden nicht unterstützt" is cut at "bzw.": the
    piece "B werden nicht unterstützt" has an auxiliary, a verb of its own, no ellipsis."""
    sentence = "Ältere Geräte der Serien A bzw. B werden nicht unterstützt."
    assert not denied_by_ellipsis("Das Update unterstützt auch ältere Geräte der Serie B.",
                                  "B werden nicht unterstützt.", sentence)


def test_a_japanese_clause_whose_verb_precedes_its_negation_is_no_ellipsis() -> None:
    """Japanese puts the verb before its negation ("効かない", "does not work"): the clause
    states its verb, so a claim that repeats it agrees with the page; the Chinese reading,
    the characters before the negation as the case, stays Chinese."""
    sentence = "この薬はダニ脳炎には効く、ライム病には効かない。"
    assert not denied_by_ellipsis("この薬はライム病には効かない", "ライム病には効かない", sentence)
    assert denied_by_ellipsis(
        "针对莱姆病也有疫苗", "针对莱姆病则没有", "针对森林脑炎有疫苗，针对莱姆病则没有。")
