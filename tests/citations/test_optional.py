"""A choice stated as a rule: "In den Teig kommen …" where the page says "Wer mag, kann …";
the claim that keeps the choice ("kann", "puede") stays supported."""

from __future__ import annotations

from services.citations.optional import choice_made_rule
from services.citations.support import explain

MASA = ("Mezclar la harina y la mantequilla. Añadir 75 g de nueces picadas, opcional. Hornear "
        "40 minutos a 180 °C.")
BESLAG = ("Meng de bloem en de boter. Voeg desgewenst 75 g gehakte walnoten toe. Bak 40 minuten "
          "op 180 °C.")


def test_a_choice_stated_as_a_rule_is_unsupported() -> None:
    assert explain("Se añaden 75 g de nueces picadas a la masa.", MASA)[0] == "unsupported"
    assert explain("Er gaan 75 g gehakte walnoten in het beslag.", BESLAG)[0] == "unsupported"
    found = choice_made_rule("In den Brotteig kommen 40 g Kürbiskerne.",
                             "Wer mag, kann 40 g Kürbiskerne in den Brotteig geben.")
    assert found is not None and found.stated == "Wer mag"


def test_a_claim_that_keeps_the_choice_or_restates_another_sentence_is_kept() -> None:
    assert choice_made_rule("Se pueden añadir 75 g de nueces picadas.", MASA) is None
    assert explain("Hornear 40 minutos a 180 °C.", MASA)[0] == "supported"
