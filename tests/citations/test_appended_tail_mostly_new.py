"""A phrase appended after a comma whose content words mostly stand nowhere near is caught
even when one of them does ("…, mostly where anglers had reported otters feeding"); a
phrase restating what the passage goes on to say after the same words is spared."""

from __future__ import annotations

import pytest

from services.citations.appended_tail import appended_tail
from tests.citations.judge import evidence

OTTERS = ("# Otters return\n\nOtters have returned to the River Wend after forty years. "
          "Volunteers recorded spraint at 14 of 20 survey sites in spring, up from 3 sites in "
          "2019. The river's water quality has improved since the sewage works upgrade.")
CAMPING = ("# Hüttenwanderung\n\nÜbernachten kann man in Gasthöfen und auf zwei Campingplätzen; "
           "Hütten gibt es dagegen kaum. Die Campingplätze liegen am Seeufer. Im Sommer fährt "
           "ein Bus zum Ausgangspunkt.")


@pytest.mark.parametrize(("wrong", "right", "page"), [
    ("Volunteers recorded spraint at 14 of 20 survey sites in spring, mostly where anglers had "
     "reported otters feeding.",
     "Volunteers recorded spraint at 14 of 20 survey sites in spring, up from 3 sites in 2019.",
     OTTERS),
    ("Übernachten kann man in Gasthöfen und auf zwei Campingplätzen, die am Seeufer nur von Mai "
     "bis September geöffnet haben.",
     "Übernachten kann man in Gasthöfen und auf zwei Campingplätzen, Hütten gibt es dagegen "
     "kaum.", CAMPING),
])
def test_a_mostly_new_tail_is_caught_and_its_twin_spared(wrong: str, right: str,
                                                         page: str) -> None:
    assert evidence(wrong, page).support == "unsupported"
    assert evidence(right, page).support == "supported"


def test_a_tail_restating_the_passages_own_continuation_is_spared() -> None:
    passage = ("Die Hälfte erhielt für 6 Monate ein Pedelec mit Motorunterstützung bis 25 km/h, "
               "die andere Hälfte ein normales Rad.")
    assert appended_tail("Die Hälfte der Teilnehmenden fuhr ein Pedelec mit Unterstützung bis "
                         "25 km/h, die übrigen ein normales Fahrrad.", passage, passage) is None


def test_a_without_restating_a_negation_near_is_spared() -> None:
    page = ("Studie. Das Medikament senkte die Sterblichkeit nicht, verkürzte aber den "
            "Klinikaufenthalt um zwei Tage.")
    assert evidence("Das Medikament verkürzte den Klinikaufenthalt um zwei Tage, ohne die "
                    "Sterblichkeit zu senken.", page).support != "unsupported"
