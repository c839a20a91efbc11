"""A phrase a claim appends where its passage's statement ends is an invented detail in
any language, even when its words stand scattered elsewhere on the page; the same detail
stated beside the passage (a summary joins the two), the rows of the same table joined,
or a claim that only rewords its passage, is not."""

from __future__ import annotations

from services.citations.inserted_phrase import inserted_phrase
from services.citations.passages import SourceIndex, terms
from tests.citations.judge import evidence

KETTLE = ("# Kettle K2\n\n| Feature | Value |\n|---|---|\n| Capacity | 1.7 l |\n"
          "| Weight | 1.1 kg |\n| Power | 2200 W |\n\nThe kettle switches off when dry. A travel "
          "version is sold separately.\n\n## Care\n\nDescale it monthly. Wipe the base with a "
          "dry cloth. Keep the lid closed. Do not immerse it in water. Spare lids come in a "
          "paper pouch.")
STUDIE = ("# Studie zu Tageslicht\n\nDie Studie lief zwei Jahre an zwölf Schulen. Gefördert "
          "wurde sie von der Stiftung Lernen mit 300.000 Euro. Beteiligt waren 900 Kinder.\n\n"
          "## Ergebnisse\n\nKinder in hellen Räumen schliefen besser. Der Effekt war klein. Die "
          "Noten änderten sich kaum. Lehrkräfte berichteten von ruhigeren Klassen.\n\n"
          "## Grenzen\n\nKinder mit Sehschwäche wurden nicht untersucht.")
MUSEE = ("# Le musée de la vallée\n\nLe musée présente une collection d'horloges anciennes. "
         "Il ouvre du mardi au dimanche. Les visites durent une heure. Les groupes réservent à "
         "l'avance. Le café est au rez-de-chaussée.\n\n## Accueil\n\nDes bénévoles tiennent "
         "l'accueil le samedi. Le village organise une fête en août.")
FAEHRE = ("# Fähre über den See\n\nDie Fähre verkehrt im Sommer stündlich zwischen Lindau und "
          "Bregenz. Im Winter fährt sie nur am Wochenende.\n\n## Tickets\n\nTickets gibt es am "
          "Hafen.")


def _phrase(claim: str, page: str) -> tuple[str, str] | None:
    index = SourceIndex(page)
    match = index.best(terms(claim))
    assert match is not None
    return inserted_phrase(claim, index, match)


def test_a_phrase_appended_where_the_passage_ends_is_invented() -> None:
    row = evidence("The K2 weighs 1.1 kg and comes with a padded travel pouch.", KETTLE)
    assert row.support == "unsupported"
    german = evidence("Die Stiftung Lernen förderte die Studie mit 300.000 Euro und bezog auch "
                      "Kinder mit Sehschwäche ein.", STUDIE)
    assert german.support == "unsupported"
    assert _phrase("Le musée présente une collection d'horloges anciennes, restaurées par des "
                   "bénévoles du village.", MUSEE) is not None


def test_the_same_detail_stated_beside_the_passage_is_a_summary() -> None:
    claim = ("Gefördert wurde die Studie von der Stiftung Lernen mit 300.000 Euro über einen "
             "Zeitraum von zwei Jahren.")
    assert _phrase(claim, STUDIE) is None
    assert evidence(claim, STUDIE).support == "supported"
    page = MUSEE.replace("Il ouvre du mardi au dimanche.",
                         "Des bénévoles du village les ont restaurées.")
    assert _phrase("Le musée présente une collection d'horloges anciennes, restaurées par des "
                   "bénévoles du village.", page) is None


def test_rows_of_the_same_table_joined_are_a_summary() -> None:
    claim = "The K2 weighs 1.1 kg and draws 2200 W of power."
    assert _phrase(claim, KETTLE) is None
    assert evidence(claim, KETTLE).support == "supported"


def test_a_claim_that_rewords_its_passage_adds_nothing() -> None:
    # The claim leaves out the passage's own words where it writes its own: a rewording.
    assert _phrase("In summer the boat crosses between Lindau and Bregenz once every hour.",
                   FAEHRE) is None
    assert _phrase("Le musée expose de vieilles horloges de toutes les époques.", MUSEE) is None
    assert _phrase("Die Stiftung Lernen gab dem Projekt 300.000 Euro als Zuschuss.",
                   STUDIE) is None


MUSEUM = ("# 城南博物馆\n\n城南博物馆位于老城区东侧。博物馆每周一闭馆，具体以官网公告为准。馆内藏有"
          "三千多件瓷器。二楼设有临时展厅。讲解服务需提前预约。馆内禁止使用闪光灯。\n\n## 历史\n\n"
          "博物馆由一位私人收藏家出资建成。来自各地的游客逐年增多。")
BRIDGE = ("# 川辺の橋\n\nこの石橋は江戸時代に架けられた。長さは約四十メートルある。現在は歩行者だけ"
          "が渡れる。橋の下には鯉が泳いでいる。夜は灯籠がともる。秋には祭りが開かれる。\n\n"
          "## 歴史\n\n地元の商人たちは寺の再建にも関わった。")


def test_a_cjk_clause_appended_to_the_passage_is_invented_though_its_words_stand_far() -> None:
    chinese = evidence("馆内藏有三千多件瓷器，其中大部分来自私人收藏家的捐赠。", MUSEUM)
    assert chinese.support == "unsupported"
    japanese = evidence("この石橋は江戸時代に架けられ、地元の商人たちが費用を出し合った。", BRIDGE)
    assert japanese.support == "unsupported"


