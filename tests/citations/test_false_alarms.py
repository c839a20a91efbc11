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
    assert support == "weak"
    assert finding is not None and finding.rule == "spread"


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
    claim = "Support for Python 3.9 has been dropped, and Python 3.11 is now the minimum."
    assert explain(claim, RELEASE)[0] == "weak"
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


ARCHIVE = ("Die Historikerin Dr. Miriam Kessler übernimmt am 1. April die Leitung des "
           "Stadtarchivs. Sie folgt auf Werner Haupt, der in den Ruhestand geht.\n\n"
           "Das Archiv soll in den kommenden Jahren digitalisiert werden. Dafür stellt der "
           "Freistaat Bayern 2,4 Millionen Euro bereit.")


def test_a_summary_may_name_someone_shorter_than_the_page() -> None:
    claim = ("Die Historikerin Kessler leitet ab 1. April das Archiv, das mit 2,4 Millionen "
             "Euro vom Freistaat digitalisiert werden soll.")
    assert explain(claim, ARCHIVE)[0] != "unsupported"
    assert explain("Die Historikerin Kessler stellt 2,4 Millionen Euro für die "
                   "Digitalisierung bereit.", ARCHIVE)[0] == "unsupported"


def test_a_phrase_that_points_back_to_the_page_adds_no_detail() -> None:
    page = ("杭州市文旅局3月5日宣布，自4月1日起，西湖景区内的8处收费景点将实行实名预约制度。"
            "游客可通过小程序提前7天预约。")
    assert explain("杭州市文旅局于3月5日发布了这一消息。", page)[0] != "unsupported"


def test_a_letter_glued_to_digits_is_a_code_not_a_negation() -> None:
    page = ("JR西日本は10日、新型車両「N800系」を2026年3月から山陽新幹線に投入すると発表した。"
            "なお、東海道新幹線への乗り入れは当面行わない。")
    assert explain("JR西日本は新型車両N800系を2026年3月から山陽新幹線で走らせると発表した。",
                   page)[0] != "unsupported"


CABLE_CAR = ("부산 해운대구는 15일 미포에서 청사포까지 2.1km를 잇는 해상 케이블카를 개통했다고 "
             "밝혔다. 케이블카는 캐빈 48대로 운영되며 편도 운행 시간은 약 12분이다. "
             "강풍이 불면 운행을 중단한다.")


def test_a_korean_negation_bears_on_the_verb_before_it_not_the_subject() -> None:
    from services.citations.polarity import negated_words

    assert negated_words("케이블카는 운행하지 않는다") == ["운행하지"]
    assert negated_words("연을 날릴 수 없다") == ["날릴"]
    assert explain("바람이 강하면 케이블카는 운행하지 않는다.", CABLE_CAR)[0] != "unsupported"


def test_a_korean_particle_starts_no_name() -> None:
    assert explain("해운대구가 미포와 청사포를 잇는 2.1km 해상 케이블카를 15일 개통했다.",
                   CABLE_CAR)[0] == "supported"


def test_an_umlaut_plural_is_the_same_word() -> None:
    from services.citations.passages import soft_credit

    assert soft_credit("antrag", {"anträge", "gestellt"}, "anträge gestellt") == 1.0
    page = ("Anträge müssen vor Beginn der Arbeiten über das Portal der KfW gestellt werden; "
            "nachträglich gestellte Anträge werden nicht bewilligt.")
    assert explain("Wer den Antrag erst nach Baubeginn stellt, geht leer aus.",
                   page)[0] != "unsupported"


def test_a_hyphenated_name_of_two_the_page_names_is_no_missing_name() -> None:
    page = ("Renfe y la portuguesa CP recuperarán a partir del 2 de junio el tren nocturno "
            "entre Madrid y Lisboa, suprimido en 2020 durante la pandemia.")
    assert explain("Desde el 2 de junio vuelve a circular el tren nocturno Madrid-Lisboa, que "
                   "se suprimió en 2020 por la pandemia.", page)[0] != "unsupported"
    assert explain("Desde el 2 de junio vuelve a circular el tren nocturno Madrid-Oporto.",
                   page)[0] != "supported"


