"""False alarms of the support check read as general faults, each probed in several
languages with sentences of its own: a negated verb of exceeding is a bound; one
negation set on the object or on the verb; words of exclusion and of denial are a
negation in meaning; a decision still to come keeps "is considering"; "due to start"
is a schedule; a CJK cause is counted in characters; a name's word in the plural or
genitive; a version number is one term; a number's unit or a noun after an article is
no name; a CJK verb, conditional or grammatical phrase is no name.
The wrong claim beside each is still caught."""

from __future__ import annotations

from services.citations.belief import believed
from services.citations.causes import invented_cause
from services.citations.chinese_senses import both_verbs, common_words, names_one
from services.citations.common_nouns import after_contraction, article_noun, counted, quantity
from services.citations.cue_readings import not_a_hedge
from services.citations.decision import decision_pending
from services.citations.exceeding import negated_exceeding
from services.citations.headings import section_heading
from services.citations.listed_count import listed
from services.citations.numbers import numbers
from services.citations.passages import SourceIndex, terms
from services.citations.polarity import polarity
from services.citations.speakers import speaker_swap
from services.citations.support import explain


def test_a_negated_verb_of_exceeding_states_a_bound() -> None:
    assert negated_exceeding(["should", "not", "exceed"], 1)
    assert negated_exceeding(["no", "debe", "superar"], 0)
    assert not negated_exceeding(["not", "allowed"], 0)
    for claim, page in [
        ("The combined load should be no more than two-thirds of their limits.",
         "The combined load should not exceed two-thirds of their limits."),
        ("Die Last darf höchstens 25 kg betragen.", "Die Last darf 25 kg nicht überschreiten."),
        ("La durée ne doit pas être supérieure à 8 heures.",
         "La durée ne doit pas dépasser 8 heures."),
        ("Il carico deve essere al massimo 25 kg.", "Il carico non deve superare i 25 kg."),
    ]:
        assert polarity(claim, page) is None


def test_one_negation_on_the_object_or_on_the_verb_says_the_same() -> None:
    for claim, page in [
        ("Laut Aldenhoff belegt die Beobachtungsstudie keinen ursächlichen Zusammenhang.",
         "Ein ursächlicher Zusammenhang sei nicht belegt."),
        ("The study proves no causal link.", "A causal link was not proven by the study."),
        ("Het onderzoek toont geen verband aan.", "Een verband wordt niet aangetoond."),
    ]:
        assert polarity(claim, page) is None


def test_a_negation_dropped_or_repeated_inside_is_still_caught() -> None:
    assert polarity("The study proves a causal link.",
                    "A causal link was not proven by the study.") is not None
    assert explain("The guide recommends watering transplanted seedlings even when they "
                   "show no new leaves.", "Do not water seedlings that have been transplanted "
                   "but show no new leaves; overwatering rots the roots.")[0] == "unsupported"


def test_words_of_exclusion_and_denial_are_a_check_not_the_opposite() -> None:
    for claim, page in [
        ("Chemical burns fall outside the leaflet's scope and need an emergency department.",
         "It does not apply to chemical burns, which need an emergency department."),
        ("Chemische Verbrennungen sind vom Merkblatt ausgenommen und gehören in die "
         "Notaufnahme.", "Das Merkblatt gilt nicht für chemische Verbrennungen, die in die "
         "Notaufnahme gehören."),
        ("Das Gericht erkannte die wirtschaftliche Bedeutung des Außenbereichs an.",
         "Das Gericht verkenne nicht die wirtschaftliche Bedeutung des Außenbereichs."),
        ("The minister admitted that the project was late.",
         "The minister did not deny that the project was late."),
    ]:
        assert explain(claim, page)[0] != "unsupported"
    # The same word on both sides is weighed as any negation.
    assert explain("Parking is available outside the station for cyclists.",
                   "Parking is not available outside the station for cyclists.")[0] == (
        "unsupported")
    assert explain("You can ignore mild chest pain.",
                   "Do not ignore mild chest pain.")[0] == "unsupported"


