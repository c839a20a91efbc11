"""A Chinese clause added whole to a statement the passage makes ("…创制，她最初是为路过的
挑油工人做这道菜"), none of its character pairs on the page, is an invented detail; a
clause reworded from the page keeps enough of its words to pass."""

from __future__ import annotations

from services.citations.cjk_added_clause import added_cjk_clause
from tests.citations.judge import evidence

TOWN = ("# 古镇简介\n\n这座古镇始建于南宋时期，镇上保存着大量明清时期的民居。镇中心的石桥横跨小河，"
        "是游客拍照的热门地点。\n\n每年春天，镇上会举办油菜花节，吸引周边城市的游客前来观赏。")
TOFU = ("麻婆豆腐是川菜的代表菜之一，相传由清代同治年间成都北郊一位姓陈的妇人创制，因她脸上有麻点，"
        "人称“陈麻婆”。这道菜看似简单，做好却不容易。")


def test_a_clause_of_new_words_is_found() -> None:
    assert added_cjk_clause("镇上保存着大量明清时期的民居，其中最著名的是汪氏宗祠。", TOWN,
                            TOWN) == "其中最著名的是汪氏宗祠"
    assert added_cjk_clause("这座古镇始建于南宋，镇里至今保留着许多明清民居。", TOWN, TOWN) is None
    assert added_cjk_clause("麻婆豆腐相传由一位姓陈的妇人创制，最多可做八百万份。", TOFU,
                            TOFU) is None  # a figure's clause is for the number checks


def test_an_added_clause_is_unsupported() -> None:
    wrong = evidence("相传麻婆豆腐由清代同治年间成都北郊一位姓陈的妇人创制，"
                     "她最初是为路过的挑油工人做这道菜。", TOFU)
    assert wrong.support == "unsupported"
