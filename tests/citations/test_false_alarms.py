"""Correct claims the support check once labelled unsupported on unseen text: each
test holds one principle that keeps them "supported" or "check this", in the
languages the check reads, beside a wrong claim the same principle must not pass."""

from __future__ import annotations

from services.citations.support import explain

SATELLITE = (
    "# Weather satellite reaches orbit\n\n"
    "The Merlin-3 weather satellite was launched on 9 October 2025 aboard a Vega-C rocket. "
    "It reached its planned orbit 64 minutes after lift-off, the operator, Skyvane, said.\n\n"
    "The mission manager said the first images are expected in January 2026 after a "
    "three-month commissioning phase. Its radiometer was built by a Dutch firm.\n\n"
    "Merlin-3 replaces Merlin-2, which was launched in 2014 and will be switched off next "
    "year. The satellite is designed to operate for at least seven years.")


def test_a_summary_of_neighbouring_sentences_is_check_this_not_unsupported() -> None:
    support, finding = explain(
        "Skyvane's new weather satellite Merlin-3 is in orbit and should send its first "
        "images in January 2026, replacing Merlin-2 from 2014.", SATELLITE)
    # A summary of the short page as a whole (summary_judgment), each clause stated by a
    # sentence of its own (placed_clauses): supported; the sentences around the window
    # hold it together at the least ("spread").
    assert support == "supported" or (
        support == "weak" and finding is not None and finding.rule == "spread")


def test_a_claim_the_neighbouring_sentences_do_not_hold_stays_unsupported() -> None:
    support, _ = explain("Merlin-3 carries a lightning imager and a laser link to the "
                         "ground station in Kiruna.", SATELLITE)
    assert support == "unsupported"


POOLS = ("Wild swimming is allowed in the pools. Drones are not permitted without a permit "
         "from the trust.")
BEACH = "Swimming is allowed all year. Dogs are not allowed on the beach without a lead."


def test_a_negation_cancelled_by_without_says_what_a_requirement_says() -> None:
    assert explain("Flying a drone requires a permit from the trust.", POOLS)[0] == "supported"
    assert explain("Dogs must be kept on a lead on the beach.", BEACH)[0] == "supported"
    # A claim that drops the condition, or says "without" it, states what the
    # negation turns down.
    assert explain("Dogs are allowed on the beach.", BEACH)[0] == "unsupported"
    assert explain("Handle the samples without gloves.",
                   "Do not handle the samples without gloves.")[0] == "unsupported"
    assert explain("Hunde sind am Strand erlaubt.",
                   "Hunde sind am Strand ohne Leine nicht erlaubt.")[0] == "unsupported"


DAL = ("Do not freeze the dal with the fresh coriander on top; add that after reheating.")


def test_the_side_a_claim_turns_down_is_not_what_it_states() -> None:
    claim = "Add the fresh coriander only after reheating rather than freezing it with the dal."
    assert explain(claim, DAL)[0] == "supported"
    assert explain("Freeze the dal with the fresh coriander on top.", DAL)[0] == "unsupported"


SAT_END = ("Merlin-3 replaces Merlin-2, which was launched in 2014 and will be switched off "
           "next year.")


def test_the_side_a_claim_turns_down_adds_no_detail() -> None:
    claim = "Merlin-2 will be switched off next year rather than kept running."
    assert explain(claim, SAT_END)[0] == "supported"
    invented = "Merlin-2 will be switched off next year and sold to a museum in Oslo."
    assert explain(invented, SAT_END)[0] == "unsupported"


RELEASE = ("# Quill 4.0 release notes\n\nReleased on 12 March 2026.\n\n## Changes\n\n"
           "- Python 3.9 is no longer supported; the minimum version is now Python 3.11.\n"
           "- The default cache size was raised from 256 MB to 1 GB.\n"
           "- The `--legacy` flag is deprecated and will be removed in 5.0.\n")


