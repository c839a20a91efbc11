"""The model a claim names where the page names its maker, both side by side in the
title ("Arvent SoundPeak X3 …"), is the page's subject, not a rival; a model the title
does not name, or one the title sets apart from the maker ("Kobo Clara vs Lumen Leaf"),
is not excused."""

from __future__ import annotations

from services.citations.maker_and_model import maker_and_model

TITLE = "Arvent SoundPeak X3 Wireless Headphones – Technical Specifications"
NEAR = "the headphones have no ip rating. arvent offers a two-year limited warranty."
VERSUS = "Kobo Clara vs Lumen Leaf: two e-readers compared"


def test_the_model_beside_its_maker_in_the_title_is_the_subject() -> None:
    assert maker_and_model("soundpeak x3", "arvent", TITLE, NEAR)
    assert maker_and_model("soundpeak x3 ip", "arvent", TITLE, NEAR)
    assert maker_and_model("Clara", "Kobo", VERSUS, "kobo offers a warranty on the clara.")


def test_another_model_or_a_rival_in_the_title_is_not_excused() -> None:
    assert not maker_and_model("soundpeak x5", "arvent", TITLE, NEAR)
    assert not maker_and_model("soundpeak x3 bluetooth", "arvent", TITLE, NEAR)
    assert not maker_and_model("lumen", "kobo", VERSUS, "kobo offers a warranty.")
    assert not maker_and_model("leaf", "clara", VERSUS, "kobo offers a warranty on the clara.")
