"""A word the claim states plainly where the passage says it with a negative prefix
("aktiviert" for "deaktiviert", "locked" for "unlocked") says the opposite; the same word on
both sides does not."""

from __future__ import annotations

import pytest

from services.citations.support import explain

MORE = " Die App kostet 4,99 Euro im Monat. Sie ist seit 2022 erhältlich."
MORE_EN = " The park covers 40 hectares. It was opened in 1911."


@pytest.mark.parametrize(("claim", "page"), [
    ("Die Standortfreigabe ist in der App standardmäßig aktiviert.",
     "Die Standortfreigabe ist standardmäßig deaktiviert und kann in den Einstellungen "
     "eingeschaltet werden." + MORE),
    ("The side gate of the park is locked during the summer evenings.",
     "The side gate of the park is unlocked during the summer evenings." + MORE_EN),
])
def test_a_word_said_with_a_negative_prefix(claim: str, page: str) -> None:
    support, finding = explain(claim, page)
    assert support == "unsupported"
    assert finding is not None and (finding.reason, finding.rule) == ("negation", "affix_antonym")


@pytest.mark.parametrize(("claim", "page"), [
    ("Die Standortfreigabe ist standardmäßig deaktiviert.",
     "Die Standortfreigabe ist standardmäßig deaktiviert und kann in den Einstellungen "
     "eingeschaltet werden." + MORE),
    ("The side gate of the park stays unlocked on summer evenings.",
     "The side gate of the park is unlocked during the summer evenings." + MORE_EN),
])
def test_the_same_word_on_both_sides(claim: str, page: str) -> None:
    support, _finding = explain(claim, page)
    assert support != "unsupported"

MORE_NL = " De bibliotheek telt 12.000 boeken. Ze werd in 1987 geopend."


@pytest.mark.parametrize(("claim", "page"), [
    ("Während der Sturmnacht blieb die Warnanlage am Hafen meist eingeschaltet.",
     "Während der Sturmnacht blieb die Warnanlage am Hafen meist abgeschaltet." + MORE),
    ("Since version 3.2, automatic uploads are enabled by default for new accounts.",
     "Since version 3.2, automatic uploads are disabled by default for new accounts." + MORE_EN),
    ("Het aantal bezoekers van de bibliotheek is vorig jaar sterk toegenomen.",
     "Het aantal bezoekers van de bibliotheek is vorig jaar sterk afgenomen." + MORE_NL),
])
def test_a_stem_behind_the_opposite_prefix(claim: str, page: str) -> None:
    support, finding = explain(claim, page)
    assert support == "unsupported"
    assert finding is not None and (finding.reason, finding.rule) == ("negation", "affix_antonym")


@pytest.mark.parametrize(("claim", "page"), [
    ("Während der Sturmnacht blieb die Warnanlage am Hafen meist eingeschaltet.",
     "Während der Sturmnacht blieb die Warnanlage am Hafen meist eingeschaltet." + MORE),
    # Both words stand on the page: the claim picks the one it states.
    ("Since version 3.2, automatic uploads are enabled by default for new accounts.",
     "Since version 3.2, automatic uploads are enabled by default for new accounts and "
     "disabled for old ones." + MORE_EN),
])
def test_the_same_stem_behind_the_same_prefix(claim: str, page: str) -> None:
    _support, finding = explain(claim, page)
    assert finding is None or finding.rule != "affix_antonym"
