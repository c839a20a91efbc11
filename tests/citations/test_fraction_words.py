"""A share in words the passage states as another."""

from __future__ import annotations

from services.citations.fraction_words import other_share
from services.citations.support import explain

BIKES = ("# Bikes\n\nThe scheme will add 500 bikes by the end of June. A third of the new "
         "bikes will be electric. Rides will still cost £1.50.")


def test_another_share_is_unsupported() -> None:
    assert explain("Half of the new bikes will be electric.", BIKES)[0] == "unsupported"
    assert other_share("Ein Viertel der Räder fährt elektrisch.",
                       "Ein Drittel der Räder fährt elektrisch.") == ("Ein Viertel",
                                                                      "Ein Drittel")


def test_the_same_share_or_an_ordinal_is_kept() -> None:
    assert explain("One third of the new bikes will be electric.", BIKES)[0] != "unsupported"
    assert other_share("The third stage opens in half a year.",
                       "A quarter of the route opens in half a year.") is None


TOWERS = ("# 碉楼\n\n二十世纪二三十年代是碉楼建设的高峰期，现存碉楼中约有七成建于这一时期。"
          "碉楼多为四五层。")


def test_a_chinese_share_in_another_shares_slot_is_unsupported() -> None:
    assert explain("现存碉楼中约有一半建于二十世纪二三十年代。", TOWERS)[0] == "unsupported"
    assert other_share("约三分之一的楼已修复。", "约四分之一的楼已修复。") == (
        "三分之一", "四分之一")


def test_the_same_chinese_share_or_an_idiom_is_kept() -> None:
    assert explain("现存碉楼中约有七成建于二十世纪二三十年代。", TOWERS)[0] != "unsupported"
    assert other_share("规矩一成不变。", "约有七成建于这一时期。") is None
