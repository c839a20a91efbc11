"""A figure the claim gives where its passage says only "a few", "einige", "几".

"Hydrocortisone cream may be used for up to seven days" where the page says "for a few
days"; "zu rund 25 Einsätzen" where it says "zu einigen Einsätzen": the claim puts an
exact figure on a count the page leaves vague. The number check finds the figure
nowhere and only asks for a check, as a figure the page may write another way; but the
passage's own sentence writes a word of vague quantity (some or few, many: the lower
rungs of ``widened_quantifier.SCALE``) on the very noun the claim counts, so the figure
is one the writer of the claim made up. Chinese, Japanese and Korean put the vague
word before the measure word the claim's figure takes ("几天" for "7天").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from services.citations.cues import STOP_WORDS
from services.citations.number_place import number_at
from services.citations.scripts import CJK_SCRIPT
from services.citations.widened_quantifier import SCALE
from services.citations.word_forms import holds_word

VAGUE_CJK: dict[str, tuple[str, ...]] = {
    "zh": ("几", "幾", "若干", "数", "數", "一些"),
    "ja": ("数", "何", "いくつか"),
    "ko": ("몇", "여러"),
}
"""Words of vague quantity right before a measure word, in CJK."""
_VAGUE = sorted({q for rungs in SCALE.values() for rung in rungs[:2] for q in rung},
                key=len, reverse=True)
"""The vague quantity words of the spaced languages: some or few, many."""
_VAGUE_RE = re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, _VAGUE)) + r")((?:\s+\w+){1,2})",
                       re.IGNORECASE)
_VAGUE_CJK = sorted({q for words in VAGUE_CJK.values() for q in words}, key=len, reverse=True)
_WORD = re.compile(r"[^\W\d_]+")


def vague_rival(claimed: str, claim: str, sentences: Sequence[str]) -> str | None:
    """The vague quantity (``"a few days"``) of one of ``sentences`` (the passage's) on the
    noun that the claim's figure ``claimed`` counts, or None: none there, or the claim
    writes that vague word itself."""
    at = number_at(claim, claimed)
    if at < 0:
        return None
    tail = claim[at + len(claimed):]
    if CJK_SCRIPT.search(claimed) or CJK_SCRIPT.match(tail.lstrip()[:1]):
        return _vague_cjk(tail.lstrip(), claim, sentences)
    noun = next((w for w in _WORD.findall(tail.lower())[:2] if w not in STOP_WORDS), "")
    if len(noun) < 3:
        return None
    for sentence in sentences:
        for found in _VAGUE_RE.finditer(sentence):
            words = [w for w in _WORD.findall(found.group(1).lower()) if w not in STOP_WORDS]
            if words and holds_word(words[0], noun) and not re.search(
                    rf"(?<!\w){re.escape(found.group(0).split()[0])}(?!\w)", claim, re.I):
                end = found.group(0).lower().rfind(words[0]) + len(words[0])
                return found.group(0)[:end]
    return None


def _vague_cjk(tail: str, claim: str, sentences: Sequence[str]) -> str | None:
    """``vague_rival`` in CJK: a vague word right before the measure word the figure takes."""
    unit = tail[:1]
    if not unit or not CJK_SCRIPT.match(unit):
        return None
    for sentence in sentences:
        for word in _VAGUE_CJK:
            if f"{word}{unit}" in sentence and word not in claim:
                return f"{word}{unit}"
    return None
