"""A summary's clauses read against the sentence each comes from, not the whole window.

A claim that condenses several sentences of a paragraph puts the clause of one next to
the clause of another: a restriction, a hedge, an item's figure or a list of one sentence
says nothing of what the claim takes from the next one.
"""

from services.citations.cjk_some import dropped_some
from services.citations.figure_items import item_figure_swap
from services.citations.passages import SourceIndex
from services.citations.subject_anaphor import subject_by_common_word
from services.citations.summary_judgment import _hedges
from services.citations.support import explain


def test_a_word_of_part_bears_only_on_the_claims_clause_that_holds_its_clause() -> None:
    sentence = "管理处表示，近年来部分景区游客过多，停车位严重不足。"
    # The group ("景区") stands in another clause of the claim, from another sentence.
    claim = "针对近年来游客过多、停车位不足等问题，管理处希望让景区更有序。"
    assert dropped_some(claim, sentence) is None
    # Told of all in the clause itself: still a widened statement.
    assert dropped_some("管理处表示，近年来景区游客过多，停车位严重不足。", sentence) == (
        "景区", "部分景区")


def test_an_item_named_in_another_form_is_the_item_of_its_figure() -> None:
    passage = ("Weizen auf gedüngten Feldern keimte zu 91 %, auf ungedüngten Feldern zu 78 %. "
               "Bei Gerste war der Abstand kleiner (85 % gegenüber 83 %).")
    assert item_figure_swap("Gedüngter Weizen keimte häufiger als ungedüngter "
                            "(91 gegenüber 78 Prozent).", passage) is None


PAGE = ("# Streit um neuen Parkplatz am Stadtpark\n\n"
        "Rund 200 Menschen haben am Sonntag gegen den geplanten Parkplatz demonstriert. "
        "Der Verein „Grüner Park“ befürchtet u. a. mehr Lärm, Abgase und Parkdruck. "
        "Schon heute parken werktags bis zu 90 Autos am Rand der Wiese. "
        "Vorsitzende Carla Brandt sagte, der geplante Parkplatz liege nur 50 Meter vom "
        "Spielplatz entfernt.\n")


def test_an_item_that_opens_a_clause_of_a_sentence_nearby_is_no_added_item() -> None:
    support, finding = explain("Der Verein „Grüner Park“ befürchtet mehr Lärm, Abgase und "
                               "Parkdruck und bemängelt, dass der geplante Parkplatz nur 50 "
                               "Meter vom Spielplatz entfernt läge.", PAGE)
    assert support != "unsupported", finding
    # A clause the page states nowhere near: an added item still.
    support, finding = explain("Der Verein „Grüner Park“ befürchtet mehr Lärm, Abgase und "
                               "Parkdruck und bemängelt, dass die Stadt dafür alte Linden "
                               "fällen wolle.", PAGE)
    assert support == "unsupported" and finding is not None and finding.rule == "list_item"


def test_a_hedge_of_a_concession_does_not_turn_a_summary() -> None:
    claim = "Basilikum und Minze gehören nicht in die Soße."
    assert not _hedges("Basilikum oder Minze gehören nicht hinein, auch wenn sie in "
                      "manchen Kochbüchern auftauchen.", claim)
    assert not _hedges("Mint does not belong in the sauce, even if some cooks may add it.",
                      "Mint does not belong in the sauce.")
    # A hedge of the main clause, or a condition it holds under, still does.
    assert _hedges("Basilikum und Minze gehören vielleicht nicht in die Soße, sagt sie.", claim)
    assert _hedges("Minze gehört in die Soße, wenn sie frisch ist.", "Minze gehört in die Soße.")


ZH = ("# 青川县首批智能垃圾分类箱投入使用\n\n"
      "本报讯 青川县城管局宣布，全县首批智能垃圾分类箱正式投入使用。"
      "首批共安装智能分类箱120台，分布在40个小区内。\n\n"
      "据城管局介绍，每台{}都配有满溢报警和自动除臭两级处理系统。\n")
CLAIM = "每台智能分类箱采用满溢报警加自动除臭两级处理。"


def test_the_pages_subject_for_the_common_word_a_later_sentence_calls_it_is_worth_a_check() -> None:
    page = ZH.format("设备")
    index = SourceIndex(page)
    sentence = next(index.sentence(k) for k in range(len(index.spans))
                    if "每台" in index.sentence(k))
    assert subject_by_common_word("智能分类箱采用", "设备都配有", CLAIM, sentence, index)


def test_another_thing_in_the_subjects_place_stays_a_swap() -> None:
    page = ZH.format("清源箱")
    index = SourceIndex(page)
    sentence = next(index.sentence(k) for k in range(len(index.spans))
                    if "每台" in index.sentence(k))
    assert not subject_by_common_word("智能分类箱采用", "清源箱都配有", CLAIM, sentence, index)
    # Nor where the two stand after other characters.
    other = "这些智能分类箱采用满溢报警。"
    assert not subject_by_common_word("智能分类箱采用", "设备都配有", other,
                                      sentence.replace("清源箱", "设备"), index)


VIADUCT = ("# Stone viaduct\n\n"
           "The viaduct was designed by engineer Thomas Hale and built between 1869 and 1874 "
           "by a firm from Leeds. Around 900 workers were employed at the peak of the work. "
           "The first passenger train crossed on 2 May 1874. Hale did not attend the opening; "
           "he had fallen out with the railway's board over cost overruns, as the final bill "
           "was almost double the estimate.\n")


def test_a_summary_that_says_a_sentences_not_in_its_own_words_is_supported() -> None:
    # "stayed away" for "did not attend", the engineer from the first sentence.
    support, finding = explain("Thomas Hale, the viaduct's engineer, stayed away from the "
                               "opening after falling out with the railway's board over "
                               "cost overruns.", VIADUCT)
    assert support == "supported", finding
    # The negation checks, run again over the paragraph, still read the "not".
    assert explain("Thomas Hale, the viaduct's engineer, attended the opening despite "
                   "falling out with the railway's board over cost overruns.",
                   VIADUCT)[0] != "supported"


def test_a_negation_or_an_exception_of_a_sentence_is_no_hedge_of_a_summary() -> None:
    claim = "Registering within 30 days extends the warranty to five years."
    assert not _hedges("Registering within 30 days extends the warranty to five years, "
                       "except for the motor.", claim)
    assert not _hedges("The warranty of the motor is not extended.", claim)
