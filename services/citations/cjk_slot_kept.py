"""CJK slot fillers that name one thing, or none, read from structure (``slots.cjk_slot``):

- ``whole_of_place``: the page fills the slot with "the whole / this" and a place's unit
  ("全市", "本市", "该省", "全国", "同市"), which points at the place the page is about;
  the claim names that place ("临州" where the page's lede writes "临州市"). Only when
  the page's opening (its title and lede) writes the claim's filler with that unit, or its
  title writes the filler bare ("台风在海川沿海登陆" for "全省"): a place the page names
  only in passing stays a swap. Closed classes: the pointing
  characters and the units of places (zh, ja).
- ``credit_filler``: the page's filler opens with "according to" ("根据新规" for the
  claim's "江宁市新规", "据公司运营部" for "夜间运营"): the slot is where the page's
  sentence credits its source, which a claim may leave out; no name stands in it.
  Closed class: ``attribution.CJK_ACCORDING``.
- ``paired_elsewhere``: the claim's filler stands in the page's sentence after the same
  three characters that stand before it in the claim ("洪水时溢流" for "枯水时拦水入渠，
  洪水时可溢流"): the two-character anchor merely recurs in the sentence, the claim keeps
  the sentence's own pairing. A filler moved to the other anchor ("枯水时溢流") is kept a
  swap.
- ``phrase_filler``: the page's filler holds a grammatical character (past its first where
  that one is also a surname: "于", "曾"), as "目的而" of "为军事目的而修建", "的一场" of
  "2月下旬的一场倒春寒" and "时可同时" of "横屏时可同时显示", and neither filler is a word the
  dictionary gives as a name: the slot is cut across the page's words, which a claim
  reworded ("出于军事需要修建", "出现倒春寒"); no name stands in it. Closed class:
  ``chinese_senses.GRAMMATICAL`` and the modal "可" (can). Two fillers of a person's
  name's shape (a surname and one or two characters: "李建国", "王会军") are names still.
- ``across_marks``: the claim's filler is the page sentence's characters on both sides of
  a clause mark ("修复工程由工程师" for "启动修复工程，由工程师"): the claim dropped the
  comma, its slot straddles the page's clauses and holds no name.
"""

from __future__ import annotations

import re

from services.citations.attribution import CJK_ACCORDING
from services.citations.chinese_senses import GRAMMATICAL, NAME_STARTS, names_one, surname

WHOLE = ("全", "本", "该", "該", "此", "我", "同", "当", "當")
"""Characters that point at the place a text is about ("全市", "本省", "我国", "同市")."""
PLACE_UNITS = ("市", "省", "县", "縣", "区", "區", "州", "国", "國", "镇", "鎮", "村", "都",
               "府", "道", "町")
"""Units of places, the last character of a place's name ("临州市", "大阪府")."""
OPENING = 2
"""Blocks of the page's opening (its title and lede) that name the page's own place."""
LEFT = 3
"""Characters before the claim's filler that must stand before it in the page's sentence."""
GAP = 2
"""Characters at most between those and the filler in the sentence ("洪水时可溢流")."""
_SPACE = re.compile(r"\s+")
_BLOCK = re.compile(r"\n\s*\n")


def whole_of_place(claimed: str, stated: str, page: str) -> bool:
    """Whether ``stated`` points at the page's own place and ``claimed`` names it (see the
    module's doc); ``page`` lowered."""
    if len(stated) != 2 or stated[0] not in WHOLE or stated[1] not in PLACE_UNITS:
        return False
    unit = stated[1]
    name = claimed if claimed.endswith(unit) else claimed + unit
    opening = [_SPACE.sub("", b) for b in _BLOCK.split(page.strip()) if b.strip()][:OPENING]
    return len(name) > 2 and (any(name in block for block in opening) or bool(
        opening and opening[0].startswith("#") and _bare(claimed, opening[0])))


def _bare(name: str, title: str) -> bool:
    """Whether ``title`` writes ``name`` with no unit of a place after it ("在海川沿海"):
    the place itself, not a city of its name ("江宁市") where the slot says "全省"."""
    at = title.find(name)
    while at != -1:
        if title[at + len(name) : at + len(name) + 1] not in PLACE_UNITS:
            return True
        at = title.find(name, at + 1)
    return False


def credit_filler(stated: str) -> bool:
    """Whether the page's filler ``stated`` opens with "according to" (see the module's
    doc)."""
    return stated.startswith(CJK_ACCORDING)


def paired_elsewhere(claim: str, claimed: str, sentence: str) -> bool:
    """Whether ``sentence`` writes ``claimed`` after the characters that stand before it
    in ``claim`` (see the module's doc)."""
    mine, theirs = _SPACE.sub("", claim.lower()), _SPACE.sub("", sentence.lower())
    at = mine.find(claimed)
    while at != -1:
        left = mine[max(0, at - LEFT) : at]
        if len(left) == LEFT:
            start = theirs.find(left)
            while start != -1:
                if claimed in theirs[start + LEFT : start + LEFT + GAP + len(claimed)]:
                    return True
                start = theirs.find(left, start + 1)
        at = mine.find(claimed, at + 1)
    return False


MODAL = "可"
"""The modal "can" ("可带回家", "可同时显示"), which ``GRAMMATICAL`` leaves out."""


def phrase_filler(claimed: str, stated: str) -> bool:
    """Whether the page's filler ``stated`` is cut across its words, no name, and the
    claim's ``claimed`` names nothing either (see the module's doc)."""
    inside = stated[1:] if stated[:1] in NAME_STARTS else stated
    return bool(GRAMMATICAL.search(inside) or MODAL in inside) and not (
        names_one(claimed) or names_one(stated) or (_person(claimed) and _person(stated)))


def _person(filler: str) -> bool:
    """Whether ``filler`` has a Chinese person's name's shape: two or three characters, a
    surname first ("王会军", "陈可欣", "马未都": given names may hold a grammatical
    character)."""
    return 2 <= len(filler) <= 3 and surname(filler[0])


_CLAUSE_MARKS = re.compile("[，,、；;：:]")


def across_marks(claimed: str, sentence: str) -> bool:
    """Whether the claim's filler ``claimed`` is the page sentence's own characters on
    both sides of a clause mark ("程由" of "启动修复工程，由工程师…"): the claim left the
    mark out, and no name stands across one."""
    return claimed not in sentence and claimed in _CLAUSE_MARKS.sub("", sentence)
