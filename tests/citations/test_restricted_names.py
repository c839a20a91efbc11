"""A permission the page turns against for the places the claim names ("allowed …, but
banned at several beaches, including Kvalvika and Haukland") is the opposite of the
claim that it is allowed there."""

from __future__ import annotations

import pytest

from services.citations.restricted_names import restricted_names
from tests.citations.judge import evidence

ROAM = ("Wild camping is generally allowed under Norway's right to roam, but since 2021 it has "
        "been banned at several crowded beaches, including Kvalvika and Haukland, between 1 "
        "June and 31 August.")
PARK = ("The city park is open to cyclists on all main paths. Cycling is allowed throughout "
        "the park, but it is not permitted on the lawns near the pond, such as Green Meadow "
        "and Willow Bank. Dogs must be kept on a lead.")
CORSE = ("Le camping sauvage est toléré dans la région, mais il est interdit sur certaines "
         "plages, notamment Porto Pollo et Capu Rossu, de juin à septembre.")


@pytest.mark.parametrize(("claim", "page"), [
    ("Under Norway's right to roam, wild camping is allowed at Kvalvika and Haukland "
     "beaches during the summer months.", ROAM),
    ("Cycling is allowed on Green Meadow and Willow Bank.", PARK),
    ("Le camping sauvage est autorisé à Porto Pollo et Capu Rossu.", CORSE),
])
def test_a_permission_for_the_places_the_page_excepts_is_unsupported(claim: str,
                                                                     page: str) -> None:
    wrong = evidence(claim, page)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")


def test_the_permission_where_it_holds_is_no_finding() -> None:
    assert restricted_names("Cycling is allowed throughout the park.", PARK, False) is None
    assert restricted_names("Under Norway's right to roam, wild camping is generally "
                            "allowed.", ROAM, False) is None
