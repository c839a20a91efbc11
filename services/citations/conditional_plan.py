"""A plan the page makes hang on a condition, told by the claim as a fact: "wird in
Oberweiler ein kleines Café eröffnet" where the page says "Geplant ist zudem ein kleines
Café; ob es kommt, hängt … davon ab, ob sich genug Ehrenamtliche finden"; "Ab dem 1. Juni
dürfen Mutter und Kälber die Außenanlage nutzen" where it says "sollen … nutzen dürfen,
sofern das Wetter mitspielt".

The polarity check finds the plan ("geplant", "soll", "will", "将") turned into a fact
and, since a plan is often told as what will happen, only asks for a check. The plan is
open, not only planned, when the passage also writes a word of a condition or of an open
question (``OPEN_WORDS``, a closed class of each language) that the claim does not: then
the finding is sure.
"""

from __future__ import annotations

import re

OPEN_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("if", "unless", "provided", "depending", "depends", "whether", "subject to"),
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

_SPACED = tuple(w for lang, words in OPEN_WORDS.items() if lang not in ("zh", "ja", "ko")
                for w in words)
_UNSPACED = tuple(w for lang in ("zh", "ja", "ko") for w in OPEN_WORDS[lang])
_SPACED_RE = re.compile(r"(?<![^\W\d_])(?:" + "|".join(
    re.escape(w) for w in sorted(_SPACED, key=len, reverse=True)) + r")(?![^\W\d_])",
                        re.IGNORECASE)


def open_words(text: str) -> set[str]:
    """The words of ``OPEN_WORDS`` that ``text`` writes (lower-cased)."""
    found = {m.group().lower() for m in _SPACED_RE.finditer(text)}
    return found | {w for w in _UNSPACED if w in text}


def open_plan(claim: str, passage: str) -> bool:
    """Whether ``passage`` writes a word of a condition or an open question that ``claim``
    does not write."""
    return bool(open_words(passage) - open_words(claim))
