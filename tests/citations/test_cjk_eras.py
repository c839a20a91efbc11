"""An era the passage gives another statement (``cjk_eras``)."""

from services.citations.cjk_eras import other_era
from services.citations.support import explain

TEA = ("龙井茶始于唐代，在宋代逐渐出名。清代乾隆皇帝曾到龙井茶区观看采茶。"
       "现代龙井茶制作技艺的代表人物是制茶师李明。")


def test_another_era_than_the_sentence_gives_is_wrong() -> None:
    support, finding = explain("清代制茶师李明是龙井茶制作技艺的代表人物。", TEA)
    assert support == "unsupported"
    assert finding is not None and (finding.rule, finding.claimed, finding.stated) == (
        "cjk_era", "清代", "现代")
    assert other_era("この寺は江戸時代に再建された。", ["この寺は明治時代に再建された。"])


def test_the_same_era_in_another_word_passes() -> None:
    assert explain("当代制茶师李明是龙井茶制作技艺的代表人物。", TEA)[0] == "supported"
    assert other_era("赵州桥建于隋代，由李春设计。",
                     ["赵州桥建于隋朝大业年间，由工匠李春设计建造。"]) is None
    assert other_era("古代工匠李春设计了赵州桥。", ["赵州桥建于隋朝，由工匠李春设计。"]) is None
