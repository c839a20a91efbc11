"""A backshifted modal ("would", "würden") in the sentence right after a quotation or a
verb of saying is reported speech going on, not a possibility: a claim that states it
plainly, with its speaker, is supported. A word of weighing after it ("would consider")
stays a hedge."""

from __future__ import annotations

import pytest

from services.citations.modality import reported_on
from services.citations.support import explain

DE = ("# Sicherung der Burgruine\n\nAn der Burgruine Rabeneck beginnen im Juni "
      "Sicherungsarbeiten an der Schildmauer. „Wir rekonstruieren nichts, was nicht belegt "
      "ist“, betont Dr. Friederike Lanz vom Landesamt. Fehlende Zinnen würden daher nicht "
      "wieder aufgebaut. Die Arbeiten kosten 1,4 Mio. Euro.")
EN = ("# Museum news\n\nThe Harbour Museum has been closed since March for roof repairs. "
      "\"The building is safe and the work is on schedule,\" curator Helen Marsh told "
      "reporters. The east wing would reopen in June, with the rest following in the autumn. "
      "Entry stays free.")
EN_WEIGHED = EN.replace("The east wing would reopen in June, with the rest following in the "
                        "autumn.", "The museum would consider opening a second café in June.")


@pytest.mark.parametrize(("claim", "page"), [
    ("Laut Dr. Friederike Lanz vom Landesamt werden die fehlenden Zinnen der Burgruine nicht "
     "wieder aufgebaut.", DE),
    ("According to curator Helen Marsh, the museum's east wing will reopen in June.", EN),
])
def test_reported_speech_going_on_is_no_hedge(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


def test_a_word_of_weighing_after_the_modal_stays_a_hedge() -> None:
    claim = "According to curator Helen Marsh, the museum will open a second café in June."
    assert explain(claim, EN_WEIGHED)[0] == "unsupported"


def test_the_sentence_before_must_report_speech() -> None:
    passage = ("The Harbour Museum has been closed since March. The east wing would reopen "
               "in June.")
    assert not reported_on(passage, "The east wing would reopen in June.", "would")
    said = ("\"The work is on schedule,\" said the curator. The east wing would reopen in "
            "June.")
    assert reported_on(said, "The east wing would reopen in June.", "would")
    assert not reported_on(said, "The east wing would reopen in June.", "may")


def test_a_modal_with_a_word_of_weighing_after_it_is_no_reported_speech() -> None:
    """``reported_on`` itself keeps "would consider" a hedge (the claim-level test above
    holds also through ``dropped_modality``, which reads "consider" on its own)."""
    said = ("\"The work is on schedule,\" said the curator. The museum would consider "
            "opening a second café.")
    sentence = "The museum would consider opening a second café."
    assert not reported_on(said, sentence, "would")
    assert reported_on(said.replace("consider opening", "open"),
                       sentence.replace("consider opening", "open"), "would")
