"""A Chinese cause made of the page's words from another sentence (``cjk_joined_cause``)."""

from services.citations.support import explain

DAM = ("这座水库建于1958年，坝体采用黏土心墙结构。2010年特大暴雨中，溢洪道受到冲刷，"
       "但大坝主体没有出现险情。由于泥沙淤积，库容已减少约三成。")
TRIP = "导游建议游客避开国庆黄金周，届时缆车排队可能超过两小时。清晨上山更容易看到云海。"


def test_a_cause_joining_two_sentences_of_the_page_is_invented() -> None:
    support, finding = explain(
        "2010年特大暴雨中，溢洪道受到冲刷，但由于采用了黏土心墙结构，大坝主体没有出现险情。", DAM)
    assert support == "unsupported"
    assert finding is not None and finding.rule == "cause"


def test_a_cause_the_page_gives_passes() -> None:
    assert explain("由于泥沙淤积，这座水库的库容已减少约三成。", DAM)[0] == "supported"
    assert explain("因为泥沙淤积，库容减少了约三成。", DAM)[0] == "supported"
    # The reason stands in the sentence of the advice it explains.
    assert explain("导游建议避开国庆黄金周，因为届时缆车排队可能超过两小时。",
                   TRIP)[0] != "unsupported"
