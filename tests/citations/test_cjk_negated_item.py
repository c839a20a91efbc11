"""A Chinese claim that lists, beside an item the passage states, an item the passage's own
sentence negates ("…和冷冻室…" where the page says "…，但不支持冷冻室") says the opposite of
the page; a claim that names the item as not supported, or lists only what the page
states, does not."""

from __future__ import annotations

from services.citations.support import explain

PAGE = ("这款洗碗机可在每次洗涤后自动烘干餐具和锅具，但不支持烘干塑料盒。"
        "机身高度为85厘米。售价为3999元。")


def test_an_item_the_page_negates_listed() -> None:
    support, finding = explain("这款洗碗机可在每次洗涤后自动烘干餐具和塑料盒。", PAGE)
    assert support == "unsupported"
    assert finding is not None
    assert (finding.reason, finding.rule) == ("negation", "cjk_negated_item")


def test_the_items_the_page_states_listed() -> None:
    support, _finding = explain("这款洗碗机可在每次洗涤后自动烘干餐具和锅具。", PAGE)
    assert support != "unsupported"


def test_the_negated_item_told_as_negated() -> None:
    support, _finding = explain("这款洗碗机可自动烘干餐具和锅具，但不支持烘干塑料盒。", PAGE)
    assert support != "unsupported"


CAMP = "请在指定区域野餐，不得在草坪、花坛或古树下生火。公园开放时间为6时至22时。"


def test_items_the_claim_says_to_avoid_are_negated_too() -> None:
    # "避开" (avoid) negates what it takes, as "不得" does: the claim lists the page's
    # forbidden places as places to keep away from.
    for claim in ("游客应在指定区域野餐，生火时要避开草坪、花坛和古树。",
                  "游客应在指定区域野餐，生火时要躲开草坪、花坛和古树。"):
        support, finding = explain(claim, CAMP)
        assert support != "unsupported", (claim, finding)


def test_items_the_claim_allows_are_still_caught() -> None:
    support, finding = explain("游客应在指定区域野餐，也可以在草坪、花坛和古树下生火。", CAMP)
    assert support == "unsupported", finding
