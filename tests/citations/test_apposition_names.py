"""A name set off by commas after a role ("the last miller, Thomas Cole, retired") says
who did it, not who said it: a name the page gives another role is a swap there."""

from __future__ import annotations

from services.citations.attribution import attributed
from services.citations.support import explain

MILL = ("# The Old Mill\n\nThe mill on the River Wey was built in 1786 by the miller Thomas "
        "Cole. It ground corn until 1946, when the last miller, Arthur Hale, retired. The "
        "mill reopened as a museum in 1979.")


def test_a_name_in_apposition_from_another_role_is_unsupported() -> None:
    assert explain("The mill ground corn until 1946, when the last miller, Thomas Cole, "
                   "retired.", MILL)[0] == "unsupported"
    assert not attributed("The last miller, Thomas Cole, retired.", "Thomas Cole",
                          MILL.lower())


def test_a_speaker_in_a_short_clause_is_still_an_attribution() -> None:
    assert attributed("Laut Thomas Cole, the mill ground corn.", "Thomas Cole",
                      MILL.lower())
    assert explain("The mill ground corn until 1946, when the last miller, Arthur Hale, "
                   "retired.", MILL)[0] == "supported"
