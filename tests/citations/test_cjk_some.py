"""A CJK statement about some, told of all (``cjk_some``)."""

from services.citations.cjk_some import dropped_some
from services.citations.support import explain

PAGE = ("受台风影响，部分航班已经取消。该药物可在部分患者中缓解疼痛，但需遵医嘱。"
        "本书第三部分介绍了宋代瓷器。城墙曾因洪水部分坍塌。")


def test_the_word_of_part_dropped_widens_the_statement() -> None:
    support, finding = explain("该药物能缓解患者的疼痛，但需遵医嘱。", PAGE)
    assert support == "unsupported"
    assert finding is not None and (finding.rule, finding.stated) == ("restriction", "部分患者")
    assert explain("受台风影响，航班已经取消。", PAGE)[0] == "unsupported"
    assert dropped_some("大雪の影響で、店舗が休業した。", "大雪の影響で、一部の店舗が休業した。")
    assert dropped_some("폭우로 도로가 통제됐다.", "폭우로 일부 도로가 통제됐다.")


def test_a_restriction_kept_or_a_part_named_passes() -> None:
    assert explain("该药物对部分患者可缓解疼痛。", PAGE)[0] == "supported"
    assert explain("本书第三部分介绍了宋代瓷器。", PAGE)[0] == "supported"
    assert dropped_some("城墙曾因洪水局部坍塌。", "城墙曾因洪水部分坍塌。") is None
    assert dropped_some("폭우로 일부 도로가 통제됐다.", "폭우로 일부 도로가 통제됐다.") is None
