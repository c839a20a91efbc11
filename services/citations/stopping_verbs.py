"""A negation said with a verb of stopping: "cold stops the battery charging" says what
"the battery does not charge in the cold" says; "verhindert das Laden", "impide que se
cargue", "empêche la charge".

The verbs of stopping and preventing are a closed class per spaced language; one that
stands a few words before the word a page's negation bears on turns that word round as
the negation does.
"""

from __future__ import annotations

from services.citations.scripts import LETTERS
from services.citations.word_forms import holds_word

STOPPING: dict[str, tuple[str, ...]] = {
    "en": ("stop", "stops", "stopped", "stopping", "prevent", "prevents", "prevented",
           "halt", "halts", "halted", "cease", "ceases", "ceased"),
    "de": ("stoppt", "stoppen", "stoppte", "verhindert", "verhindern", "verhinderte",
           "unterbindet", "unterbinden", "hindert"),
    "fr": ("empêche", "empêchent", "arrête", "arrêtent", "stoppe", "stoppent"),
    "es": ("impide", "impiden", "detiene", "detienen", "frena", "frenan"),
    "it": ("impedisce", "impediscono", "ferma", "fermano", "blocca", "bloccano"),
    "pt": ("impede", "impedem", "interrompe", "interrompem"),
    "nl": ("stopt", "stoppen", "voorkomt", "voorkomen", "verhindert", "belet"),
}
"""Verbs of stopping and preventing, by language."""
_STOPPING = frozenset(w for words in STOPPING.values() for w in words)
REACH = 4
"""Words at most from the verb of stopping to the word it stops."""


def stopped(claim: str, word: str) -> bool:
    """Whether a verb of ``STOPPING`` stands in ``claim`` up to ``REACH`` words before a
    form of ``word`` ("stop the battery charging": charge)."""
    words = LETTERS.findall(claim.lower())
    return any(w in _STOPPING and any(holds_word(after, word) for after in words[k + 1 : k + 2
                                                                              + REACH])
               for k, w in enumerate(words))
