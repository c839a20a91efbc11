"""False alarms cut by general mechanisms (a condition kept among several, a duration
rounded, a word that only holds a cue, a range's low end, a denied comparison, a denied
proof, a bound after "or", two words of one crossed, a feared outcome, a verb of
stopping, an end told in another form, a name's own word, a pair negated, a schedule
missed, a figure in the claim's own place): probes written in several languages, each
beside a wrong claim the mechanism must not pass."""

from __future__ import annotations

from services.citations.apposition_role import appositions
from services.citations.apprehension import apprehended
from services.citations.cjk_cue_words import first_cue
from services.citations.denied_comparison import compares, denied_comparison
from services.citations.joint_negation import negates_both, says_both
from services.citations.one_fillers import both_one
from services.citations.or_more import bound_not_item
from services.citations.polarity import cues
from services.citations.range_ends import range_low_end
from services.citations.schedule_missed import as_planned_at, missed_schedule
from services.citations.stopping_verbs import stopped
from services.citations.support import explain


def test_a_claim_may_keep_any_one_of_a_row_of_conditions() -> None:
    page = ("Call the surgery if the wound still bleeds after an hour, if the swelling grows "
            "after the second day or if you develop a temperature above 39 °C.")
    assert explain("Anyone whose swelling grows after the second day should call the "
                   "surgery.", page)[0] != "unsupported"
    seite = ("Rufen Sie den Hausarzt an, wenn der Ausschlag nach einer Woche bleibt, wenn "
             "Blasen entstehen oder wenn Fieber über 39 °C auftritt.")
    assert explain("Wer Fieber über 39 °C bekommt, sollte den Hausarzt anrufen.",
                   seite)[0] != "unsupported"


def test_a_duration_the_claim_rounds_is_the_pages_in_another_unit() -> None:
    page = "On the survey nights, pilots slept an average of 6 hours 52 minutes in the bunk."
    assert explain("Pilots slept just under seven hours a night in the bunk on the survey "
                   "nights.", page)[0] == "supported"
    assert explain("Pilots slept just under eight hours a night in the bunk on the survey "
                   "nights.", page)[0] == "unsupported"
    seite = "Pendler verbringen laut der Erhebung im Schnitt 57 Minuten pro Tag im Stau."
    assert explain("Laut der Erhebung verbringen Pendler im Schnitt knapp eine Stunde pro Tag "
                   "im Stau.", seite)[0] == "supported"


def test_a_nearly_duration_may_not_lie_under_the_pages() -> None:
    from services.citations.numbers import numbers
    from services.citations.rounded_durations import rounded_duration

    claim = "They waited nearly two hours."
    two = next(n for n in numbers(claim) if n.text == "two")
    assert rounded_duration(two, claim, "They waited 1 hour 57 minutes.", under=True)
    assert not rounded_duration(two, claim, "They waited 2 hours 4 minutes.", under=True)


def test_a_chinese_word_ending_in_yi_starts_no_lest() -> None:
    assert not cues("老年人凭证件可以免费乘车。").negated
    assert not cues("这种面料可以防水。").negated
    assert cues("出门戴帽子以免晒伤。").negated
    page = "70岁以上老人凭身份证免费乘坐公交车。"
    assert explain("70岁以上的老人凭身份证可以免费乘坐公交车。", page)[0] == "supported"


def test_a_month_joins_no_run_of_capitalised_words_into_a_name() -> None:
    from services.citations.signals import names

    assert "Ende" not in names("Die Befragung lief von Anfang Mai bis Ende Juli 2024.", True)
    page = ("Das Institut befragte zwischen dem 2. Mai und dem 31. Juli 2024 insgesamt 1.480 "
            "Pflegekräfte aus Kliniken und Heimen. Am Ende der Studie stand ein Bericht.")
    assert explain("Zwischen Anfang Mai und Ende Juli 2024 wurden 1.480 Pflegekräfte aus "
                   "Kliniken und Heimen befragt.", page)[0] != "unsupported"


