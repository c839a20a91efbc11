"""A cause framed before a verb of causing ("由…导致的"), that the page never gives."""

from services.citations.cause_frames import framed_cause
from services.citations.support import explain
from tests.citations.judge import evidence

GIVEN = ("新版本修复了部分手机在夜间模式下闪退的问题。"
         "该问题由显卡驱动不兼容导致，已与厂商合作解决。此外，新增了离线地图功能。")
PLAIN = "新版本修复了部分手机在夜间模式下闪退的问题。此外，新增了离线地图功能。"


def test_a_framed_cause_the_page_never_gives_is_invented() -> None:
    support, finding = explain("新版本修复了夜间模式下闪退的问题，该问题是由内存泄漏导致的。",
                               PLAIN)
    assert support == "unsupported"
    assert finding is not None and (finding.rule, finding.claimed) == ("cause", "内存泄漏")


def test_the_pages_own_cause_passes() -> None:
    assert explain("新版本修复了夜间模式下闪退的问题，该问题是由显卡驱动不兼容导致的。",
                   GIVEN)[0] == "supported"
    assert explain("新版本修复了部分手机在夜间模式下闪退的问题。", PLAIN)[0] == "supported"


GARDEN = ("拙政园始建于明代正德年间。清初，园林一度被没收为官产。咸丰十年，太平军攻占苏州。"
          "园内以水为主，约占全园面积的三分之一。")


def test_a_cause_framed_by_yin_er_that_the_page_never_gives_is_invented() -> None:
    wrong = evidence("清初，拙政园因园主获罪而被没收为官产。", GARDEN)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_missing")
    right = evidence("清初，拙政园一度被没收为官产。", GARDEN)
    assert right.support == "supported"
    assert framed_cause("水的面积因季节变化而异。", GARDEN, lambda _text: False) is None
