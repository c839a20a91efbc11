"""A Chinese surname put where the passage's sentence writes another, before the same word
of kin or address, for ``cjk_findings``.

"小莲庄是张家的私家园林" where the sentence says "小莲庄是刘家的私家园林"; "王先生表示"
where it says "李先生表示". The slot check (``slots.cjk_slot``) reads fillers of two
characters or more that differ at both ends, so a family or a person named by a single
character before "家", "氏" or "先生" passes it: every other character stands as the
page writes it. What tells, with no word list but a closed class of words of kin and
address and the dictionary's surnames (``chinese_senses.surname``):

- the claim writes one character between ``ANCHOR`` characters the sentence writes
  before it and a word of kin or address (``KIN``) with a character more that the
  sentence writes after it, and the sentence sets another character there;
- the dictionary gives both as surnames, neither is a grammatical character, and the
  claim writes the sentence's nowhere.
"""

from __future__ import annotations

import re

from services.citations.chinese_senses import GRAMMATICAL, surname

ANCHOR = 2
"""Characters at least the two share before the surname."""
KIN = ("家", "氏", "姓", "先生", "女士", "小姐", "老师", "教授", "师傅", "阿姨", "叔叔",
       "大爷", "奶奶", "爷爷", "太太", "夫人", "兄弟", "姐妹", "父子", "母子")
"""Words of kin and address written right after a Chinese surname ("张家", "李先生"): a
closed class."""
_HAN = re.compile(r"[\u3400-\u9fff]")
_SPACE = re.compile(r"\s+")


def surname_swap(claim: str, passage: list[str]) -> tuple[str, str] | None:
    """``(claimed, stated)``: the claim's surname with its word of kin, and the one a
    sentence of ``passage`` writes in its place, or None."""
    mine = _SPACE.sub("", claim)
    if not any(k in mine for k in KIN):
        return None
    sentences = [_SPACE.sub("", s) for s in passage]
    for i in range(ANCHOR, len(mine) - 1):
        kin = next((k for k in KIN if mine.startswith(k, i + 1)), None)
        claimed = mine[i]
        if kin is None or not _name_character(claimed):
            continue
        left, right = mine[i - ANCHOR : i], mine[i + 1 : i + 2 + len(kin)]
        if len(right) <= len(kin) or not all(_HAN.match(c) for c in left):
            continue
        for theirs in sentences:
            at = theirs.find(left)
            while at != -1:
                stated = theirs[at + ANCHOR : at + ANCHOR + 1]
                if (stated and stated != claimed and stated not in mine
                        and theirs.startswith(right, at + ANCHOR + 1)
                        and _name_character(stated) and surname(claimed) and surname(stated)):
                    return claimed + kin, stated + kin
                at = theirs.find(left, at + 1)
    return None


def _name_character(character: str) -> bool:
    return bool(_HAN.match(character)) and not GRAMMATICAL.match(character)
