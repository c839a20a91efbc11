"""CJK claims that say the other thing in one or two characters: a negation past an
adverb ("不再通航"), a bound turned round ("至少" for "不超过"), an opposite character
("东汉" for "西汉"), a name made of the page's other names ("扬州个园" for "三湾"), a
doer given another's deed, a title the page gives no one, a number put after another
number's words, free for a price; and the rewordings that must still pass."""

from __future__ import annotations

from services.citations.bound_direction import bound_flip
from services.citations.cjk_function_words import free_for_price, same_function_class
from services.citations.cjk_opposites import opposite_pair
from services.citations.cjk_page_pieces import pieced_from_page
from tests.citations.judge import evidence

CANAL = ("# 扬州与大运河\n\n明清两代，扬州依靠盐业再度繁荣，个园、何园至今仍对游客开放。"
         "位于三湾的中国大运河博物馆于 2021 年 6 月开馆，馆藏文物约 1 万件。"
         "不过，扬州城区内部分古河道如今已不再通航，主要作为景观河道使用。")
METRO = ("开通初期，列车高峰时段行车间隔为6分钟，平峰时段为8分钟。市轨道交通集团董事长赵国强介绍，"
         "3号线总投资约186亿元。大桥由王明设计，由李华负责施工。景区每天接待游客不超过5000人。")
TOWN = "镇远古城位于贵州省黔东南州，始建于西汉。锅中放油，加入冰糖小火炒至焦糖色。"


def test_a_negation_past_an_adverb_is_turned_round() -> None:
    assert evidence("扬州城区内的古河道如今均仍可通航，同时也作为景观河道使用。",
                    CANAL).support == "unsupported"
    assert evidence("扬州城区内部分古河道如今已经不再通航，主要用作景观河道。",
                    CANAL).support != "unsupported"


def test_a_name_made_of_the_pages_other_names_is_a_swap() -> None:
    assert pieced_from_page("扬州个园", "位于三湾的中国大运河博物馆", CANAL)
    assert not pieced_from_page("左右直到", "发酵约1小时，至面团涨大", "发酵1小时左右，直到涨大")
    assert evidence("位于扬州个园的中国大运河博物馆于 2021 年 6 月开馆，馆藏文物约 1 万件。",
                    CANAL).support == "unsupported"
    assert evidence("位于三湾的中国大运河博物馆于 2021 年 6 月开馆，馆藏文物约 1 万件。",
                    CANAL).support == "supported"


def test_a_bound_turned_round_is_the_opposite() -> None:
    assert bound_flip("景区每天至少接待5000名游客。", "景区每天接待游客不超过5000人。")
    assert bound_flip("景区每天最多接待5000名游客。", "景区每天接待游客不超过5000人。") is None
    assert bound_flip("The hall seats more than 200 people.", "The hall seats up to 200.")
    assert bound_flip("Der Saal fasst mindestens 200 Personen.", "Der Saal fasst höchstens 200.")
    assert bound_flip("充电时间不应超过8小时。", "充电时间一般不超过8小时。") is None


def test_an_opposite_character_is_the_other_thing() -> None:
    assert opposite_pair("东汉", "西汉") and opposite_pair("大火", "小火")
    assert not opposite_pair("东汉", "西晋")
    assert evidence("镇远古城始建于东汉。", TOWN).support == "unsupported"
    assert evidence("加入冰糖大火炒至焦糖色。", TOWN).support == "unsupported"
    assert evidence("镇远古城始建于西汉。", TOWN).support == "supported"


def test_a_doer_title_or_number_given_to_another() -> None:
    assert evidence("大桥由李华设计。", METRO).support == "unsupported"
    assert evidence("大桥由王明设计，由李华负责施工。", METRO).support == "supported"
    assert evidence("据集团总经理赵国强介绍，3号线总投资约186亿元。", METRO).support == (
        "unsupported")
    assert evidence("3号线开通初期高峰时段每8分钟一班。", METRO).support == "unsupported"
    assert evidence("3号线开通初期高峰时段每6分钟一班，平峰时段每8分钟一班。", METRO).support != (
        "unsupported")


def test_function_words_of_one_class_reword() -> None:
    assert same_function_class("只有", "仅为") and same_function_class("最晚", "最长")
    assert not same_function_class("最多", "至少") and not same_function_class("均", "部分")
    assert free_for_price("免费", "半价") and not free_for_price("免费", "免票")
    page = "60岁以上老人凭身份证门票半价入园，6岁以下儿童免票。"
    assert evidence("60岁以上老人凭身份证门票免费入园。", page).support == "unsupported"


def test_rewordings_pass() -> None:
    page = ("新版本的聊天记录迁移功能目前只支持从iOS迁移到iOS，暂不支持跨平台。"
            "体力较弱的游客可租用马匹，但马匹只到达冲古草甸，不能上到牛奶海。")
    assert evidence("新版本的聊天记录迁移功能只支持从iOS迁移到iOS。", page).support == "supported"
    assert evidence("新版本的聊天记录迁移功能支持跨平台迁移。", page).support == "unsupported"
    assert evidence("骑马到不了牛奶海。", page).support == "supported"
    assert evidence("马匹能到牛奶海。", page).support == "unsupported"
    drug = "本品用于缓解轻中度疼痛。孕妇及哺乳期妇女禁用本品。"
    assert evidence("孕妇及哺乳期妇女可以使用本品。", drug).support == "unsupported"
    assert evidence("孕妇及哺乳期妇女不能使用本品。", drug).support == "supported"


def test_another_weekday_differs() -> None:
    page = "博物馆每周一闭馆，其余时间9点开放。"
    assert evidence("博物馆每周二闭馆。", page).support == "unsupported"
    assert evidence("博物馆每周一闭馆。", page).support == "supported"
    ja = "新図書館は午前9時に開館し、毎週月曜日は休館する。"
    assert evidence("新図書館は毎週火曜日が休館日となる。", ja).support == "unsupported"


def test_a_japanese_negation_after_latin_bears_on_its_verb() -> None:
    page = "Wi-Fiは2.4GHz帯のみ対応し、5GHz帯には対応していない。本体の保証期間は1年間。"
    assert evidence("RX-9のWi-Fiは5GHz帯にも対応している。", page).support == "unsupported"
    assert evidence("Wi-Fiは5GHz帯には対応していない。", page).support == "supported"


def test_a_possibility_beside_a_plan_stays_a_possibility() -> None:
    page = ("海宁市交通局副局长孙明说，如果项目获批，最早可能在2027年动工，预计工期4年。"
            "目前方案仍在征求意见。")
    assert evidence("孙明说，大桥将于2027年动工，工期4年。", page).support == "unsupported"
    assert evidence("大桥计划在2027年动工。", page).support == "unsupported"
    assert evidence("方案目前仍在征求意见。", page).support == "supported"