def test_a_name_credited_at_the_sentence_start_has_no_apposition() -> None:
    assert appositions("According to lead author Maria Silva, birds with long, narrow "
                       "wings fly further.") == []
    assert appositions("Laut Studienleiter Jonas Brandt, die Daten seien eindeutig.") == []
    assert appositions("The plan, according to Jen Mayhew, the council leader, is sound.") == [
        ("Jen Mayhew", "the council leader")]
    assert appositions("Councillor Jen Mayhew, the council leader, said so.") == [
        ("Councillor Jen Mayhew", "the council leader")]


def test_a_negator_at_a_ranges_low_end_negates_nothing() -> None:
    for text in ("counts ranged from none at all to 40 per sample",
                 "von keinem bis zu drei Fällen pro Jahr", "de ninguno a cinco casos",
                 "van geen tot twee per dag"):
        words = text.split()
        k = next(i for i, w in enumerate(words) if w in ("none", "keinem", "ninguno", "geen"))
        assert range_low_end(words, k), text
    assert cues("the samples ranged from none at all to 40 particles").negated is False
    assert cues("none of the samples were clean").negated


def test_a_denied_comparison_turns_round_only_a_claim_that_compares() -> None:
    assert denied_comparison("Tap water did not contain more fibres than bottled water")
    assert denied_comparison("Die Kinder schliefen nicht länger als vorher")
    assert not denied_comparison("The shop no longer accepts cash")
    assert compares("tap water held more fibres than bottled water")
    assert not compares("one tap sample held as many as 90 fibres")


def test_a_denied_proof_is_no_proof_stated_for_a_hint() -> None:
    from services.citations.proof_words import proof_for_hint

    page = "The authors say the link is likely but the data cannot show cause and effect."
    assert proof_for_hint("The authors stress that the study does not prove cause and "
                          "effect.", page) is None
    assert proof_for_hint("Die Studie belegt keinen ursächlichen Zusammenhang.",
                          "Ein Zusammenhang ist wahrscheinlich.") is None
    assert proof_for_hint("The study proves the link.", page) is not None


def test_a_word_of_more_after_or_is_a_bound_not_an_item() -> None:
    assert bound_not_item("or", ["higher"])
    assert bound_not_item("oder", ["mehr"])
    assert bound_not_item("o", ["más"])
    assert not bound_not_item("and", ["higher"])
    assert not bound_not_item("or", ["sandals"])
    page = "Wear gloves rated at least EN 388 level 3 and safety boots when cutting."
    assert explain("Wear gloves rated EN 388 level 3 or higher and safety boots when "
                   "cutting.", page)[0] != "unsupported"


def test_two_words_for_one_crossed_are_no_swap() -> None:
    assert both_one("one", "a single")
    assert both_one("eine einzige", "ein")
    assert not both_one("one", "two")
    page = ("The trial ran for a single season in one valley, and the authors say it may not "
            "hold elsewhere.")
    assert explain("The trial ran for one season in a single valley, and the authors say it "
                   "may not hold elsewhere.", page)[0] != "unsupported"


def test_a_fear_reported_keeps_the_pages_possibility() -> None:
    assert apprehended("Residents fear the road will flood again.", "the road will flood again")
    assert apprehended("Anwohner befürchten, dass die Straße wieder überflutet wird.",
                       "dass die Straße wieder überflutet wird.")
    assert not apprehended("The road will flood again.", "The road will flood again.")
    page = ("Residents warned that the new car park may push traffic into side streets. "
            "The council said it would review the scheme after a year.")
    assert explain("Residents fear the new car park will push traffic into side streets.",
                   page)[0] != "unsupported"


def test_a_chinese_word_that_only_holds_a_plan_character_is_no_plan() -> None:
    assert first_cue("演练模拟了暴雨天气", ("拟",)) == ""
    assert first_cue("公司拟于明年上市", ("拟",)) == "拟"
    assert first_cue("采取若干措施", ("若",)) == ""
    assert cues("本次演练模拟城区突降暴雨").intent == ""


def test_a_verb_of_stopping_says_the_pages_negation() -> None:
    assert stopped("frost stops the pump working at night", "work")
    assert stopped("Kälte verhindert das Laden des Akkus", "laden")
    assert not stopped("frost slows the pump at night", "work")


