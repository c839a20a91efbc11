"""A German claim that opens with a person's name: the name checks read it as any other
name of the claim, though a sentence's first word counts for no name where every noun is
capitalised ("Walter Eibl kündigte an, …" where the page's sentence names another
person and names Walter Eibl elsewhere, in another role)."""

from __future__ import annotations

from services.citations.page_names import PageNames, opening_name
from tests.citations.judge import evidence

RULING = (
    "# Bambus: Gericht verpflichtet Nachbarin zur Wurzelsperre\n\n"
    "Seit 2021 wachsen Triebe auf dem Grundstück des Klägers, des Rentners Walter Eibl. "
    "Ein Gutachter stellte fest, dass die Rhizome bis zu 4,5 m weit gewachsen waren.\n\n"
    "## Die Entscheidung\n\n"
    "Das Gericht gab dem Kläger recht und verpflichtete die Nachbarin zu einer Sperre. "
    "Eine Hecke sei an sich zulässig, solange sie nicht übergreife. "
    "Die Sperre muss mindestens 70 cm tief in den Boden reichen. "
    "Außerdem muss die Beklagte die eingewachsenen Rhizome auf eigene Kosten entfernen lassen. "
    "Dem Kläger stehen 3.860 Euro für die Neuverlegung der Terrasse zu. "
    "Den Antrag, den gesamten Bambus zu entfernen, wies das Gericht ab.\n\n"
    "## Einordnung\n\n"
    "Rechtsanwalt Jonas Wittmann, der die Beklagte vertrat, kündigte an, eine Berufung beim "
    "Landgericht zu prüfen. Das Urteil ist noch nicht rechtskräftig.")


def test_a_name_opening_a_german_claim_is_read_as_a_name() -> None:
    names = PageNames(RULING, True)
    assert opening_name("Walter Eibl kündigte an, Berufung einzulegen.", names) == ["Eibl"]
    assert opening_name("Die Beklagte kündigte an, Berufung einzulegen.", names) == []
    assert opening_name("Neue Triebe wachsen seit 2021.", names) == []


def test_the_person_the_page_names_elsewhere_is_swapped_for_its_speaker() -> None:
    wrong = evidence("Walter Eibl kündigte an, eine Berufung beim Landgericht zu prüfen.", RULING)
    assert (wrong.support, wrong.reason, wrong.claimed) == (
        "unsupported", "name_elsewhere", "Eibl")
    assert evidence("Jonas Wittmann kündigte an, eine Berufung beim Landgericht zu prüfen.",
                    RULING).support == "supported"
