"""A rule the page says varies, or holds for some, told of all: "Insulin pens that are in use
can all be kept at room temperature for 28 days" where the page says "… may be kept at room
temperature for up to 28 days, depending on the brand"; "entlang der gesamten Mosel" for
"in einigen Gemeinden"; "alle Modelle" for "je nach Modell".

The page ties what it says to a condition that varies ("depending on the brand", "je nach
Hersteller", "视品牌而定") or to some of a group ("in some towns", "in einigen Gemeinden");
the claim states it of the whole ("all", "alle", "entire", "gesamten", "所有"). The sign,
in any tabled language (closed classes): a sentence of the passage has a word of varying
or of some (``widened_quantifier.SCALE``'s lowest step) and shares two content words at
least with the claim, which has a word of "all" (its top step) or of a whole and no word
of varying or of some of its own; the passage has none of "all" (the claim's may be its).
"""

from __future__ import annotations

import re

from services.citations.finding import Finding
from services.citations.passages import Match, SourceIndex, terms
from services.citations.widened_quantifier import SCALE

VARYING: dict[str, tuple[str, ...]] = {
    "en": ("depending on", "depends on", "depend on", "varies", "vary", "varying"),
    "de": ("je nach", "abhängig von", "hängt von", "hängen von", "variiert", "variieren"),
    "fr": ("en fonction de", "dépend de", "dépendent de", "varie", "varient"),
    "es": ("dependiendo de", "depende de", "dependen de", "varía", "varían"),
    "it": ("a seconda", "dipende da", "dipendono da", "varia", "variano"),
    "pt": ("dependendo d", "depende d", "dependem d", "varia", "variam"),
    "nl": ("afhankelijk van", "hangt af van", "varieert", "variëren"),
    "zh": ("而定", "而异", "取决于"),
}
"""Words, by language, that tie a statement to a condition that varies. ("selon",
"según", "je" alone also credit a source or mean "each".)"""
ALL_CJK = ("所有", "全部", "一律", "一概", "整个")
"""Chinese words of "all"."""
WHOLE: dict[str, tuple[str, ...]] = {
    "en": ("entire", "whole"), "de": ("gesamte", "gesamten", "gesamter", "ganze", "ganzen"),
    "fr": ("entier", "entière", "tout le", "toute la"), "es": ("todo el", "toda la", "entero"),
    "it": ("intero", "intera", "tutto il", "tutta la"), "pt": ("todo o", "toda a", "inteiro"),
    "nl": ("hele", "gehele"),
}
"""Words, by language, of a whole ("entlang der gesamten Mosel")."""
SHARED = 2
"""Content words at least the varying sentence and the claim share."""

_VARYING = re.compile(r"(?<![^\W\d_])(?:" + "|".join(sorted(
    (re.escape(w) for lang, ws in VARYING.items() if lang != "zh" for w in ws), key=len,
    reverse=True)) + r")")
_WHOLE_WORDS = {w for steps in SCALE.values() for w in steps[-1]} | {
    w for words in WHOLE.values() for w in words}
_ALL = re.compile(r"(?<![\w'’])(?:" + "|".join(sorted(
    (re.escape(w) for w in _WHOLE_WORDS), key=len, reverse=True)) + r")(?![\w'’])")
_SOME = re.compile(r"(?<![\w'’])(?:" + "|".join(sorted(
    (re.escape(w) for steps in SCALE.values() for w in steps[0]), key=len, reverse=True))
    + r")(?![\w'’])")


def _varies(text: str) -> str:
    """A word of varying in ``text``, or of some of a group ("in einigen Gemeinden")."""
    lowered = text.lower()
    found = _VARYING.search(lowered) or _SOME.search(lowered)
    if found is not None:
        return found.group()
    return next((w for w in VARYING["zh"] if w in text), "")


def _all(text: str) -> str:
    found = _ALL.search(text.lower())
    return found.group() if found else next((w for w in ALL_CJK if w in text), "")


def varies_told_of_all(claim: str, index: SourceIndex, match: Match) -> Finding | None:
    """The word of "all" of ``claim`` where a sentence of its passage says the thing
    varies (see the module), or None."""
    every = _all(claim)
    if not every or _varies(claim):
        return None
    if _all(index.text[match.start : match.end]):
        return None  # "All visitors must show a ticket. Some visitors can enter free"
    mine = {t for t in terms(claim) if not t[:1].isdigit()}
    for k in range(match.first, match.last + 1):
        sentence = index.sentence(k)
        varying = _varies(sentence)
        if varying and not _all(sentence) and len(mine & set(terms(sentence))) >= SHARED:
            return Finding("hedged", every, varying, rule="varies_widened")
    return None
