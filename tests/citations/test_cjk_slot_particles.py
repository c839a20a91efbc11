"""A CJK slot whose two fillers open with a particle ("从宁波" for "由杭州"): a name of the
page put after it is a swap, sure (``slots._after_particles``)."""

from services.citations.support import explain

PAGE = ("古镇位于两省交界处。1920年，李氏家族由杭州迁居古镇，以经营丝绸致富。"
        "古镇东临宁波，西接绍兴，水运便利。")


def test_a_place_of_the_page_after_the_particle_is_caught() -> None:
    assert explain("1920年，李氏家族从宁波迁居古镇，以经营丝绸致富。", PAGE)[0] == "unsupported"


def test_the_pages_place_or_an_unnamed_one_is_not_called_wrong() -> None:
    assert explain("1920年，李氏家族从杭州迁居古镇，以经营丝绸致富。", PAGE)[0] == "supported"
    assert explain("1920年，李氏家族从外地迁居古镇，以经营丝绸致富。", PAGE)[0] != "unsupported"
