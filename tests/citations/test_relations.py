"""Names and numbers tied to what the claim says about them: a year given to a
neighbouring statement, a name put in another slot or role, two names crossed, and
an unknown CJK name in place of the page's (a "check this", not a verdict)."""

from __future__ import annotations

from services.citations.page_names import PageNames
from services.citations.relations import swaps, tokens
from services.citations.wording import claim_reason, reason_words
from tests.citations.judge import evidence

MUSEUM = ("La colección incluye 24 locomotoras, entre ellas la «Mataró», una réplica de la "
          "primera locomotora que circuló en la península en 1848. La réplica fue construida "
          "en 1948 para el centenario.")
LIGHT = ("Carrick Point Lighthouse was designed by the engineer Robert Halden and first lit "
         "in 1858. Its first keeper was Thomas Bryce, who served there for 31 years. The "
         "light was automated in 1989 and the last keepers left that year.")
CASTLE = "松江城は、堀尾吉晴が1611年に完成させた城である。松平治郷は茶人としても知られた。"
CAVES = "莫高窟位于敦煌市东南，始建于十六国的前秦时期，现有洞窟735个。"


def test_a_year_stated_for_a_neighbouring_statement_is_a_different_year() -> None:
    wrong = evidence("La réplica de la «Mataró» se construyó en 1848.", MUSEUM)
    assert (wrong.support, wrong.reason, wrong.claimed, wrong.stated) == (
        "unsupported", "numbers_differ", "1848", "1948")
    right = evidence("La réplica de la «Mataró» se construyó en 1948.", MUSEUM)
    assert right.support == "supported"


def test_a_name_in_another_slot_of_the_same_statement_is_a_swap() -> None:
    wrong = evidence("Carrick Point Lighthouse was designed by Thomas Bryce and first lit "
                     "in 1858.", LIGHT)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_elsewhere")
    assert evidence("Robert Halden designed Carrick Point Lighthouse, first lit in 1858.",
                    LIGHT).support == "supported"


def test_a_cjk_name_from_elsewhere_on_the_page_is_a_swap() -> None:
    wrong = evidence("松江城は松平治郷が1611年に完成させた城である。", CASTLE)
    assert (wrong.support, wrong.reason, wrong.claimed, wrong.stated) == (
        "unsupported", "name_elsewhere", "松平治郷", "堀尾吉晴")
    assert evidence("松江城は1611年に堀尾吉晴が完成させた。", CASTLE).support == "supported"


def test_a_cjk_name_the_page_never_states_asks_for_a_check_unless_beside_a_title() -> None:
    unsure = evidence("该桥由张衡设计，建于隋朝。", "该桥由李春设计，建于隋朝。")
    assert (unsure.support, unsure.reason, unsure.claimed, unsure.stated) == (
        "weak", "name_missing", "张衡", "李春")
    # Beside an era word the slot holds a name, whatever the page says elsewhere.
    era = evidence("莫高窟始建于北魏时期。", CAVES)
    assert (era.support, era.reason, era.claimed, era.stated) == (
        "unsupported", "name_missing", "北魏", "前秦")


def test_crossed_names_and_reordered_lists() -> None:
    page = "Thumbnails are generated with libvips instead of ImageMagick."
    names = PageNames(page, False)
    crossed = swaps(tokens("Thumbnails are generated with ImageMagick instead of libvips.",
                           names), tokens(page, names), page.lower(), page.lower())
    assert crossed is not None and crossed[0] == "swapped"
    listing = "The museum holds paintings by Monet and Renoir from 1880."
    names = PageNames(listing, False)
    assert swaps(tokens("The museum holds paintings by Renoir and Monet from 1880.", names),
                 tokens(listing, names), listing.lower(), listing.lower()) is None


def test_page_names_are_words_the_page_capitalises_mid_sentence() -> None:
    names = PageNames("The tower was designed by Robert Halden. Robots clean it.", False)
    assert "robert" in names and "halden" in names
    assert "robots" not in names and "tower" not in names
    nouns = PageNames("Die Bahn eröffnete Bürgermeister Lukas Pichler am Samstag.", True)
    assert "lukas" in nouns and "pichler" in nouns and "samstag" not in nouns


