"""A version of a named thing that the page gives as another."""

from __future__ import annotations

from services.citations.named_versions import named_rival
from services.citations.support import explain

NOTES = ("# Release notes\n\nTally 4.0 is the first release to support Python 3.13. "
         "Support for Python 3.8 has been dropped. The export command now writes Parquet.")
APP = ("# App\n\nDie App läuft ab sofort unter Android 10 und iOS 15. Ältere Geräte "
       "erhalten keine Updates mehr. Die Synchronisierung wurde beschleunigt.")


def test_another_version_of_a_named_thing_is_unsupported() -> None:
    assert explain("Tally 4.0 adds support for Python 3.13 and drops Python 3.9.",
                   NOTES)[0] == "unsupported"
    assert named_rival("11", "Die App setzt Android 11 voraus.", APP) == "10"


def test_the_page_version_or_an_unnamed_number_is_kept() -> None:
    assert explain("Tally 4.0 adds support for Python 3.13 and drops Python 3.8.",
                   NOTES)[0] != "unsupported"
    assert named_rival("3.9", "Support ends in 3.9.", NOTES) is None
    assert named_rival("15", "Die App läuft unter iOS 15.", APP) is None
