"""A list after a colon whose head says something ended ("fixed two bugs:", "修复了两个
问题：") names what ended: its items say what the page's "no longer" says, worth a check
at most; a flip outside such a list is still sure."""

from __future__ import annotations

from tests.citations.judge import evidence

NOTES = ("# Kassenbuch 4.2: Änderungen\n\n## Behobene Fehler\n\n- Der Export bricht nicht mehr "
         "ab, wenn ein Dateiname Umlaute enthält.\n\n## Bekannte Probleme\n\n- Der Druck von "
         "Belegen funktioniert unter macOS 12 noch nicht.")
BIAOGE = ("# 表格助手 3.5 更新说明\n\n## 问题修复\n\n- 导出的表格不再丢失单元格格式。"
          "\n\n## 已知问题\n\n- 暂不支持在平板上编辑公式。")


def test_items_listed_after_a_word_of_an_end_are_no_flip() -> None:
    german = evidence("Version 4.2 behebt einen Fehler: Der Export bricht ab, wenn ein "
                      "Dateiname Umlaute enthält.", NOTES)
    assert german.support != "unsupported"
    chinese = evidence("3.5版修复了一个问题：导出的表格丢失单元格格式。", BIAOGE)
    assert chinese.support != "unsupported"


def test_a_flip_outside_such_a_list_is_still_sure() -> None:
    german = evidence("Mit Version 4.2 funktioniert der Druck von Belegen unter macOS 12.", NOTES)
    assert (german.support, german.reason) == ("unsupported", "negation")
    chinese = evidence("3.5版已经支持在平板上编辑公式。", BIAOGE)
    assert (chinese.support, chinese.reason) == ("unsupported", "negation")
