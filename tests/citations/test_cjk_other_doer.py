"""A Chinese deed given after "由" to a name the page writes elsewhere, where the passage's
sentence writes another doer right before the deed (``cjk_other_doer``)."""

from services.citations.cjk_other_doer import other_doer
from services.citations.support import explain

PAGE = ("学校创办于1925年。同年，张学文从北平来到此地任教，主持学校事务。\n\n"
        "校门两侧嵌有刘半农书写的两块校训碑，是学校的重要文物。")


def test_a_name_of_the_page_given_the_sentences_deed_is_caught() -> None:
    claim = "校门两侧的两块校训碑由张学文亲笔书写，是学校的重要文物。"
    assert other_doer(claim, [PAGE.split("\n\n")[1]], PAGE) == ("张学文", "刘半农")
    assert explain(claim, PAGE)[0] == "unsupported"


def test_the_sentences_doer_or_a_pronoun_passes() -> None:
    for claim in ("校门两侧的两块校训碑由刘半农书写，是学校的重要文物。",
                  "校门两侧的两块校训碑由他书写，是学校的重要文物。",
                  "张学文1925年从北平来到此地任教，主持学校事务。"):
        assert other_doer(claim, PAGE.split("\n\n"), PAGE) is None, claim
        assert explain(claim, PAGE)[0] != "unsupported", claim
