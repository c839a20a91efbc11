"""A remark a claim adds with "moreover", "außerdem" or "而且" that neither the passage
nor the sentences beside it say is unsupported; one they say is not."""

from __future__ import annotations

from services.citations.added_remark import added_remark
from services.citations.support import explain

HARBOUR = ("The old harbour is quiet in the mornings and good for a walk. The fish market "
           "opens at 6 am. Parking in the town centre costs £3 an hour.")
BAISHA = "白沙古镇游客较少，适合安静散步。古城内停车每小时收费10元。"


def test_a_remark_nothing_around_the_passage_says_is_unsupported() -> None:
    assert explain("The old harbour is quiet in the mornings and, moreover, dogs are "
                   "welcome on its beach.", HARBOUR)[0] == "unsupported"
    assert explain("白沙古镇游客较少，而且停车完全免费。", BAISHA)[0] == "unsupported"


def test_a_remark_the_page_makes_is_support() -> None:
    assert explain("The old harbour is quiet in the mornings and, moreover, good for a "
                   "walk.", HARBOUR)[0] == "supported"
    assert explain("白沙古镇游客较少，而且适合安静散步。", BAISHA)[0] == "supported"
    assert added_remark("Der Park ist ruhig und eignet sich außerdem für Spaziergänge.",
                        "Der Park ist morgens ruhig und eignet sich für Spaziergänge.") is None


def test_a_remark_whose_figures_the_page_writes_in_digits_is_support() -> None:
    page = "本届联赛每场比赛40分钟，每队有4次1分钟暂停。裁判由市体育局指派。"
    assert added_remark("本届联赛每场比赛四十分钟，另外各有四次一分钟的暂停。", page) is None
    assert added_remark("本届联赛每场比赛四十分钟，另外全部比赛都有电视直播。", page)
