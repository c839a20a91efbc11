"""Beside a passage that gives a cause, a claim's cause of five terms or more of which one
only stands around the passage is another cause, invented; one that rewords the page's
cause keeps most of its words and agrees."""

from __future__ import annotations

from services.citations.causes import invented_cause

LEGEND = ("Der Legende nach versteckten Mönche das Fleisch im Teig, um es in der Fastenzeit "
          "vor dem Herrgott zu verbergen.")
BRIDGE = "The bridge was closed for a week because floodwater had undermined its eastern pier."


def test_a_long_other_cause_sharing_one_word_with_the_pages_is_invented() -> None:
    assert invented_cause("Die Mönche versteckten das Fleisch im Teig, weil ihr Abt den "
                          "Fleischgenuss in der Fastenzeit ausdrücklich verboten hatte.",
                          LEGEND) is not None
    assert invented_cause("The bridge was closed for a week because inspectors found rust "
                          "spreading through the eastern steel girders.", BRIDGE) is not None


def test_the_pages_cause_reworded_agrees() -> None:
    assert invented_cause("Die Mönche versteckten das Fleisch im Teig, damit es in der "
                          "Fastenzeit vor dem Herrgott verborgen blieb.", LEGEND) is None
    assert invented_cause("The bridge was closed for a week because floodwater had "
                          "damaged the eastern pier.", BRIDGE) is None
