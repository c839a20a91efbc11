"""An open question: "whether" where the page says the answer is not known.

"Whether the festival will return next summer has not been decided", "ob er in
diesem Jahr noch spielen kann, ist offen", "是否在年内开放还不确定": the page
states no answer, so a claim that gives one ("will return") says more than it.
But "check whether the valve is closed" and "the doctor decides whether surgery
is needed" ask a question the reader answers: "make sure the valve is closed" says
the same. So a word of "whether" is a hedge only where its sentence also says
the question is open: a word of it ("unclear", "offen", "不确定"), a negation
("has not been decided", "steht noch nicht fest", "还没定", "分からない") or the
future ("will decide in May whether", "将于年底决定是否").
"""

from __future__ import annotations

from services.citations.cjk_negations import NEGATION_MARKS
from services.citations.cues import NEGATION_WORDS
from services.citations.decision import decision_pending
from services.citations.scripts import CJK, LETTERS

QUESTIONS: dict[str, tuple[str, ...]] = {
    "en": ("whether",), "de": ("ob",), "zh": ("是否",), "ja": ("かどうか",), "ko": ("할지", "될지"),
}
"""Words that open an embedded yes-no question. (French, Spanish, Italian and Portuguese
write it as "si"/"se", their word of "if", read as a condition; Dutch "of" is English
"of".)"""
OPEN: dict[str, tuple[str, ...]] = {
    "en": ("unclear", "uncertain", "unknown", "undecided", "unsure", "unresolved",
           "remains to be seen", "open question"),
    "de": ("unklar", "ungewiss", "fraglich", "ungeklärt", "noch offen", "ist offen",
           "bleibt offen", "sind offen"),
    "zh": ("不确定", "不清楚", "未定", "待定", "还要看", "取决于", "尚未", "还没"),
    "ja": ("未定", "不明", "分からない", "わからない", "検討中"),
    "ko": ("미정", "불확실", "알 수 없", "불투명"),
}
"""Words saying a question is not yet answered, found as they stand (a negation says it
as well); "open" alone is left out: "check whether the shop is open" asks."""
LATER: dict[str, tuple[str, ...]] = {
    "en": ("will", "would"), "de": ("wird", "werden", "würde", "soll"), "zh": ("将",),
    "ja": ("予定",), "ko": ("예정",),
}
"""Words of the future: a question to be answered later ("will decide in May whether")
is open now."""

_QUESTION_WORDS = frozenset(w for lang in ("en", "de") for w in QUESTIONS[lang])
_CJK_QUESTIONS = tuple(w for lang in ("zh", "ja", "ko") for w in QUESTIONS[lang])
_OPEN = tuple(w for ws in OPEN.values() for w in ws)
_LATER = frozenset(w for lang in ("en", "de") for w in LATER[lang])
_CJK_LATER = tuple(w for lang in ("zh", "ja", "ko") for w in LATER[lang])


def open_question(text: str, context: str = "") -> str:
    """The word of "whether" in ``text`` when ``text`` or its sentence (``context``)
    says the question is open; "" otherwise."""
    asked = next((w for w in LETTERS.findall(text.lower()) if w in _QUESTION_WORDS), "")
    if not asked and CJK.search(text):
        asked = next((w for w in _CJK_QUESTIONS if w in text), "")
    if not asked:
        return decision_pending(text)  # "will decide on the extension": also open
    around = f"{text} {context}".lower()
    said = set(LETTERS.findall(around))
    if any(w in around for w in _OPEN) or not (NEGATION_WORDS | _LATER).isdisjoint(said):
        return asked
    cjk = CJK.search(around) and any(w in around for w in (*NEGATION_MARKS, *_CJK_LATER))
    return asked if cjk else ""
