"""What a Chinese negation turns down, stated plainly by the other text.

Chinese negates the words right after it: "不使用稀土永磁电机" (does not use
rare-earth magnet motors), "馆内不设餐厅" (has no restaurant). A sentence that
states the same object with another verb or an aspect marker ("采用稀土永磁电机",
"设有餐厅") says the opposite, though the negated word itself ("使用", "设餐")
need not stand in it. So the negation's object counts: the characters right
after it (an adverb such as "再" set aside), four of them (three where the clause
ends sooner, two of them Chinese characters), found in the other
text once aspect markers ("有", "了", "过", "着") are set aside, starting at the
verb or one character into it (another verb of the same ending: "使用", "采用").
"""

from __future__ import annotations

import re

from services.citations.cjk_light_verbs import carried_object
from services.citations.cues import CJK_NEGATION_AFTER, NEGATION

OBJECT = 4
"""Characters of the negated words the other text must hold."""
SHORTEST = 3
"""Characters a clause must leave after the negation for its object to count."""
_ASPECT = re.compile("[有了过過着著]")
_CLAUSE_END = re.compile(r"[，,；;：:。！？!?、（）()\s]")
_BEFORE_OBJECT = tuple(sorted((c for c in NEGATION["zh"] if c not in CJK_NEGATION_AFTER),
                              key=len, reverse=True))
_HAN = re.compile(r"[\u3400-\u9fff]")
_ADVERBS = "再太会能可必应得"
"""Adverbs and modals between a negation and its verb ("不再支持": no longer supports)."""


def object_stated(negated: str, plain: str) -> bool:
    """Whether ``plain`` states the object a Chinese negation of ``negated`` turns down."""
    if not _HAN.search(negated) or not _HAN.search(plain):
        return False
    bare = _ASPECT.sub("", "".join(plain.split()))
    for cue in _BEFORE_OBJECT:
        at = negated.find(cue)
        while at != -1:
            rest = negated[at + len(cue) :]
            end = _CLAUSE_END.search(rest)
            after = _ASPECT.sub("", rest[: end.start() if end else len(rest)]).lstrip(
                _ADVERBS)
            if len(after) >= SHORTEST and len(_HAN.findall(after[:OBJECT])) >= 2:
                pieces = [after[:OBJECT]] + ([after[1 : OBJECT + 1]]
                                             if len(after) > OBJECT else [])
                pieces += carried_object(after, OBJECT)  # "不支持自动添加": "能自动添加"
                if any(piece in bare for piece in pieces):
                    return True
            at = negated.find(cue, at + len(cue))
    return False


COVERBS = "在把对向从往给被"
"""Chinese coverbs ("at", "take", "towards" ...) that open a phrase between a negation and
its verb: "不要在里面洗手" does not turn down "在里", it turns down "洗手"."""
VERB = 2
"""Characters of the verb (and its object) that end a Chinese clause."""


def past_coverb(after: str) -> str:
    """The verb a Chinese negation turns down past a coverb phrase: the clause's last
    two characters ("不要在里面洗手或戏水": "戏水"), "" when ``after`` (the clause's
    characters after the negation) opens with no coverb or is too short to hold one."""
    if not after.startswith(tuple(COVERBS)) or len(after) < 1 + 2 + VERB:
        return ""
    return after[-VERB:] if all(_HAN.match(c) for c in after[-VERB:]) else ""