def test_cjk_clauses_of_one_paragraph_joined_are_a_summary() -> None:
    assert evidence("馆内藏有三千多件瓷器，二楼还设有临时展厅。", MUSEUM).support == "supported"
    assert evidence("博物馆每周一闭馆，讲解服务需提前预约。", MUSEUM).support == "supported"
    assert _phrase("この石橋は江戸時代に架けられ、現在は歩行者だけが渡れる。", BRIDGE) is None


WALL = ("# 古城墙\n\n古城墙始建于明代。1950年，守城部队拆除了北门的城楼，只保留了城台。城墙现存约三"
        "公里。城墙上可以骑自行车。东门附近有一座小型博物馆。南门外有一条护城河。\n\n## 交通\n\n"
        "近年来市政府扩建道路，新修了环城公交线。")


def test_a_cjk_phrase_set_between_words_the_passage_writes_side_by_side_is_invented() -> None:
    added = evidence("1950年，守城部队为扩建道路而拆除了北门的城楼，只保留了城台。", WALL)
    assert added.support == "unsupported"
    assert (added.claimed, added.stated) == ("为扩建道路而", "守城部队拆除了北门的城楼")


def test_the_same_cjk_phrase_stated_beside_the_passage_is_a_summary() -> None:
    page = WALL.replace("城墙现存约三公里。", "此举是为了扩建道路。")
    assert evidence("1950年，守城部队为扩建道路而拆除了北门的城楼，只保留了城台。",
                    page).support == "supported"
    assert evidence("1950年，守城部队拆除了北门城楼，仅保留城台。", WALL).support == "supported"


def test_a_sentence_of_the_page_stating_the_phrase_joins_it_unless_it_negates_it() -> None:
    claim = ("Die Stiftung Lernen förderte die Studie mit 300.000 Euro und bezog auch Kinder mit "
             "Sehschwäche ein.")
    # "Kinder mit Sehschwäche wurden nicht untersucht": the page says the opposite.
    assert _phrase(claim, STUDIE) is not None
    stated = STUDIE.replace("wurden nicht untersucht", "wurden ebenfalls untersucht")
    assert _phrase(claim, stated) is None


RADWEGE = ("# Neue Radwege in Kassel\n\nDie Stadt baut bis 2026 zwölf Kilometer neue Radwege. Die "
           "Kosten liegen bei 8 Millionen Euro. Der Stadtrat stimmte zu.\n\n## Kritik\n\n"
           "Anwohner fürchten den Wegfall von Parkplätzen.")
LIBRARY = ("# Harbour Street library\n\nThe town's library closed for most of last year. It "
           "reopened in May after a renovation of its reading room. Opening hours are "
           "unchanged.\n\n## Events\n\nA reading club meets on Thursdays.")
BAN = ("# 新规出台\n\n本市将从明年起禁止电动自行车进入电梯。违规者将被处以罚款。"
       "物业须加装识别系统。\n\n## 反应\n\n不少居民表示支持。")


def test_a_phrase_that_only_says_who_said_it_adds_no_detail() -> None:
    # Who said it is for the name checks; a purpose the page never gives is invented.
    assert _phrase("Die Stadt baut bis 2026 zwölf Kilometer neue Radwege, wie die Verwaltung "
                   "mitteilte.", RADWEGE) is None
    assert _phrase("It reopened in May after a renovation of its reading room, the town's "
                   "librarian said.", LIBRARY) is None
    assert _phrase("本市将从明年起禁止电动自行车进入电梯，相关部门负责人表示。", BAN) is None
    assert _phrase("Die Stadt baut bis 2026 zwölf Kilometer neue Radwege, um den Radverkehr "
                   "sicherer zu machen.", RADWEGE) is not None
    assert _phrase("本市将从明年起禁止电动自行车进入电梯，以减少楼道火灾隐患。", BAN) is not None


PUENTE = ("# El nuevo puente de Valdemora\n\nEl puente peatonal se inauguró en marzo tras dos años "
          "de obras. Mide ciento veinte metros de largo. Los vecinos celebraron la apertura.\n\n"
          "## Horarios\n\nEl puente permanece abierto toda la noche.")
MUSEO = ("# Il museo del vetro\n\nIl museo espone una collezione di lampade antiche. Apre dal "
         "martedì alla domenica. Le visite guidate durano un'ora.\n\n## Storia\n\nLa collezione "
         "fu donata da una famiglia di vetrai.")
BIBLIOTECA = ("# A nova biblioteca\n\nA biblioteca municipal reabriu em maio depois de uma reforma "
              "da sala de leitura. O horário continua igual. A entrada é gratuita.")


def test_other_languages_alike() -> None:
    assert _phrase("El puente peatonal se inauguró en marzo tras dos años de obras, financiadas "
                   "por una fundación privada.", PUENTE) is not None
    assert _phrase("Il museo espone una collezione di lampade antiche, restaurate da artigiani "
                   "veneziani.", MUSEO) is not None
    assert _phrase("A biblioteca municipal reabriu em maio depois de uma reforma da sala de "
                   "leitura, paga pela prefeitura.", BIBLIOTECA) is not None
    # The same place in the claim, filled from a sentence of the page: a summary.
    assert _phrase("Il museo espone una collezione di lampade antiche, donata da una famiglia "
                   "di vetrai.", MUSEO) is None
    assert _phrase("A biblioteca municipal reabriu em maio depois de uma reforma da sala de "
                   "leitura, e a entrada é gratuita.", BIBLIOTECA) is None
