"""Modal verbs of possibility: the hedge words that are finite verbs, never adjectives.

"the likely cause" uses a hedge word as an adjective after a determiner, and hedges
nothing; "this could reflect", "das könnte bedeuten", "cela pourrait" put a modal verb
after a pronoun that looks like a determiner, and hedge. A closed class per language.
"""

from __future__ import annotations

MODAL_VERBS: dict[str, tuple[str, ...]] = {
    "en": ("may", "might", "could", "would"),
    "de": ("könnte", "könnten", "würde", "würden", "dürfte", "dürften"),
    "fr": ("pourrait", "pourraient", "peut"),
    "es": ("podría", "podrían", "puede"),
    "it": ("potrebbe", "potrebbero", "può"),
    "pt": ("poderá", "poderão", "poderia", "poderiam", "pode"),
    "nl": ("kan", "kunnen", "zou", "zouden"),
}
MODAL_VERB_WORDS = frozenset(w for words in MODAL_VERBS.values() for w in words)
