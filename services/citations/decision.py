"""A decision still to be made: the page's "is considering" kept in other words.

"Die Stadt prüft eine Erweiterung … eine Entscheidung soll erst nach der Auswertung
fallen" is said again by "über eine Erweiterung will die Stadt erst nach der Auswertung
entscheiden", "the council will decide on the extension in May", "市里将在评估后再决定":
the claim states no answer, only that one will be given. The sign, in any tabled
language: a word of deciding beside a word of the future or of a plan (or a verb of
deciding in a future form, "décidera"). "Has decided to extend" is a decision taken.
"""

from __future__ import annotations

from services.citations.scripts import LETTERS

DECIDING: dict[str, tuple[str, ...]] = {
    "en": ("decide",), "de": ("entscheiden", "beschließen"), "fr": ("décider", "statuer"),
    "es": ("decidir",), "it": ("decidere",), "pt": ("decidir",), "nl": ("beslissen", "besluiten"),
}
"""Verbs of deciding in the form a decision to come takes (the infinitive: not "decided",
nor the noun, "will challenge the decision"), per language."""
DECIDING_LATER: dict[str, tuple[str, ...]] = {
    "fr": ("décidera", "décideront", "tranchera"), "es": ("decidirá", "decidirán"),
    "it": ("deciderà", "decideranno"), "pt": ("decidirá", "decidirão"),
    "zh": ("再决定", "才决定", "将决定", "后决定", "再作决定", "再做决定", "才能决定"),
    "ja": ("決定する予定", "判断する予定", "決める予定"),
    "ko": ("결정할 예정", "결정하기로"),
}
"""A verb of deciding in a future form or with its word of the future (CJK as written)."""
LATER: dict[str, tuple[str, ...]] = {
    "en": ("will", "would", "to", "shall"), "de": ("wird", "werden", "will", "wollen", "soll",
                                                    "sollen", "erst"),
    "fr": ("va", "vont", "doit", "doivent"), "es": ("va", "van", "debe", "deben"),
    "it": ("dovrà", "deve", "devono"), "pt": ("vai", "vão", "deve", "devem"),
    "nl": ("zal", "zullen", "wil", "willen", "moet", "pas"),
}
"""Words of the future, of a plan or of "only then" that make the decision one to come."""
_DECIDING = frozenset(w for words in DECIDING.values() for w in words)
_LATER = frozenset(w for words in LATER.values() for w in words)
_AT_ONCE = tuple(w for words in DECIDING_LATER.values() for w in words)


def decision_pending(text: str) -> str:
    """The word of deciding when ``text`` says a decision is still to be made, else ""."""
    lowered = text.lower()
    found = next((w for w in _AT_ONCE if w in lowered), "")
    if found:
        return found
    words = LETTERS.findall(lowered)
    deciding = next((w for w in words if w in _DECIDING), "")
    return deciding if deciding and not _LATER.isdisjoint(words) else ""
