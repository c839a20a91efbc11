""""Unlike X, Y does P" denies P of X: a claim that says "like X" or "both" of it turns
the page round; one that keeps the contrast in other words, or speaks of another
statement, does not."""

from __future__ import annotations

import pytest

from services.citations.support import explain

MORE = " The phone costs 499 euros. It goes on sale in May."
EN = "Unlike its predecessor, the Nova X5 has a headphone jack." + MORE


@pytest.mark.parametrize(("claim", "page"), [
    ("Like its predecessor, the Nova X5 has a headphone jack.", EN),
    ("The Nova X5 and its predecessor both have a headphone jack.", EN),
    ("Wie schon der Vorgänger hat das Nova X5 eine Kopfhörerbuchse.",
     "Im Gegensatz zum Vorgänger hat das Nova X5 eine Kopfhörerbuchse." + MORE),
    ("Comme son prédécesseur, le Nova X5 possède une prise casque.",
     "Contrairement à son prédécesseur, le Nova X5 possède une prise casque." + MORE),
    ("Al igual que su predecesor, el Nova X5 tiene conector para auriculares.",
     "A diferencia de su predecesor, el Nova X5 tiene conector para auriculares." + MORE),
])
def test_a_contrast_told_as_a_likeness(claim: str, page: str) -> None:
    support, finding = explain(claim, page)
    assert support == "unsupported"
    assert finding is not None and finding.rule == "unlike"


@pytest.mark.parametrize(("claim", "page"), [
    ("The Nova X5 has a headphone jack, which its predecessor lacked.", EN),
    ("The Nova X5 brings back the headphone jack.", EN),
    ("Like the Nova X4, the X5 has no wireless charging.",
     "Unlike its predecessor, the Nova X5 has a headphone jack. Like the Nova X4, it has no "
     "wireless charging." + MORE),
    ("Comme prévu, le Nova X5 possède une prise casque.",
     "Contrairement à son prédécesseur, le Nova X5 possède une prise casque." + MORE),
])
def test_the_contrast_kept_or_another_statement(claim: str, page: str) -> None:
    _support, finding = explain(claim, page)
    assert finding is None or finding.rule != "unlike"
