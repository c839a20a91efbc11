"""Correct paraphrases the support check labelled unsupported in the fifteenth round, each
read as the mechanism behind it, beside the wrong twin that must stay caught (en, de, zh)."""

from __future__ import annotations

from services.citations.aligned_name_swap import aligned_name_swap
from services.citations.ceasing import ceased
from services.citations.common_nouns import quantity
from services.citations.hedge_scope import binds
from services.citations.listed_count import listed
from services.citations.numbers import numbers
from services.citations.polarity import cues
from services.citations.rounded_bounds import rounded_bound
from services.citations.slots import cjk_slot
from tests.citations.judge import evidence


def test_a_function_word_after_a_number_gives_it_no_kind() -> None:
    assert {n.kind for n in numbers("Adults pay €12 a person and children €7 for entry.")} == {""}
    assert numbers("It takes 15 minutes.")[0].kind == "minu"
    page = "Entry costs €12 a person for adults and €7 for children under twelve."
    assert evidence("Children under twelve pay €7 a person, against €12 for adults.",
                    page).support == "supported"
    assert evidence("Children under twelve pay €9 a person, against €12 for adults.",
                    page).support == "unsupported"


def test_a_round_bound_the_exact_figure_meets() -> None:
    stated = numbers("2,347 swifts")[0]
    for claim, right in (("more than 2,300 swifts", True), ("more than 2,400 swifts", False),
                         ("fewer than 2,300 swifts", False), ("fewer than 2,350 swifts", True),
                         ("2,300 swifts", False), ("more than 2,347 swifts", False)):
        assert rounded_bound(numbers(claim)[0], claim, stated) is right, claim
    for claim, page in (("mehr als 2.300 Segler", "2.347 Segler"), ("超过2300只", "2347只")):
        assert rounded_bound(numbers(claim)[0], claim, numbers(page)[0]), claim
    page = "Between 2019 and 2024 the volunteers counted 2,347 swifts at 18 nesting sites."
    assert evidence("Between 2019 and 2024 volunteers counted more than 2,300 swifts at 18 "
                    "nesting sites.", page).support == "supported"
    assert evidence("Between 2019 and 2024 volunteers counted more than 2,400 swifts at 18 "
                    "nesting sites.", page).support == "unsupported"


def test_a_verb_of_ceasing_says_no_longer() -> None:
    page = "Paper timetables will no longer be printed after 1 March, the operator said."
    assert evidence("Paper timetables will stop being printed after 1 March.",
                    page).support == "supported"
    assert evidence("Paper timetables will still be printed after 1 March.",
                    page).support != "supported"
    assert ceased("will stop being printed", "will no longer be printed", ["printed"])
    assert not ceased("Buses stop at the gate", "Buses no longer stop at the gate",
                      ["stop", "gate"])  # the very word the page negates
    assert not ceased("will stop being printed", "will not be printed", ["printed"])
    assert not ceased("the bus will stop at the depot", "will no longer be printed",
                      ["printed"])  # ceasing something else
    assert ceased("dejará de imprimirse", "ya no se imprimirá", ["imprimirá"])
    assert not ceased("dejará el libro", "ya no se imprimirá", ["imprimirá"])


def test_a_noun_for_the_authority_the_sentence_before_names() -> None:
    page = ("Der Spielplatz am Mühlbach soll erweitert werden. Das Bauamt prüft den Antrag "
            "derzeit. Bislang sind laut Behörde rund 300 Einwände eingegangen.")
    assert evidence("Laut Bauamt sind bislang rund 300 Einwände eingegangen.",
                    page).support == "supported"
    assert evidence("Laut Bauamt sind bislang rund 500 Einwände eingegangen.",
                    page).support == "unsupported"


def test_a_cjk_word_moved_out_of_the_slot() -> None:
    sentence = "该馆于1931年建成，鼎盛时期藏书约30万册。"
    assert cjk_slot("该馆建成于1931年，其藏书在鼎盛时期约有30万册。", sentence, sentence) is None


def test_whether_bears_on_the_question_after_it() -> None:
    clause = "Members will vote in June on whether to close the pool on Sundays"
    assert not binds("whether", clause, "Members will vote on it in June.", True)
    assert binds("whether", clause, "Members will close the pool on Sundays.", True)
    assert not binds("whether", clause, "The board voted in June.", False)
    assert binds("may", "Members may vote in June", "Members will vote in June.", True)


def test_a_chinese_count_of_the_items_listed_before_it() -> None:
    claim = "这款咖啡机可制作300毫升、500毫升和700毫升三种杯量的咖啡。"
    three = next(n for n in numbers(claim) if n.text == "三")
    assert listed(three, claim)
    wrong = claim.replace("三种", "四种")
    assert not listed(next(n for n in numbers(wrong) if n.text == "四"), wrong)
    page = "| 额定功率 | 1200W |\n| 杯量 | 300毫升 / 500毫升 / 700毫升（三档可选） |"
    assert evidence("这款咖啡机额定功率为1200瓦，可制作300毫升、500毫升和700毫升三种杯量的咖啡。",
                    page).support != "unsupported"


def test_a_figure_in_words_and_its_bound_add_no_phrase() -> None:
    page = ("| Feature | Value |\n| Maximum load | 10 A (2,300 W resistive) |\n"
            "| Standby power | < 0.5 W |\n| Weight | 95 g |")
    assert evidence("The plug handles up to 10 A, or 2,300 W for resistive appliances, and "
                    "draws less than half a watt on standby.", page).support != "unsupported"


def test_a_lexicalised_word_with_a_negation_character_negates_nothing() -> None:
    assert not cues("无人驾驶出租车每天运营").negated
    assert not cues("无人值守的仓库").negated
    assert cues("无人知道原因").negated


def test_a_german_unit_name_is_no_name() -> None:
    assert quantity("Liter") and quantity("Stunden") and quantity("Tausende")
    assert not quantity("Leipzig")
    page = ("## Zutaten (für 4 Portionen)\n\n- 500 ml Milch, 3 Eier, 60 g Zucker, 1 Päckchen "
            "Vanillezucker\n- 1 Prise Salz")
    assert evidence("Für vier Portionen braucht man u. a. einen halben Liter Milch, drei Eier "
                    "und 60 g Zucker.", page).support == "supported"
    assert evidence("Für vier Portionen braucht man u. a. einen halben Liter Milch, drei Eier "
                    "und 90 g Zucker.", page).support == "unsupported"


def test_a_short_form_written_as_a_word_is_no_name() -> None:
    sentence = "Schon heute parken dort werktags bis zu 40 Lastwagen entlang der Hauptstraße."
    page = f"Anwohner klagen über Lärm und Lkw-Verkehr. {sentence} Die Stadt prüft ein Verbot."
    assert aligned_name_swap("Werktags parken schon jetzt bis zu 40 Lkw entlang der "
                             "Hauptstraße.", [sentence], page) is None
    assert evidence("Werktags parken schon heute bis zu 40 Lkw entlang der Hauptstraße.",
                    page).support == "supported"
    assert evidence("Werktags parken schon heute bis zu 60 Lkw entlang der Hauptstraße.",
                    page).support == "unsupported"
