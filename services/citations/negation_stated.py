"""A claim's negation the page states in another clause than the one it matches best.

"The new command flags broken internal links but does not yet check external ones"
matches "A new command reports broken internal links" best (most shared words), a
clause with no negation; the page's next clause, "External links are not checked
yet", negates what the claim negates. The claim joins two statements of the page,
each the right way round: no flip. The words a negation bears on (the two after it,
``polarity.negated_words``) tell what it negates; a page clause that is negated too
and holds them all in some form says the same.
"""

from __future__ import annotations

from services.citations.scripts import CJK as _CJK
from services.citations.word_forms import holds_word

MIN_WORDS = 2
"""Words a negation bears on that must stand in the page's negated clause (in a
language written with spaces: one verb alone, "is not", says too little)."""
MIN_CJK = 2
"""CJK characters a negation bears on that must stand in the page's negated clause."""


PRO_FORMS: dict[str, tuple[str, ...]] = {
    "en": ("one", "ones"), "de": ("eins", "einen", "welche"), "fr": ("un", "une"),
    "es": ("uno", "una"), "it": ("uno", "una"), "pt": ("um", "uma"), "nl": ("een", "eentje"),
}
"""Words that stand for a noun said before ("may not operate one": a chainsaw), per
language: they name the negated thing without its word, so any word of the page's
clause may be it."""
_PRO_FORMS = frozenset(w for words in PRO_FORMS.values() for w in words)


def negation_stated(turned: list[str], negated_clauses: list[str]) -> bool:
    """Whether one of ``negated_clauses`` (the page's clauses that are negated) holds
    every word of ``turned`` (what the claim's negation bears on; a pro-form,
    ``PRO_FORMS``, stands for any word)."""
    if not turned:
        return False
    enough = len(turned[0]) >= MIN_CJK if _CJK.match(turned[0]) else len(turned) >= MIN_WORDS
    turned = [w for w in turned if w not in _PRO_FORMS]
    return enough and bool(turned) and any(all(holds_word(clause, w) for w in turned)
                                           for clause in negated_clauses)
