"""False alarms of the support check, each a general reading, probed in several languages:
"neither ... nor" turns down the verb its members share; a clause-final "nicht" turns
down the whole predicate before it; a word of lack before a noun negates it; a word
only a section heading writes is no name; two verbs of one direction crossed are no swap;
"double the" is two times; a total of stated parts is no invented number;
"三成" is 30 %; "not ... until 1871" says when; the title's subject needs no naming;
a CJK slot shifted by a particle, or two demonstratives, hold the same word; "Millimeter"
is "mm".
The wrong claim beside each is still caught."""

from __future__ import annotations

from services.citations.correlative import correlative_words
from services.citations.direction import same_direction
from services.citations.doubling import multiples
from services.citations.final_negation import final_negation_holds
from services.citations.headings import only_in_headings, subject_only
from services.citations.lacking import unshared
from services.citations.passages import terms
from services.citations.support import explain
from services.citations.tenths import cjk_tenths

INSTALL_DE = ("Die Installation dauert ca. 6 Min.; währenddessen sind Internet und Telefonie "
              "nicht verfügbar.")
REPAIR_ES = ("La reparación dura dos horas. Durante la reparación, la calefacción y el agua "
             "caliente no funcionan.")
PETS_DE = "Haustiere: Hunde und Katzen dürfen nicht in den Speisesaal mitgenommen werden."
SUN_DE = ("Nach dem Baden soll erneut eingecremt werden. Erneutes Auftragen verlängert die "
          "Schutzzeit jedoch nicht.")


def test_neither_nor_bears_on_the_verb_its_members_share() -> None:
    assert correlative_words("Neither internet nor phone is available, sadly.") == [
        "internet", "phone", "available"]
    assert correlative_words("Pets are not allowed.") == []
    assert correlative_words("Weder Hunde noch Katzen sind verboten.") == []  # yes, twice


def test_neither_nor_against_a_plain_negation_is_support() -> None:
    assert explain("Während der Installation stehen weder Internet noch Telefonie zur "
                   "Verfügung.", INSTALL_DE)[0] == "supported"
    assert explain("Ni la calefacción ni el agua caliente funcionan durante la reparación.",
                   REPAIR_ES)[0] == "supported"
    assert explain("Weder Hunde noch Katzen dürfen in den Speisesaal mitgenommen werden.",
                   PETS_DE)[0] == "supported"


def test_a_dropped_or_doubled_negation_is_still_caught() -> None:
    assert explain("Während der Installation stehen Internet und Telefonie zur Verfügung.",
                   INSTALL_DE)[0] == "unsupported"
    assert explain("Weder Hunde noch Katzen sind im Speisesaal verboten.",
                   PETS_DE)[0] == "unsupported"


def test_a_clause_final_negation_bears_on_the_verb_before_it() -> None:
    assert final_negation_holds("Erneutes Auftragen verlängert die Schutzzeit jedoch nicht.",
                                "verlängert")
    assert not final_negation_holds("Do not water seedlings that show no new leaves", "water")
    assert explain("Kinder sollen nach dem Baden erneut eingecremt werden, wobei das die "
                   "Schutzzeit nicht verlängert.", SUN_DE)[0] == "supported"
    assert explain("Die Schutzzeit wird durch erneutes Auftragen verlängert.",
                   SUN_DE)[0] == "unsupported"


def test_a_word_of_lack_before_a_noun_says_not_possible() -> None:
    page = "Ein Downgrade ist nach der Installation nicht möglich."
    assert explain("Eine Einschränkung ist die fehlende Möglichkeit eines Downgrades nach der "
                   "Installation.", page)[0] == "supported"
    assert explain("Tra i limiti c'è la possibilità mancante di tornare alla versione 7.",
                   "Non è possibile tornare alla versione 7 dopo l'installazione.")[0] == (
        "supported")
    assert explain("Zu den Neuerungen gehört die Möglichkeit eines Downgrades.",
                   page)[0] == "unsupported"


def test_a_word_of_lack_both_say_of_the_same_thing_negates_nothing() -> None:
    assert unshared("The missing parts will be delivered.",
                    "The missing parts will not be delivered.") == (
        "The parts will be delivered.", "The parts will not be delivered.")
    assert explain("Die fehlenden Teile werden nachgeliefert.",
                   "Die fehlenden Teile werden nicht nachgeliefert.")[0] == "unsupported"
    assert explain("The missing parts will not be delivered.",
                   "The missing parts will be delivered next week.")[0] == "unsupported"


