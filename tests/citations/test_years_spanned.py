"""A count of years that two years of the passage span ("four years" for "from 2011 to
2014", "四年" for "2019年至2022年") is a number the number check weighs: no invented
detail, in any script."""

from __future__ import annotations

from services.citations.signals import counts_span
from tests.citations.judge import evidence

MILL = ("Von 2016 bis 2019 wurde die Wassermühle in Lindach restauriert. Seitdem mahlt sie "
        "wieder an Feiertagen.")
DIG = ("Archaeologists excavated the Roman villa at Haverley from 2011 to 2014 and recorded "
       "38 rooms. The finds are shown in the town museum.")
TEA = "2019年至2022年，合作社在山坡上新种了300亩茶树。今年春茶产量比去年增加两成。"


def test_a_count_of_years_the_span_gives() -> None:
    assert counts_span("用四年时间", "2019年至2022年，合作社")
    assert counts_span("over four years", "from 2011 to 2014")
    assert not counts_span("over four years", "in 2011")
    assert not counts_span("用八年时间", "2019年至2022年，合作社")


def test_a_count_of_years_the_span_gives_is_no_invented_detail() -> None:
    for claim, page in [("Die Restaurierung der Wassermühle in Lindach dauerte vier Jahre.",
                         MILL),
                        ("Over four years, archaeologists excavated the Roman villa at "
                         "Haverley and recorded 38 rooms.", DIG),
                        ("合作社用四年时间在山坡上新种了300亩茶树。", TEA)]:
        assert evidence(claim, page).support != "unsupported", claim
