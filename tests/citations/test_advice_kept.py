"""Advice reported as advice keeps the page's possibility: "建议…优先种植" for "建议…可以
优先考虑种植" says what the page says; "suggests referral" for "would consider referral"
asks a check; "will build" for "would consider building" is still unsupported."""

from __future__ import annotations

from services.citations.advice import gives_advice
from services.citations.support import explain

TEA = ("研究人员建议，在干旱频发的地区可以优先考虑种植耐旱品种，"
       "并在茶园行间覆盖稻草以保持土壤水分。团队计划于2026年扩大试验范围。")
REFERRAL = ("Clinicians would consider referral to an allergy specialist when symptoms remain "
            "uncontrolled after 3 months of combined therapy.")
BRIDGE = "The council would consider building a second bridge over the river."


def test_a_verb_of_advising_is_told_from_a_noun() -> None:
    assert gives_advice("The guideline suggests referral.")
    assert gives_advice("Die Leitlinie empfiehlt eine Überweisung.")
    assert gives_advice("研究人员建议优先种植耐旱品种。")
    assert not gives_advice("Die nächste Fassung wird Empfehlungen zu Impfungen enthalten.")
    assert not gives_advice("The next edition will contain recommendations on vaccines.")


def test_advice_reported_as_advice_is_not_unsupported() -> None:
    assert explain("研究人员建议干旱多发地区优先种植耐旱品种，并在茶园行间覆盖稻草。", TEA)[0] != (
        "unsupported")
    claim = ("The guideline suggests specialist referral when symptoms stay uncontrolled "
             "after three months of combined therapy.")
    assert explain(claim, REFERRAL)[0] == "weak"


def test_a_possibility_stated_as_fact_is_still_unsupported() -> None:
    assert explain("The council will build a second bridge over the river.", BRIDGE)[0] == (
        "unsupported")
    assert explain("研究人员在干旱地区种植了耐旱品种。", TEA)[0] != "supported"


DECLINE = ("The survey counted 40 percent fewer hedgehogs than in 2010. The decline is probably "
           "caused by warmer winters, the researchers say.")


def test_a_belief_reported_keeps_the_pages_probably() -> None:
    assert explain("The researchers believe warmer winters caused the decline in hedgehogs.",
                   DECLINE)[0] != "unsupported"
    assert explain("研究人员认为，刺猬数量下降可能与暖冬有关。",
                   "调查显示刺猬数量比2010年减少了40%。研究人员表示，下降可能与暖冬有关。")[0] != (
        "unsupported")


def test_the_probably_dropped_is_still_unsupported() -> None:
    assert explain("The decline in hedgehogs is caused by warmer winters.", DECLINE)[0] == (
        "unsupported")
