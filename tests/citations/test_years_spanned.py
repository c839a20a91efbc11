"""A count of years that the page's span of years does not give ("six years" where the
page says "from 2016 to 2019") is a number stated otherwise, as surely as a span that
gives it agrees."""

from __future__ import annotations

from services.citations.numbers import numbers
from services.citations.signals import years_spanned
from tests.citations.judge import evidence

MILL = ("Von 2016 bis 2019 wurde die Wassermühle in Lindach restauriert. Seitdem mahlt sie "
        "wieder an Feiertagen.")
DIG = ("Archaeologists excavated the Roman villa at Haverley from 2011 to 2014 and recorded "
       "38 rooms. The finds are shown in the town museum.")
TEA = "2019年至2022年，合作社在山坡上新种了300亩茶树。今年春茶产量比去年增加两成。"


def test_the_span_a_count_of_years_is_held_against() -> None:
    stated = numbers("from 2016 to 2019")
    assert years_spanned(numbers("six years")[0], stated) == "2016–2019"
    assert years_spanned(numbers("four cameras")[0], stated) == ""
    assert years_spanned(numbers("six years")[0], numbers("in 2016")) == ""


def test_a_count_of_years_the_span_does_not_give_is_caught() -> None:
    for claim, page in [("Die Restaurierung der Wassermühle in Lindach dauerte sieben Jahre.",
                         MILL),
                        ("Over six years, archaeologists excavated the Roman villa at Haverley "
                         "and recorded 38 rooms.", DIG),
                        ("合作社用八年时间在山坡上新种了300亩茶树。", TEA)]:
        found = evidence(claim, page)
        assert (found.support, found.reason) == ("unsupported", "numbers_differ"), claim


def test_a_count_of_years_the_span_gives_agrees() -> None:
    for claim, page in [("Die Restaurierung der Wassermühle in Lindach dauerte vier Jahre.",
                         MILL),
                        ("Over four years, archaeologists excavated the Roman villa at "
                         "Haverley and recorded 38 rooms.", DIG),
                        ("合作社用四年时间在山坡上新种了300亩茶树。", TEA)]:
        assert evidence(claim, page).support != "unsupported", claim
