"""A CJK name given the title the page gives someone else (``cjk_title_swap``)."""

from services.citations.cjk_title_swap import title_swap
from services.citations.support import explain

JA = ("交通局の田中浩二局長は「運賃の値上げは行わない」と述べた。"
      "一方、市議会の佐藤美咲議員は、事業費の増加について詳しい説明を求めている。")
KO = "이 사업은 정민호 시장이 발표했으며, 세부 계획은 교통과장 윤서진 씨가 설명했다."
ZH = "医院院长王芳介绍，新楼由主任李明负责设计。"


def test_a_name_beside_another_holders_title_is_found() -> None:
    assert title_swap("佐藤美咲局長は値上げを否定した。", JA) == ("佐藤美咲局長", "田中浩二局長")
    assert title_swap("이 사업은 윤서진 시장이 발표했다.", KO) == ("윤서진시장", "정민호시장")
    assert title_swap("院长李明介绍了新楼。", ZH) == ("院长李明", "院长王芳")
    assert title_swap("新楼由王芳主任设计。", ZH) == ("王芳主任", "李明主任")


def test_the_pages_own_pairs_and_a_title_on_the_other_side_pass() -> None:
    assert title_swap("田中浩二局長は値上げを否定した。", JA) is None
    assert title_swap("市議会の佐藤美咲議員は説明を求めた。", JA) is None
    assert title_swap("정민호 시장이 이 사업을 발표했다.", KO) is None
    assert title_swap("교통과장 윤서진 씨가 계획을 설명했다.", KO) is None
    assert title_swap("王芳院长介绍了新楼。", ZH) is None
    assert title_swap("Mayor Jane Doe spoke.", "Mayor John Roe spoke; clerk Jane Doe too.") is None


def test_the_check_labels_the_swap_unsupported() -> None:
    support, finding = explain("佐藤美咲局長は「運賃の値上げは行わない」と述べた。", JA)
    assert support == "unsupported"
    assert finding is not None and finding.rule == "cjk_title_swap"
    assert explain("田中浩二局長は「運賃の値上げは行わない」と述べた。", JA)[0] == "supported"
