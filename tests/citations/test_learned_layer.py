"""The calibration layer moves a judgment one step only: a doubtful check's
``unsupported`` down to ``weak``, a hiding check's ``weak`` up to ``unsupported``."""

from __future__ import annotations

from services.citations.finding import Finding
from services.citations.learned_layer import (
    MIXED_AT,
    SURE_RIGHT,
    SURE_WRONG,
    UNSTATED_AT,
    moved,
    reweighed,
)
from services.citations.learned_weights import DOUBTFUL, HIDING
from services.citations.support import explain


def _sure_right() -> dict[str, float]:
    # Far below SURE_RIGHT with the fitted weights (long claims, fully covered).
    return {"terms_not_on_page": 0.0, "claim_terms_log": 3.0, "coverage": 1.0}


def test_only_unsupported_moves_and_only_to_weak() -> None:
    assert moved("unsupported", SURE_RIGHT / 2, 0.0) == "weak"
    assert moved("unsupported", SURE_RIGHT, 0.0) == "unsupported"
    assert moved("weak", 0.0, 0.0) == "weak"
    assert moved("supported", 0.0, 0.0) == "supported"


def test_a_claim_of_words_the_page_lacks_stays_unsupported() -> None:
    assert moved("unsupported", 0.0, UNSTATED_AT) == "unsupported"


def test_a_sure_check_is_never_read() -> None:
    sure = Finding("numbers_differ", "2026", "2025", rule="numbers")
    assert "numbers" not in DOUBTFUL

    def unread() -> dict[str, float]:
        raise AssertionError("features read for a check the layer may not move")

    assert reweighed("unsupported", sure, unread) == ("unsupported", sure)


def test_a_softened_finding_keeps_its_reason_and_says_who_moved_it() -> None:
    rule = sorted(DOUBTFUL)[0]
    finding = Finding("few_words", rule=rule)
    support, after = reweighed("unsupported", finding, _sure_right)
    assert support == "weak" and after is not None
    assert after.reason == "few_words" and not after.certain
    assert after.rule == f"learned:{rule}"


def test_an_invented_detail_beside_a_number_word_stays_unsupported() -> None:
    page = "Die neue Station hat acht Betten und liegt im dritten Stock der Klinik."
    support, _finding = explain("Acht Betten wurden mit Spenden eines örtlichen "
                                "Fördervereins und der Sparkasse finanziert.", page)
    assert support == "unsupported"


def _sure_wrong() -> dict[str, float]:
    # Far above SURE_WRONG with the fitted weights (a short claim the rules doubted,
    # half of its words from elsewhere on the page).
    return {"rule_weak": 1.0, "claim_terms_log": 0.3, "terms_in_window": 0.5,
            "coverage": 0.5, "terms_elsewhere_on_page": 0.5, "words_elsewhere_on_page": 0.5,
            "terms_not_on_page": 0.0}


def test_weak_is_raised_only_when_sure_and_the_claim_takes_words_from_elsewhere() -> None:
    assert moved("weak", SURE_WRONG, 0.0, MIXED_AT + 0.1) == "unsupported"
    assert moved("weak", SURE_WRONG, 0.0, MIXED_AT) == "weak"
    assert moved("weak", SURE_WRONG - 0.01, 0.0, 1.0) == "weak"
    assert moved("supported", 1.0, 0.0, 1.0) == "supported"
    assert moved("unsupported", 1.0, 0.0, 1.0) == "unsupported"


def test_a_raised_finding_keeps_its_reason_is_certain_and_says_who_moved_it() -> None:
    rule = sorted(HIDING)[0]
    finding = Finding("partial", certain=False, rule=rule)
    support, after = reweighed("weak", finding, _sure_wrong)
    assert support == "unsupported" and after is not None
    assert after.reason == "partial" and after.certain
    assert after.rule == f"learned:{rule}"


def test_a_weak_of_a_check_that_hides_no_wrong_claims_is_never_read() -> None:
    finding = Finding("partial", certain=False, rule="spread")
    assert "spread" not in HIDING

    def unread() -> dict[str, float]:
        raise AssertionError("features read for a check the layer may not move")

    assert reweighed("weak", finding, unread) == ("weak", finding)


KITCHEN = {
    "en": "Fresh herbs should be added at the end of cooking. Dried herbs can go in at "
          "the start. Do not wash mushrooms under running water; wipe them with a damp "
          "cloth instead. Tomatoes keep best outside the fridge.",
    "de": "Frische Kräuter gibt man erst am Ende der Garzeit dazu. Getrocknete Kräuter "
          "dürfen von Anfang an mitkochen. Pilze sollte man nicht unter fließendem Wasser "
          "waschen, sondern mit einem feuchten Tuch abreiben. Tomaten lagert man am besten "
          "außerhalb des Kühlschranks.",
}


def test_a_doubted_claim_stitched_from_two_sentences_of_the_page_is_unsupported() -> None:
    # "wiped" comes from the mushrooms' sentence, "at the end of cooking" from the
    # herbs': the rules only doubted it.
    support, finding = explain("Tomatoes are wiped at the end of cooking.", KITCHEN["en"])
    assert support == "unsupported"
    assert finding is not None and finding.rule.startswith("learned:")


def test_doubted_paraphrases_with_their_words_in_one_passage_are_not_raised() -> None:
    library = "图书馆周一闭馆。周六上午十点开门。儿童图书可以借三周，电影只能借一周。"
    for claim, page in (("周一图书馆不开放。", library),
                        ("Mushrooms are best wiped clean rather than rinsed.", KITCHEN["en"]),
                        ("Pilze werden besser abgerieben als gewaschen.", KITCHEN["de"])):
        assert explain(claim, page)[0] != "unsupported", claim


def test_a_summary_taking_its_number_from_the_next_sentence_is_not_raised() -> None:
    # The number is the number checks' own finding, already weighed ("check this").
    for claim, page in (
            ("None of the 500 respondents wanted to pay more.",
             "Survey. Not a single respondent wanted to pay more. In total, 500 people "
             "were asked."),
            ("500名受访者中没有人愿意多付钱。",
             "调查显示，没有一位受访者愿意多付钱。共有500人接受了调查。")):
        assert explain(claim, page)[0] != "unsupported", claim
