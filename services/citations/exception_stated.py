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
from services.citations.clause_stops import ClauseStops
from services.citations.cues import EXCEPTIONS, STOP_WORDS
from services.citations.exceptions import states_exception
from services.citations.exempted import as_exception
from services.citations.polarity import cues
from services.citations.unless import makes_exception

SENTENCE = ClauseStops(r"(?<=[.!?])\s+|(?<=[。！？；\n])")
_KOREAN_LEFT_OUT = re.compile(r"([\uac00-\ud7af]{2,12}?)(?:을|를)?\s?빼고")
_SPACE = re.compile(r"\s+")
_CJK_PAIR = re.compile(r"[\u3400-\u9fff\uac00-\ud7af\u30a0-\u30ff]{2}")


def _cjk_states(claim: str, sentence: str) -> bool:
    mine, theirs = _SPACE.sub("", claim), _SPACE.sub("", sentence)
    if any(mark in mine for mark in EXCEPTING) or makes_exception(mine):
        return False
    for pattern in (*EXCEPTED, _KOREAN_LEFT_OUT):
        for found in pattern.finditer(theirs):
            if found.group(1) in mine:
                rule = theirs[: found.start()] + "，" + theirs[found.end():]
                # The claim must state the rule's predicate ("拍照" of "禁止拍照"):
                # "一楼大厅可以带狗" says nothing of "禁止吸烟，除了一楼大厅以外".
                pairs = {rule[k:k + 2] for k in range(len(rule) - 1)
                         if _CJK_PAIR.fullmatch(rule[k:k + 2])}
                rest = mine.replace(found.group(1), "，")
                return any(p in rest for p in pairs) and (
                    cues(claim).negated != cues(rule).negated)
    return False


def exception_stated(claim: str, passage: str) -> bool:
    """Whether ``claim`` says of the case a sentence of ``passage`` excepts the
    opposite of that sentence's rule, as the exception means."""
    return any(states_exception(claim, sentence) or _cjk_states(claim, sentence)
               or states_exception(claim, as_exception(sentence) or "")  # "… are exempt"
               for sentence in SENTENCE.split(passage) if sentence.strip())


_MARKERS = tuple(sorted({m for ms in EXCEPTIONS.values() for m in ms}, key=len, reverse=True))
_SIDE_END = ClauseStops(r"[,;:()]|[.!?](?:\s|$)")
_WORD = re.compile(r"[^\W\d_]{3,}")


def _excepted_side(sentence: str) -> tuple[str, str] | None:
    """``(excepted side, rule)`` of a sentence with a marker of exception, or None."""
    lowered = sentence.lower()
    for marker in _MARKERS:
        found = re.search(rf"(?<![\w'’]){re.escape(marker)}(?!\w)", lowered)
        if found is not None:
            end = _SIDE_END.search(lowered, found.end())
            side_end = end.start() if end else len(lowered)
            side = lowered[found.end():side_end]
            return side, lowered[:found.start()] + " " + lowered[side_end:]
    spaced = _SPACE.sub("", sentence)
    for pattern in (*EXCEPTED, _KOREAN_LEFT_OUT):
        cjk = pattern.search(spaced)
        if cjk is not None:
            return cjk.group(1), spaced[: cjk.start()] + "，" + spaced[cjk.end():]
    return None


def rule_only(claim: str, passage: str) -> bool:
    """Whether ``claim`` states only the rule of a sentence of ``passage`` that makes
    an exception ("Das Museum ist von 9 bis 18 Uhr geöffnet" for "täglich außer
    montags von 9 bis 18 Uhr geöffnet"): the marker reads as a negation, but the
    claim leaves the case out rather than turning the rule round. Only where the
    rule holds no negation, the claim none, and the claim names nothing of the
    excepted case ("montags geöffnet" turns it round)."""
    if cues(claim).negated:
        return False
    mine = claim.lower()
    for sentence in SENTENCE.split(passage):
        split = _excepted_side(sentence)
        if split is None or cues(split[1]).negated:
            continue
        side, _rule = split
        # The case is the first word past the marker ("montags", "Monday"); the
        # side may run on into the rule ("außer montags von 9 bis 18 Uhr geöffnet").
        words = [w for w in _WORD.findall(side) if w not in STOP_WORDS][:1]
        named = any(w[:5] in mine for w in words) if words else side in _SPACE.sub("", claim)
        if not named:
            return True
    return False
