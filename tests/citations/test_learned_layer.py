"""The calibration layer softens only a doubtful check's ``unsupported``, one step."""

from __future__ import annotations

from services.citations.finding import Finding
from services.citations.learned_layer import SURE_RIGHT, UNSTATED_AT, moved, reweighed
from services.citations.learned_weights import DOUBTFUL
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
