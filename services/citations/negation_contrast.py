"""Contrasts a claim and its page both draw around a negation.

- A claim's contrast that turns down what the page's negation bears on carries that
  negation in another form: "paracetamol rather than aspirin" for "Do not give aspirin";
  "而不是在车上购买" for "不能再在车上购票" (``turns_down_negated``).
- A claim's clause that follows a "but" where the page's negated clause follows one
  ("…, but they skip Corniglia" for "…, but do not stop at Corniglia"), or that lacks
  the negated verb ("…, though mild infections still occurred" for "It did not
  prevent mild infections"), keeps the contrast the page's negation draws against
  the clause before: worth a check, not a sure flip (``kept_contrast``).

The conjunctions of contrast are a closed class per language (``ADVERSATIVE``).
"""

from __future__ import annotations

import re

from services.citations.cjk_particles import CHINESE_FUNCTION
from services.citations.contrast import rejected
from services.citations.scripts import CJK_SCRIPT
from services.citations.scripts import LETTERS as _WORD
from services.citations.word_forms import holds_word

ADVERSATIVE: dict[str, tuple[str, ...]] = {
    "en": ("but", "yet", "though", "although"),
    "de": ("aber", "doch", "jedoch", "allerdings", "obwohl"),
    "fr": ("mais", "pourtant", "cependant"), "es": ("pero", "mas", "aunque"),
    "it": ("ma", "però", "tuttavia"), "pt": ("mas", "porém", "embora"),
    "nl": ("maar", "hoewel", "echter"),
    "zh": ("但是", "但", "却", "不过", "可是", "然而"),
    "ja": ("しかし", "ただし", "けれど", "けど"), "ko": ("하지만", "그러나"),
}
"""Conjunctions that set a clause against the one before ("…, but do not stop at …",
"…, though mild infections still occurred")."""
_SPACED = frozenset(w for ws in ADVERSATIVE.values() for w in ws if not CJK_SCRIPT.match(w))
_CJK = tuple(w for ws in ADVERSATIVE.values() for w in ws if CJK_SCRIPT.match(w))
BEFORE = 12
"""Characters before a clause where its conjunction stands (", but ")."""
_CJK_FUNCTION = frozenset(CHINESE_FUNCTION + "再能可会要不")
CJK_NEGATED = 6
"""CJK characters after a negation that it bears on (as ``polarity.CJK_NEGATED``)."""


def _after_adversative(text: str, part: str) -> bool:
    """Whether ``part`` of ``text`` opens with, or follows, a conjunction of
    ``ADVERSATIVE`` ("…, but do not stop", "但不停靠")."""
    head = part.strip()
    at = text.find(head)
    if at == -1:
        return False
    before = text[max(0, at - BEFORE) : at]
    words = _WORD.findall(before.lower())[-1:] + _WORD.findall(head.lower())[:1]
    return not _SPACED.isdisjoint(words) or head.startswith(_CJK) or (
        before.rstrip("，, ").endswith(_CJK))


def kept_contrast(claim: str, mine: str, page_sentence: str, negated: str,
                  turned: list[str]) -> bool:
    """Whether the claim's clause ``mine`` follows a conjunction of contrast and the
    page's ``negated`` clause does too, or ``mine`` lacks the verb the negation turns
    (``turned``): the claim sets the clause against the one before as the negation does
    ("…, though mild infections still occurred" for "It did not prevent mild
    infections")."""
    return _after_adversative(claim, mine) and (
        _after_adversative(page_sentence, negated)
        or (bool(turned) and not holds_word(mine, turned[0])))


def _pairs(text: str) -> list[str]:
    """The pairs of CJK characters of ``text`` that are not both function characters."""
    return [text[k : k + 2] for k in range(len(text) - 1)
            if CJK_SCRIPT.match(text[k]) and CJK_SCRIPT.match(text[k + 1])
            and not (text[k] in _CJK_FUNCTION and text[k + 1] in _CJK_FUNCTION)]


def turns_down_negated(claim: str, negated: str, negations: list[str],
                       turned: list[str]) -> bool:
    """Whether the side ``claim``'s contrast turns down holds what the ``negated`` clause's
    negation bears on (``turned``: its words, or a word after it: "rather than on board"
    for "can no longer buy tickets on board"; CJK: a pair of the characters after one of
    its ``negations``)."""
    contrast = rejected(claim)
    if contrast is None or not contrast.text.strip():
        return False
    if CJK_SCRIPT.search(negated):
        after = [negated[m.end() : m.end() + CJK_NEGATED]
                 for cue in negations if CJK_SCRIPT.match(cue)
                 for m in re.finditer(re.escape(cue), negated)]
        return any(pair in span for span in after for pair in _pairs(contrast.text))
    after = _after_negation(negated, negations)
    return any(holds_word(contrast.text, w) for w in [*turned[:2], *after] if w.strip())


def _after_negation(negated: str, negations: list[str]) -> list[str]:
    """The content words of ``negated`` after its first negation ("board" of "can no longer
    buy tickets on board"), four letters or more."""
    lowered = negated.lower()
    spots = [m.end() for n in negations if not CJK_SCRIPT.match(n)
             for m in re.finditer(rf"(?<![^\W\d_]){re.escape(n)}(?![^\W\d_])", lowered)]
    return [w for w in _WORD.findall(lowered[min(spots):]) if len(w) >= 4] if spots else []
