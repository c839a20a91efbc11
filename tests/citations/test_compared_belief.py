"""The measure of a comparison ("as earlier estimates suggested") keeps no hedge."""

from __future__ import annotations

from services.citations.advice import keeps_hedge
from services.citations.compared_belief import without_compared_belief
from tests.citations.judge import evidence

SEAGRASS = ("Seagrass meadows may hold up to twice as much carbon in their sediments as "
            "previous estimates suggested, according to a study. The team sampled 40 sites.")
WIESEN = ("Seegraswiesen könnten deutlich mehr Kohlenstoff speichern als bisher angenommen, "
          "so eine Studie. Das Team beprobte 40 Standorte.")


def test_the_hedge_dropped_beside_a_compared_belief_is_caught() -> None:
    wrong = evidence("Seagrass meadows hold twice as much carbon in their sediments as earlier "
                     "estimates suggested.", SEAGRASS)
    assert (wrong.support, wrong.reason) == ("unsupported", "hedged")
    wrong = evidence("Seegraswiesen speichern deutlich mehr Kohlenstoff als bisher angenommen.",
                     WIESEN)
    assert (wrong.support, wrong.reason) == ("unsupported", "hedged")


def test_the_hedge_kept_or_a_belief_of_the_claim_is_no_overreach() -> None:
    right = evidence("Seagrass meadows may hold twice as much carbon in their sediments as "
                     "earlier estimates suggested.", SEAGRASS)
    assert right.support != "unsupported"
    assert keeps_hedge("The researchers think the meadows hold more carbon.", SEAGRASS)
    assert without_compared_belief("more than previously thought.", lambda w: w == "thought") \
        == "more ."