def test_an_end_told_in_another_form_keeps_the_claim_from_reading_as_kept() -> None:
    from services.citations.continued import kept_where_ended

    passage = "- Support for version 2 was discontinued; files still open, but get no fixes."
    assert kept_where_ended("Version 5 discontinues support for version 2, whose files "
                            "still open.", "- Support for version 2 was discontinued.") is None
    assert kept_where_ended("Support for version 2 remains.", passage.split(";")[0]) is not None


def test_an_end_of_something_else_in_the_sentence_is_no_end_of_what_is_kept() -> None:
    from services.citations.continued import kept_where_ended

    page = "Members must renew their interest by 1 May, or their names are removed."
    assert kept_where_ended("Members who are still interested must renew by 1 May.",
                            page) is None
    assert kept_where_ended("Support for the old format remains.",
                            "Support for the old format was dropped.") is not None


def test_a_pair_negated_is_not_each_negated() -> None:
    assert negates_both("either may be taken; do not take both at the same time")
    assert negates_both("nehmen Sie nicht beide zugleich")
    assert not negates_both("do not take aspirin")
    assert says_both("take both together")
    page = "Either drug may be given for the pain; do not give both at the same time."
    assert explain("Either drug may be given for the pain.", page)[0] == "supported"


def test_a_missed_schedule_told_as_a_delay_is_no_flip() -> None:
    assert missed_schedule("The tunnel will not open as planned in 2026",
                           "the tunnel's opening has been pushed back to 2028")
    assert missed_schedule("Die Halle wird nicht wie geplant im Mai eröffnet",
                           "Die Eröffnung der Halle verschiebt sich auf den Herbst")
    assert missed_schedule("新馆未能如期开放", "新馆推迟开放")
    assert not missed_schedule("The tunnel will not open as planned in 2026",
                               "The tunnel opens in 2026")
    assert as_planned_at(["wird", "nicht", "wie", "geplant"], 3)
    assert not as_planned_at(["wird", "wie", "geplant"], 2)
    assert not as_planned_at(["the", "city", "planned"], 2)
    page = ("Die neue Sporthalle wird nicht wie geplant im Mai 2026 eröffnet. Die Stadt "
            "rechnet nun mit einer Eröffnung im Herbst 2027.")
    assert explain("Die Eröffnung der neuen Sporthalle verschiebt sich von Mai 2026 auf "
                   "Herbst 2027.", page)[0] != "unsupported"
    assert explain("Die neue Sporthalle wird im Mai 2026 eröffnet.", page)[0] == "unsupported"


def test_a_figure_in_the_claims_own_place_has_no_rival_beside_it() -> None:
    from services.citations.numbers import numbers
    from services.citations.own_place import stated_in_place

    claim = "按照新规定，停车费仍为每小时5元，夜间封顶20元。"
    five = next(n for n in numbers(claim) if n.text == "5")
    assert stated_in_place(claim, five, "根据规定，停车费维持每小时5元不变；夜间每次加收2元。")
    assert not stated_in_place(claim, five, "根据规定，夜间每次加收5元。")


def test_a_name_and_its_bracketed_acronym_are_one_party() -> None:
    from services.citations.binding import crossed

    page = ["Scientists from the Alpine Snow Research Institute (ASRI) in Davos and the "
            "University of Oslo measured 120 glaciers between 2019 and 2023."]
    assert crossed("Scientists from ASRI and the University of Oslo measured 120 glaciers "
                   "from 2019 to 2023.", page, False) is None
    assert explain("Scientists from ASRI and the University of Oslo measured 120 glaciers "
                   "from 2019 to 2023.", page[0])[0] == "supported"


def test_a_wish_in_a_condition_is_no_plan_and_an_aim_kept_is_no_rule() -> None:
    from services.citations.optional import choice_made_rule

    assert cues("clear the cache by hand if you want a faster start").intent == ""
    assert cues("The city wants to build a library").intent
    page = ("The installer leaves log files behind. Delete the log files by hand if you want "
            "a faster start.")
    assert choice_made_rule("The log files have to be deleted by hand for a faster start.",
                            page) is None
    assert choice_made_rule("The log files have to be deleted by hand.", page) is not None
