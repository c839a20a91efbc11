"""A word of duty or possibility keeps a page's hedge only in the claim's clause that restates
what the hedge governs (``keeper_clause``): kept elsewhere, the hedged clause comes back plain."""

from __future__ import annotations

import pytest

from services.citations.dropped_modality import dropped_modality
from tests.citations.judge import evidence

SWIM = ("Adults with chronic back pain may benefit from daily swimming, but they should first "
        "talk to their physiotherapist about the right strokes.")
HAY = ("Kinder mit Heuschnupfen könnten von einer frühen Immuntherapie profitieren, sollten "
       "aber vorher einen Allergietest beim Kinderarzt machen.")
WALK = "专家表示，长期失眠的老年人可能受益于每天下午散步，但应先咨询家庭医生的意见。"


@pytest.mark.parametrize(("claim", "page"), [
    ("Adults with chronic back pain benefit from daily swimming, though they should first "
     "talk to their physiotherapist about the right strokes.", SWIM),
    ("Kinder mit Heuschnupfen profitieren von einer frühen Immuntherapie, sollten aber "
     "vorher einen Allergietest beim Kinderarzt machen.", HAY),
    ("专家表示，长期失眠的老年人受益于每天下午散步，但应先咨询家庭医生的意见。", WALK),
])
def test_a_hedge_kept_only_in_another_clause_is_dropped(claim: str, page: str) -> None:
    found = dropped_modality(claim, [page])
    assert found is not None and found.reason == "hedged"


@pytest.mark.parametrize(("claim", "page"), [
    ("Adults with chronic back pain may benefit from daily swimming, though they should "
     "first talk to their physiotherapist about the right strokes.", SWIM),
    ("Kinder mit Heuschnupfen könnten von einer frühen Immuntherapie profitieren, sollten "
     "aber vorher einen Allergietest beim Kinderarzt machen.", HAY),
    ("专家表示，长期失眠的老年人可能受益于每天下午散步，但应先咨询家庭医生的意见。", WALK),
])
def test_a_hedge_kept_in_its_own_clause_is_kept(claim: str, page: str) -> None:
    assert dropped_modality(claim, [page]) is None


@pytest.mark.parametrize(("claim", "page"), [
    # the claim's hedged clause is a short frame: the hedge it keeps governs the rest
    ("With severe sunburn, blisters can form two or three days after the exposure.",
     "In severe sunburn the skin may peel, itch or swell; blisters may form two or three days "
     "after the exposure."),
    # a possibility the page denies is a prohibition, not a hedge
    ("Visitors may take photographs, though not with a tripod inside the chapel.",
     "Photography is allowed, but a tripod may not be used inside the chapel."),
    # the month May opening a sentence is no hedge
    ("July and August are hot and crowded, while May, June and September are mild with "
     "fewer visitors, and many hotels close from November to March.",
     "July and August are hot and crowded. May, June and September bring mild weather with "
     "fewer visitors, and many hotels close from November to March."),
])
def test_frames_denials_and_months_stay_supported(claim: str, page: str) -> None:
    assert evidence(claim, page).support == "supported"
