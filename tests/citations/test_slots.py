"""A name beside the title or role the page gives someone else, in Chinese, Japanese,
Korean and the spaced languages; a plan stated as done; an invented detail."""

from __future__ import annotations

from services.citations.detail import invented
from services.citations.slots import cjk_slot, role_word
from tests.citations.judge import evidence

TEMPLE = ("云栖寺始建于唐代开元年间，北宋熙宁年间重修。寺内现存大殿一座、古塔两座。\n\n"
          "明代万历年间，住持释慧明主持扩建了藏经楼，画师周文远绘制了大殿壁画。")
COMPANY = ("北陸精工は2月14日、山口美咲専務が4月1日付で社長に昇格する人事を発表した。"
           "中村浩二社長は代表権のある会長に就く。同社は2027年までに米国に新工場を建設する計画だ。")
THEATER = ("서해시립극단은 새 예술감독으로 연출가 박서연 씨를 선임했다. 극단 사무국장은 배우 출신 "
           "최동욱 씨가 맡는다. 정기 공연은 매주 금요일에 열린다.")
PORT = ("Hafendirektorin Sabine Krull sagte, künftig sollen fünf Schiffe abgefertigt werden. "
        "Bürgermeister Jens Albers kündigte an, die Stadt prüfe eine neue Buslinie.")
BAKERY = ("Halden Bakeries plans to open its first café outside the UK in Dublin next spring. "
          "The firm closed stores in smaller towns. Its sourdough loaf won a Great Taste award "
          "in 2024.")


def test_a_cjk_name_beside_anothers_title_is_unsupported() -> None:
    for claim, page, name in [
        ("住持周文远主持扩建了藏经楼。", TEMPLE, "周文远"),
        ("山口美咲社長は代表権のある会長に就く。", COMPANY, "山口美咲"),
        ("北陸精工は中村浩二専務が4月1日付で社長に昇格すると発表した。", COMPANY, "中村浩二"),
        ("극단 사무국장은 박서연 씨가 맡는다.", THEATER, "박서연"),
    ]:
        found = evidence(claim, page)
        assert (found.support, found.claimed) == ("unsupported", name), claim
    # An era swapped for one the page gives another event.
    assert evidence("云栖寺始建于北宋熙宁年间。", TEMPLE).support == "unsupported"
    assert cjk_slot("住持周文远主持", "住持释慧明主持", "画师周文远") == ("周文远", "释慧明", True)


def test_cjk_names_in_their_own_roles_and_reworded_are_supported() -> None:
    assert evidence("明代万历年间，释慧明住持主持扩建了藏经楼。", TEMPLE).support == "supported"
    assert evidence("画师周文远绘制了云栖寺大殿的壁画。", TEMPLE).support == "supported"
    assert evidence("사무국장은 배우 출신 최동욱 씨가 맡는다.", THEATER).support == "supported"


def test_roles_crossed_in_one_german_sentence() -> None:
    crossed = evidence("Bürgermeisterin Sabine Krull kündigte an, Hafendirektor Jens Albers "
                       "prüfe eine neue Buslinie.", PORT)
    assert (crossed.support, crossed.reason) == ("unsupported", "name_elsewhere")
    assert role_word("Bürgermeisterin Sabine Krull sagte es.", PORT) == (
        "Bürgermeisterin Sabine Krull", "hafendirektorin Sabine Krull")
    assert role_word("Hafendirektor Sabine Krull sagte es.", PORT) is None  # another form
    assert evidence("Bürgermeister Jens Albers kündigte an, die Stadt prüfe eine neue Buslinie.",
                    PORT).support == "supported"


def test_a_plan_stated_as_done_is_unsupported_a_plan_kept_a_plan_is_not() -> None:
    done = evidence("Halden Bakeries has opened its first café outside the UK in Dublin.", BAKERY)
    assert (done.support, done.reason) == ("unsupported", "intent")
    assert evidence("同社は米国に新工場を建設した。", COMPANY).reason == "intent"
    assert evidence("同社は米国に新工場を建設した。", COMPANY).support == "unsupported"
    for kept in ("Halden Bakeries intends to open its first café outside the UK in Dublin.",
                 "Halden Bakeries will open its first café outside the UK in Dublin."):
        assert evidence(kept, BAKERY).support != "unsupported", kept


