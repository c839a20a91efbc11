"""A number the sentence around it seems to give as another, which the page states in another
unit or in a sentence nearby that a summary joins: no rival."""

from __future__ import annotations

from tests.citations.judge import evidence

OVEN = ("# Emberline P12 pizza oven\n\nThe P12 heats up in about 20 minutes.\n\n"
        "| Part | Detail |\n|---|---|\n| Body | powder-coated steel |\n"
        "| Baking stone | 13-inch (33 cm) cordierite, 12 mm thick |\n| Fuel | propane |")
FARM = ("# 青石岭农庄旅游指南\n\n## 交通与住宿\n\n"
        "从青石镇汽车站每天有三班公交车前往农庄，单程约40分钟，票价8元。\n\n自驾游客可以把车停在农庄门口的停车场，停车免费。\n\n"
        "农庄内有一家由旧粮仓改建的客栈，共有12间客房，旺季每晚约260元。\n\n旺季周末通常需要提前预订。")


def test_a_thickness_in_another_unit_is_the_pages() -> None:
    right = evidence("The P12's cordierite baking stone is 13 inches across and 1.2 cm thick.",
                     OVEN)
    assert right.support != "unsupported"
    wrong = evidence("The P12's cordierite baking stone is 13 inches across and 1.5 cm thick.",
                     OVEN)
    assert wrong.support == "unsupported"


def test_a_summary_joins_a_figure_from_a_sentence_nearby() -> None:
    right = evidence("从青石镇汽车站每天有三班公交去农庄，自驾可免费停车，农庄内客栈有12间客房，"
                     "旺季每晚约260元。", FARM)
    assert right.support != "unsupported"
    wrong = evidence("从青石镇汽车站每天有三班公交去农庄，自驾可免费停车，农庄内客栈有12间客房，"
                     "旺季每晚约360元。", FARM)
    assert wrong.support == "unsupported"