def test_a_decision_still_to_come_keeps_the_page_considering() -> None:
    assert decision_pending("The council will decide on a second bridge.") == "decide"
    assert decision_pending("Le conseil décidera du second pont.") == "décidera"
    assert decision_pending("The council has decided to build a second bridge.") == ""
    assert decision_pending("They will challenge the decision in May.") == ""
    page = ("The council is considering a second bridge over the river. A decision is "
            "expected after the traffic survey in May.")
    assert explain("The council will decide on a second bridge over the river after the "
                   "traffic survey in May.", page)[0] == "supported"
    assert explain("The council will build a second bridge over the river after the "
                   "traffic survey in May.", page)[0] == "unsupported"
    page_fr = ("Le conseil envisage un second pont sur la rivière; une décision est attendue "
               "après l'enquête de mai.")
    assert explain("Le conseil décidera du second pont sur la rivière après l'enquête de mai.",
                   page_fr)[0] == "supported"
    assert explain("Le conseil construira un second pont sur la rivière après l'enquête de "
                   "mai.", page_fr)[0] == "unsupported"


def test_due_to_before_a_date_is_a_schedule_and_a_cjk_cause_counts_characters() -> None:
    near = ("Coastline Airways will begin flying between Norwich and Bergen on 12 May, "
            "making it the first route to Norway.")
    assert invented_cause("The Norwich-Bergen flights, due to start on 12 May, will be the "
                          "first route to Norway.", near) is None
    assert invented_cause("The Norwich-Bergen flights were delayed due to the strike on "
                          "3 March by pilots, the first route to Norway.", near) is not None
    near_zh = "大桥于2019年建成通车，工期比原计划缩短了一年。桥面宽32米。"
    assert invented_cause("大桥于2019年建成通车，由于采用了预制拼装技术，工期比原计划缩短了一年。",
                          near_zh) == "采用了预制拼装技术"
    near_zh = "会长建议避开黄金周，届时天梯排队可能超过两小时。"
    claim = "会长建议避开黄金周，因为届时天梯可能要排两个多小时的队。"
    assert invented_cause(claim, near_zh) is None


def test_a_cause_ends_at_a_dash_and_zumal_gives_one() -> None:
    near = ("Das Gericht gab dem Schutz der Nachtruhe Vorrang, zumal die Bar bereits 2022 "
            "zweimal abgemahnt worden sei.")
    assert invented_cause("Das Gericht gab dem Schutz der Nachtruhe Vorrang – auch wegen "
                          "zweier Abmahnungen im Jahr 2022 – und wies die Klage ab.",
                          near) is None


def test_a_names_word_in_the_plural_or_genitive_is_that_name() -> None:
    page = ("The ferry links Lake Erie and Lake Ontario through the Welland Canal, run by the "
            "Seaway Authority since 1959.")
    assert explain("The ferry links Lakes Erie and Ontario through the Welland Canal, run "
                   "by the Seaway Authority since 1959.", page)[0] == "supported"
    assert explain("The ferry links Lake Huron and Lake Ontario through the Welland Canal, "
                   "run by the Seaway Authority since 1959.", page)[0] == "unsupported"


def test_a_version_number_is_one_term_and_a_date_is_not() -> None:
    assert terms("version 4.2.0 and 1.2.3.4") == ["version", "4.2.0", "1.2.3.4"]
    assert terms("am 12.05.2025") == ["12", "05", "2025"]


def test_a_units_or_counted_nouns_word_is_no_name() -> None:
    assert counted("In das Projekt flossen 62 Millionen Euro.", "Millionen", True)
    assert counted("Its 95 MW peak output", "MW", False)
    assert not counted("The study followed 500,000 UK adults.", "UK", False)
    assert not counted("the 12th Carden Marathon", "Carden", False)
    assert article_noun("Mauer", "Laut Plan soll die Mauer bis 2027 fertig sein.")
    assert not article_noun("Firma", "gemeldet von der Firma Nordwall Security")
    page = "Gebacken wird der Kuchen bei 190 Grad Ober- und Unterhitze etwa 40 Minuten lang."
    assert explain("Der Kuchen wird etwa 40 Minuten bei 190 Grad Ober- und Unterhitze "
                   "gebacken.", page)[0] == "supported"


