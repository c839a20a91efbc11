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


@pytest.mark.parametrize("before", [
    "The hall’s new screen measures 65\" across.",
    "Het scherm van de zaal, zo’n 65\" breed, is nieuw.",
    "Der Bildschirm im Saal (65\") ist neu, so steht’s im Plan.",
])
def test_an_apostrophe_before_an_inch_mark_is_no_quotation(before: str) -> None:
    """’ is an apostrophe ("hall’s", "zo’n") as often as a closing mark: it opens no
    quotation that a lone double mark (65") would close."""
    for sentence, modal in (("The east wing would reopen in June.", "would"),
                            ("Die Halle würde im Juni öffnen.", "würde"),
                            ("De zaal zou in juni opengaan.", "zou")):
        assert not reported_on(f"{before} {sentence}", sentence, modal)


@pytest.mark.parametrize(("said", "sentence", "modal"), [
    ("‘The work is on schedule,’ the curator’s note reads.",
     "The east wing would reopen in June.", "would"),
    ("‚Wir rekonstruieren nichts‘, so die Tafel im Hof.",
     "Fehlende Zinnen würden daher nicht wieder aufgebaut.", "würden"),
    ("‘We bouwen niets na’, aldus de gids op het bord.",
     "De kantelen zouden daarom niet worden herbouwd.", "zouden"),
])
def test_a_quotation_in_single_marks_reports_speech(said: str, sentence: str,
                                                    modal: str) -> None:
    assert reported_on(f"{said} {sentence}", sentence, modal)
