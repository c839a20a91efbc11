"""A CJK trend turned round (``cjk_trend``)."""

from services.citations.cjk_trend import turned_trend
from services.citations.support import explain

KILN = "元代龙泉青瓷大量出口，远销东南亚。明代中期以后，龙泉窑逐渐衰落。"


def test_the_opposite_change_of_the_same_thing_is_found() -> None:
    support, finding = explain("明代中期以后，龙泉窑进一步兴盛。", KILN)
    assert support == "unsupported"
    assert finding is not None and finding.rule == "cjk_trend"
    assert turned_trend("この町の人口が増加した。", ["この町の人口が減少した。"])


def test_the_same_change_passes() -> None:
    assert explain("明代中期以后，龙泉窑逐渐衰落。", KILN)[0] == "supported"
    assert turned_trend("龙泉窑衰落了。", ["龙泉窑逐渐衰落。"]) is None
    assert turned_trend("收入增加了。", ["收入增加，支出减少。"]) is None