def test_a_time_bound_restricts_like_only() -> None:
    assert explain("The bridge will not open until 2027.",
                   "The bridge is now expected to open in 2027.")[0] != "unsupported"
    assert explain("Die Brücke wird erst 2027 fertig.",
                   "Die Brücke soll nicht vor 2027 fertig werden.")[0] != "unsupported"


def test_an_obligation_says_what_a_negated_opposite_says() -> None:
    assert explain("Dogs must be kept on a lead.",
                   "Dogs are not allowed off the lead.")[0] != "unsupported"
    assert explain("Visitors must feed the animals.",
                   "Visitors must not feed the animals.")[0] == "unsupported"


def test_yet_to_and_failed_to_negate_the_verb_after_them() -> None:
    page = "The drug failed to reduce symptoms compared with placebo."
    assert explain("The drug did not reduce symptoms.", page)[0] == "supported"
    assert explain("The drug reduced symptoms.", page)[0] == "unsupported"
    assert explain("The museum has yet to set a reopening date.",
                   "The museum has not yet announced when it will reopen.")[0] != "unsupported"
    assert explain("The museum has set a reopening date.",
                   "The museum has yet to set a reopening date.")[0] == "unsupported"
    # "failed an inspection" is no negation
    assert explain("Service was halted when the ferry failed a hull inspection.",
                   "The service was suspended after the ferry failed a hull inspection.",
                   )[0] != "unsupported"


def test_frei_is_free() -> None:
    assert explain("Der Eintritt ist für Kinder frei.",
                   "Kinder zahlen keinen Eintritt.")[0] == "supported"


def test_a_decade_holds_its_years() -> None:
    page = "The bridge, built in 1964, was closed in 2023."
    assert explain("The bridge was built in the 1960s.", page)[0] == "supported"
    assert explain("Die Brücke wurde in den 1960er-Jahren gebaut.",
                   "Die Brücke wurde 1964 gebaut und 2023 gesperrt.")[0] == "supported"
    assert explain("The bridge was built in the 1970s.", page)[0] == "unsupported"
    assert explain("The bridge was built in 1960.", page)[0] == "unsupported"


PALACE = ("故宫博物院院长王旭东表示，此次展览首次集中展示了紫禁城营建过程中的珍贵档案。"
          "副院长李晓明负责布展。")


def test_a_cjk_name_beside_the_same_title_or_shortened_is_the_same_name() -> None:
    assert explain("王旭东院长说，这次展览第一次集中展示了紫禁城营建的珍贵档案。",
                   PALACE)[0] != "unsupported"
    assert explain("故宫院长王旭东表示展览首次集中展示营建档案。", PALACE)[0] != "unsupported"
    assert explain("故宫院长李晓明表示展览首次集中展示营建档案。", PALACE)[0] == "unsupported"
    temple = "云栖寺始建于唐代开元年间，北宋熙宁年间重修。寺内现存大殿一座。"
    assert explain("云栖寺始建于北宋熙宁年间。", temple)[0] == "unsupported"


def test_a_title_fills_no_name_slot() -> None:
    page = "同社の長谷川一明社長は「快適性を大きく高めた」と述べた。"
    assert explain("社長の長谷川一明氏は快適性を高めたと語った。", page)[0] != "unsupported"


def test_a_cjk_numeral_before_a_counter_is_its_digit() -> None:
    page = "准备3个鸡蛋、2个番茄。鸡蛋打散后加少许盐。"
    assert explain("这道菜需要三个鸡蛋和两个番茄。", page)[0] == "supported"
    assert explain("这道菜需要四个鸡蛋和两个番茄。", page)[0] == "unsupported"


