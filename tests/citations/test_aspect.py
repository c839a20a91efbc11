"""Going on against coming to an end, said with no negation word on either side."""

from __future__ import annotations

import pytest

from services.citations.aspect import aspect_flip
from tests.citations.judge import evidence

FERRY = ("The island ferry has run since 1987. The night service was discontinued in March "
         "because too few passengers used it.")
MINE = ("Die Zeche Helene förderte bis 1974 Kohle. Der Besucherbetrieb im Stollen wird auch "
        "nach der Sanierung fortgesetzt.")
TRAM = "Le tramway de la ligne 3 a été arrêté en 2019 ; des bus le remplacent depuis."
PLANT = "这座电厂于1990年投产，两台燃煤机组已于去年停止运行，目前只保留一台燃气机组。"
FAIR = "La feria del libro de Valdemoro sigue celebrándose cada mayo en la plaza mayor."


def test_going_on_where_the_page_says_it_ended_is_caught() -> None:
    for claim, page in [("The ferry's night service still runs.", FERRY),
                        ("Der Besucherbetrieb im Stollen wird nach der Sanierung eingestellt.",
                         MINE),
                        ("Le tramway de la ligne 3 continue de circuler.", TRAM),
                        ("两台燃煤机组目前仍在继续运行。", PLANT),
                        ("La feria del libro de Valdemoro terminó en mayo.", FAIR)]:
        found = evidence(claim, page)
        assert (found.support, found.reason) == ("unsupported", "negation"), claim
        assert found.claimed


def test_the_same_way_round_agrees() -> None:
    for claim, page in [("The island ferry's night service was discontinued in March.", FERRY),
                        ("Besucher können den Stollen auch nach der Sanierung weiter "
                         "besichtigen.", MINE),
                        ("Depuis 2019, des bus remplacent le tramway de la ligne 3, arrêté.",
                         TRAM),
                        ("La feria del libro de Valdemoro se sigue celebrando cada mayo.", FAIR)]:
        assert evidence(claim, page).support != "unsupported", claim


def test_a_clause_with_both_stands_against_neither() -> None:
    page = "The old bridge was closed in 2021."
    assert aspect_flip("The old bridge remains closed.", page) is None
    assert aspect_flip("The old bridge remains open.", page) is not None


HOURS = "The museum closes at 6 pm on weekdays. It is closed on weekends."
STATION = "Trains stop at Millbrook on weekdays. The station has no ticket office."


def test_a_bound_in_time_or_a_sense_of_place_is_no_end() -> None:
    for claim, page in [("On weekdays the museum remains open until 6 pm.", HOURS),
                        ("Das Hallenbad bleibt bis 20 Uhr geöffnet.",
                         "Das Hallenbad schließt um 20 Uhr. Montags ist Ruhetag."),
                        ("图书馆每天开放到晚上九点。", "图书馆每天晚上九点关闭。周一闭馆。"),
                        ("Trains continue to serve Millbrook on weekdays.", STATION)]:
        assert evidence(claim, page).support != "unsupported", claim


def test_the_page_sentence_that_holds_the_claim_best_is_the_one_weighed() -> None:
    page = "The museum is closed on weekends. On weekdays it opens at 10 am."
    assert evidence("The museum is still open on weekdays.", page).support != "unsupported"
    assert aspect_flip("The fire did not stop the festival.",
                       "Despite the fire, the festival continued.") is None


@pytest.mark.parametrize(("claim", "page"), [
    ("Monitoring of the volcano will stop, since it is unlikely to erupt again.",
     "The volcano is unlikely to erupt again within the next century, but monitoring will "
     "continue. It last erupted in 1810."),
    ("La vigilancia del volcán terminará porque es poco probable que entre en erupción.",
     "Según el estudio, es poco probable que el volcán entre en erupción, pero la "
     "vigilancia continuará. Su última erupción fue en 1810."),
])
def test_an_end_in_the_future_against_going_on(claim: str, page: str) -> None:
    assert aspect_flip(claim, page) is not None


def test_a_stop_on_a_route_is_no_end() -> None:
    page = "From May the bus will stop at the new terminal and continue to the airport."
    assert aspect_flip("The bus will stop at the new terminal from May.", page) is None
