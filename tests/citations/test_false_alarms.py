"""Correct claims the support check once labelled unsupported on unseen text: each
test holds one principle that keeps them "supported" or "check this", in the
languages the check reads, beside a wrong claim the same principle must not pass."""

from __future__ import annotations

from services.citations.support import explain

SATELLITE = (
    "# Weather satellite reaches orbit\n\n"
    "The Merlin-3 weather satellite was launched on 9 October 2025 aboard a Vega-C rocket. "
    "It reached its planned orbit 64 minutes after lift-off, the operator, Skyvane, said.\n\n"
    "The mission manager said the first images are expected in January 2026 after a "
    "three-month commissioning phase. Its radiometer was built by a Dutch firm.\n\n"
    "Merlin-3 replaces Merlin-2, which was launched in 2014 and will be switched off next "
    "year. The satellite is designed to operate for at least seven years.")


def test_a_summary_of_neighbouring_sentences_is_check_this_not_unsupported() -> None:
    support, finding = explain(
        "Skyvane's new weather satellite Merlin-3 is in orbit and should send its first "
        "images in January 2026, replacing Merlin-2 from 2014.", SATELLITE)
    assert support == "weak"
    assert finding is not None and finding.rule == "spread"


def test_a_claim_the_neighbouring_sentences_do_not_hold_stays_unsupported() -> None:
    support, _ = explain("Merlin-3 carries a lightning imager and a laser link to the "
                         "ground station in Kiruna.", SATELLITE)
    assert support == "unsupported"
