"""A verb of ceasing that says what the page's "no longer" says: "will stop being sold"
for "will no longer be sold", "cessera d'être vendu" for "ne sera plus vendu", "dejará de
venderse" for "ya no se venderá".

The negation check reads the page's clause as negated and the claim's as plain, and finds
the very words of the claim under the page's negation: a sure flip. But a verb of ceasing
before the claim's verb turns it as "no longer" does; only where the page's negation is a
"no longer" (``no_longer``) and the ceasing verb is not itself the word the page negates
("Buses no longer stop at the gate" against "Buses stop at the gate"), and it stands a few
words before the word the page's negation bears on ("stop being sold": sold). The verbs of
ceasing are a closed class per spaced language; Spanish and Portuguese "dejar", "deixar"
(also "leave") count only before "de".
"""

from __future__ import annotations

from services.citations.no_longer import no_longer
from services.citations.scripts import LETTERS
from services.citations.word_forms import holds_word

CEASING: dict[str, tuple[str, ...]] = {
    "en": ("stop", "stops", "stopped", "stopping", "cease", "ceases", "ceased", "ceasing"),
    "de": ("aufhören", "aufgehört"),
    "fr": ("cesser", "cesse", "cessent", "cessera", "cesseront", "arrêter", "arrête",
           "arrêtent", "arrêtera", "arrêteront"),
    "es": ("dejar", "deja", "dejan", "dejará", "dejarán", "dejó", "dejaron"),
    "it": ("smettere", "smette", "smettono", "smetterà", "smetteranno", "cessare", "cessa",
           "cessano", "cesserà", "cesseranno"),
    "pt": ("deixar", "deixa", "deixam", "deixará", "deixarão", "deixou", "deixaram"),
    "nl": ("stoppen", "stopt", "stopte", "ophouden"),
}
"""Verbs of ceasing, by language."""
_CEASING = frozenset(w for words in CEASING.values() for w in words)
REACH = 3
"""Words at most from the verb of ceasing to the word the page's negation bears on ("stop
being sold": sold; "cessera d'être vendu": vendu), counted as ``stopping_verbs`` counts
its own ``REACH``, one word shorter: a verb of preventing has its object between ("stops
the battery from charging")."""
_BEFORE_DE = frozenset(CEASING["es"] + CEASING["pt"])
"""Ceasing verbs that cease only before "de" ("deja de", "deixará de")."""


def ceased(part: str, passage_clause: str, negated: list[str]) -> bool:
    """Whether ``part`` says with a verb of ceasing what ``passage_clause``, whose negation
    bears on ``negated``, says with "no longer" (see the module)."""
    if not no_longer(passage_clause):
        return False
    words = LETTERS.findall(part.lower())
    return any(w in _CEASING and (w not in _BEFORE_DE or words[k + 1 : k + 2] == ["de"])
               and not any(holds_word(w, n) for n in negated)
               and any(holds_word(after, n) for after in words[k + 1 : k + 2 + REACH]
                       for n in negated)
               for k, w in enumerate(words))
