"""A name of the page after a preposition of place, where the passage has another: caught
where every noun is capitalised too; a noun, a reworded name or the passage's own name
is not."""

from __future__ import annotations

from services.citations.place_slot import place_slot
from services.citations.support import explain

MESSE = ("# Fachmesse\n\nDie Fachmesse für Holzbau findet im Oktober in Rosenheim statt. "
         "Der Veranstalter sitzt in Traunstein. Erwartet werden rund 9.000 Besucher.")
CONCERT = ("# Tour\n\nThe band opens its tour on 3 May in Leeds. Rehearsals take place "
           "in Harrogate. Tickets go on sale on Friday.")
FESTIVAL = ("# Festival\n\nLe festival se tiendra du 2 au 5 juillet à Carcassonne. "
            "L'association organisatrice est basée à Narbonne. L'entrée est gratuite.")


def test_a_name_moved_from_another_sentence_is_unsupported() -> None:
    assert place_slot("Die Fachmesse für Holzbau findet im Oktober in Traunstein statt.",
                      "Die Fachmesse für Holzbau findet im Oktober in Rosenheim statt.",
                      MESSE) == ("in Traunstein", "in Rosenheim")
    assert explain("Die Fachmesse für Holzbau findet im Oktober in Traunstein statt.",
                   MESSE)[0] == "unsupported"
    assert explain("The band opens its tour on 3 May in Harrogate.", CONCERT)[0] == (
        "unsupported")
    assert explain("Le festival se tiendra du 2 au 5 juillet à Narbonne.", FESTIVAL)[0] == (
        "unsupported")


def test_the_passage_name_or_a_noun_is_no_swap() -> None:
    assert explain("Die Fachmesse für Holzbau findet im Oktober in Rosenheim statt.",
                   MESSE)[0] == "supported"
    # A noun ("Betrieb") the page writes after an article, and a name the page never
    # writes, are for other checks.
    assert place_slot("Die Anlage ist seit Mai in Betrieb.", "Die Anlage ist seit Mai in "
                      "Dienst.", "Die Anlage ist seit Mai in Dienst. Der Betrieb läuft.") is None
    assert place_slot("Die Fachmesse findet in München statt.",
                      "Die Fachmesse findet in Rosenheim statt.", MESSE) is None
    # One name in two forms ("Altstadtzone", "Zone").
    assert place_slot("Parken in Altstadtzone A kostet mehr.", "Parken in Zone A kostet "
                      "mehr.", "Parken in Zone A kostet mehr. Die Altstadtzone ist klein.") is None


def test_a_destination_from_another_sentence_is_a_swap() -> None:
    page = ("# Ferry\n\nThe night ferry runs to Harwich three times a week. It leaves from "
            "Hook of Holland at 22:00. A day service to Dover starts in June.")
    assert place_slot("The night ferry runs to Dover three times a week.",
                      "The night ferry runs to Harwich three times a week.", page) == (
        "to Dover", "to Harwich")


def test_a_month_after_in_is_no_place() -> None:
    page = ("# Bridge\n\nThe footbridge opened in Leeds in 2019. Work had begun in March "
            "2017. It carries 4,000 people a day.")
    assert place_slot("The footbridge opened in March 2019.",
                      "The footbridge opened in Leeds in 2019.", page) is None
