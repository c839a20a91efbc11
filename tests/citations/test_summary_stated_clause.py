"""A clause of a claim that its window lacks (``appended_tail``, ``unstated_clause`` ...) is
what the next sentence of the paragraph may state ("…, der den Standort wegen der großen
Tonlager auswählte" for "Er wählte den Ort wegen der reichen Tonlager"): the summary's wider
window overrules it, but only where it holds the claim whole; a clause stated nowhere stays
against the claim (``summary_judgment.CLAUSE_CHECKS``).
"""

from __future__ import annotations

from services.citations.support import explain

BRICKS = ("# Die Ziegelei Wernsdorf: 200 Jahre Ziegel aus der Lausitz\n\n## Gründung\n\n"
          "Die Ziegelei Wernsdorf wurde am 12. Juni 1821 von dem Zieglermeister Karl Friedrich "
          "Haber gegründet. Er wählte den Ort wegen der reichen Tonlager, deren Lehm u. a. für "
          "Dachziegel und Backsteine benötigt wurde. In den ersten Jahrzehnten arbeiteten ca. 25 "
          "Menschen in der Ziegelei, darunter Former, Brenner und Fuhrleute.\n\n"
          "## Blütezeit im 19. Jahrhundert\n\nUm 1880 lieferte die Ziegelei Steine bis nach "
          "Berlin.\n")
BREAD = ("# Roggenbrot ohne Kneten\n\n"
         "Für ein Brot braucht man 500 g Roggenmehl, 10 g Salz, 5 g frische Hefe und 400 ml "
         "warmes Wasser. Die Zutaten werden nur kurz verrührt; kneten ist nicht nötig.\n\n"
         "Der Teig geht über Nacht zwölf Stunden im Kühlschrank. Am nächsten Morgen wird er bei "
         "240 Grad etwa 50 Minuten im Topf mit Deckel gebacken.\n\n"
         "Wer mag, kann 50 g Kürbiskerne unterheben. Das Brot sollte vor dem Anschneiden "
         "mindestens eine Stunde auskühlen.\n")


def test_a_clause_the_next_sentence_states_is_no_unstated_clause() -> None:
    support, finding = explain(
        "Gegründet wurde die Ziegelei Wernsdorf im Juni 1821 vom Zieglermeister Karl Friedrich "
        "Haber, der den Standort wegen der großen Tonlager auswählte.", BRICKS)
    assert support == "supported", finding


def test_a_clause_the_paragraph_never_states_stays_unstated() -> None:
    support, finding = explain(
        "Gegründet wurde die Ziegelei Wernsdorf im Juni 1821 vom Zieglermeister Karl Friedrich "
        "Haber, der das Gelände vom Kloster erwarb.", BRICKS)
    assert support == "unsupported" and finding is not None
    assert finding.rule == "unstated_clause"


def test_a_tail_the_paragraph_holds_only_in_part_stays_against_the_claim() -> None:
    # The paragraph holds the rest of the claim: it would only ask for a check of the
    # figure, but the tail is stated nowhere.
    support, finding = explain("Das Brot wird bei 240 Grad etwa 50 Minuten im Topf mit Deckel "
                               "gebacken, die letzten zehn Minuten ohne Deckel.", BREAD)
    assert support == "unsupported" and finding is not None
    assert finding.rule == "appended_tail"
