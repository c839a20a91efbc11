"""A name with a possessive ending ("Sam Okafor's 71") is the page's name, not a renamed one."""

from __future__ import annotations

from services.citations.binding import renamed
from tests.citations.judge import evidence

CLUB = ("Harwick Rowing Club opened its new boathouse on 3 June 2024. Captain Lena Moss "
        "rowed the first boat out.")


def test_a_possessive_name_is_the_pages_name() -> None:
    assert renamed("Harwick Rowing Club's new boathouse opened on 3 June 2024.", [CLUB],
                   CLUB, capitalises_nouns=False) is None
    right = evidence("Harwick Rowing Club's new boathouse opened on 3 June 2024.", CLUB)
    assert right.support == "supported"
    assert evidence("Captain Lena Moss's crew rowed the first boat out of the new boathouse.",
                    CLUB).support != "unsupported"


def test_a_possessive_name_with_another_last_word_is_still_renamed() -> None:
    wrong = evidence("Captain Lena Hart's crew rowed the first boat out of the new boathouse.",
                     CLUB)
    assert wrong.support == "unsupported"
