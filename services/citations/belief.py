"""A claim that reports a belief keeps the page's hedge.

"Lead author Dr Hannah Pryce thinks fenced-off gardens explain the difference" for "said
the difference is probably driven by the way gardens are fenced off": the claim states
what she holds likely, not a fact, as "glaubt", "pense", "cree", "认为" do. Read on the
claim's side only: on the page's side a belief is itself a hedge where one is tabled.
"""

from __future__ import annotations

from services.citations.whole_words import WordClass

BELIEFS: dict[str, tuple[str, ...]] = {
    "en": ("think", "thinks", "thought", "believe", "believes", "believed", "suspect",
           "suspects", "suspected", "suggest", "suggests", "suggested", "assume", "assumes",
           "assumed", "presume", "presumes", "presumed"),
    "de": ("glaubt", "glauben", "glaubte", "vermutet", "vermuten", "vermutete", "meint",
           "meinen", "meinte", "annimmt", "annehmen"),
    "fr": ("pense", "pensent", "croit", "croient", "estime", "estiment", "suppose",
           "supposent", "soupçonne", "soupçonnent"),
    "es": ("cree", "creen", "piensa", "piensan", "opina", "opinan", "sospecha", "sospechan",
           "supone", "suponen"),
    "it": ("pensa", "pensano", "crede", "credono", "ritiene", "ritengono", "sospetta",
           "sospettano", "suppone", "suppongono"),
    "pt": ("acha", "acham", "acredita", "acreditam", "pensa", "pensam", "suspeita",
           "suspeitam", "supõe", "supõem"),
    "nl": ("denkt", "denken", "gelooft", "geloven", "vermoedt", "vermoeden", "meent",
           "menen"),
    "zh": ("认为", "認為", "相信", "觉得", "推测", "猜测", "怀疑", "估计"),
    "ja": ("考えて", "と考え", "思って", "推測", "とみて"),
    "ko": ("생각", "추정", "보고 있"),
}
"""Verbs of believing or supposing, per language (CJK as written)."""
_BELIEFS = WordClass.of(BELIEFS)


def believed(claim: str) -> bool:
    """Whether ``claim`` reports what someone believes or supposes (``BELIEFS``)."""
    return _BELIEFS.in_text(claim)
