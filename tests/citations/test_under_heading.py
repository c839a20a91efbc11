"""A heading that best matches a claim ("## Version 8.3.0") names what its section is
about and states nothing: the sentence under it that says what the claim says is the
passage, and what it says stands for or against the claim."""

from __future__ import annotations

from services.citations.support import explain

NOTES = ("# Versionshinweise – FinoBank App\n\n## Version 8.4.0 (veröffentlicht am 18. November "
         "2025)\n\n- Kontoauszüge lassen sich als PDF für bis zu 10 Jahre herunterladen.\n\n"
         "## Version 8.3.0 (veröffentlicht am 9. September 2025)\n\n- Unterkonten („Spaces“) "
         "können jetzt mit bis zu zwei weiteren Personen geteilt werden. Geteilte Spaces sind "
         "derzeit nicht für Geschäftskonten verfügbar.\n- Ein Dunkelmodus folgt automatisch der "
         "Systemeinstellung.")
CHANGES = ("# Changelog\n\n## Version 3.2.0 (released 4 May 2025)\n\n- Shared folders can now be "
           "opened offline. Shared folders are not yet available for business accounts.\n"
           "- A dark theme follows the system setting.\n\n## Version 3.1.0\n\n- Faster search.")


def test_the_opposite_of_the_sentence_under_a_heading_is_unsupported() -> None:
    claim = "Geteilte Spaces stehen seit Version 8.3.0 auch für Geschäftskonten zur Verfügung."
    assert explain(claim, NOTES)[0] == "unsupported"
    claim = "Since version 3.2.0, shared folders are also available for business accounts."
    assert explain(claim, CHANGES)[0] == "unsupported"


def test_what_the_sentence_under_a_heading_says_is_not_unsupported() -> None:
    claim = "Seit Version 8.3.0 sind geteilte Spaces nicht für Geschäftskonten verfügbar."
    assert explain(claim, NOTES)[0] != "unsupported"
    claim = "In version 3.2.0 shared folders are not yet available for business accounts."
    assert explain(claim, CHANGES)[0] != "unsupported"


def test_a_plan_under_a_heading_stated_as_done_is_unsupported() -> None:
    page = ("# Versionshinweise\n\n## Version 8.3.0 (veröffentlicht am 9. September 2025)\n\n"
            "- Ein Dunkelmodus folgt automatisch der Systemeinstellung.\n\n**Hinweis:** Die "
            "Funktion „Fotoüberweisung“ wird seit dieser Version nicht mehr weiterentwickelt und "
            "soll im Laufe des Jahres 2026 entfallen.")
    claim = "Mit Version 8.3.0 wurde die Funktion „Fotoüberweisung“ aus der App entfernt."
    assert explain(claim, page)[0] == "unsupported"
