"""A plan the passage makes hang on a condition or an open question, told as a fact, is
sure (``conditional_plan``); the plan told with its condition is spared."""

from __future__ import annotations

import pytest

from services.citations.conditional_plan import dropped_question, open_plan, open_words
from tests.citations.judge import evidence

FR = ("# Piscine\n\nLa piscine municipale rouvre en juin. La mairie prévoit d'ouvrir un bassin "
      "extérieur en 2027, sous réserve de l'accord de la région.")
DE = ("# Bäckerei kehrt zurück\n\nIn Oberweiler öffnet im März wieder eine Bäckerei. Geplant ist "
      "zudem ein kleines Café mit 20 Plätzen; ob es kommt, hängt davon ab, ob sich genug Helfer "
      "finden.")


@pytest.mark.parametrize(("wrong", "right", "page"), [
    ("La mairie ouvrira un bassin extérieur en 2027.",
     "La mairie prévoit d'ouvrir un bassin extérieur en 2027, sous réserve de l'accord de la "
     "région.", FR),
    ("Zusätzlich wird in Oberweiler ein kleines Café mit 20 Plätzen eröffnet.",
     "Geplant ist zudem ein kleines Café mit 20 Plätzen, falls sich genug Helfer finden.", DE),
])
def test_an_open_plan_told_as_fact_is_caught(wrong: str, right: str, page: str) -> None:
    assert evidence(wrong, page).support == "unsupported"
    assert evidence(right, page).support == "supported"


def test_open_words_in_each_script() -> None:
    assert open_plan("市园林局将在一年后增设两处健身区。",
                     "市园林局计划在一年后增设两处健身区，具体位置将视情况确定。")
    assert not open_plan("The branch opens in 2026 if funding is approved.",
                         "The council plans to open it in 2026 if funding is approved.")
    assert open_words("Ab Juni sollen sie die Anlage nutzen dürfen, sofern das Wetter "
                      "mitspielt.") == {"sofern"}
    assert open_words("Er kam als Gast; se habla español.") == set()


PARK_ZH = ("# 公园新规\n\n新规自7月1日起施行。"
           "市园林局表示，将在新规施行一年后对效果进行评估，并视情况增设健身区。")
PARK_EN = ("# Park rules\n\nThe new rules apply from 1 July. The parks department will review "
           "them after a year and, depending on the results, add two fitness areas.")
PARK_DE = ("# Parkordnung\n\nDie neue Parkordnung gilt ab dem 1. Juli. Das Grünflächenamt will "
           "sie nach einem Jahr prüfen und je nach Ergebnis zwei Fitnessbereiche einrichten.")


@pytest.mark.parametrize(("wrong", "right", "page"), [
    ("市园林局将在新规施行一年后增设健身区。",
     "市园林局将在新规施行一年后评估效果，并视情况增设健身区。", PARK_ZH),
    ("After a year, the parks department will add two fitness areas.",
     "After a year, the parks department will review the rules and, depending on the "
     "results, add two fitness areas.", PARK_EN),
    ("Nach einem Jahr wird das Grünflächenamt zwei Fitnessbereiche einrichten.",
     "Nach einem Jahr will das Grünflächenamt die Parkordnung prüfen und je nach Ergebnis "
     "zwei Fitnessbereiche einrichten.", PARK_DE),
])
def test_a_dropped_dependence_is_caught(wrong: str, right: str, page: str) -> None:
    assert (evidence(wrong, page).support, evidence(wrong, page).reason) == (
        "unsupported", "hedged")
    assert evidence(right, page).support == "supported"


def test_a_dependence_kept_in_other_words_or_a_reported_question_is_none() -> None:
    page = "L'aide peut aller jusqu'à 70 000 euros en fonction des revenus du foyer."
    assert dropped_question("L'aide peut aller jusqu'à 70 000 euros selon les revenus.",
                            page) is None
    assert dropped_question("A weekly disinfectant reduced contamination in drains.",
                            "They tested whether a weekly disinfectant could reduce "
                            "contamination in drains.") is None
