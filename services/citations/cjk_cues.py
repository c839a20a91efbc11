"""The cue words of the one CJK language a text is written in, not of all three.

Chinese, Japanese and Korean cues are found as substrings, and a few words are a
cue of one kind in one language and of another kind in the next: "不要" is
Japanese for "unneeded" (a word of "without", of "free") but Chinese for "do
not" ("游客不要在里面洗手" forbids it); "可能" is Japanese for "possible" (a
word of ability: "利用可能") but Chinese for "may" (a hedge). Read with the
tables of all three, a Chinese "不要" hides its negation and a Japanese "可能"
reads as a doubt. So a text takes the cues of its own language: Japanese when
it has kana, Korean when it has Hangul, Chinese otherwise (its clause's
sentence, when given, tells a clause written in kanji alone).
"""

from __future__ import annotations

import re
from functools import lru_cache

from services.citations.cjk_abilities import MORE_ABILITIES
from services.citations.cjk_negations import MORE_NEGATION
from services.citations.cues import (
    ABILITIES,
    ENDS,
    FREE,
    FUTURES,
    HEDGES,
    INTENT,
    NEGATION,
    OBLIGATIONS,
    ONLY,
    WITHOUT,
)
from services.citations.scripts import KANA as _KANA

_HANGUL = re.compile("[\uac00-\ud7af]")
_TABLES: dict[str, tuple[dict[str, tuple[str, ...]], ...]] = {
    "free": (FREE,), "negation": (NEGATION, MORE_NEGATION), "hedge": (HEDGES,),
    "intent": (INTENT,),
    "without": (WITHOUT,), "end": (ENDS, ONLY), "ability": (ABILITIES, MORE_ABILITIES),
    "obligation": (OBLIGATIONS,), "future": (FUTURES,),
}


def cjk_language(text: str, context: str = "") -> str:
    """``"ja"``, ``"ko"`` or ``"zh"``: the CJK language ``text`` (a clause of
    ``context``, when given) is written in."""
    for written in (text, context):
        if _KANA.search(written):
            return "ja"
        if _HANGUL.search(written):
            return "ko"
    return "zh"


@lru_cache(maxsize=32)
def _cues(kind: str, language: str) -> tuple[str, ...]:
    return tuple(w for table in _TABLES[kind] for w in table.get(language, ()))


def cjk_cues(kind: str, text: str, context: str = "") -> tuple[str, ...]:
    """The cue words of ``kind`` ("negation", "without", "hedge" ...) in the CJK
    language of ``text`` (see ``cjk_language``)."""
    return _cues(kind, cjk_language(text, context))
