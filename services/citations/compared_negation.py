"""A negation that only names the other side of a comparison ("1.8 times as likely to
report poor sleep as those who were not", "häufiger als diejenigen, die nicht rauchen") or
the point a step goes on until ("stir in the water until no dry flour remains", "rühren,
bis kein Mehl mehr zu sehen ist").

The negation says who the statement is compared with, not that the statement does not
hold: a claim that keeps the statement ("were more likely to report poor sleep") and
leaves out the group it is compared with states no opposite; nor does one that leaves out
the end point of a step. The tail from the word of comparison (or of "until") on is set
aside before polarity is weighed, in claim and passage alike. Words of comparison, of
"until" and relative pronouns are closed classes, given for the spaced languages the word
tables cover.
"""

from __future__ import annotations

import re

from services.citations.case_blind import CaseBlind
from services.citations.cues import NEGATION_WORDS
from services.citations.scripts import LETTERS as _WORD

COMPARING: tuple[str, ...] = (
    "than", "as", "compared with", "compared to",  # en
    "als", "wie", "gegenüber", "im vergleich zu", "im vergleich mit",  # de
    "que", "par rapport à",  # fr, es, pt
    "en comparación con",  # es
    "di", "rispetto a",  # it
    "dan",  # nl
)
"""Words that open the other side of a comparison."""
RELATIVE: tuple[str, ...] = (
    "who", "that", "which", "die", "der", "denen", "qui", "que", "che", "dat", "quienes",
)
"""Relative pronouns that open the clause saying who the other side is."""
_NEGATIONS = "|".join(sorted((re.escape(w) for w in NEGATION_WORDS if w.isalpha()
                             and len(w) > 1), key=len, reverse=True))
_TAIL = CaseBlind(
    r"(?<!\w)(?:" + "|".join(re.escape(w) for w in COMPARING) + r")\s+"
    r"(?:[^\W\d_]+,?\s+){0,3}?(?:" + "|".join(RELATIVE) + r")\s+"
    r"(?:[^\W\d_'’]+\s+){0,2}?(?:" + _NEGATIONS + r"|[^\W\d_]+n['’]t)(?!\w)[^.;:!?\n]*")


UNTIL: tuple[str, ...] = ("until", "till", "bis", "hasta que", "finché", "fino a quando",
                         "até que", "totdat", "tot")
"""Words that open the end point of a step (French "jusqu'à ce que" in ``_UNTIL_TAIL``)."""
_UNTIL_TAIL = CaseBlind(
    r"(?:(?<!\w)(?:" + "|".join(re.escape(w) for w in UNTIL) + r")\s+|jusqu['’]à ce "
    r"qu(?:e\s+|['’]))(?:[^\W\d_'’]+\s+){0,2}?(?:(?:" + _NEGATIONS + r")(?!\w)|n['’])"
    r"[^.;:!?\n]*")


def without_compared_negation(text: str) -> str:
    """``text`` with the other side of a comparison, and the end point of a step, set aside
    where they are negated."""
    if NEGATION_WORDS.isdisjoint(_WORD.findall(text.lower())) and "n'" not in text and (
            "n’" not in text):
        return text  # no negation to set aside (most sentences): the patterns are slow
    if _TAIL.search(text):
        text = _TAIL.sub("", text)
    return _UNTIL_TAIL.sub("", text) if _UNTIL_TAIL.search(text) else text
