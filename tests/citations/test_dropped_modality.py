"""A statement the page only weighs, hopes for or thinks possible, told plainly, is
unsupported; the claim that keeps the modality in other words is not."""

from __future__ import annotations

import pytest

from services.citations.dropped_modality import dropped_modality
from tests.citations.judge import evidence

TRADERS = ("Local traders opposed the plan. Their spokesperson said the traders' group would "
           "consider a formal complaint if the bus service was not improved.")
COUNCIL = "Die Stadt hofft, 2027 auf dem Gelände ein kleineres Parkhaus zu eröffnen."
TRIAL = "卫健委表示，如果疫情持续，可能会考虑延长学校的寒假。"
REVIEW = "Le syndicat examine si un recours contre la décision est possible."


@pytest.mark.parametrize(("claim", "page"), [
    ("The traders' group will file a formal complaint if the bus service is not improved.",
     TRADERS),
    ("Die Stadt wird 2027 auf dem Gelände ein kleineres Parkhaus eröffnen.", COUNCIL),
    ("卫健委表示，如果疫情持续，将延长学校的寒假。", TRIAL),
])
def test_the_modality_dropped_is_unsupported(claim: str, page: str) -> None:
    wrong = evidence(claim, page)
    assert (wrong.support, wrong.reason) == ("unsupported", "hedged")


@pytest.mark.parametrize(("claim", "page"), [
    ("The traders' group may file a formal complaint if the bus service is not improved.",
     TRADERS),
    ("Die Stadt plant, 2027 auf dem Gelände ein kleineres Parkhaus zu eröffnen.", COUNCIL),
    ("卫健委表示，如果疫情持续，或将延长学校的寒假。", TRIAL),
])
def test_the_modality_kept_in_other_words_is_supported(claim: str, page: str) -> None:
    assert evidence(claim, page).support == "supported"


def test_a_word_of_examining_weighs_only_a_clause_of_whether() -> None:
    assert dropped_modality("Le syndicat déposera un recours contre la décision.",
                            [REVIEW]) is not None
    assert dropped_modality("Prüfen Sie die Holme auf Risse.",
                            ["Prüfen Sie die Holme und Sprossen auf Risse."]) is None


def test_a_relative_clause_is_not_what_the_hedge_governs() -> None:
    page = ("Un portavoz dijo que la revisión podría cambiar las normas el próximo año, que "
            "hoy permiten 40 barcos al día en el lago.")
    assert dropped_modality("Las normas permiten hoy 40 barcos al día en el lago.",
                            [page]) is None


def test_a_hedge_outside_what_the_claim_restates_is_no_finding() -> None:
    page = ("夜班线路开通后将试运行三个月，期间将根据客流数据调整站点和班次，"
            "客流较少的线路可能会被合并或取消。")
    assert dropped_modality("夜班线路开通后将试运行三个月，期间将根据客流数据调整站点和班次。",
                            [page]) is None


@pytest.mark.parametrize(("claim", "page"), [
    ("刘卫东表示，新座椅将于2025年第四季度随首批列车投入运营。",
     "项目负责人刘卫东表示，新座椅预计将于2025年第四季度随首批列车投入运营。"),
])
def test_an_expectation_told_as_fact_is_dropped_modality(claim: str, page: str) -> None:
    assert dropped_modality(claim, [page]) is not None
