"""Another person named in the slot where the passage names one ("von Dr. Sabine
Krüger" for "von Dr. Katrin Albers") is unsupported, also where every noun is
capitalised and a word the page never writes may be a noun of the claim's own."""

from __future__ import annotations

from services.citations.slot_person import slot_person
from services.citations.support import explain

STUDY = ("# Feinstaub in Bahnhöfen\n\nEine Studie des Instituts für Arbeitsmedizin in Kassel "
         "hat die Luft in sechs Bahnhöfen gemessen. Geleitet wurde die Messreihe von Prof. "
         "Jonas Wendler; beteiligt war auch das Landesamt für Umwelt.")
MUSEUM = ("# Stadtmuseum\n\nDas Stadtmuseum zeigt ab Mai eine Ausstellung über die Flößerei. "
          "Kuratiert wurde sie von Miriam Halbach, die seit 2019 das Archiv leitet.")


def test_another_person_in_the_passages_slot_is_unsupported() -> None:
    wrong = "Geleitet wurde die Messreihe von Prof. Andreas Vogt vom Institut in Kassel."
    assert slot_person(wrong, [STUDY], STUDY.lower()) == ("Andreas Vogt", "Jonas Wendler")
    assert explain(wrong, STUDY)[0] == "unsupported"
    swapped = "Die Ausstellung über die Flößerei wurde von Petra Lindner kuratiert."
    assert explain(swapped, MUSEUM)[0] == "unsupported"


def test_the_passages_own_person_or_a_noun_pair_is_no_other_person() -> None:
    right = "Geleitet wurde die Messreihe von Prof. Jonas Wendler aus Kassel."
    assert slot_person(right, [STUDY], STUDY.lower()) is None
    assert explain(right, STUDY)[0] == "supported"
    # Two capitalised nouns the page does not write, in no slot of a person.
    assert slot_person("Die Ausstellung über Holzflöße Schwarzwälder Art beginnt im Mai.",
                       [MUSEUM], MUSEUM.lower()) is None


RINK = ("# Eisbahn\n\nDie Eisbahn schließt. Oberbürgermeisterin Dr. Anke Sommer (parteilos) "
        "betonte, die Schließung sei „keine Entscheidung gegen den Wintersport“.")


def test_a_role_with_another_ending_and_a_title_between_is_the_same_slot() -> None:
    wrong = ("Oberbürgermeister Klaus Reinhardt betonte, die Schließung sei „keine "
             "Entscheidung gegen den Wintersport“.")
    assert slot_person(wrong, [RINK], RINK.lower()) == ("Klaus Reinhardt", "Anke Sommer")
    right = ("Oberbürgermeisterin Anke Sommer betonte, die Schließung sei „keine "
             "Entscheidung gegen den Wintersport“.")
    assert explain(right, RINK)[0] == "supported"