def test_a_cjk_verb_conditional_or_grammatical_phrase_is_no_name() -> None:
    assert both_verbs("控制", "保持")
    assert not both_verbs("收取", "免费")
    assert common_words("正式开放前还会做压力测试。", "会做")
    assert not common_words("馆长周建国表示", "周建国")
    page = "博物馆的室内温度最好保持在20度左右。馆长李华表示，明年将开展文物普查。"
    assert explain("博物馆的室内温度最好控制在20度左右。", page)[0] != "unsupported"
    assert explain("馆长王强表示，明年将开展文物普查。", page)[0] == "unsupported"
    assert explain("如果下雨，比赛推迟。", "若比赛下雨，则推迟。")[0] == "supported"
    page = "保修期：整车一年，电池和电机两年。"
    assert explain("整车保修期为一年，电池和电机则享有两年保修。", page)[0] == "supported"


def test_the_pages_subject_for_a_common_word_is_a_check() -> None:
    page = ("# 北京烤鸭的做法\n\n北京烤鸭历史悠久。烤制时火候很重要，传统做法用的是果木炭火，"
            "家庭可以用烤箱代替。")
    assert explain("传统的北京烤鸭用的是果木炭火，家庭可以用烤箱代替。", page)[0] == "weak"
    page = ("# 张明团队的稻田研究\n\n张明团队研究稻田甲烷排放。"
            "样本采集由李华团队负责，共采集300份土样。")
    assert explain("样本采集由张明团队负责，共采集300份土样。", page)[0] == "unsupported"


def test_the_version_a_section_heading_gives_needs_no_repeating() -> None:
    page = ("# Changelog\n\n## Version 3.2.0 — 4 May 2025\n\n### Added\n"
            "- Export to PDF now keeps bookmarks.\n- The sync limit rises from 50 to 200 files."
            "\n\n## Version 3.1.0 — 1 March 2025\n\n### Added\n- Dark mode for the editor.")
    assert section_heading(page, page.find("The sync")).splitlines() == [
        "### Added", "## Version 3.2.0 — 4 May 2025", "# Changelog"]
    assert explain("Version 3.2.0 raises the sync limit from 50 to 200 files.",
                   page)[0] == "supported"
    assert explain("Version 3.1.0 raises the sync limit from 50 to 200 files.",
                   page)[0] != "supported"


def test_a_plan_kept_in_another_form_is_no_plan_stated_as_done() -> None:
    assert polarity("The researchers intend to place sensors beneath the ice.",
                    "The team plans to place sensors beneath the ice.") is None
    assert polarity("Los investigadores pretenden colocar sensores bajo el hielo.",
                    "Los investigadores planean colocar sensores bajo el hielo.") is None
    assert polarity("The researchers placed sensors beneath the ice.",
                    "The team plans to place sensors beneath the ice.") is not None


def test_but_opens_a_clause_of_its_own() -> None:
    page = "Version 4.1.3 remains available for download but will not receive further updates."
    assert explain("Users can keep downloading version 4.1.3, although it will not get any "
                   "further updates.", page)[0] == "supported"
    assert explain("Version 4.1.3 remains available for download and will receive further "
                   "updates.", page)[0] == "unsupported"
    assert explain("Version 4.1.3 is no longer available for download.", page)[0] == (
        "unsupported")
    page = "La version 4.1 reste disponible au téléchargement mais ne recevra plus de mises à jour."
    assert explain("La version 4.1 reste disponible au téléchargement et recevra encore des "
                   "mises à jour.", page)[0] == "unsupported"


def test_a_title_case_heading_names_nothing() -> None:
    page = ("# Urban Bees Fly Farther for Food, Study Finds\n\nThe team placed hives at 18 "
            "sites. Urban workers flew a median of 740 metres per trip, compared with 410 "
            "metres for rural bees.")
    assert explain("In the study, city workers flew a median of 740 metres per trip, versus "
                   "410 metres for rural bees.", page)[0] == "supported"
    assert explain("Urban workers flew a median of 410 metres per trip, compared with 740 "
                   "metres for rural bees.", page)[0] == "unsupported"


def test_a_name_the_passage_states_in_its_other_sentence_is_stated() -> None:
    page = ("Its best-known rescue came on 9 January 1893, when coxswain William Pascoe and "
            "his crew saved 23 of the 26 people aboard the steamer Ardmore. Pascoe was "
            "awarded the RNLI's silver medal.")
    assert explain("In the 1893 rescue of the steamer Ardmore, coxswain William Pascoe and "
                   "his crew saved 23 of the 26 people, and Pascoe received the RNLI's silver "
                   "medal.", page)[0] == "supported"
    page = ("Coxswain William Pascoe led the rescue of the steamer Ardmore that winter. His "
            "deputy John Tregear received the silver medal for it.")
    assert explain("John Tregear led the rescue of the steamer Ardmore that winter.",
                   page)[0] == "unsupported"