def test_a_word_of_an_end_against_a_negation_is_only_worth_a_check() -> None:
    # "no longer supported" is what "dropped" says (``end_wordings``): support.
    claim = "Support for Python 3.9 has been dropped, and Python 3.11 is now the minimum."
    assert explain(claim, RELEASE)[0] == "supported"
    assert explain("Python 3.9 is still supported.", RELEASE)[0] == "unsupported"
    # German: "eingestellt" for "nicht mehr angeboten"
    page = "Der Nachtbus wird seit Januar nicht mehr angeboten, teilte die Stadt mit."
    assert explain("Der Nachtbus wurde im Januar eingestellt und wird nicht mehr angeboten.",
                   page)[0] != "unsupported"


def test_the_version_a_page_is_about_stands_in_its_title() -> None:
    claim = "Version 4.0 raises the default cache size from 256 MB to 1 GB."
    assert explain(claim, RELEASE)[0] == "supported"
    # A number the passage's sentence states in the same place is still a rival.
    assert explain("The `--legacy` flag will be removed in 4.0.", RELEASE)[0] == "unsupported"


RECIPE = ("Stir in the tomatoes and simmer for ten minutes. If you are cooking for children, "
          "halve the chilli flakes or leave them out entirely.")


def test_a_claim_that_states_the_condition_keeps_it() -> None:
    assert explain("For children, use half the chilli flakes or leave them out.",
                   RECIPE)[0] != "unsupported"
    page = "Nordmet may add a third satellite if funding is approved."
    assert explain("Nordmet will add a third satellite.", page)[0] == "unsupported"


GUIDE = ("Consider a group exercise programme for people with a specific episode or flare-up "
         "of low back pain.")
SHRINE = "町長の大石誠氏は、修復期間中も境内への参拝は可能だと説明した。"


def test_a_possibility_kept_in_another_form_is_no_overreach() -> None:
    assert explain("A group exercise programme can be considered for a flare-up of low back "
                   "pain.", GUIDE)[0] == "supported"
    assert explain("修復期間中も境内には参拝できると町長の大石誠氏が説明した。",
                   SHRINE)[0] == "supported"
    page = "The council is considering a group exercise programme for older residents."
    assert explain("The council runs a group exercise programme for older residents.",
                   page)[0] == "unsupported"


WALK = (
        "# Visiting the Isle of Skye's Fairy Pools\n\nThe Fairy Pools are a series of "
        "clear pools and waterfalls on the River Brittle, at the foot of the Black "
        "Cuillin mountains. The walk from the car park to the main waterfall is about "
        "2.4 km each way and takes most visitors 40 minutes. The path is unpaved and "
        "can be muddy after rain, so walking boots are recommended.\n\nParking costs £7 "
        "per car per day and is managed by a local community trust; the money pays "
        "for path repairs and toilets. The car park fills up by 10 am in July and "
        "August, so arrive early or come in the evening.\n\nWild swimming is allowed, "
        "but the water stays cold all year, rarely rising above 10°C. Drones are not "
        "permitted without a permit from the trust.")


def test_the_page_subject_named_in_its_title_is_no_swapped_name() -> None:
    claim = ("The Fairy Pools walk is short but often muddy, parking is paid and fills early "
             "in summer, and the water is cold even for wild swimmers.")
    assert explain(claim, WALK)[0] != "unsupported"


