"""A plan the passage makes hang on a condition or an open question, told as a fact, is
sure (``conditional_plan``); the plan told with its condition is spared."""

from __future__ import annotations

import pytest

from services.citations.conditional_plan import open_plan, open_words
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