CARCASSONNE = (
    "# Carcassonne\n\nThe fortified city of Carcassonne stands on a hill above the Aude "
    "river in southern France. Its first walls were built by the Romans in the 3rd century, "
    "and the Visigoths strengthened them in the 5th century. In 1209, during the Albigensian "
    "Crusade, the city surrendered to Simon de Montfort after a two-week siege.\n\nBy the "
    "19th century the fortifications had fallen into ruin and the government planned to "
    "demolish them. After protests led by the mayor Jean-Pierre Cros-Mayrevieille and the "
    "writer Prosper Mérimée, the architect Eugène Viollet-le-Duc was commissioned in 1853 to "
    "restore the city. The restoration continued until 1911. Carcassonne was added to the "
    "UNESCO World Heritage List in 1997.")


def test_two_forms_of_one_name_are_no_swap() -> None:
    assert explain("Since 1997 Carcassonne has been a UNESCO World Heritage Site.",
                   CARCASSONNE)[0] != "unsupported"
    assert explain("Since 1997 Carcassonne has been a UNESCO Biosphere Reserve.",
                   CARCASSONNE)[0] != "supported"


def test_the_page_subject_has_no_role_to_swap() -> None:
    assert explain("Viollet-le-Duc restored Carcassonne between 1853 and 1911.",
                   CARCASSONNE)[0] != "unsupported"


NIGHT_TRAIN = (
    "Renfe y CP recuperarán a partir del 2 de junio el tren nocturno entre Madrid y Lisboa. "
    "El viaje durará unas nueve horas y media, con salida de Madrid a las 21:40 y llegada a "
    "Lisboa a las 7:10.\n\nEl tren tendrá coches cama y asientos reclinables. Los billetes "
    "en asiento costarán desde 39 euros y las plazas en coche cama, desde 89 euros.")


def test_a_summary_may_take_a_number_from_a_neighbouring_sentence() -> None:
    claim = ("El tren nocturno Madrid-Lisboa vuelve en junio, tarda unas nueve horas y media y "
             "cuesta desde 39 euros.")
    assert explain(claim, NIGHT_TRAIN)[0] != "unsupported"
    # Not a number the neighbour gives to something else, nor one sharing only its unit.
    assert explain("El viaje durará unas nueve horas y media y cuesta desde 49 euros.",
                   NIGHT_TRAIN)[0] == "unsupported"
    page = "The X3 uses a 350 W motor. The bike weighs 23 kg. It can carry up to 120 kg."
    assert explain("The bike weighs 120 kg.", page)[0] == "unsupported"


def test_should_keeps_an_expectation() -> None:
    page = "The council expects the market to reopen in early September."
    assert explain("The market should reopen in early September, according to the council.",
                   page)[0] != "unsupported"
    assert explain("The market reopened in early September.", page)[0] == "unsupported"


def test_negation_words_are_read_in_the_sentence_language() -> None:
    from services.citations.polarity import cues

    assert not cues("A nova linha entrou em funcionamento no dia 29 de março.").negated
    assert not cues("Il direttore ne ha parlato ieri con i giornalisti.").negated
    assert cues("El museo no abre los lunes.").negated
    assert cues("Le musée n'ouvre pas le lundi.").negated
    page = "A nova Linha Rosa do Metro do Porto entrou em funcionamento no dia 29 de março."
    assert explain("A Linha Rosa começou a funcionar a 29 de março.", page)[0] == "supported"
    assert explain("A Linha Rosa não começou a funcionar a 29 de março.",
                   page)[0] == "unsupported"


def test_a_word_of_lack_is_a_negation() -> None:
    page = "Eine Flutlichtanlage gibt es bislang nicht, der Verein will Fördermittel beantragen."
    assert explain("Eine Flutlichtanlage fehlt noch, der Verein will Fördermittel beantragen.",
                   page)[0] == "supported"
    assert explain("Eine Flutlichtanlage gibt es bereits.", page)[0] != "supported"


def test_hedges_are_read_in_the_sentence_language() -> None:
    from services.citations.polarity import cues

    assert not cues("Il museo si trova nel centro storico e si raggiunge a piedi.").hedged
    assert cues("Si llueve, el museo cierra antes.").hedged == "si"


