"""Going on against coming to an end, said with no negation word on either side."""

from __future__ import annotations

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
    for claim, page in [("The night service of the island ferry still runs.", FERRY),
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
