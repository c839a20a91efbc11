"""The case a CJK sentence excepts, said to follow its rule (``cjk_exceptions``)."""

from services.citations.cjk_exceptions import cjk_excepted
from services.citations.support import explain

MUSEUM = "本馆每天9点开放，周一除外。馆内禁止拍照，除了一楼大厅以外。"


def test_the_excepted_case_put_under_the_rule_is_the_opposite() -> None:
    for claim in ("本馆每天9点开放，周一也包括在内。", "馆内禁止拍照，一楼大厅也不例外。"):
        support, finding = explain(claim, MUSEUM)
        assert support == "unsupported"
        assert finding is not None and finding.rule == "exception"
    assert cjk_excepted("入館料は小学生以下も含め一律500円だ。",
                        "入館料は一律500円とする。ただし、小学生以下を除く。") == "小学生以下"
    assert cjk_excepted("박물관은 월요일도 포함해 매일 문을 연다.",
                        "박물관은 매일 연다. 월요일은 제외된다.") == "월요일"


def test_the_exception_kept_passes() -> None:
    assert explain("本馆每天9点开放，周一除外。", MUSEUM)[0] == "supported"
    assert explain("馆内除一楼大厅外禁止拍照。", MUSEUM)[0] == "supported"
    assert explain("本馆周一闭馆，其余每天9点开放。", MUSEUM)[0] == "supported"
