"""A plan the page makes hang on a condition, told by the claim as a fact: "wird in
Oberweiler ein kleines Café eröffnet" where the page says "Geplant ist zudem ein kleines
Café; ob es kommt, hängt … davon ab, ob sich genug Ehrenamtliche finden"; "Ab dem 1. Juni
dürfen Mutter und Kälber die Außenanlage nutzen" where it says "sollen … nutzen dürfen,
sofern das Wetter mitspielt".

The polarity check finds the plan ("geplant", "soll", "will", "将") turned into a fact
and, since a plan is often told as what will happen, only asks for a check. The plan is
open, not only planned, when the passage also writes a word of a condition or of an open
question (``OPEN_WORDS``, a closed class of each language), or of a step still to come
("beantragt, aber noch nicht bewilligt", "尚待审议": ``pending``), that the claim does not:
then the finding is sure.

A dependence the claim drops is sure likewise (``dropped_question``): "市生态环境局将在新规施行
半年后调整……区域划分" where the page says "将……进行评估，并视情况调整区域划分"; "will add two
fitness areas" where it says "will review them and, depending on the results, add two
fitness areas". The sign: the passage writes a word of dependence (``DEPENDING``, a closed
class of each language) before words of its sentence the claim restates, and the claim
writes no word of condition or dependence, nor one that may keep it ("selon les
revenus").
"""

from __future__ import annotations

import re

from services.citations.case_blind import CaseBlind
from services.citations.clause_stops import ClauseStops
from services.citations.pending import pending_words
from services.citations.whole_words import WordClass

OPEN_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("if", "unless", "provided", "depend", "depending", "depends", "whether",
           "subject to"),
    "de": ("falls", "wenn", "sofern", "ob", "abhängig", "vorausgesetzt", "vorbehaltlich"),
    "fr": ("si", "sous réserve", "dépend", "dépendra", "à condition"),
    "es": ("si", "siempre que", "depende", "dependerá", "a condición"),
    "it": ("purché", "dipende", "dipenderà", "a condizione", "qualora"),
    "pt": ("caso", "desde que", "depende", "dependerá"),
    "nl": ("indien", "mits", "afhankelijk"),
    "zh": ("如果", "若", "视情况", "取决于", "是否", "前提是"),
    "ja": ("場合", "次第", "かどうか"),
    "ko": ("경우", "여부"),
}
"""Words of a condition or an open question ("if", "sofern", "ob", "视情况", "次第"); not
words that are also common function words in another language ("als", "se", "of")."""

_OPEN = WordClass.of(OPEN_WORDS)
_CLAUSE_END = ClauseStops(r"[;。！？!?]|[.](?:\s|$)")


def open_words(text: str) -> set[str]:
    """The words of ``OPEN_WORDS`` that ``text`` writes (lower-cased)."""
    return _OPEN.found(text)


def open_plan(claim: str, passage: str) -> bool:
    """Whether ``passage`` writes a word of a condition or an open question, or of a step
    still to come (``pending``: "noch nicht bewilligt", "尚待审议"), that ``claim`` does
    not write."""
    return bool((open_words(passage) | pending_words(passage)) - (
        open_words(claim) | pending_words(claim)))


SHARED_CHARS = 4
"""CJK characters in a row after the word of dependence that the claim restates."""
SHARED_WORDS = 2
"""Words (four letters or more) after the word of dependence that the claim restates."""
DEPENDING: dict[str, tuple[str, ...]] = {
    "en": ("depending on", "depends on"), "de": ("je nach", "abhängig"),
    "fr": ("en fonction de", "dépend"), "es": ("en función de", "depende"),
    "it": ("a seconda", "dipende"), "pt": ("dependendo", "depende"), "nl": ("afhankelijk",),
    "zh": ("视情况", "取决于"), "ja": ("次第",), "ko": ("에 따라",),
}
"""Words of a dependence ("depending on", "je nach", "视情况"): what follows may not happen.
Not "whether" ("tested whether it could reduce"), a question reported, not a doubt."""
_KEEPING = ("selon", "according", "subject to", "laut", "nach", "según", "secondo")
"""Words by which a claim may keep the dependence in other words ("selon les revenus")."""
_DEPENDING = tuple(w for words in DEPENDING.values() for w in words)
_DEPENDING_RE = CaseBlind(r"(?<![^\W\d_])(?:" + "|".join(
    re.escape(w) for w in sorted(_DEPENDING, key=len, reverse=True)) + r")(?![^\W\d_])")
_KEEPING_RE = CaseBlind(r"(?<![^\W\d_])(?:" + "|".join(_KEEPING) + r")(?![^\W\d_])")
"""Any of ``_KEEPING`` as a whole word (one scan for all)."""


def dropped_question(claim: str, passage: str) -> str | None:
    """The word of a dependence ``passage`` writes before words of its sentence the claim
    restates (``SHARED_CHARS`` characters in a row, CJK, or ``SHARED_WORDS`` words), which
    the claim drops: "将……调整区域划分" for "并视情况调整区域划分"; else None."""
    if _DEPENDING_RE.search(claim) or any(w in claim for w in _DEPENDING if not w.isascii()) or (
            open_words(claim)) or _KEEPING_RE.search(claim):
        return None
    for part in _CLAUSE_END.split(passage):
        found = _DEPENDING_RE.search(part) or next(
            (m for w in _DEPENDING if not w.isascii() and w in part and (
                m := re.search(re.escape(w), part))),
            None)
        if found is None:
            continue
        rest = part[found.end() :]
        if re.search(r"[\u3400-\u9fff]", rest):
            if any(rest[k : k + SHARED_CHARS] in claim
                   for k in range(len(rest) - SHARED_CHARS + 1)):
                return found.group()
        elif sum(1 for w in re.findall(r"[^\W\d_]{4,}", rest.lower())
                 if w in claim.lower()) >= SHARED_WORDS:
            return found.group()
    return None

