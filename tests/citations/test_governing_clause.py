"""A plan stated in the clause before a comma ("plant, … zu bauen") bears on the clause
after it, where the statement stands; a claim with a frame of its own ("hat vor, …")
keeps it."""

from __future__ import annotations

from services.citations.governing_clause import governing_clause
from services.citations.support import explain

COUNCIL = ("Die Stadt hat 2024 einen Wettbewerb ausgeschrieben. Der Gemeinderat plant, im Sommer "
           "eine neue Brücke über den Fluss zu bauen. Die Kosten liegen bei 4 Millionen Euro.")
VACUUM = ("Die Firma Kessler beabsichtigt, ab März eine Nassreinigungsdüse als Zubehör für den "
          "Sauger anzubieten. Der Sauger kostet 399 Euro.")


def test_the_clause_before_the_comma_is_found() -> None:
    assert governing_clause("Der Rat plant, eine Brücke zu bauen.", " eine Brücke zu bauen.") == (
        "Der Rat plant", "plant")
    assert governing_clause("Der Rat plant eine Brücke.", "Der Rat plant eine Brücke.") == ("", "")


def test_a_governed_plan_stated_as_done_is_unsupported() -> None:
    assert explain("Der Gemeinderat baut im Sommer eine neue Brücke über den Fluss.",
                   COUNCIL)[0] == "unsupported"
    assert explain("Kessler bietet eine Nassreinigungsdüse als Zubehör für den Sauger an.",
                   VACUUM)[0] == "unsupported"


def test_a_plan_reported_as_a_plan_is_kept() -> None:
    assert explain("Im Sommer soll eine neue Brücke über den Fluss gebaut werden.",
                   COUNCIL)[0] == "supported"
    assert explain("Der Gemeinderat hat vor, im Sommer eine neue Brücke über den Fluss zu bauen.",
                   COUNCIL)[0] == "supported"
