"""A CJK name given the title the page gives someone else: "佐藤美咲局長" where the page
has "田中浩二局長 … 佐藤美咲議員", "윤서진 시장" where it has "정민호 시장 … 교통과장
윤서진 씨", "院长李明" where it has "院长王芳 … 主任李明".

Every word of the claim stands on the page, so neither overlap nor a missing name
catches it, and the slot check (``slots.cjk_slot``) needs the same two characters
around both names, which a clause worded otherwise lacks. What tells: the page writes
the claim's name beside another title, never beside the claim's, and writes the
claim's title beside another name, or nowhere at all. Chinese, Japanese and Korean
(spaces taken out).
"""

from __future__ import annotations

import re

from services.citations.chinese_senses import sense_words
from services.citations.cjk_particles import CJK_FUNCTION, KOREAN_PARTICLES
from services.citations.cjk_roles import CJK_ROLES
from services.citations.scripts import CJK_SCRIPT

HONORIFICS = frozenset({"先生", "女士", "氏", "さん", "씨"})
"""Polite words after any name: they say a person is named, not which role they hold."""
PERIODS = frozenset({"年间", "王朝", "时期", "时代", "時代", "時期", "年間", "시대"})
"""Era words among the titles: an era beside a name is no role someone holds."""
MORE_ROLES = ("局長", "所長", "校長", "署長", "委員長", "理事長", "代表", "議長",
              "副市长", "副院长", "总经理", "处长", "科长", "部长", "厅长", "议员",
              "과장", "팀장", "소장", "이사장", "위원장", "의장", "청장", "首席执行官",
              "首席财务官", "首席技术官", "首席运营官", "副总裁", "总监", "董事", "副总经理",
              "社長", "会長", "사장", "회장", "대표이사")
"""Titles of office the shared table (``cjk_roles.ROLES``) leaves out."""
ROLES = tuple(sorted({r for r in CJK_ROLES + MORE_ROLES
                      if r not in HONORIFICS and r not in PERIODS}, key=len, reverse=True))
"""The titles whose holder a claim can get wrong, longest first."""
NAME = (2, 3, 4)
"""Characters of a CJK personal name."""
_SPACE = re.compile(r"\s+")
_PARTICLES = CJK_FUNCTION | frozenset(KOREAN_PARTICLES)


def _compact(text: str) -> str:
    return _SPACE.sub("", text)


_APPOINTED = frozenset("任")
"""The last character of the verbs of appointment before a title ("担任", "改任", "兼任",
"出任", "接任"): no name ends with it there."""


def _name(text: str) -> bool:
    """Whether ``text`` can be a personal name: CJK only, no particle at either end, no
    word the dictionary gives senses for, no verb of appointment."""
    return (all(CJK_SCRIPT.match(c) for c in text) and text[0] not in _PARTICLES
            and text[-1] not in _PARTICLES and not any(r in text for r in ROLES)
            and not sense_words(text) and text[-1] not in _APPOINTED)


def _beside(page: str, name: str, titles: tuple[str, ...]) -> bool:
    return any(name + t in page or t + name in page for t in titles)


def _holders(page: str, title: str, before: bool, size: int) -> set[str]:
    """The names of ``size`` characters ``page`` writes right before (``before``) or
    after ``title``."""
    out, at = set(), page.find(title)
    while at != -1:
        name = page[at - size : at] if before else page[at + len(title) : at + len(title) + size]
        if len(name) == size and _name(name):
            out.add(name)
        at = page.find(title, at + 1)
    return out


def title_swap(claim: str, page: str) -> tuple[str, str] | None:
    """``(claimed, stated)``: the claim's name with its title, and the name the page
    gives that title, when the page writes the claim's name only beside other titles
    and the title only beside other names."""
    mine, theirs = _compact(claim), _compact(page)
    if not CJK_SCRIPT.search(mine):
        return None
    for title in ROLES:
        at = mine.find(title)
        while at != -1:
            for before in (True, False):
                for size in reversed(NAME):
                    name = (mine[at - size : at] if before
                            else mine[at + len(title) : at + len(title) + size])
                    if len(name) < size or (before and at < size) or not _name(name):
                        continue
                    if name not in theirs or _beside(theirs, name, (title,)):
                        continue
                    if not _beside(theirs, name, ROLES + tuple(HONORIFICS)):
                        continue  # the page never titles them: no person's name
                    # The page's holder on the claim's side of the title first
                    # ("王芳院长"), else on the other ("院长王芳").
                    others = (_holders(theirs, title, before, size) - {name}
                              or _holders(theirs, title, not before, size) - {name})
                    if others:
                        other = sorted(others)[0]
                        return ((name + title, other + title) if before
                                else (title + name, title + other))
                    if title not in theirs and (given := _given_title(theirs, name)):
                        # A title the page gives no one, for a name it titles otherwise
                        # ("总经理赵国强" where the page has "董事长赵国强").
                        return ((name + title, name + given) if before
                                else (title + name, given + name))
            at = mine.find(title, at + 1)
    return None


def _given_title(page: str, name: str) -> str:
    """The title ``page`` writes right before or after ``name`` (the longest), "" if none."""
    return next((t for t in ROLES if t + name in page or name + t in page), "")