def test_french_personne_negates_only_beside_ne() -> None:
    from services.citations.polarity import cues

    assert not cues("L'entrée coûte 10 euros par personne.").negated
    assert cues("Personne n'a été blessé.").negated
    page = "L'entrée coûte 10 euros par personne et donne accès aux deux musées."
    assert explain("Le billet coûte 10 euros et donne accès aux deux musées.",
                   page)[0] == "supported"
    assert explain("Plusieurs personnes ont été blessées.",
                   "Personne n'a été blessé dans l'accident.")[0] == "unsupported"


def test_the_month_may_is_no_hedge() -> None:
    page = "The bridge opened on 3 May 2025 after two years of work."
    assert explain("The bridge opened in 2025.", page)[0] == "supported"
    assert explain("The bridge opened in June 2025.", page)[0] == "unsupported"
    assert explain("The council will open the bridge in 2025.",
                   "The council may open the bridge in 2025.")[0] == "unsupported"


def test_a_plan_approved_is_a_thing_not_a_plan_stated_as_done() -> None:
    page = "The council approved the plan for a new bridge over the river on Tuesday."
    assert explain("The council approved a new bridge over the river.", page)[0] == "supported"
    page = "The council plans to build a new bridge over the river."
    assert explain("The council has built a new bridge over the river.",
                   page)[0] == "unsupported"


CHANGES = ("# Changelog\n\n## [2.4.0] - 2025-11-03\n\n### Added\n"
           "- Support for exporting reports as PDF.\n"
           "- A `--dry-run` option for the `sync` command.\n\n### Fixed\n"
           "- Sync no longer fails when a file name contains spaces.\n\n"
           "## [2.3.1] - 2025-09-18\n\n### Removed\n- Dropped support for Node.js 16.\n")


def test_a_fix_says_what_no_longer_says() -> None:
    assert explain("Version 2.4 fixed a sync failure with spaces in file names.",
                   CHANGES)[0] != "unsupported"
    assert explain("Since 2.4, sync fails when a file name contains spaces.",
                   CHANGES)[0] == "unsupported"


def test_no_longer_is_a_negation_and_no_more_than_a_bound() -> None:
    from services.citations.polarity import cues, negated_words

    assert cues("Die App läuft nicht mehr auf Android 9.").negated
    assert cues("There are no more trains after midnight.").negated
    assert not cues("Es dürfen nicht mehr als 30 Personen teilnehmen.").negated
    assert not cues("No more than 30 people may attend.").negated
    assert negated_words("Sync no longer fails when a name has spaces.")[0] == "fails"


def test_scale_and_currency_words_spell_a_figure_and_add_no_detail() -> None:
    page = "The £4.5m project will add 20 new stalls and a roof."
    assert explain("The project will cost 4.5 million pounds and add 20 stalls.",
                   page)[0] == "supported"
    assert explain("The project will cost 6 million pounds and add 20 stalls.",
                   page)[0] == "unsupported"


def test_a_number_swapped_between_parallel_sentences_is_still_caught() -> None:
    page = ("Tickets go on sale on Monday. Adults pay 12 euros. Children pay 6 euros. "
            "The show lasts two hours.")
    assert explain("Children pay 12 euros.", page)[0] == "unsupported"
    assert explain("Adults pay 6 euros.", page)[0] == "unsupported"


def test_hyphenated_words_and_codes_are_looked_up_by_their_parts() -> None:
    page = ("# Nimbus AX6 router: specifications\n\nThe Nimbus AX6 supports Wi-Fi 6 "
            "(802.11ax) on two bands, with a combined maximum speed of 5.4 Gbps.")
    assert explain("The Nimbus AX6 is a dual-band Wi-Fi 6 router with up to 5.4 Gbps "
                   "combined.", page)[0] != "unsupported"
    assert explain("The Nimbus AX6 is a dual-band Wi-Fi 6 router with up to 9.6 Gbps "
                   "combined.", page)[0] == "unsupported"


ROUTER = ("# Nimbus AX6 router: specifications\n\nThe Nimbus AX6 supports Wi-Fi 6 on two "
          "bands, with a combined maximum speed of 5.4 Gbps. It has four Gigabit Ethernet "
          "ports and one 2.5 Gbps WAN port. A USB 3.0 port can share a printer or an "
          "external drive on the network.\n\nThe router measures 26 by 15 by 4 cm and weighs "
          "780 g. Power consumption is 12 W on average and 24 W at most. It comes with a "
          "three-year warranty.")