def test_a_word_only_a_section_heading_writes_is_no_name_put_in_a_slot() -> None:
    watch = ("# 手表评测\n\n## 连接与系统\n\n手表支持蓝牙5.3。手表兼容安卓8.0及以上版本和iOS 13"
             "及以上版本，但在iPhone上无法回复消息。")
    assert only_in_headings("系统", watch)
    assert explain("手表兼容安卓8.0和iOS 13及以上系统。", watch)[0] != "unsupported"
    watch_ja = ("# 時計レビュー\n\n## 接続とシステム\n\n"
                "この時計はAndroid 8.0以降のバージョンに対応する。")
    assert explain("この時計はAndroid 8.0以降のシステムに対応する。", watch_ja)[0] != "unsupported"


def test_a_name_of_the_title_or_the_body_put_in_a_slot_is_still_caught() -> None:
    claim = "论文第一作者张明表示，团队计划扩大试验。"
    titled = "# 张明团队的稻田研究\n\n论文第一作者李华表示，团队计划扩大试验。"
    assert explain(claim, titled)[0] == "unsupported"
    assert explain(claim, "# 稻田研究\n\n研究由刘文涛教授领导，张明负责田间管理。\n\n"
                   "论文第一作者李华表示，团队计划扩大试验。")[0] == "unsupported"


def test_two_verbs_of_one_direction_crossed_are_no_swap() -> None:
    assert same_direction("fell", "dropped") and same_direction("下降", "减少")
    assert not same_direction("rose", "fell") and not same_direction("稳定", "下降")
    assert explain("Methane emissions fell by 47 percent, while rice yields dropped by only "
                   "1.8 percent.", "Methane emissions dropped by 47 percent, while rice "
                   "yields fell by only 1.8 percent.")[0] == "supported"
    assert explain("参观者增加了20%，收入提高了5%。", "参观者提高了20%，收入增加了5%。")[0] == (
        "supported")
    assert explain("采用干湿交替灌溉后，甲烷排放平均下降了47%，水稻平均产量仅减少1.8%。",
                   "结果显示，干湿交替灌溉使甲烷排放平均减少了47%，而水稻平均产量仅下降1.8%。"
                   )[0] != "unsupported"


def test_two_directions_crossed_are_still_a_swap() -> None:
    assert explain("Emissions rose by 47 percent, while yields fell by 1.8 percent.",
                   "Emissions fell by 47 percent, while yields rose by 1.8 percent.")[0] == (
        "unsupported")
    assert explain("甲烷排放平均下降了47%，水稻平均产量仅增加1.8%。",
                   "甲烷排放平均增加了47%，而水稻平均产量仅下降1.8%。")[0] == "unsupported"


def test_doubled_in_words_is_two_times() -> None:
    assert multiples("nearly double the original estimate") == [("double", 2)]
    assert multiples("fast doppelt so hoch") == [("doppelt so", 2)]
    assert multiples("A double room costs €90.") == []
    page = "The final cost was £1.9 million, nearly double the original estimate."
    assert explain("The sewer project cost £1.9 million, almost twice what had been "
                   "estimated.", page)[0] == "supported"
    assert explain("The sewer project cost £1.9 million, almost three times what had been "
                   "estimated.", page)[0] == "unsupported"
    assert explain("Das Projekt kostete 1,9 Millionen Pfund, fast zweimal so viel wie geplant.",
                   "Die Kosten lagen bei 1,9 Millionen Pfund und damit fast doppelt so hoch "
                   "wie geplant.")[0] == "supported"


RECIPE = ("## Shakshuka\n\nServes 4 · Prep 10 minutes · Cook 30 minutes\n\n"
          "A dish of eggs poached in tomato sauce.")


def test_a_total_of_the_parts_the_page_states_is_no_invented_number() -> None:
    assert explain("The recipe serves four and takes about 40 minutes in total, with 10 "
                   "minutes of preparation and 30 minutes of cooking.", RECIPE)[0] == (
        "supported")
    assert explain("Das Rezept dauert insgesamt 45 Minuten: 15 Minuten Vorbereitung und 30 "
                   "Minuten Garzeit.", "## Shakshuka\n\nPortionen: 4 · Vorbereitung: 15 "
                   "Minuten · Garzeit: 30 Minuten")[0] != "unsupported"


