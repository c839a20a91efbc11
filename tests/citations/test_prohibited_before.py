"""What a Japanese or Korean prohibition forbids, written before it (``prohibited_before``)."""

from services.citations.prohibited_before import object_before
from services.citations.support import explain

HALL = "館内での写真撮影は禁止されている。ペットの同伴は可能だ。"


def test_allowing_what_the_page_forbids_is_the_opposite() -> None:
    support, finding = explain("館内では写真撮影ができる。", HALL)
    assert support == "unsupported"
    assert finding is not None and finding.rule == "polarity"
    korean = explain("경내에서 삼각대를 사용할 수 있다.", "경내에서 삼각대 사용은 금지된다.")
    assert korean[0] == "unsupported"


def test_the_prohibition_kept_or_another_thing_named_is_not_sure() -> None:
    assert explain("館内での写真撮影は禁止だ。", HALL)[0] == "supported"
    assert explain("館内でペットを連れて行くことができる。", HALL)[0] != "unsupported"
    assert not object_before("館内での写真撮影は禁止されている", "ペットを連れて行ける")
