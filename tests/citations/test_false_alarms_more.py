"""Correct claims the support check once labelled unsupported on unseen text (continued
from ``test_false_alarms.py``): each test holds one principle that keeps them "supported"
or "check this", beside a wrong claim the same principle must not pass."""

from __future__ import annotations

from services.citations.support import explain

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


def test_a_summary_of_a_short_page_stating_its_figures_is_not_unsupported() -> None:
    # "check this" once; supported now that the sentences stating its figures are read
    # together with the window (``figure_rows``).
    assert explain("星河X3是一款续航约80至100公里、售价3299元的电动自行车。",
                   EBIKE_PAGE)[0] != "unsupported"
    # A figure the page never states keeps it unsupported.
    assert explain("星河X3是一款续航约80至100公里、售价4999元的电动自行车。",
                   EBIKE_PAGE)[0] == "unsupported"
