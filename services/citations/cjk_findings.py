"""The checks for Chinese, Japanese and Korean claims that read what stands beside a name,
an era or a change: the first that finds something, in order of how sure it is."""

from __future__ import annotations

from services.citations.cjk_borrowed_name import borrowed_name
from services.citations.cjk_coverb_swap import coverb_swap
from services.citations.cjk_doer_swap import doer_swap
from services.citations.cjk_eras import other_era
from services.citations.cjk_other_doer import other_doer
from services.citations.cjk_surname_swap import surname_swap
from services.citations.cjk_title_swap import title_swap
from services.citations.cjk_trend import turned_trend
from services.citations.finding import Finding
from services.citations.scripts import CJK_SCRIPT


def cjk_finding(claim: str, page: str, passage: list[str]) -> Finding | None:
    """A name given another's title or deed, another era than the passage's sentence
    gives, or a trend turned round; ``passage`` is the matched sentences of ``page``."""
    if not CJK_SCRIPT.search(claim):
        return None
    if (holder := title_swap(claim, page)) is not None:
        return Finding("name_elsewhere", *holder, rule="cjk_title_swap")
    if (family := surname_swap(claim, passage)) is not None:
        return Finding("name_elsewhere", *family, rule="cjk_surname_swap")
    if (era := other_era(claim, passage)) is not None:
        return Finding("date_missing", *era, rule="cjk_era")
    if (deed := doer_swap(claim, page)) is not None:
        return Finding("name_elsewhere", *deed, rule="cjk_doer_swap")
    if (borrowed := borrowed_name(claim, passage, page)) is not None:
        return Finding("name_elsewhere", *borrowed, rule="cjk_borrowed_name")
    if (doer := other_doer(claim, passage, page)) is not None:
        return Finding("name_elsewhere", *doer, rule="cjk_other_doer")
    if (moved := coverb_swap(claim, " ".join(passage), page)) is not None:
        return Finding("name_elsewhere", *moved, rule="cjk_coverb_swap")
    if (trend := turned_trend(claim, passage)) is not None:
        return Finding("negation", *trend, rule="cjk_trend")
    return None