BRIDGE = (
        "# Neue Fuß- und Radwegbrücke über die Lahn eröffnet\n\nGießen. Nach gut zwei "
        "Jahren Bauzeit ist die neue Fuß- und Radwegbrücke zwischen der Altstadt und "
        "dem Bahnhofsviertel am 14. März 2026 für den Verkehr freigegeben worden. "
        "Oberbürgermeisterin Dr. Katrin Vogel eröffnete das Bauwerk gemeinsam mit "
        "Vertretern des Landes.\n\nDie Brücke ist 96 Meter lang und 5,5 Meter breit. "
        "Sie ersetzt einen Steg aus den 1960er-Jahren, der wegen Rostschäden im "
        "Herbst 2023 gesperrt werden musste. Die Baukosten lagen bei rd. 7,8 Mio. "
        "Euro, davon trug das Land etwa 60 Prozent.\n\nFür Radfahrer gibt es auf beiden "
        "Seiten neue Abstellanlagen mit insg. 120 Stellplätzen. Die Beleuchtung "
        "schaltet sich nachts nur bei Bewegung ein, um Insekten zu schonen. E-Scooter "
        "dürfen die Brücke nicht befahren, sondern müssen geschoben werden.\n\nDie "
        "Stadt will im nächsten Jahr auch den Uferweg zwischen Brücke und Bahnhof "
        "erneuern.")


def test_an_adjective_before_a_german_noun_is_no_role() -> None:
    assert explain("Die neue Brücke für Fußgänger und Radfahrer über die Lahn wurde am 14. "
                   "März 2026 eröffnet.", BRIDGE)[0] != "unsupported"
    roles = ("Die neue Brücke ist 96 Meter lang. Oberbürgermeisterin Katrin Vogel eröffnete "
             "das Bauwerk am 14. März 2026. Für Radfahrer gibt es neue Abstellanlagen, sagte "
             "Baudezernent Jonas Hahn.")
    assert explain("Baudezernent Katrin Vogel eröffnete das Bauwerk am 14. März 2026.",
                   roles)[0] == "unsupported"


def test_a_time_of_day_is_one_number_on_either_clock() -> None:
    from services.citations.numbers import numbers

    assert [n.text for n in numbers("open 10:00 to 17:30")] == ["10:00", "17:30"]
    assert numbers("17:30")[0].agrees(numbers("5.30 pm")[0])
    page = "Der Lesesaal ist werktags von 9 bis 17 Uhr geöffnet."
    assert explain("Der Lesesaal ist werktags von 9:00 bis 17:00 Uhr geöffnet.",
                   page)[0] == "supported"
    assert explain("Der Lesesaal ist werktags von 9:00 bis 19:00 Uhr geöffnet.",
                   page)[0] == "unsupported"


EBIKE = ("X3配有液压碟刹和前叉避震，但不配备后货架，需要另行购买。"
         "如果使用助力模式，续航可延长至100公里。")


def test_a_negated_word_counts_only_in_the_clause_that_says_the_same_thing() -> None:
    assert explain("X3配备液压碟刹和前避震，后货架需要单独购买。", EBIKE)[0] != "unsupported"
    assert explain("X3配备液压碟刹，也配备后货架。", EBIKE)[0] == "unsupported"


def test_a_chinese_or_japanese_condition_reworded_around_its_characters_is_kept() -> None:
    assert explain("开启助力模式后，续航最多可达100公里。", EBIKE)[0] != "unsupported"
    page = "雨天の場合、屋台の曳き出しは中止される。"
    assert explain("雨が降ると屋台の曳き出しは中止される。", page)[0] != "unsupported"


FESTIVAL = ("春の祭りでは12台、秋の祭りでは11台の屋台が曳き出される。"
            "屋台の一部ではからくり人形が演じられる。"
            "雨天の場合、屋台の曳き出しは中止される。")


def test_a_claim_a_nearby_sentence_states_its_way_round_is_no_sure_flip() -> None:
    # "Not pulled out when it rains": the best window says the floats are pulled
    # out, the sentence on rain says they are not (中止: an end, a negation in meaning).
    assert explain("雨が降ると屋台は曳き出されない。", FESTIVAL)[0] != "unsupported"
    page = "The museum is open on Sundays. Guided tours start at 11 am."
    assert explain("The museum is not open on Sundays.", page)[0] == "unsupported"


def test_an_article_starting_a_german_sentence_makes_no_name() -> None:
    from services.citations.page_names import PageNames

    page = ("Die Stadt baut eine Schutzmauer am Ufer. Die Mauer soll die Altstadt schützen. "
            "Bürgermeister Markus Herrmann sagte, die Fertigstellung sei für Ende 2027 geplant.")
    names = PageNames(page, capitalises_nouns=True)
    assert "mauer" not in names
    assert "herrmann" in names


