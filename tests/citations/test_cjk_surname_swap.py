"""A Chinese surname put where the passage writes another before the same word of kin or
address (``cjk_surname_swap``), and the passage's own surnames that pass."""

from services.citations.cjk_surname_swap import surname_swap
from services.citations.support import explain

PAGE = ("建于1885年至1899年间的小莲庄是刘家的私家园林和家庙，因园内荷花池而闻名。"
        "店主李先生表示，每天早上六点开门。")


def test_another_surname_before_the_same_word_of_kin_is_caught() -> None:
    for claim, pair in (
            ("建于1885年至1899年间的小莲庄是张家的私家园林和家庙。", ("张家", "刘家")),
            ("店主王先生表示，每天早上六点开门。", ("王先生", "李先生"))):
        assert surname_swap(claim, [PAGE]) == pair, claim
        assert explain(claim, PAGE)[0] == "unsupported", claim


def test_the_passages_own_surnames_pass() -> None:
    for claim in ("小莲庄是刘家的私家园林和家庙，以荷花池闻名。",
                  "店主李先生表示，每天早上六点开门。"):
        assert surname_swap(claim, [PAGE]) is None, claim
        assert explain(claim, PAGE)[0] != "unsupported", claim