def test_an_acronym_the_page_never_writes_is_worth_a_check_not_a_verdict() -> None:
    assert explain("It offers four Gigabit LAN ports plus a 2.5 Gbps WAN port.",
                   ROUTER)[0] == "weak"
    # An acronym the page writes elsewhere, in another's place, is still a swap.
    assert explain("A WAN port can share a printer or an external drive on the network.",
                   ROUTER)[0] == "unsupported"


def test_a_word_of_the_name_itself_is_no_role_before_it() -> None:
    page = ("# The Caledonian Canal\n\nThe Caledonian Canal runs 60 miles through the Great "
            "Glen in the Scottish Highlands, linking Inverness on the east coast with Fort "
            "William on the west. Only about a third of its length is man-made; the rest "
            "passes through four natural lochs, including Loch Ness.\n\nThe canal was "
            "designed by the engineer Thomas Telford and built between 1803 and 1822. It "
            "cost about £910,000, nearly twice the original estimate, and was too shallow "
            "for many of the larger ships of the day. It was deepened and reopened in 1847.")
    claim = ("Roughly one third of the canal is artificial; the remainder runs through four "
             "lochs, Loch Ness among them.")
    assert explain(claim, page)[0] != "unsupported"


def test_a_cjk_verb_of_saying_for_another_is_no_name() -> None:
    page = ("比亚迪12月22日宣布，将在匈牙利塞格德市建设工厂。公司表示，该项目预计将创造约1000个"
            "就业岗位。匈牙利外交部长西雅尔多称，这是匈牙利历史上最大的投资项目之一。")
    assert explain("西雅尔多表示，这是匈牙利史上规模最大的投资之一。", page)[0] != "unsupported"


RIVER_BUS = ("서울시는 한강 리버버스를 내년 3월부터 정식 운항한다고 14일 밝혔다. 마곡에서 잠실까지 "
             "7개 선착장을 잇는 총 31.5km 구간으로, 급행 기준 약 54분이 걸린다. 요금은 편도 3천 "
             "원이며, 기후동행카드 이용자는 추가 요금 없이 탈 수 있다. 선박은 총 8척으로, 모두 "
             "친환경 하이브리드 선박이다.")


def test_korean_without_is_no_negation_and_particles_or_two_words_are_no_name() -> None:
    from services.citations.polarity import cues

    assert not cues("추가 요금 없이 탈 수 있다").negated
    assert cues("탈 수 없다").negated
    assert explain("편도 요금은 3천 원이다.", RIVER_BUS)[0] == "supported"
    assert explain("리버버스 8척은 모두 친환경 하이브리드 선박이다.", RIVER_BUS)[0] == "supported"
    assert explain("마곡~잠실 31.5km 구간에 선착장 7곳이 있고, 급행으로 54분 정도 걸린다.",
                   RIVER_BUS)[0] != "unsupported"


EBIKE_PAGE = (
    "# 星河X3 电动自行车参数\n\n星河X3采用350瓦后轮毂电机，最高时速25公里，符合国家标准。"
    "电池容量为48伏、15安时，可拆卸，充满电约需5小时。\n\n在平路上，X3单次充电的续航里程约为"
    "80公里；如果使用助力模式，续航可延长至100公里。整车重量为23公斤，最大载重120公斤。\n\n"
    "X3配有液压碟刹和前叉避震，但不配备后货架，需要另行购买。官方售价为3299元，保修期为两年，"
    "电池保修一年。")


def test_a_summary_of_a_short_page_stating_its_figures_is_check_this() -> None:
    assert explain("星河X3是一款续航约80至100公里、售价3299元的电动自行车。",
                   EBIKE_PAGE)[0] == "weak"
    # A figure the page never states keeps it unsupported.
    assert explain("星河X3是一款续航约80至100公里、售价4999元的电动自行车。",
                   EBIKE_PAGE)[0] == "unsupported"