BEES = ("After about 40 training visits, the bees picked the correct card in 76% of trials, "
        "well above the 50% expected by chance. The team plans to test wasps next year.")


def test_a_plan_bears_only_on_a_clause_that_states_what_is_planned() -> None:
    claim = ("After roughly 40 training visits, the bees chose correctly 76% of the time, "
             "compared with 50% by chance.")
    assert explain(claim, BEES)[0] == "supported"
    assert explain("The team has tested wasps.", BEES)[0] == "unsupported"


def test_titles_before_a_name_do_not_end_a_sentence_in_any_tabled_language() -> None:
    from services.citations.sentences import sentence_spans

    def split(text: str) -> list[str]:
        return [text[a:b] for a, b in sentence_spans(text)]

    assert split("Gen. Patton landete am 14. März 1944 in Sizilien. Danach kam er.") == [
        "Gen. Patton landete am 14. März 1944 in Sizilien.", "Danach kam er."]
    assert split("Il Dott. Rossi e l'Avv. Bianchi sono arrivati. Poi basta.") == [
        "Il Dott. Rossi e l'Avv. Bianchi sono arrivati.", "Poi basta."]
    assert split("Dhr. Jansen opent de zaal. Daarna volgt koffie.") == [
        "Dhr. Jansen opent de zaal.", "Daarna volgt koffie."]


def test_modals_and_approximators_are_no_words_to_match() -> None:
    from services.citations.passages import terms

    assert terms("Der Teig muss rund eine Stunde ruhen") == ["teig", "h", "ruhen"]  # "1 h"
    assert terms("La obra durará unos dos años") == ["obra", "durará", "2", "año"]
    page = ("Für den Hefeteig Mehl, Hefe und Milch verkneten. Den Teig abgedeckt etwa eine "
            "Stunde gehen lassen, bis er sich verdoppelt hat.")
    assert explain("Der Hefeteig muss rund eine Stunde zugedeckt ruhen, bis sich sein "
                   "Volumen verdoppelt.", page)[0] != "unsupported"


def test_a_time_written_the_cjk_way_is_one_number() -> None:
    from services.citations.numbers import numbers

    assert [n.text for n in numbers("早上6点30分，晚上10点30分")] == ["6点30分", "10点30分"]
    assert numbers("22:30")[0].agrees(numbers("晚上10点30分")[0])
    page = "首班车为早上6点30分，末班车为晚上10点30分。"
    assert explain("首班车6:30发车，末班车22:30发车。", page)[0] != "unsupported"
    assert explain("首班车7:30发车，末班车22:30发车。", page)[0] == "unsupported"


def test_a_claim_stating_both_sides_of_a_change_states_the_change() -> None:
    page = "Le bassin de 25 mètres compte désormais six couloirs au lieu de quatre."
    assert explain("Le bassin de 25 mètres passe de quatre à six couloirs.",
                   page)[0] != "unsupported"
    assert explain("Le bassin de 25 mètres compte quatre couloirs.", page)[0] == "unsupported"


LADDERS = ("Use a ladder only for short tasks of no more than 30 minutes. Before each use, "
           "check the stiles, feet and rungs for damage. Do not overreach: keep your belt "
           "buckle inside the stiles. Do not carry items heavier than 10 kg up a ladder.")


def test_warning_against_something_says_what_do_not_says() -> None:
    assert explain("Workers are warned against carrying items heavier than 10 kg up a "
                   "ladder.", LADDERS)[0] != "unsupported"
    assert explain("Workers may carry items heavier than 10 kg up a ladder.",
                   LADDERS)[0] == "unsupported"


def test_linking_adverbs_and_comparatives_match_like_their_words() -> None:
    from services.citations.passages import terms

    assert terms("though the load is heavier, however") == ["load", "heavy"]
    assert terms("obwohl es jedoch schwerer ist") == ["schwerer"]


