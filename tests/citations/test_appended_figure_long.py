"""A figure in a long clause the claim appends where the passage's statement ends
(``appended_figure``): the clause's own length sets no bound (it often restates a few words
of the passage before its figure), only the statement before it must be at least half as
long. Caught in English, German and Chinese; spared where the page states the figure beside
the passage; a short head before a long clause of its own is no appended figure. Written
for the check, none taken from a labelled part."""

from __future__ import annotations

import pytest

from services.citations.appended_figure import appended_figure
from tests.citations.judge import evidence

HUB = ("Thermostats on firmware 2.0 cannot join the new hub; they must first be updated to 2.1 "
       "or later. We plan to add a bridge mode for older units in a future update.")
HUB_CLAIM = ("Thermostats on firmware 2.0 cannot join the new hub and must first be updated to "
             "2.1 or later, a gap the team plans to close with a bridge mode in update 2.7.")
ALTSTADT = ("Die Altstadt wurde 1993 in die Welterbeliste aufgenommen. Sie zählt über 1.300 "
            "Baudenkmäler.")
ALTSTADT_CLAIM = ("Die Altstadt wurde 1993 in die Welterbeliste aufgenommen, und von ihren über "
                  "1.300 Baudenkmälern stehen rund 200 unter besonderem Schutz des Landes.")
TOWN = "古镇于2015年被评为国家5A级旅游景区，镇上保存着数百座明清古宅，被誉为“江南民居博物馆”。"
TOWN_CLAIM = "古镇于2015年被评为国家5A级旅游景区，镇上数百座明清古宅中约有120座被列为文物保护单位。"

CAUGHT = [(HUB_CLAIM, HUB), (ALTSTADT_CLAIM, ALTSTADT), (TOWN_CLAIM, TOWN)]

SPARED = [
    (HUB_CLAIM, f"{HUB} The team plans to close this gap with a bridge mode in update 2.7."),
    (ALTSTADT_CLAIM, f"{ALTSTADT} Rund 200 davon stehen unter besonderem Schutz des Landes."),
    (TOWN_CLAIM, f"{TOWN}其中约有120座被列为文物保护单位。"),
]


@pytest.mark.parametrize(("claim", "page"), CAUGHT)
def test_a_long_appended_clause_with_a_figure_is_caught(claim: str, page: str) -> None:
    assert evidence(claim, page).support == "unsupported"


@pytest.mark.parametrize(("claim", "page"), SPARED)
def test_the_figure_stated_beside_the_passage_is_spared(claim: str, page: str) -> None:
    assert evidence(claim, page).support != "unsupported"


def test_a_short_head_before_a_long_clause_is_no_appended_figure() -> None:
    claim = ("Hubs differ, and a bridge mode for thermostats on firmware 2.0 that cannot join "
             "the new hub is planned for update 2.7.")
    assert not appended_figure("2.7", claim, HUB, HUB, [HUB])
