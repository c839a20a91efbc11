"""A name the page writes beside the word its sentence uses for the same one ("ihrem Onkel
Franz", "我外婆陈美玉", "Arvent SoundPeak X3") names whom the sentence means: no swap.
A name the page writes beside another word, or after a name of its own, stays one."""

from __future__ import annotations

import pytest

from services.citations.apposed_name import apposed
from services.citations.support import explain

BAKERY = ("# Bäckerei Lindner: 90 Jahre Brot aus Ellhofen\n\nGegründet wurde die Bäckerei 1934 "
          "von Anton Lindner. Heute führt Sabine Lindner den Betrieb gemeinsam mit ihrem Onkel "
          "Franz. „Wir backen wie früher“, sagt Sabine Lindner. Ihr Onkel ergänzt: „Der "
          "Sauerteig braucht zwei Tage, sonst wird das Brot zu sauer.“")
LAKSA = ("# 家常咖喱叻沙\n\n作者：林慧珊｜2025年3月14日\n\n"
         "这份配方来自我外婆陈美玉在马六甲经营了三十多年的小面摊。"
         "外婆的面摊开在马六甲鸡场街附近，最忙的时候一天能卖出约300碗，"
         "直到2019年她79岁时才收摊。")
MUSEUM = ("# 江州博物馆新馆开放\n\n馆长周建国在昨天的新闻发布会上介绍，新馆设有六个常设展厅。"
          "副馆长陈丽华表示，馆方会考虑将展期延长至十月底。")
HEADPHONES = (
    "# Arvent SoundPeak X3 Wireless Headphones – Technical Specifications\n\n"
    "The SoundPeak X3 is an over-ear wireless headphone released in March 2024.\n\n"
    "## Physical\n\n- Weight: 268 g\n- Colours: Graphite Black, Mist Grey, Sand\n\n"
    "## Water resistance and warranty\n\nThe headphones are not water-resistant and have no IP "
    "rating; they should not be used in rain or while swimming. Arvent offers a two-year limited "
    "warranty, which does not cover ear cushions; replacement cushions are sold separately for "
    "€24.99.\n\n**Note:** Spatial audio is available through the Arvent Sound app.")


@pytest.mark.parametrize(("claim", "page"), [
    ("Franz Lindner betont, dass der Sauerteig zwei Tage braucht, weil das Brot sonst zu "
     "sauer wird.", BAKERY),
    ("林慧珊的外婆陈美玉在马六甲鸡场街附近的面摊生意最好时，一天可卖出大约300碗叻沙。", LAKSA),
    ("The SoundPeak X3 has no water resistance or IP rating, and its two-year limited warranty "
     "excludes the ear cushions, which cost €24.99 to replace.", HEADPHONES),
])
def test_the_name_the_page_sets_after_the_sentences_word_is_no_swap(claim: str,
                                                                     page: str) -> None:
    assert explain(claim, page)[0] == "supported"


def test_a_name_the_page_sets_beside_another_word_or_name_stays_a_swap() -> None:
    assert explain("Anton Lindner betont, dass der Sauerteig zwei Tage braucht, weil das Brot "
                   "sonst zu sauer wird.", BAKERY)[0] != "supported"
    # "馆长周建国" names the curator; "副馆长陈丽华" holds "馆长陈丽华" but names his deputy.
    assert explain("馆长陈丽华在新闻发布会上介绍，新馆共设有六个常设展厅。",
                   MUSEUM)[0] == "unsupported"


def test_only_a_word_right_before_the_name_ties_it() -> None:
    page = "the app runs on windows, macos, android and ios. ihr vater bernd führt den betrieb."
    assert apposed("bernd terhaar", "vater", "Bernd Terhaar betont …", "Ihr Vater ergänzt …",
                   page)
    assert not apposed("android", "macos", "autofill on Android did not work",
                       "autofill on macOS did not work", page)  # a list, no apposition
    assert not apposed("android", "macos", "autofill on Android did not work",
                       "autofill on macOS did not work", "systems:\nmacos\nandroid\nios")
    assert not apposed("bernd terhaar", "torwart kai", "Bernd Terhaar hielt …",
                       "Torwart Kai hielt …", page + " torwart bernd")  # a name in its place
    assert not apposed("陈丽华", "周建国", "馆长陈丽华介绍", "馆长周建国介绍", "副馆长陈丽华表示")


def test_a_blank_filler_names_no_one() -> None:
    assert not apposed(" ", "vater", "Bernd betont …", "Ihr Vater ergänzt …", "ihr vater bernd")
