"""The case a Chinese, Japanese or Korean sentence leaves out, said to follow its rule:
"视频通话也包括在内" where the page writes "2岁以下婴幼儿不建议使用电子屏幕，视频通话除外";
"子ども料金も含まれる" for "…、子ども料金を除く"; "주말도 포함된다" for "주말은 제외".

The claim names the excepted case with a word of inclusion (also, including,
``INCLUSIONS``) and no mark of exception: it puts the case under the rule the page
keeps it out of. Every word stands on the page, so overlap passes it.
"""

from __future__ import annotations

import re

from services.citations.scripts import CJK_SCRIPT

EXCEPTED = (
    re.compile(r"([^，,；;。：:、\s]{2,12})(?:都|均|则)?除外"),
    re.compile(r"除(?:了)?([^，,；;。：:、\s]{2,12}?)(?:以外|之外|外)"),
    re.compile(r"([^、，,。！？\s]{2,12}?)(?:を除き|を除いて|を除く|は除く|は除き|は対象外)"),
    re.compile(r"([\uac00-\ud7af]{2,12}?)(?:은|는|을|를)?\s?제외"),
)
"""Marks of the excepted case ("X除外", "除了X以外", "Xを除く", "X는 제외") and where the
case stands."""
EXCEPTING = ("除外", "除了", "以外", "之外", "例外", "不包括", "除き", "除いて", "除く", "対象外",
             "제외", "빼고")
"""Marks of an exception: a claim with one keeps the case out too."""
INCLUSIONS = ("也", "包括", "在内", "同样", "含", "も", "含め", "含む", "도", "포함")
"""Words that put a case in with the others ("视频通话也…", "…も含め", "주말도")."""
REACH = 6
"""Characters at most between the case and its word of inclusion."""
_SPACE = re.compile(r"\s+")


def cjk_excepted(claim: str, sentence: str) -> str | None:
    """The case ``sentence`` excepts when ``claim`` names it with a word of inclusion
    and makes no exception, or ``None``."""
    if not CJK_SCRIPT.search(claim):
        return None  # its words of exception and inclusion are Chinese, Japanese, Korean
    # "不例外" ("no exception") puts the case in.
    mine = _SPACE.sub("", claim).replace("不例外", "也")
    if any(m in mine for m in EXCEPTING):
        return None
    for pattern in EXCEPTED:
        for found in pattern.finditer(_SPACE.sub("", sentence)):
            case = found.group(1)
            at = mine.find(case)
            if at == -1:
                continue
            after = mine[at + len(case) : at + len(case) + REACH]
            if any(after.startswith(w) or w in after for w in INCLUSIONS):
                return case
    return None
