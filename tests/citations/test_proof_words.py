"""A finding stated as proof ("proves", "belegt", "démontre") where the passage gives only
a hint ("suggests", "Hinweise", "suggère") and no proof."""

from __future__ import annotations

from services.citations.proof_words import proof_for_hint
from services.citations.support import explain

TRIAL = ("A trial in Leeds with 400 children suggests that the nasal spray shortens colds by a "
         "day. Larger trials are planned.")
ETUDE = ("Une étude menée à Lyon auprès de 400 enfants suggère que le spray nasal raccourcit le "
         "rhume d'un jour.")


def test_proof_for_a_hint_is_unsupported() -> None:
    assert explain("The Leeds trial proves that the nasal spray shortens colds by a day.",
                   TRIAL)[0] == "unsupported"
    assert explain("L'étude de Lyon démontre que le spray nasal raccourcit le rhume d'un jour.",
                   ETUDE)[0] == "unsupported"
    found = proof_for_hint("Die Studie belegt, dass Tageslicht besser schlafen lässt.",
                           "Die Studie liefert Hinweise: wer viel Tageslicht abbekommt, "
                           "schläft offenbar besser.")
    assert found is not None and found.claimed == "belegt" and found.stated == "Hinweise"


def test_a_hint_reported_as_a_hint_or_a_proof_the_page_gives_is_kept() -> None:
    assert explain("The Leeds trial suggests the nasal spray shortens colds by a day.",
                   TRIAL)[0] == "supported"
    assert proof_for_hint("The trial proved it works.",
                          "The trial proved it works, though it may not work in adults.") is None
