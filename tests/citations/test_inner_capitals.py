"""A word that starts small and holds a capital ("iOS", "eBay") is a name in any
language: another in its place is a swap."""

from __future__ import annotations

from services.citations.relations import tokens
from services.citations.support import explain

NOTES = ("## Version 6.4.0\n\n- Fixed playback speed resetting to 1.0× after a phone call on "
         "iOS.\n- The Android app now shows chapter art.")


def test_a_word_with_an_inner_capital_is_a_name() -> None:
    assert tokens("a call on iOS", set(), by_case=False)[-1] == ("ios", True)
    assert tokens("ein Anruf", set(), by_case=False)[-1] == ("anruf", False)


def test_another_platform_in_its_place_is_unsupported() -> None:
    claim = "Version 6.4.0 fixed playback speed resetting to 1.0× after a phone call on Android."
    assert explain(claim, NOTES)[0] == "unsupported"
    kept = "Version 6.4.0 fixed playback speed resetting to 1.0× after a phone call on iOS."
    assert explain(kept, NOTES)[0] != "unsupported"
