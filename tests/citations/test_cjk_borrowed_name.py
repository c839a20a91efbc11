"""A CJK name the passage's sentence writes in another role, put in the slot of the name
it credits, the slot held from one side only (``cjk_borrowed_name``)."""

from services.citations.cjk_borrowed_name import borrowed_name
from services.citations.support import explain

ZH = ("博物馆始建于1918年。1920年（民国九年），李明远被任命为馆长，并邀请好友陈思齐担任顾问。"
      "陈思齐后来写成《馆史》一书。")
JA = ("この美術館は1998年に開館した。2019年（令和元年）、山田太郎が館長に就任し、"
      "友人の佐藤一郎を顧問に迎えた。")
KO = ("이 박물관은 1998년에 문을 열었다. 2019년(개관 21년), 김민수 씨가 관장으로 취임했고, "
      "친구 박지훈 씨를 고문으로 초빙했다.")


def test_a_name_of_the_sentence_in_another_names_slot_is_caught() -> None:
    for claim, page, pair in (
            ("1920年，陈思齐被任命为馆长。", ZH, ("陈思齐", "李明远")),
            ("2019年、佐藤一郎が館長に就任した。", JA, ("佐藤一郎", "山田太郎")),
            ("2019년, 박지훈 씨가 관장으로 취임했다.", KO, ("박지훈씨", "김민수씨"))):
        assert borrowed_name(claim, [page], page) == pair, claim
        assert explain(claim, page)[0] == "unsupported", claim


def test_the_pages_own_name_or_a_pronoun_in_the_slot_passes() -> None:
    for claim, page in (
            ("1920年，李明远被任命为馆长。", ZH),
            ("1920年，他被任命为馆长，并请陈思齐担任顾问。", ZH),
            ("陈思齐曾担任博物馆的顾问。", ZH),
            ("2019年、山田太郎が館長に就任した。", JA),
            ("2019년, 김민수 씨가 관장으로 취임했다.", KO)):
        assert borrowed_name(claim, [page], page) is None, claim
        assert explain(claim, page)[0] != "unsupported", claim


def test_the_sentences_topic_carried_on_in_other_words_passes() -> None:
    page = "寺庙旁边就是南州大学，校园在周末和节假日对公众开放，需要提前一天预约。"
    claim = "南州大学在周末和节假日向公众开放，游客须提前一天预约。"
    assert borrowed_name(claim, [page], page) is None
    assert explain(claim, page)[0] != "unsupported"


def test_a_list_item_or_a_time_is_no_slot() -> None:
    page = "1928年大火持续四十多天，天王殿、法堂等主要建筑被毁，此后寺院长期残破。"
    assert borrowed_name("1928年大火持续四十多天，天王殿、大雄宝殿等主要建筑被毁。",
                         [page], page) is None
    assert borrowed_name("1928年大火持续四十多天，次年寺院长期残破。", [page], page) is None