def test_an_invented_detail_in_the_pages_words_is_unsupported() -> None:
    added = evidence("Its sourdough loaf, made with organic rye, won a Great Taste award in 2024.",
                     BAKERY)
    assert (added.support, added.reason, added.claimed) == (
        "unsupported", "name_missing", "made organic rye")
    assert evidence("寺内现存大殿一座、古塔两座和明代铜钟一口。", TEMPLE).support == "unsupported"
    assert evidence("정기 공연은 매주 금요일 서해문화회관에서 열린다.", THEATER).support == (
        "unsupported")
    # Two new words are a rewording; words reworded all over are a paraphrase.
    assert invented("Halden shut stores in smaller towns.", BAKERY, BAKERY, BAKERY) is None
    assert invented("The firm closed shops in little towns, then sold bread online.",
                    BAKERY, BAKERY, BAKERY) is None
    # In the place of the page's words, new words are a rewording ("同时担任" for "兼任").
    board = "董事长王建国将兼任总经理。"
    assert invented("董事长王建国将同时担任总经理。", board, board, board) is None
    assert invented("董事长王建国将与德国伙伴兼任总经理。", board, board, board) == "德国伙伴"
    assert evidence("Halden closed stores in smaller towns.", BAKERY).support == "supported"


def test_a_role_word_is_matched_in_its_gendered_forms() -> None:
    clinic = ("Chefarzt Thomas Greiner leitet die Station, Oberärztin Julia Sommer ist für die "
              "Ausbildung der Pflegekräfte zuständig.")
    crossed = evidence("Chefärztin Julia Sommer leitet die Station, Oberarzt Thomas Greiner ist "
                       "für die Ausbildung der Pflegekräfte zuständig.", clinic)
    assert (crossed.support, crossed.reason) == ("unsupported", "name_elsewhere")
    assert evidence("Oberärztin Julia Sommer ist für die Ausbildung der Pflegekräfte zuständig.",
                    clinic).support == "supported"


def test_a_wish_stated_as_done_and_cjk_words_reordered() -> None:
    library = "Directeur Lotte Smit van de bibliotheek wil ook een leescafé openen."
    assert evidence("De bibliotheek heeft een leescafé geopend.", library).support == (
        "unsupported")
    park = ("滨江湿地公园二期于5月20日开园，新增面积约80公顷。"
            "二期工程没有砍伐原有树木，而是保留了古柳。")
    assert evidence("滨江湿地公园二期5月20日开园，面积增加了约80公顷。", park).support != (
        "unsupported")
    flip = evidence("二期工程砍伐了部分原有树木。", park)
    assert (flip.support, flip.reason) == ("unsupported", "negation")


def test_a_cjk_name_and_title_from_another_clause_of_the_sentence_fill_the_slot() -> None:
    from services.citations.slots import clause_role

    page = "该桥由总设计师王立群设计，施工由项目经理刘晓东负责。"
    assert clause_role("该桥由项目经理刘晓东设计。", page) == ("项目经理刘晓东", "总设计师王立群")
    assert clause_role("该桥由总设计师王立群设计。", page) is None
    korean = "관장은 미술사학자 김서연 교수가 맡았고, 학예실장 박준호 씨가 전시를 총괄한다."
    assert clause_role("관장은 학예실장 박준호 씨가 맡았다.", korean) is not None
    # Between the same words in both clauses: a list or a contrast, not a role.
    contrast = "新工厂将主要生产储能电池，而不是汽车动力电池。"
    assert clause_role("新工厂主要生产储能电池，不生产汽车动力电池。", contrast) is None


def test_a_cjk_slot_at_the_end_of_the_claim_is_anchored_on_its_left() -> None:
    from services.citations.slots import clause_role

    page = "大桥由省设计院设计，总工程师为周明远，副总工程师陈丽负责施工监理。"
    assert clause_role("大桥的总工程师为陈丽。", page) == ("陈丽", "周明远")
    assert clause_role("大桥的总工程师为周明远。", page) is None


CLINIC = ("# Kreißsaal schließt\n\nAls Hauptgrund nennt Geschäftsführerin Dr. Sabine Ortlieb den "
          "Personalmangel. Kritik kommt von der Elterninitiative, die 9.000 Unterschriften "
          "gesammelt hat. Sprecherin Lena Brandl fordert einen hebammengeleiteten Kreißsaal.")


def test_a_role_read_past_a_title_and_inside_a_capitalised_run() -> None:
    claim = ("Laut Sprecherin Sabine Ortlieb hat die Elterninitiative 9.000 Unterschriften "
             "gesammelt.")
    assert role_word(claim, CLINIC) == ("Sprecherin Sabine Ortlieb",
                                        "geschäftsführerin Sabine Ortlieb")
    assert role_word("Laut Sprecherin Lena Brandl hat die Elterninitiative 9.000 "
                     "Unterschriften gesammelt.", CLINIC) is None