def test_reasons_in_plain_words_for_text_output() -> None:
    assert reason_words("numbers_differ", "2026", "2025") == "the page gives 2025, not 2026"
    assert reason_words("negation") == "the page says the opposite"
    assert reason_words("numbers_differ", "2026") == ""  # nothing to name: no half sentence
    stored = {"support": "unsupported", "evidence": [
        {"support": "supported", "reason": ""},
        {"support": "unsupported", "reason": "hedged", "stated": "would"}]}
    assert claim_reason(stored) == ("the page only says it might (“would”); the sentence "
                                    "states it as fact")


def test_the_export_names_each_state_and_its_reason() -> None:
    from services.storage.export import claims_markdown

    text = claims_markdown([
        {"text": "The probe launches in 2026.", "cites": [1], "support": "unsupported",
         "evidence": [{"support": "unsupported", "reason": "numbers_differ",
                       "claimed": "2026", "stated": "2025"}]},
        {"text": "The plant opened in 2027.", "cites": [2], "support": "weak",
         "evidence": [{"support": "weak", "reason": "intent", "stated": "plans"}]},
        {"text": "The probe launches in 2025.", "cites": [1], "support": "supported",
         "evidence": [{"support": "supported"}]},
    ])
    assert ("- [1] not supported: “The probe launches in 2026.” "
            "(the page gives 2025, not 2026)") in text
    assert ("- [2] check this: “The plant opened in 2027.” "
            "(the page gives this as a plan (“plans”), not as done)") in text
    assert "- [1] supported: “The probe launches in 2025.”\n" in text + "\n"


def test_a_duration_in_years_is_not_a_calendar_year() -> None:
    page = "The tower was 312 metres tall when it opened in 1889."
    found = evidence("It was 312 metres tall when it opened in 1889, after two years of work.",
                     page)
    assert found.reason != "numbers_differ"
    assert evidence("It was 312 metres tall when it opened in 1887.", page).reason == (
        "numbers_differ")


def test_the_differing_number_named_is_the_one_in_the_claims_place() -> None:
    page = ("The Eiffel Tower is 330 metres tall since a new antenna was added in 2022; it was "
            "312 metres when it opened in 1889.")
    found = evidence("It was 324 metres tall when it opened in 1889.", page)
    assert (found.reason, found.claimed, found.stated) == ("numbers_differ", "324", "312")
    found = evidence("The Eiffel Tower is 324 metres tall since a new antenna was added.", page)
    assert (found.reason, found.claimed, found.stated) == ("numbers_differ", "324", "330")


def test_japanese_negation_bears_on_the_verb_before_it() -> None:
    page = "天守の高さは約30メートルである。天守の内部では飲食をすることができない。"
    found = evidence("天守の内部では飲食をすることができる。", page)
    assert (found.support, found.reason) == ("unsupported", "negation")
    assert evidence("天守の内部では飲食ができない。", page).support == "supported"


def test_words_of_a_name_do_not_choose_the_statement() -> None:
    wrong = evidence("Robert Halden was the lighthouse's first keeper.", LIGHT)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_elsewhere")
    assert evidence("Thomas Bryce was the lighthouse's first keeper.", LIGHT).support == (
        "supported")


def test_negation_and_hedging_in_italian_portuguese_dutch_and_korean() -> None:
    assert evidence("I residenti pagano l'ingresso.", "Il biglietto costa 8 euro; i residenti "
                    "non pagano l'ingresso.").reason == "negation"
    assert evidence("O ministério vai estender a campanha para toda a população.",
                    "O ministério poderá estender a campanha para toda a população se "
                    "sobrarem doses.").reason == "hedged"
    assert evidence("Het fietspad op de dijk wordt afgesloten.", "Het fietspad op de dijk "
                    "wordt tijdens de werkzaamheden niet afgesloten.").reason == "negation"
    korean = evidence("행사장에서는 드론을 날릴 수 있다.", "행사장에서는 드론을 날릴 수 없다.")
    assert (korean.support, korean.reason) == ("unsupported", "negation")
    assert evidence("행사장에서는 드론을 날릴 수 없다.", "행사장에서는 드론을 날릴 수 없다."
                    ).support == "supported"


