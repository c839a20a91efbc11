"""A season stated as the whole year ("all year", "toute l'année", "das ganze Jahr")
where the passage names months only."""

from __future__ import annotations

from services.citations.all_year import whole_year
from services.citations.support import explain

CASTLE = ("The castle dates from 1320. Guided tours run from May to September, daily at 11 am. "
          "Tickets cost £8.")
CHATEAU = ("Le château date de 1320. Les visites guidées ont lieu d'avril à octobre, tous les "
           "jours à 11 h.")


def test_the_whole_year_against_a_season_is_unsupported() -> None:
    assert explain("Guided tours of the castle run all year, daily at 11 am.",
                   CASTLE)[0] == "unsupported"
    assert explain("Les visites guidées ont lieu toute l'année, tous les jours à 11 h.",
                   CHATEAU)[0] == "unsupported"
    found = whole_year("Rondleidingen zijn er het hele jaar.",
                       "Rondleidingen zijn er van april tot oktober.")
    assert found is not None and found.stated == "april–oktober"


def test_a_page_that_says_the_whole_year_too_is_kept() -> None:
    assert whole_year("Das Museum ist das ganze Jahr über geöffnet.",
                      "Das Museum ist ganzjährig geöffnet, im Januar und Februar nur am "
                      "Wochenende.") is None
    assert explain("Guided tours run from May to September, daily at 11 am.",
                   CASTLE)[0] == "supported"


def test_a_short_month_name_counts_only_capitalised_inside_its_sentence() -> None:
    assert whole_year("Open all year.", "Visitors may come in June or later.") is None
