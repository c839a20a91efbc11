"""A Chinese doer given their deed on another thing (``cjk_doer_swap``)."""

from services.citations.cjk_doer_swap import doer_swap
from services.citations.support import explain

BUILDINGS = "王芳设计主楼，李明设计副楼。"
KILNS = "龙泉窑的代表人物是章生一、章生二兄弟，哥哥章生一主持哥窑，弟弟章生二主持弟窑。"


def test_the_doer_of_another_thing_is_found() -> None:
    support, finding = explain("哥窑由弟弟章生二主持。", KILNS)
    assert support == "unsupported"
    assert finding is not None and finding.rule == "cjk_doer_swap"
    assert doer_swap("副楼由王芳设计。", BUILDINGS) == ("王芳设计副楼", "李明设计副楼")


def test_the_pages_pairs_pass() -> None:
    assert explain("哥窑由哥哥章生一主持。", KILNS)[0] == "supported"
    assert doer_swap("弟窑由章生二主持。", KILNS) is None
    assert doer_swap("主楼由王芳设计。", BUILDINGS) is None
    assert doer_swap("副楼由王芳设计。",
                     "主楼由王芳设计，后来重新设计副楼时，副楼同样由王芳设计。") is None
