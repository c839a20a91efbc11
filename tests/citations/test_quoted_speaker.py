"""A quoted statement put in the mouth of another person the page names is caught
(``quoted_speaker``); naming the page's speaker, or no one, is not."""

from __future__ import annotations

import pytest

from services.citations.quoted_speaker import quoted_speaker
from tests.citations.judge import evidence

FERRY = ("The new ferry was launched on Monday by harbour director Laura Benson. \"We expect "
         "the crossing to save commuters about twenty minutes a day,\" said Okafor.")
FAEHRE = ("Die neue Fähre wurde am Montag von Hafendirektorin Laura Benzinger getauft. „Wir "
          "erwarten, dass Pendler täglich rund zwanzig Minuten sparen“, sagte Okafor.")


@pytest.mark.parametrize(("claim", "page"), [
    ("Harbour director Laura Benson expects the crossing to save commuters about twenty "
     "minutes a day.", FERRY),
    ("Hafendirektorin Laura Benzinger erwartet, dass Pendler täglich rund zwanzig Minuten "
     "sparen.", FAEHRE),
])
def test_another_named_person_for_the_quoted_speaker_is_caught(claim: str, page: str) -> None:
    assert evidence(claim, page).support == "unsupported"


@pytest.mark.parametrize(("claim", "page"), [
    ("Okafor expects the crossing to save commuters about twenty minutes a day.", FERRY),
    ("The crossing is expected to save commuters about twenty minutes a day.", FERRY),
    ("Okafor erwartet, dass Pendler täglich rund zwanzig Minuten sparen.", FAEHRE),
])
def test_the_speaker_or_no_one_named_is_supported(claim: str, page: str) -> None:
    assert evidence(claim, page).support == "supported"


def test_a_sentence_without_a_quoted_speaker_gives_nothing() -> None:
    assert quoted_speaker("Laura Benson expects shorter crossings.",
                          ["Commuters expect shorter crossings."],
                          "Laura Benson spoke. Commuters expect shorter crossings.") is None