def test_a_noun_after_a_contraction_or_of_a_number_is_no_name() -> None:
    assert after_contraction("Das Rezept nennt zum Beispiel Boskoop.", "Beispiel")
    assert not after_contraction("Das Rezept nennt Boskoop.", "Boskoop")
    assert after_contraction("Man braucht einen Teelöffel Salz.", "Teelöffel")
    assert quantity("Tausende") and not quantity("Stuttgart")
    page = ("Die Sammlung wurde 1803 zerstreut. Die Handschriften kamen nach Stuttgart, "
            "tausende Bände wurden versteigert.")
    assert explain("Nach 1803 wurde die Sammlung zerstreut: Die Handschriften kamen nach "
                   "Stuttgart, und Tausende Bände wurden versteigert.", page)[0] == "supported"
    assert explain("Nach 1805 wurde die Sammlung zerstreut: Die Handschriften kamen nach "
                   "Stuttgart, und Tausende Bände wurden versteigert.", page)[0] != "supported"


def test_a_claim_joining_a_sentence_to_its_neighbour_is_matched_by_both() -> None:
    page = ("## New\n\n- **Sky Replace**: detects skies and replaces them with one of 40 "
            "presets. Available on desktop only; the mobile apps will get it later.\n"
            "- **Batch export**: export up to 500 images at once.")
    assert explain("Sky Replace is desktop-only for now, with the mobile apps to get it "
                   "later.", page)[0] == "supported"
    assert explain("Sky Replace is desktop-only for now and replaces skies with one of 80 "
                   "presets.", page)[0] == "unsupported"


def test_the_speaker_any_sentence_of_the_passage_names_is_no_swap() -> None:
    page = ('Union representative Daniel Okafor said pilots were "not opposed to growth". '
            "BALPA has asked for talks before the end of March and has not ruled out a "
            "ballot. Airline spokesperson Mark Reed said rosters were safe.")
    index = SourceIndex(page)
    claim = "BALPA says pilots are not opposed to growth and have asked for talks."
    match = index.best(terms(claim))
    assert match is not None and match.first != match.last
    assert speaker_swap(claim, index, match) is None
    claim = "Mark Reed said pilots were not opposed to growth."
    match = index.best(terms(claim))
    assert match is not None
    assert speaker_swap(claim, index, match) == ("Mark Reed", "Daniel Okafor")


def test_a_hedge_word_before_a_noun_hedges_nothing() -> None:
    assert not_a_hedge("likely", "narrow the likely landing zone", 2)
    assert not not_a_hedge("likely", "the zone is likely small", 3)
    assert not_a_hedge("may", "on 3 May the bridge opened", 1)
    page = ("Seven cameras recorded the fireball, which allowed astronomers to narrow the "
            "likely landing zone to about two square kilometres.")
    assert explain("Seven cameras recorded the fireball, which let astronomers narrow the "
                   "landing zone to about two square kilometres.", page)[0] == "supported"
    page = "The landing zone is likely about two square kilometres."
    assert explain("The landing zone is about two square kilometres.", page)[0] == (
        "unsupported")


def test_a_condition_is_what_follows_its_word() -> None:
    page = ("Do not stop the therapy during a flare if the person is already taking it.")
    assert explain("People already taking the therapy should not stop it during a flare.",
                   page)[0] == "supported"
    page_de = "Die Therapie während eines Schubs nicht absetzen, wenn sie bereits genommen wird."
    assert explain("Wer die Therapie bereits nimmt, soll sie während eines Schubs nicht "
                   "absetzen.", page_de)[0] != "unsupported"
    # A condition dropped is still caught (the whole clause once counted as its words).
    page = "The ferry leaves at 9 am if the sea is calm."
    assert explain("The ferry leaves at 9 am.", page)[0] == "unsupported"


