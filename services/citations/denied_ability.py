"""A page that denies a possibility the claim states: "nicht mehr möglich" against "kann
weiterhin", "not allowed" against "can", "不可以" against "可以".

The negation check is sure of a flip when the word the page's negation bears on
stands in the claim too ("not apply" against "applies"). A possibility is said
with different words on the two sides: the page negates an adjective or
participle of possibility or permission ("möglich", "allowed", "permitido"), the
claim uses a modal ("kann", "can", "puede"). Both are words of ability
(``cues.ABILITIES``, a closed class in every tabled language), so the flip is as
sure as one over the same word.
"""

from __future__ import annotations

from typing import Protocol

from services.citations.cjk_cues import cjk_cues
from services.citations.cues import ABILITY_WORDS
from services.citations.scripts import CJK_SCRIPT

SUITABILITY: dict[str, tuple[str, ...]] = {
    "en": ("compatible", "suitable", "usable", "supported"),
    "de": ("kompatibel", "geeignet", "nutzbar", "verwendbar", "unterstützt"),
    "fr": ("compatible", "compatibles", "adapté", "adaptée", "utilisable", "utilisables",
           "supporté", "supportée"),
    "es": ("compatible", "compatibles", "apto", "apta", "utilizable", "admitido", "soportado"),
    "it": ("compatibile", "compatibili", "adatto", "adatta", "utilizzabile", "supportato"),
    "pt": ("compatível", "compatíveis", "adequado", "adequada", "utilizável", "suportado"),
    "nl": ("compatibel", "geschikt", "bruikbaar", "ondersteund"),
    "zh": ("兼容", "适用", "支持"), "ja": ("対応", "互換", "使用でき", "利用でき"),
    "ko": ("호환", "지원"),
}
"""Words that a thing can be used with or for ("compatible", "geeignet", "兼容"): denied,
they deny what a claim's "can" states ("can run on the older packs")."""
_SUITABLE = frozenset(w for words in SUITABILITY.values() for w in words)


class ClaimCues(Protocol):
    """What ``polarity.Cues`` tells of the claim's clause that matters here."""

    @property
    def negated(self) -> bool: ...

    @property
    def able(self) -> bool: ...


def denied_ability(turned: list[str], page: str, claim: ClaimCues) -> bool:
    """Whether the first word a negation of ``page`` bears on (``turned``: see
    ``polarity.negated_words``) is a word of ability, permission or suitability, and
    the claim's clause states an ability without a negation."""
    if not turned or not claim.able or claim.negated:
        return False
    word = turned[0]
    if word in ABILITY_WORDS or word in _SUITABLE:
        return True
    return bool(CJK_SCRIPT.match(word)) and any(
        cue.startswith(word) or word.startswith(cue)
        for cue in (*cjk_cues("ability", page), *_SUITABLE) if CJK_SCRIPT.match(cue))
