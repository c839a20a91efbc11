"""A word of "instead of" ("statt", "instead", "au lieu") states nothing of its own: a
clause of it and one reworded verb is no added detail; a clause of new content words
still is."""

from __future__ import annotations

from services.citations.detail import added_clause
from services.citations.support import explain

DE = ("Der Hersteller gewährt 2 Jahre Garantie; bei Registrierung innerhalb von 30 Tagen "
      "verlängert sie sich auf 3 Jahre.")
EN = ("The maker gives a 2-year warranty; registering within 30 days extends it to 3 years.")


def test_instead_of_and_a_verb_is_no_added_clause() -> None:
    claim = ("Wer das Gerät innerhalb von 30 Tagen registriert, erhält statt zwei Jahren drei "
             "Jahre Garantie.")
    assert added_clause(claim, DE, DE) is None


def test_new_content_words_are_still_an_added_clause() -> None:
    claim = ("Registering within 30 days extends the warranty to 3 years, and owners receive "
             "complimentary descaling tablets.")
    assert added_clause(claim, EN, EN) is not None


def test_a_longer_warranty_instead_of_the_usual_is_supported() -> None:
    page = ("Der Anbieter gewährt 2 Jahre Gewährleistung auf das Rad; bei Anmeldung innerhalb "
            "von 14 Tagen verlängert sie sich auf 4 Jahre.")
    claim = ("Wer das Rad innerhalb von 14 Tagen anmeldet, erhält statt zwei Jahren vier Jahre "
             "Gewährleistung.")
    assert explain(claim, page)[0] == "supported"