def test_free_of_charge_agrees_with_not_paying() -> None:
    page = "Il biglietto intero costerà 8 euro; i residenti non pagheranno l'ingresso."
    assert evidence("Per i residenti l'ingresso sarà gratuito.", page).support != "unsupported"
    assert evidence("I residenti pagheranno l'ingresso.", page).reason == "negation"


def test_a_name_moved_to_another_place_of_the_claim_is_a_reordering() -> None:
    page = ("The 9th Elmsworth Marathon drew 9,100 runners. The men's race was won by Peter "
            "Langat in 2:11:05, the women's by Grace Otieno.")
    right = evidence("Peter Langat won the men's race of the 9th Elmsworth Marathon in 2:11:05.",
                     page)
    assert right.support != "unsupported"
    wrong = evidence("The men's race was won by Grace Otieno in 2:11:05.", page)
    assert wrong.support == "unsupported"


def test_a_name_at_the_far_end_of_the_sentence_is_no_rival_for_its_subject() -> None:
    page = ("# Norvik N7 review\n\nThe Norvik N7 goes on sale on 21 October 2025 at 649 pounds. "
            "It has a 6.4-inch screen, 256 GB of storage and a battery that lasted 31 hours in "
            "our video test, four hours longer than the N6.")
    right = evidence("The N7 has a 6.4-inch screen and 256 GB of storage.", page)
    assert right.support != "unsupported"


def test_crossed_fillers_with_a_determiner_before_one_are_a_swap() -> None:
    page = ("Die Firma gewährt drei Jahre Garantie auf Motor und Gehäuse sowie ein Jahr auf "
            "den Akku.")
    wrong = evidence("Die Firma gewährt drei Jahre Garantie auf den Akku und das Gehäuse sowie "
                     "ein Jahr auf den Motor.", page)
    assert (wrong.support, wrong.reason) == ("unsupported", "swapped")
    assert evidence("Die Firma gewährt drei Jahre Garantie auf den Motor und das Gehäuse sowie "
                    "ein Jahr auf den Akku.", page).support == "supported"


def test_the_opposite_of_a_cjk_place_the_page_names_elsewhere_is_that_other_place() -> None:
    page = "第一天从上河村出发，步行约8公里到达营地。第二天翻过山口。第三天下撤至下河村，乘车返回。"
    wrong = evidence("第一天从下河村出发，步行约8公里到达营地。", page)
    assert (wrong.support, wrong.reason, wrong.claimed, wrong.stated) == (
        "unsupported", "name_elsewhere", "下河", "上河")
    assert evidence("第一天从上河村出发，步行约8公里到达营地。", page).support == "supported"


NOTES = ("# Vaultline 9.0 release notes\n\nVaultline 9.0 is a major update for Windows, macOS, "
         "Android and iOS. It adds passkey support and a new security dashboard.\n\n## Changes"
         "\n\n- The minimum master password length rises from 10 to 12 characters.\n- Auto-lock "
         "now defaults to 15 minutes of inactivity.\n\n## Fixes\n\n- Fixed a crash on Android 14 "
         "when opening the vault from a widget.\n- Fixed an issue where autofill on macOS did not "
         "work in some banking websites that use embedded login frames.\n")


def test_a_one_word_swap_held_by_the_sentence_on_both_sides_is_sure() -> None:
    # The page's lead names both systems with the version: a summary might join the two,
    # but here the sentence's own statement is kept word for word around the swap.
    wrong = evidence("Version 9.0 fixes a problem where autofill on Android did not work in "
                     "some banking websites that use embedded login frames.", NOTES)
    assert (wrong.support, wrong.reason, wrong.claimed, wrong.stated) == (
        "unsupported", "name_elsewhere", "android", "macos")
    assert evidence("Version 9.0 fixes a problem where autofill on macOS did not work in some "
                    "banking websites that use embedded login frames.", NOTES).support == (
        "supported")
