"""``explain`` (the bench's and the debugger's judgment) reads what ``check`` reads: a
claim written as several sentences with one marker at its end cites its last sentence
only, so both judge that one; a clause before "；" belongs to the sentence it cites."""

from __future__ import annotations

import pytest

from services.citations.parser import parse
from services.citations.registry import CitationRegistry, Source
from services.citations.support import check, explain, explain_window, read_sentence

ZH_PAGE = ("城南图书馆于1998年对外开放，馆内藏书约四十万册。"
           "图书馆每周一闭馆，其余日子上午九点开门，晚上八点关门。")
EN_PAGE = ("The Harbour Museum opened in 1998 and holds about 4,000 objects. "
           "It is closed on Mondays and opens at nine on the other days.")

CASES = [
    ("城南图书馆于2005年对外开放；图书馆每周一闭馆，其余日子上午九点开门。", ZH_PAGE),
    ("城南图书馆藏书约九十万册；每周一闭馆，其余日子晚上八点关门。", ZH_PAGE),
    ("The Harbour Museum opened in 2005. It is closed on Mondays and opens at nine.",
     EN_PAGE),
]


def _checked(claim: str, page: str) -> str:
    registry = CitationRegistry([Source(id="s-1", url="https://example.org/", excerpt=page)])
    return check(parse(f"{claim} [cite:s-1]", registry), registry)[0].support


@pytest.mark.parametrize(("claim", "page"), CASES)
def test_explain_gives_the_label_check_gives(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == _checked(claim, page)
    assert explain_window(claim, page)[1] == _checked(claim, page)


def test_a_claim_cited_at_its_end_is_read_from_its_last_sentence() -> None:
    assert read_sentence("城南图书馆于2005年对外开放。每周一闭馆。") == "每周一闭馆。"
    assert read_sentence("城南图书馆于2005年对外开放；每周一闭馆。") == (
        "城南图书馆于2005年对外开放；每周一闭馆。")
    assert read_sentence("It opened in 2005. It is closed on Mondays.") == (
        "It is closed on Mondays.")
    assert read_sentence("It is closed on Mondays.") == "It is closed on Mondays."
    assert read_sentence("") == ""


def test_a_wrong_clause_before_a_semicolon_is_checked() -> None:
    # The marker cites the whole sentence: the wrong year before "；" is read, not
    # passed over as a sentence of its own without a marker.
    assert _checked("城南图书馆于2005年对外开放；每周一闭馆。", ZH_PAGE) == "unsupported"
    assert _checked("城南图书馆于1998年对外开放；每周一闭馆。", ZH_PAGE) == "supported"
