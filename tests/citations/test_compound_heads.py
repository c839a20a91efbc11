"""A compound whose modifier the passage writes as a phrase and whose head it keeps in a
compound of its own ("Landesprogramm" for "Förderprogramm des Landes", "stadsbibliotheek"
for "centrale bibliotheek van de stad") is spelled by the passage; a head alone, or an
ending shorter than a head, is not."""

from __future__ import annotations

from services.citations.compounds import spelled_by_parts
from services.citations.support import explain


def test_a_shared_head_and_the_modifier_spell_the_compound() -> None:
    assert spelled_by_parts("landesprogramm", ["förderprogramm", "land"])
    assert spelled_by_parts("stadtbibliothek", ["zentralbibliothek", "stadt"])
    assert not spelled_by_parts("landesprogramm", ["förderprogramm"])
    assert not spelled_by_parts("landeszeitung", ["werbung", "land"])


def test_a_cause_in_such_a_compound_is_given_by_the_page() -> None:
    page = ("Eröffnet werden konnte die Bücherei vor allem durch ein Förderprogramm des Bundes, "
            "das Bibliotheken in kleinen Gemeinden mit bis zu 40.000 Euro unterstützt.")
    claim = ("Eröffnet werden konnte die Bücherei dank eines Bundesprogramms, das Bibliotheken "
             "in kleinen Gemeinden mit höchstens 40.000 Euro fördert.")
    assert explain(claim, page)[0] != "unsupported"