def test_a_wrong_total_or_a_sum_not_called_a_total_is_still_flagged() -> None:
    assert explain("The recipe takes about 50 minutes in total, with 10 minutes of "
                   "preparation and 30 minutes of cooking.", RECIPE)[0] == "unsupported"
    assert explain("The recipe takes 40 minutes, 10 minutes to prepare and 30 minutes to "
                   "cook.", "Prep 10 minutes. Cook 30 minutes. Rest 5 minutes.")[0] == "weak"


def test_a_share_in_tenths_is_a_percentage() -> None:
    assert cjk_tenths("只替换了约三成风化严重的砖块") == [("三成", 30)]
    assert cjk_tenths("三成员国") == []  # "成员": members
    assert explain("调查显示，约70%的受访者每天运动。", "调查显示，约七成受访者每天运动。")[0] == (
        "supported")
    ja = "調査によると、回答者の約3割が毎日運動していると答えた。"
    assert explain("調査では、回答者の約30%が毎日運動していると答えた。", ja)[0] == "supported"
    assert explain("調査では、回答者の約50%が毎日運動していると答えた。", ja)[0] == "unsupported"


LINE = "The southern line was delayed by flooding and was completed in 1871."


def test_not_until_says_when() -> None:
    assert explain("The southern line, held up by flooding, was not finished until 1871.",
                   LINE)[0] == "supported"
    assert explain("La línea sur no se terminó hasta 1871 por las inundaciones.",
                   "La línea sur se retrasó por las inundaciones y se terminó en 1871.")[0] == (
        "supported")
    assert explain("The southern line was completed in 1871.", "The southern line was delayed "
                   "by flooding and was not completed until 1871.")[0] == "supported"


def test_not_until_against_until_is_still_the_opposite() -> None:
    assert explain("The traders will pay rent until the market reopens.", "The traders have "
                   "been offered spots and won't pay rent until the market reopens.")[0] == (
        "unsupported")
    assert explain("The southern line was not finished.", LINE)[0] != "supported"


def test_the_pages_subject_named_in_its_title_needs_no_naming_in_the_passage() -> None:
    assert subject_only("Lumen", "", "lumen leaf 7 – technical specifications")
    assert not subject_only("Lumen", "Kobo", "lumen leaf 7 – technical specifications")
    assert not subject_only("Kobo", "", "lumen leaf 7 – technical specifications")
    assert subject_only("Faroes'", "", "faroe islands travel guide")  # a plural, a genitive
    assert subject_only("Lindauer", "", "fernwärme für lindau")
    assert not subject_only("Kaltenberg", "", "elefantenbaby im zoo kaltenbach geboren")
    rival = ("# Lumen Leaf 7 – Technical Specifications\n\n## Rivals\n\nThe Kobo Clara weighs "
             "174 grams, the Lumen is lighter.")
    assert explain("The Lumen Leaf 7 weighs 174 grams.", rival)[0] == "unsupported"


def test_a_slot_shifted_by_a_particle_holds_the_same_word() -> None:
    assert explain("身高1.2米以下的儿童和60岁以上的老人凭证件可免缴维护费。",
                   "1.2米以下儿童、60岁以上老人可凭证件免费。")[0] == "supported"
    assert explain("住持周文远主持了修复工程。",
                   "寺院住持释慧明主持了修复工程，画师周文远负责壁画。")[0] == "unsupported"
    assert explain("按这个配方可以做16个包子。", "这份配方可以做16个包子，适合3到4人食用。")[0] == (
        "supported")  # two demonstratives: which recipe, no name


def test_a_unit_written_out_matches_its_symbol() -> None:
    assert terms("zwei Millimeter, 12 kilometres, 680 Watt") == ["2", "mm", "12", "km", "680",
                                                                 "w"]
    assert explain("Jede Teighälfte sollte hauchdünn, also höchstens zwei Millimeter dick, "
                   "ausgerollt werden.", "Den Teig halbieren und jede Hälfte hauchdünn (max. "
                   "2 mm) ausrollen.")[0] == "supported"
    assert explain("Jede Teighälfte sollte höchstens fünf Millimeter dick ausgerollt werden.",
                   "Den Teig halbieren und jede Hälfte hauchdünn (max. 2 mm) ausrollen."
                   )[0] == "unsupported"