def test_a_claim_reporting_a_belief_keeps_the_pages_hedge() -> None:
    assert believed("Pryce thinks fenced-off gardens explain it.")
    assert believed("Die Autorin vermutet, dass Zäune den Unterschied erklären.")
    assert believed("作者认为围栏解释了这种差异。")
    assert not believed("Fenced-off gardens explain the difference.")
    page = "Dr Pryce said the difference is probably driven by fenced-off gardens."
    assert explain("Dr Pryce thinks fenced-off gardens drive the difference.",
                   page)[0] != "unsupported"
    assert explain("Dr Pryce showed that fenced-off gardens drive the difference.",
                   page)[0] == "unsupported"


def test_a_date_in_the_claim_reads_as_the_plans_schedule() -> None:
    assert explain("市游泳馆7月1日起恢复开放。",
                   "经检修，市游泳馆将于7月1日起恢复开放。")[0] != "unsupported"
    assert explain("市游泳馆已经恢复开放。", "经检修，市游泳馆将于7月1日起恢复开放。")[0] == (
        "unsupported")


def test_an_end_in_the_present_is_a_negation_in_meaning() -> None:
    page = "The bridge is 96 metres long and closes to cyclists during the Saturday market."
    assert explain("Cyclists cannot use the bridge during the Saturday market.",
                   page)[0] != "unsupported"
    page_es = "El puente cierra a los ciclistas durante el mercado del sábado."
    assert explain("Los ciclistas no pueden usar el puente durante el mercado del sábado.",
                   page_es)[0] != "unsupported"
    page = "The bridge does not close to cyclists during the Saturday market."
    assert explain("The bridge closes to cyclists during the Saturday market.",
                   page)[0] == "unsupported"


def test_a_cjk_slot_of_common_words_is_a_rewording_but_an_institution_is_a_name() -> None:
    assert names_one("院集团") and names_one("秦岭") and not names_one("将进行")
    page = "正式开放前，技术团队还将进行压力测试。"
    assert explain("正式开放前，技术团队还会做压力测试。", page)[0] == "supported"
    page = "由中铁第四勘察设计院集团设计的新火车站于本月正式启用。"
    assert explain("新火车站由上海建筑设计研究院设计。", page)[0] != "supported"


def test_a_function_word_in_lower_case_is_no_month() -> None:
    assert [n.text for n in numbers("Au Théâtre antique, 14 des 16 soirées.")] == ["14", "16"]
    assert any(n.kind == "month" for n in numbers("It opened on May 3, 2025."))
    assert any(n.kind == "month" for n in numbers("Ouverture le 4 mai 2026."))


def test_a_count_of_the_items_a_claim_lists_is_read_off_its_list() -> None:
    def count(claim: str, word: str) -> bool:
        return listed(next(n for n in numbers(claim) if n.text == word), claim)

    assert count("It fixed two bugs: PDFs losing bookmarks, and the editor freezing.", "two")
    assert count("Version 4.2 behebt zwei Fehler: Der Export bricht ab, wenn ein Name "
                 "Umlaute enthält, und Beträge werden abgeschnitten.", "zwei")
    assert count("3.5版修复了两个问题：表格丢失格式，以及打开大文件时卡死。", "两")
    assert not count("It fixed three bugs: PDFs losing bookmarks, and the editor freezing.",
                     "three")


def test_a_number_a_summary_joins_from_the_next_sentence_is_stated() -> None:
    page = ("Take food out of the cool box for no more than 2 hours. Grill meat until its core "
            "reaches 75 °C, and poultry right through. Throw away what is left.")
    assert explain("Food may stay out of the cool box for up to 2 hours, and grilled meat "
                   "must reach 75 °C at its core.", page)[0] != "unsupported"
    assert explain("Food may stay out of the cool box for up to 2 hours, and grilled meat "
                   "must reach 65 °C at its core.", page)[0] != "supported"


def test_advised_against_says_not_recommended() -> None:
    page = "The guideline advises against ibuprofen for people with asthma."
    assert explain("The guideline does not recommend ibuprofen for people with asthma.",
                   page)[0] == "supported"
    assert explain("The guideline recommends ibuprofen for people with asthma.",
                   page)[0] != "supported"
    page_fr = "L'ibuprofène est déconseillé aux personnes asthmatiques."
    assert explain("L'ibuprofène n'est pas recommandé aux personnes asthmatiques.",
                   page_fr)[0] == "supported"
    assert explain("L'ibuprofène est recommandé aux personnes asthmatiques.",
                   page_fr)[0] != "supported"
