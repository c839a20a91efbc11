"""A figure set in a slot the passage's sentence fills with another figure, held by the
same words on both sides (``held_slot``), and the sentence's own pairs that pass."""

from services.citations.held_slot import held_slot
from services.citations.support import explain

EN = ("Kestrel offers a two-year warranty on the seat and a five-year warranty on the "
      "bracket, provided the product is registered within 30 days of purchase.")
FR = ("La garantie couvre la selle pendant 2 ans et le support pendant 5 ans, à condition "
      "d'enregistrer le produit dans les 30 jours.")
DE = ("Der Eintritt kostet für Erwachsene 12 Euro und für Kinder 6 Euro; Gruppen ab zehn "
      "Personen zahlen 9 Euro pro Kopf.")


def test_a_figure_given_to_another_item_is_caught() -> None:
    for claim, page, pair in (
            ("Kestrel offers a five-year warranty on the seat, if the product is registered.",
             EN, ("five-year", "two-year")),
            ("La garantie couvre la selle pendant 5 ans et le produit doit être enregistré.",
             FR, ("5", "2")),
            ("Der Eintritt kostet für Erwachsene 6 Euro und ist ab zehn Personen günstiger.",
             DE, ("6", "12"))):
        assert held_slot(claim, [page]) == pair, claim
        assert explain(claim, page)[0] == "unsupported", claim


def test_the_sentences_own_pairs_pass() -> None:
    for claim, page in (
            ("Kestrel offers a two-year warranty on the seat, if the product is registered.",
             EN),
            ("The bracket carries a five-year warranty and the seat a two-year one.", EN),
            ("La garantie couvre la selle pendant 2 ans et le support pendant 5 ans.", FR),
            ("Der Eintritt kostet für Erwachsene 12 Euro und für Kinder 6 Euro.", DE)):
        assert held_slot(claim, [page]) is None, claim
        assert explain(claim, page)[0] != "unsupported", claim
