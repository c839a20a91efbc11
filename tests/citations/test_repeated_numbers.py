"""A number a claim states twice where its passage states it once, beside another of
its kind the claim never states, is a wrong number: "500 ml … und 500 ml" for "500 ml
… und 250 ml"."""

from __future__ import annotations

import pytest

from services.citations.support import explain

SAUCE = "Für die Soße: 500 ml Rinderfond und 250 ml trockener Rotwein in den Bräter geben."
FLOUR = "Mix 200 g flour with 100 g sugar, then add 2 eggs."
ZH = "主桥长500米，引桥长300米，全桥共设4个车道。"


@pytest.mark.parametrize(("claim", "page"), [
    ("Für die Soße kommen 500 ml Rinderfond und 500 ml trockener Rotwein in den Bräter.", SAUCE),
    ("Mix 200 g flour with 200 g sugar, then add 2 eggs.", FLOUR),
    ("主桥长500米，引桥长500米，全桥共设4个车道。", ZH),
])
def test_a_number_stated_twice_for_two_is_unsupported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "unsupported"


@pytest.mark.parametrize(("claim", "page"), [
    ("Für die Soße kommen 500 ml Rinderfond und 250 ml trockener Rotwein in den Bräter.", SAUCE),
    ("Mix 200 g flour with 100 g sugar and add 2 eggs.", FLOUR),
])
def test_each_number_once_is_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"
