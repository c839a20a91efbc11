"""A claim that states a sentence's exception the way the sentence means it:
"一楼大厅可以拍照" for "禁止拍照，除了一楼大厅以外", "博物馆周一不开放" for
"除了周一以外，博物馆每天开放", "In der Eingangshalle darf man fotografieren" for
"Fotografieren ist verboten, außer in der Eingangshalle".

The exception's marker ("except", "außer", "除了") reads as a negation, and the
claim has the opposite polarity of the rule: that is what an exception says, so no
flip. The excepted case must stand in the claim whole ("二楼展厅可以拍照" names
another place and stays flipped). Markers are closed classes (``cues.EXCEPTIONS``,
``cjk_exceptions``) in every tabled language; Korean "빼고" joins "제외".
"""

from __future__ import annotations

import re

from services.citations.cjk_exceptions import EXCEPTED, EXCEPTING
from services.citations.exceptions import states_exception
from services.citations.polarity import cues

_SENTENCE = re.compile(r"(?<=[.!?])\s+|(?<=[。！？；\n])")
_KOREAN_LEFT_OUT = re.compile(r"([\uac00-\ud7af]{2,12}?)(?:을|를)?\s?빼고")
_SPACE = re.compile(r"\s+")


def _cjk_states(claim: str, sentence: str) -> bool:
    mine, theirs = _SPACE.sub("", claim), _SPACE.sub("", sentence)
    if any(mark in mine for mark in EXCEPTING):
        return False
    for pattern in (*EXCEPTED, _KOREAN_LEFT_OUT):
        for found in pattern.finditer(theirs):
            if found.group(1) in mine:
                rule = theirs[: found.start()] + "，" + theirs[found.end():]
                return cues(claim).negated != cues(rule).negated
    return False


def exception_stated(claim: str, passage: str) -> bool:
    """Whether ``claim`` says of the case a sentence of ``passage`` excepts the
    opposite of that sentence's rule, as the exception means."""
    return any(states_exception(claim, sentence) or _cjk_states(claim, sentence)
               for sentence in _SENTENCE.split(passage) if sentence.strip())
