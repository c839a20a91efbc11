"""Words that name an act as a breach of a rule: "违规燃放烟花爆竹的，将被罚款" (setting off
fireworks in breach of the rules will be fined) speaks of what a page's "禁止燃放烟花爆竹"
forbids as forbidden, the same way round. A claim with one agrees with the prohibition
beside its passage (``negated_neighbour``, ``cjk_negated_neighbour``).

A closed class per language (en, de, fr, es, it, pt, nl, zh, ja); spaced words match whole
or by their start, CJK ones as written.
"""

from __future__ import annotations

import re

from services.citations.case_blind import CaseBlind
from services.citations.scripts import CJK_SCRIPT

VIOLATIONS: dict[str, tuple[str, ...]] = {
    "en": ("illegal", "illegally", "unlawful", "unlawfully", "unauthorised", "unauthorized",
           "violat", "in breach", "without permission", "without a permit"),
    "de": ("verbotswidrig", "verbotenerweise", "unerlaubt", "illegal", "rechtswidrig",
           "widerrechtlich", "unbefugt", "verstoß", "verstöß", "ohne genehmigung",
           "ohne erlaubnis"),
    "fr": ("illégal", "en infraction", "sans autorisation", "en violation"),
    "es": ("ilegal", "infring", "infracción", "sin autorización", "sin permiso"),
    "it": ("illegal", "abusiv", "in violazione", "senza autorizzazione"),
    "pt": ("ilegal", "infring", "sem autorização", "em violação"),
    "nl": ("illegaal", "zonder vergunning", "in strijd met", "overtred"),
    "zh": ("违规", "违反", "违法", "违章", "擅自", "私自", "非法"),
    "ja": ("違反", "無断", "違法"),
}
"""Per language: words (or their starts) that call an act a breach."""
_SPACED = CaseBlind(r"(?<![^\W\d_])(?:" + "|".join(sorted(
    (re.escape(w) for lang, ws in VIOLATIONS.items() if lang not in ("zh", "ja") for w in ws),
    key=len, reverse=True)) + ")")
_CJK = tuple(w for lang in ("zh", "ja") for w in VIOLATIONS[lang])


def speaks_of_breach(claim: str) -> bool:
    """Whether ``claim`` calls an act a breach of a rule (``VIOLATIONS``)."""
    if CJK_SCRIPT.search(claim) and any(w in claim for w in _CJK):
        return True
    return _SPACED.search(claim) is not None
