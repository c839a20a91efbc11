"""A name the claim gives to a "label: value" field that the passage fills with another
name, the claim's name standing in another field, is unsupported, in any language."""

from __future__ import annotations

import pytest

from services.citations.field_value import field_swap
from services.citations.support import explain

CREDITS = {
    "en": ("# The Salt Road\n\nThe Salt Road is a 2024 documentary about the last salt "
           "caravans of the Sahel.\n\nDirector: Jonas Lindt; camera: Anna Berger; music: "
           "Paul Roth\n\nIt runs 94 minutes.",
           "The Salt Road was directed by Anna Berger.",
           "The documentary's director is Anna Berger.",
           "The Salt Road's director is Jonas Lindt, with camera by Anna Berger."),
    "de": ("# Die Salzstraße\n\nDie Salzstraße ist ein Dokumentarfilm von 2024 über die "
           "letzten Salzkarawanen des Sahel.\n\nRegie: Jonas Lindt; Kamera: Anna Berger; "
           "Musik: Paul Roth\n\nDer Film dauert 94 Minuten.",
           "Bei der Salzstraße führte Anna Berger Regie.",
           "Die Regie des Dokumentarfilms hatte Anna Berger.",
           "Die Regie hatte Jonas Lindt, die Kamera führte Anna Berger."),
    "fr": ("# La Route du sel\n\nLa Route du sel est un documentaire de 2024 sur les "
           "dernières caravanes de sel du Sahel.\n\nRéalisation : Jonas Lindt ; image : "
           "Anna Berger ; musique : Paul Roth\n\nLe film dure 94 minutes.",
           "La réalisation du documentaire est signée Anna Berger.",
           "La réalisation du documentaire est signée Anna Berger.",
           "La réalisation est signée Jonas Lindt et l'image Anna Berger."),
}


@pytest.mark.parametrize("lang", sorted(CREDITS))
def test_a_name_given_to_another_field_is_unsupported(lang: str) -> None:
    page, _, wrong, right = CREDITS[lang]
    assert field_swap(wrong, page) is not None
    assert explain(wrong, page)[0] == "unsupported"
    assert field_swap(right, page) is None
    assert explain(right, page)[0] != "unsupported"


def test_a_label_the_claim_does_not_write_is_no_field_swap() -> None:
    page = CREDITS["en"][0]
    assert field_swap("Anna Berger filmed The Salt Road.", page) is None
    # A specification's fields hold no names.
    assert field_swap("The mower's weight is 24.8 kg.", "Weight: 24.8 kg; Width: 46 cm") is None
