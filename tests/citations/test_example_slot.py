"""An example the passage gives, told as another ("such as insulin" for "such as dabigatran")."""

from __future__ import annotations

from tests.citations.judge import evidence

PILLS = ("Keep medicines in their original packs. Pill organisers are fine for up to one "
         "week's supply, but should not be used for medicines that are sensitive to moisture, "
         "such as some heart medicines like dabigatran. Insulin in use may be kept at room "
         "temperature.")
OBST = ("Der Markt öffnet um acht Uhr. Im Herbst gibt es regionales Obst, zum Beispiel Äpfel "
        "und Birnen direkt vom Hof. Kirschen gibt es im Juni.")
PILLS_ZH = ("药品应保存在原包装中。药盒不适合存放对湿度敏感的药物，例如达比加群等心脏药物。"
            "胰岛素另有存放要求。")


def test_another_example_after_the_same_words_is_a_swap() -> None:
    for claim, page in (
            ("Pill organisers should not be used for moisture-sensitive medicines such as "
             "insulin.", PILLS),
            ("Im Herbst gibt es regionales Obst, zum Beispiel Kirschen direkt vom Hof.", OBST),
            ("药盒不适合存放对湿度敏感的药物，例如胰岛素。", PILLS_ZH)):
        assert evidence(claim, page).support == "unsupported", claim


def test_the_pages_own_example_is_kept() -> None:
    for claim, page in (
            ("Pill organisers should not be used for moisture-sensitive medicines such as "
             "dabigatran.", PILLS),
            ("Im Herbst gibt es regionales Obst, zum Beispiel Äpfel direkt vom Hof.", OBST)):
        assert evidence(claim, page).support != "unsupported", claim
