"""A cause framed before a verb of causing ("由…导致的"), that the page never gives."""

from services.citations.support import explain

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
