"""A possibility the claim reports as someone's fear or warning: "a councillor fears the
scheme will push drivers onto verges" for the page's "warned that drivers may park on
verges"; "befürchtet, dass … wird", "担心…会".

What is feared or warned of is not stated as fact, so the claim keeps the page's "may".
The verbs of fearing and warning are a closed class, given for every supported language.
"""

from __future__ import annotations

from services.citations.whole_words import WordClass

APPREHENSION: dict[str, tuple[str, ...]] = {
    "en": ("fear", "fears", "feared", "fearing", "worry", "worries", "worried", "warn",
           "warns", "warned", "afraid", "cautions", "cautioned"),
    "de": ("befürchtet", "befürchten", "befürchtete", "fürchtet", "fürchten", "fürchtete",
           "warnt", "warnen", "warnte", "besorgt"),
    "fr": ("craint", "craignent", "redoute", "redoutent", "inquiète", "inquiètent",
           "avertit", "alerte"),
    "es": ("teme", "temen", "temía", "advierte", "advierten", "advirtió", "preocupa",
           "alerta"),
    "it": ("teme", "temono", "avverte", "avvertono", "preoccupa"),
    "pt": ("teme", "temem", "alerta", "alertam", "adverte", "preocupa"),
    "nl": ("vreest", "vrezen", "waarschuwt", "waarschuwen", "waarschuwde", "bezorgd"),
    "zh": ("担心", "担忧", "忧虑", "警告", "害怕", "恐怕"),
    "ja": ("懸念", "心配", "恐れ", "警告"),
    "ko": ("우려", "걱정", "경고"),
}
"""Verbs (and adjectives) of fearing and warning, by language; none that is a common word
of another language ("met" of "met en garde")."""
_APPREHENSION = WordClass.of(APPREHENSION)


def apprehended(claim: str, part: str) -> bool:
    """Whether ``claim`` reports its clause ``part`` as feared or warned of: a word of
    ``APPREHENSION`` in the claim up to the end of that clause."""
    at = claim.find(part.strip())
    head = claim[: at + len(part.strip())] if at != -1 else part
    return _APPREHENSION.in_text(head)
