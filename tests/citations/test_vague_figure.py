"""A figure the claim gives where its passage writes only a vague quantity on the same
noun ("seven days" for "a few days", "30 Anfragen" for "einige Anfragen", "5天" for
"几天") is a made-up figure: unsupported, not only one to check."""

from __future__ import annotations

import pytest

from services.citations.vague_figure import vague_rival
from tests.citations.judge import evidence

GLUE = ("The glue sets within an hour. Full strength is reached after a few days at room "
        "temperature. Clean the nozzle before storing the tube.")
HOTLINE = ("Die Hotline der Stadtwerke ist werktags von 8 bis 18 Uhr erreichbar. Nach dem "
           "Sturm gingen dort einige Anfragen zu umgestürzten Bäumen ein. Schäden an "
           "Leitungen meldet man über das Störungsformular.")
VERNIS = ("Le vernis sèche au toucher en une heure. Il faut attendre quelques jours avant "
          "de poser des objets lourds sur la table. Nettoyez le pinceau à l'eau.")
SEEDS = ("种子播下后要保持土壤湿润。一般几天后就会发芽，之后每周浇水两次。幼苗长出四片叶子后"
         "可以移栽。")


def test_the_vague_word_must_count_the_claims_noun() -> None:
    claim = "Full strength is reached after seven days at room temperature."
    assert vague_rival("seven", claim, ["Full strength is reached after a few days."]) == (
        "a few days")
    assert vague_rival("seven", claim, ["A few drops clean the nozzle in days."]) is None
    assert vague_rival("seven", "It takes several or seven days.", [
        "It takes several days."]) is None  # the claim writes the vague word itself
    assert vague_rival("5", "种子一般5天后就会发芽。", ["一般几天后就会发芽。"]) == "几天"
    assert vague_rival("5", "种子一般5周后就会发芽。", ["一般几天后就会发芽。"]) is None


@pytest.mark.parametrize(("claim", "page"), [
    ("Full strength is reached after seven days at room temperature.", GLUE),
    ("Nach dem Sturm gingen bei der Hotline rund 30 Anfragen zu umgestürzten Bäumen ein.",
     HOTLINE),
    ("Il faut attendre cinq jours avant de poser des objets lourds sur la table.", VERNIS),
    ("种子播下后一般5天后就会发芽。", SEEDS),
])
def test_a_figure_for_a_vague_quantity_is_unsupported(claim: str, page: str) -> None:
    wrong = evidence(claim, page)
    assert (wrong.support, wrong.reason) == ("unsupported", "numbers_differ")


@pytest.mark.parametrize(("claim", "page"), [
    ("Full strength is reached after a few days at room temperature.", GLUE),
    ("Nach dem Sturm gingen bei der Hotline einige Anfragen zu umgestürzten Bäumen ein.",
     HOTLINE),
    ("Il faut attendre quelques jours avant de poser des objets lourds sur la table.",
     VERNIS),
    ("种子播下后一般几天后就会发芽。", SEEDS),
])
def test_the_pages_vague_quantity_is_supported(claim: str, page: str) -> None:
    assert evidence(claim, page).support == "supported"


def test_a_figure_of_another_noun_is_no_vague_rival() -> None:
    claim = "The glue sets within 2 hours, and full strength takes a few days."
    assert vague_rival("2", claim, [GLUE]) is None
