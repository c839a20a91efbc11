"""A claim its window's neighbours hold far better than any one sentence is a summary: a
window-reading check's "unsupported" becomes "check this", unless the words it lacks are
nowhere near."""

from __future__ import annotations

import pytest

from services.citations.support import explain

PAGE = """# Harbour ferry timetable

The ferry leaves the north quay every forty minutes from six in the morning. Bicycles \
travel free on weekdays. Dogs must stay on a lead on the upper deck. On Sundays the first \
crossing is at eight, and the kiosk on board sells coffee and rolls. In strong winds the \
captain may cancel crossings at short notice.
"""
HEAD = "Ferries run from the north quay every forty minutes, bicycles ride free on weekdays"


def test_a_clause_of_a_neighbouring_sentence_asks_to_check_not_refutes() -> None:
    support, finding = explain(f"{HEAD} and the kiosk sells coffee.", PAGE)
    assert support == "weak"
    assert finding is not None and finding.rule.startswith("spread_summary:")
    assert not finding.certain


@pytest.mark.parametrize("added", ["the kiosk sells ice cream and newspapers",
                                   "a lifeguard patrols the beach"])
def test_a_clause_the_neighbours_do_not_hold_stays_unsupported(added: str) -> None:
    support, finding = explain(f"{HEAD} and {added}.", PAGE)
    assert support == "unsupported"
    assert finding is not None and finding.claimed == added


def test_a_changed_figure_in_the_same_summary_stays_unsupported() -> None:
    support, finding = explain(f"{HEAD} and dogs need a lead on deck from seven.", PAGE)
    assert support == "unsupported" and finding is not None and finding.claimed == "seven"