def test_a_number_the_page_writes_in_words_of_its_language_agrees() -> None:
    for claim, page in [
            ("Il cantiere durerà 3 anni.", "Il cantiere durerà tre anni e costerà 40 milioni."),
            ("A obra vai durar 3 anos.", "A obra vai durar três anos e custará 40 milhões."),
            ("De bouw duurt 3 jaar.", "De bouw duurt drie jaar en kost 40 miljoen euro."),
            ("工程将持续3年。", "工程将持续三年，耗资40亿元。"),
            ("共设2座车站，其中12座为地下站。", "共设两座车站，其中十二座为地下站，耗资40亿元。")]:
        assert explain(claim, page)[0] == "supported", claim
    assert explain("Il cantiere durerà 5 anni.",
                   "Il cantiere durerà tre anni e costerà 40 milioni.")[0] == "unsupported"
    assert explain("工程将持续5年。", "工程将持续三年，耗资40亿元。")[0] == "unsupported"


CONCERT = ("A total of 1,487 people attended the concert, which lasted 3 hours. The plant cost "
           "1.96 million euros. The museum drew 29.6% more visitors than in 2023.")


def test_an_approximate_number_may_round_the_page_figure() -> None:
    for claim in ("Nearly 1,500 people attended the concert.",
                  "The plant cost roughly 2 million euros.",
                  "The museum drew about 30% more visitors than in 2023."):
        assert explain(claim, CONCERT)[0] == "supported", claim
    assert explain("全年接待游客约150万人次。",
                   "全年接待游客148.7万人次，同比增长12%。")[0] == "supported"
    # Not without a word that says so, nor beyond rounding, nor a year.
    assert explain("1,500 people attended the concert.", CONCERT)[0] == "unsupported"
    assert explain("About 2,000 people attended the concert.", CONCERT)[0] == "unsupported"
    assert explain("The museum drew about 30% more visitors than in 2020.",
                   CONCERT)[0] == "unsupported"


def test_only_denies_a_statement_of_all_others() -> None:
    page = "Only members can vote at the meeting, which starts at 7 pm."
    assert explain("Non-members cannot vote at the meeting.", page)[0] != "unsupported"
    assert explain("Nichtmitglieder dürfen nicht abstimmen.",
                   "Nur Mitglieder dürfen abstimmen.")[0] != "unsupported"


def test_a_ban_is_a_negation_and_a_permission_keeps_a_may() -> None:
    assert explain("Smoking is not allowed in any station.",
                   "Smoking is banned in all stations.")[0] == "supported"
    assert explain("Smoking is allowed in all stations.",
                   "Smoking is banned in all stations.")[0] == "unsupported"
    page = "Visitors may bring their own food into the park."
    assert explain("Bringing your own food is permitted in the park.", page)[0] == "supported"
    assert explain("Visitors bring their own food into the park.", page)[0] == "unsupported"


def test_a_word_with_a_negative_affix_says_what_not_and_the_word_say() -> None:
    assert explain("The bridge was not damaged in the storm.",
                   "The storm left the bridge undamaged.")[0] == "supported"
    assert explain("Die Preise bleiben nicht verändert.",
                   "Die Preise bleiben unverändert.")[0] == "supported"
    assert explain("The bridge was not damaged in the storm.",
                   "The storm damaged the bridge.")[0] == "unsupported"


def test_a_claim_whose_every_word_the_page_has_in_another_form_is_matched() -> None:
    page = "Die Firma beschäftigt 1.200 Mitarbeiter an drei Standorten."
    assert explain("Das Unternehmen hat rund 1200 Beschäftigte.", page)[0] == "supported"
    assert explain("Das Unternehmen hat rund 2000 Beschäftigte.", page)[0] == "unsupported"
    assert explain("Das Unternehmen baut Windräder in Husum.", page)[0] == "unsupported"
