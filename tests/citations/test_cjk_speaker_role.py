"""A CJK speaker swap where the page's speaker carries no role in its own clause but the
page gives that person the claim's role elsewhere ("由研究员韩志远担任项目负责人"): the
claim set the role and its words in the mouth of someone else the page names."""

from __future__ import annotations

from services.citations.support import explain
from tests.citations.judge import evidence

TRIAL = ("试验于2019年春季启动，面积约为320公顷，由研究员韩志远担任项目负责人。"
         "团队在沙地上设置了草方格，并种植了梭梭和沙拐枣幼苗。"
         "五年后，草方格加滴灌区的幼苗成活率达到78%，单用草方格的为52%。"
         "副研究员苏晓梅指出，停止滴灌后，大部分幼苗已能依靠自然降水存活。"
         "有专家认为，大规模造林可能过度消耗地下水。"
         "对此，韩志远表示，试验区地下水位在五年内未出现明显下降，但团队将继续监测。")


def test_the_role_the_page_gives_its_speaker_elsewhere_set_before_another_name() -> None:
    wrong = evidence("项目负责人苏晓梅表示，试验区的地下水位在五年内没有出现明显下降。", TRIAL)
    assert (wrong.support, wrong.reason, wrong.claimed, wrong.stated) == (
        "unsupported", "name_elsewhere", "项目负责人苏晓梅", "韩志远")
    assert evidence("项目负责人韩志远表示，试验区的地下水位在五年内没有出现明显下降。",
                    TRIAL).support == "supported"


def test_a_role_the_page_gives_no_one_beside_its_speaker_is_left_alone() -> None:
    # The page never sets "首席专家" beside 韩志远: whose role it is, the page does not say.
    # (Here the page names 苏晓梅 without quoting her: where it quotes her on something
    # else, the statement moved to her is a swap all the same, ``cjk_credited``.)
    unquoted = TRIAL.replace("副研究员苏晓梅指出，", "副研究员苏晓梅的记录显示，")
    _support, finding = explain("首席专家苏晓梅表示，试验区的地下水位在五年内没有出现明显下降。",
                                unquoted)
    assert finding is None or finding.rule != "speaker"
