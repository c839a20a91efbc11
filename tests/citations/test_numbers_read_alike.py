"""Numbers written two ways that a reader reads as one: a percentage in words and
with "%", an hour on the 12- and the 24-hour clock, two neighbouring CJK digits as
a range; and a demonstrative ("这条", "该") or a pronoun ("他") that is never a name."""

from __future__ import annotations

from services.citations.numbers import numbers
from services.citations.numerals import cjk_range
from services.citations.relations import pointer
from services.citations.support import explain


def _values(text: str) -> list[set[float]]:
    return [set(n.values) for n in numbers(text)]


def test_a_percentage_in_words_is_of_the_kind_percent() -> None:
    for text in ("48,2 Prozent", "48.2 percent", "48,2 procent", "48,2 pour cent",
                 "48,2 por ciento", "48.2 per cent"):
        assert [n.kind for n in numbers(text)] == ["%"], text
    assert [n.kind for n in numbers("3 Prozentpunkte")] != ["%"]
    page = ("Der Anteil der Radfahrer stieg auf 31,4 % und lag damit rund 6 Prozentpunkte "
            "über dem Wert von 2019.")
    right = "Mit 31,4 Prozent lag der Anteil der Radfahrer etwa sechs Prozentpunkte über 2019."
    assert explain(right, page)[0] == "supported"
    wrong = "Mit 34,1 Prozent lag der Anteil der Radfahrer etwa sechs Prozentpunkte über 2019."
    assert explain(wrong, page)[0] == "unsupported"
    english = ("Turnout reached 57.9 % in the district, about 3 percentage points below the "
               "previous election.")
    assert explain("Turnout in the district was 57.9 percent, about three percentage points "
                   "lower than last time.", english)[0] == "supported"


def test_an_hour_after_noon_is_one_time_on_either_clock() -> None:
    assert _values("下午6点") == [{6.0, 18.0}]
    assert _values("18时") == [{6.0, 18.0}]
    assert _values("午後6時") == [{6.0, 18.0}]
    assert _values("오후 6시") == [{6.0, 18.0}]
    assert _values("6 pm") == [{6.0, 18.0}]
    assert _values("18 Uhr") == [{6.0, 18.0}]
    assert _values("上午10点") == [{10.0}]
    assert _values("20 hours") == [{20.0}]  # a duration, not an hour of the day
    zh = "图书馆周一至周五8时至18时开放，周末闭馆。"
    assert explain("图书馆周一至周五早上8点到下午6点开放。", zh)[0] == "supported"
    assert explain("图书馆周一至周五早上8点到下午7点开放。", zh)[0] == "unsupported"
    ja = "資料館は毎日10時から18時まで開館している。"
    assert explain("資料館は毎日午前10時から午後6時まで開いている。", ja)[0] != "unsupported"
    en = "The museum shop is open daily from 10:00 to 18:00."
    assert explain("The museum shop opens daily from 10 am to 6 pm.", en)[0] == "supported"
    assert explain("The museum shop opens daily from 10 am to 8 pm.", en)[0] == "unsupported"


def test_two_neighbouring_cjk_digits_are_a_range() -> None:
    assert cjk_range("三四") == (3, 4)
    assert cjk_range("两三") == (2, 3)
    assert cjk_range("十五六") == (15, 16)
    assert cjk_range("二〇二三") is None  # a year digit by digit
    assert cjk_range("三五") is None
    assert _values("五六个人") == [{5.0}, {6.0}]
    page = "这锅汤可以装8碗，适合5到6人分享。"
    assert explain("这锅汤能装8碗，够五六个人喝。", page)[0] != "unsupported"
    assert explain("这锅汤能装8碗，够七八个人喝。", page)[0] == "unsupported"


def test_a_demonstrative_with_its_measure_word_is_never_a_name() -> None:
    for word in ("这条", "这座", "该", "此", "その", "이"):
        assert pointer(word), word
    for word in ("长江", "这里边", "北京"):
        assert not pointer(word), word
    page = "全长9.2公里的白鹭大桥是全市最长的桥梁。"
    assert explain("全长9.2公里的白鹭大桥是这座城市最长的桥梁。", page)[0] != "unsupported"


def test_a_name_for_the_pages_pronoun_is_only_worth_a_check() -> None:
    page = "李明出生于1930年。1965年，他用新方法测量了湖水深度，只用了三天。"
    # Whom "他" means the page told a sentence before: the claim may name him.
    assert explain("1965年，李明用新方法测量了湖水深度，只用了三天。", page)[0] == "weak"
    named = "李明出生于1930年，张华是他的同事。1965年，李明用新方法测量了湖水深度。"
    assert explain("1965年，张华用新方法测量了湖水深度。", named)[0] == "unsupported"
