"""A Chinese claim that states what a sentence beside its passage forbids."""

from __future__ import annotations

from tests.citations.judge import evidence

GAS = ("燃气泄漏的处置方法如下。闻到燃气味时，应立即关闭灶前阀和表前阀，打开门窗通风。"
       "此时切勿开关电灯、电器，也不要在室内拨打电话，以免产生电火花引发爆炸。"
       "应到室外安全地点拨打抢修电话96777。")


def test_the_forbidden_act_joined_to_the_window_is_a_flip() -> None:
    wrong = evidence("闻到燃气味时，应关闭灶前阀和表前阀，并可在室内立即拨打燃气公司抢修电话。",
                     GAS)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")


def test_the_allowed_act_or_the_prohibition_kept_is_no_flip() -> None:
    for claim in ("闻到燃气味时，应关闭灶前阀和表前阀，并到室外拨打抢修电话。",
                  "闻到燃气味时，应关闭灶前阀和表前阀，不要在室内打电话。"):
        assert evidence(claim, GAS).support != "unsupported", claim
