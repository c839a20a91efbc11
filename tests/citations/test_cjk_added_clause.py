"""A Chinese clause added whole to a statement the passage makes ("…创制，她最初是为路过的
挑油工人做这道菜"), none of its character pairs on the page, is an invented detail; a
clause reworded from the page keeps enough of its words to pass."""

from __future__ import annotations

from services.citations.cjk_added_clause import added_cjk_clause
from tests.citations.judge import evidence

TOWN = ("# 古镇简介\n\n这座古镇始建于南宋时期，镇上保存着大量明清时期的民居。镇中心的石桥横跨小河，"
        "是游客拍照的热门地点。\n\n每年春天，镇上会举办油菜花节，吸引周边城市的游客前来观赏。")
TOFU = ("麻婆豆腐是川菜的代表菜之一，相传由清代同治年间成都北郊一位姓陈的妇人创制，因她脸上有麻点，"
        "人称“陈麻婆”。这道菜看似简单，做好却不容易。")


def test_a_clause_of_new_words_is_found() -> None:
    assert added_cjk_clause("镇上保存着大量明清时期的民居，其中最著名的是汪氏宗祠。", TOWN,
                            TOWN) == "其中最著名的是汪氏宗祠"
    assert added_cjk_clause("这座古镇始建于南宋，镇里至今保留着许多明清民居。", TOWN, TOWN) is None
    # A figure's clause is for the number checks, unless it follows a quoted passage and
    # states a figure the page nowhere does (``test_a_figure_the_page_states_nowhere…``).
    assert added_cjk_clause("麻婆豆腐相传由一位姓陈的妇人创制，最多可做八百万份。", TOFU,
                            TOFU) == "最多可做八百万份"
    assert added_cjk_clause("麻婆豆腐相传由一位陈姓妇人首创，最多可做八百万份。", TOFU,
                            TOFU) is None


def test_an_added_clause_is_unsupported() -> None:
    wrong = evidence("相传麻婆豆腐由清代同治年间成都北郊一位姓陈的妇人创制，"
                     "她最初是为路过的挑油工人做这道菜。", TOFU)
    assert wrong.support == "unsupported"


BUS = ("# 乘车须知\n\n无障碍专线在市区和机场之间试点运行可放置轮椅的车型，"
       "乘客需至少提前两小时电话预约，每班最多载四位乘客。\n\n夜间线路的发车间隔为四十分钟。")
TRAIL = ("# 步道通知\n\n受暴雨影响，北坡步道自6月3日起暂停开放，恢复时间另行通知。"
         "南坡步道照常开放。")


def test_a_clause_sharing_nothing_with_the_passage_is_added_though_the_rest_is_reworded() -> None:
    # The rest is reworded ("正在试点"), yet the last clause has no pair in or beside the
    # passage: nothing there it could restate.
    wrong = evidence("市区和机场之间正在试点可放置轮椅的无障碍车型，需至少提前两小时预约，"
                     "且不加收任何费用。", BUS)
    assert wrong.support == "unsupported"


def test_a_clause_rewording_the_passage_beside_a_reworded_rest_is_kept() -> None:
    # "何时恢复还没有确定" rewords "恢复时间另行通知": it shares "恢复" with the passage.
    assert added_cjk_clause("北坡步道因暴雨从6月3日起暂停开放，何时恢复还没有确定。", TRAIL,
                            TRAIL) is None


def test_a_numeral_inside_a_word_is_no_figure_of_the_clause() -> None:
    """"一带", "统一", "一般": the character of one inside a word counts nothing, so the
    clause is weighed as any added clause; a numeral before a measure word ("两家", "每一栋")
    is a figure, left to the number checks."""
    assert added_cjk_clause("镇上保存着大量明清时期的民居，大多集中在码头一带。", TOWN,
                            TOWN) == "大多集中在码头一带"
    assert added_cjk_clause("镇上保存着大量明清时期的民居，由文旅公司统一管理。", TOWN,
                            TOWN) == "由文旅公司统一管理"
    assert added_cjk_clause("古镇里有大量明清时期的民居，已有两家改成了茶馆。", TOWN,
                            TOWN) is None  # reworded, not quoted: left to the number checks
    assert added_cjk_clause("古镇里有大量明清时期的民居，每一栋都改成了茶馆。", TOWN,
                            TOWN) is None  # "一" before a measure word: a count


BIKE = "# 产品参数\n\n整车重量为23公斤，最大载重120公斤。电池续航约60公里。"


def test_a_clause_added_to_a_quoted_passage_may_borrow_a_word_of_the_page() -> None:
    """The passage's statement copied whole, then a clause of the claim's own that borrows
    "游客" and "拍照" from the page: three quarters of its pairs stand nowhere on it."""
    assert added_cjk_clause("镇上保存着大量明清时期的民居，游客常在桥头拍照留念。", TOWN,
                            TOWN) == "游客常在桥头拍照留念"
    # Reworded rather than quoted, the same clause is left alone: a summary borrows words.
    assert added_cjk_clause("镇里保留着许多明清民居，游客常在桥头拍照留念。", TOWN, TOWN) is None


def test_a_figure_the_page_states_nowhere_does_not_hide_a_clause_added_to_a_quote() -> None:
    assert added_cjk_clause("镇上保存着大量明清时期的民居，去年有三栋被改成了民宿。", TOWN,
                            TOWN) == "去年有三栋被改成了民宿"
    # The page's own figure, reworded ("最大载重" -> "最多能载"), is the page's clause.
    assert added_cjk_clause("整车重量为23公斤，最多能载120公斤。", BIKE, BIKE) is None


def test_languages_written_with_spaces_are_left_to_their_own_clause_checks() -> None:
    page = "Die Brücke überspannt den kleinen Fluss im Ortszentrum."
    assert added_cjk_clause("Die Brücke überspannt den kleinen Fluss, Touristen fotografieren "
                            "dort gern.", page, page) is None
    page = "The stone bridge crosses the small river in the centre of the town."
    assert added_cjk_clause("The stone bridge crosses the small river, and tourists like to "
                            "take photos there.", page, page) is None
