"""What a claim appends to its passage, said by the page further on in the passage's
paragraph or with a word the claim writes behind a prefix ("abstiegen" for "stiegen … ab",
"auswählte" for "wählte"), is stated; a phrase the paragraph never says, or a word behind
a negative prefix, stays an addition."""

from __future__ import annotations

from services.citations.prefixed_forms import behind_prefix
from services.citations.support import explain

FLOOD = ("# Unwetter in Talheim\n\n## Einsätze\n\nDie Feuerwehr rückte bis zum Morgen zu 64 "
         "Einsätzen aus. Unterstützt wurde sie von Wehren aus zwei Nachbarorten. Insgesamt "
         "waren rund 150 Helfer im Einsatz. Verletzt wurde nach bisherigem Stand niemand.\n\n"
         "## Schäden\n\nDer Schaden lässt sich noch nicht beziffern.")
RESCUE = ("# Rettung am Grat\n\nDie Bergwacht erreichte die Gruppe am Nachmittag. Die beiden "
          "Männer stiegen, gesichert von den Rettern, zu Fuß ab. Die Frau wurde zur Kontrolle "
          "ins Klinikum gebracht.\n\n## Warnung\n\nDie Bergwacht rät zu früher Umkehr.")
GLASS = ("# Die Glashütte\n\n## Gründung\n\nDie Glashütte Tannau wurde 1790 von dem "
         "Glasmeister Peter Roth gegründet. Er wählte den Ort wegen der ausgedehnten "
         "Eichenwälder, deren Holz für die Öfen benötigt wurde. Anfangs arbeiteten 30 "
         "Menschen in der Hütte.")
FLOOD_CLAIM = ("Die Feuerwehr rückte bis zum Morgen zu 64 Einsätzen aus, unterstützt von "
               "Wehren aus zwei Nachbarorten, {}.")
RESCUE_CLAIM = ("Die Frau wurde zur Kontrolle ins Klinikum gebracht, während ihre beiden "
                "Begleiter {}.")


def test_a_word_behind_a_prefix_is_the_bare_word_unless_the_prefix_negates() -> None:
    assert behind_prefix("abstiegen", "stiegen")
    assert behind_prefix("vereinsmitglieder", "mitglieder")
    assert not behind_prefix("unverletzt", "verletzt")
    assert not behind_prefix("abends", "ends")  # too short a word to be one


def test_a_tail_the_paragraph_states_further_on_is_supported() -> None:
    assert explain(FLOOD_CLAIM.format("verletzt wurde dabei niemand"), FLOOD)[0] == "supported"
    assert explain(FLOOD_CLAIM.format("die Kosten übernahm dabei das Land"),
                   FLOOD)[0] == "unsupported"


def test_a_tail_with_a_separated_verb_put_together_is_supported() -> None:
    assert explain(RESCUE_CLAIM.format("gesichert zu Fuß abstiegen"), RESCUE)[0] == "supported"
    assert explain(RESCUE_CLAIM.format("unverletzt ins Tal flogen"),
                   RESCUE)[0] == "unsupported"


def test_a_clause_whose_verb_the_next_sentence_writes_without_its_prefix_is_supported() -> None:
    claim = ("Gegründet wurde die Glashütte Tannau 1790 vom Glasmeister Peter Roth, der den "
             "Standort wegen der großen Eichenwälder auswählte.")
    assert explain(claim, GLASS)[0] == "supported"
