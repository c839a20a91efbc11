"""A rule told as holding without exception where the page states one: "乘客取消订单一律需
支付5元取消费" where the page says "…收取5元取消费，但司机迟到超过五分钟时乘客可免费取消";
"Late returns are fined in every case" for "Late returns are fined, unless the library
was closed".

Every word of the claim but its "without exception" stands on the page, so overlap
passes it. The sign, in any language: the claim has a word that rules out exceptions
(``UNIVERSALS``, a closed class of each language: "without exception", "in every case",
"ausnahmslos", "一律"), which the passage and the sentences beside it do not write; and
the passage sets a case apart with a word of exception, condition against or contrast
(``cues.EXCEPTIONS``, ``unless.UNLESS``, ``negation_contrast.ADVERSATIVE``) that the claim
does not write. "Always" is left to the check of how often (``widened_frequency``).
"""

from __future__ import annotations

import re

from services.citations.cues import EXCEPTIONS
from services.citations.negation_contrast import ADVERSATIVE
from services.citations.scripts import CJK_SCRIPT
from services.citations.unless import UNLESS

UNIVERSALS: dict[str, tuple[str, ...]] = {
    "en": ("without exception", "in all cases", "in every case", "regardless of",
           "no matter", "invariably"),
    "de": ("ausnahmslos", "ohne ausnahme", "in allen fällen", "in jedem einzelfall",
           "unabhängig davon", "egal ob"),
    "fr": ("sans exception", "dans tous les cas", "en toutes circonstances", "quel que soit",
           "quelle que soit"),
    "es": ("sin excepción", "en todos los casos", "sea cual sea"),
    "it": ("senza eccezione", "senza eccezioni", "in tutti i casi"),
    "pt": ("sem exceção", "em todos os casos"),
    "nl": ("zonder uitzondering", "in alle gevallen"),
    "zh": ("一律", "一概", "无一例外", "无论如何", "任何情况下"),
    "ja": ("例外なく", "一律", "いかなる場合も"),
    "ko": ("예외 없이", "일률적으로", "무조건"),
}
"""Words that rule out any exception to what a clause states, per language."""
_PROVISOS = (*(w for table in (EXCEPTIONS, UNLESS, ADVERSATIVE) for ws in table.values()
               for w in ws), "除了", "除外", "除く", "除き", "제외")
"""Words that set a case apart from a rule: exception, condition against, contrast
(the tables of exception carry no CJK marker; these are theirs)."""


def _pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    spaced = sorted((re.escape(w) for w in words if not CJK_SCRIPT.match(w)), key=len,
                    reverse=True)
    unspaced = sorted((re.escape(w) for w in words if CJK_SCRIPT.match(w)), key=len,
                      reverse=True)
    return re.compile(r"(?<![^\W\d_])(?:" + "|".join(spaced) + r")(?![^\W\d_])|"
                      + "|".join(unspaced))


_UNIVERSAL = _pattern(tuple(w for ws in UNIVERSALS.values() for w in ws))
_PROVISO = _pattern(_PROVISOS)


def universal_over_exception(claim: str, passage: str, near: str) -> tuple[str, str] | None:
    """``(the claim's word without exception, the passage's word that sets a case apart)``
    when ``near`` (the passage and a sentence either side) writes no such word of the
    claim's and ``passage`` sets a case apart in a way the claim does not; else None."""
    lowered = claim.lower()
    universal = _UNIVERSAL.search(lowered)
    if universal is None or _PROVISO.search(lowered) or _UNIVERSAL.search(near.lower()):
        return None
    proviso = _PROVISO.search(passage.lower())
    return (universal.group(0), proviso.group(0)) if proviso else None
