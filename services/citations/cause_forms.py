"""A word of a cause the page holds in another form: "weil die Kosten beim Tierarzt
gestiegen sind" for the page's "wegen gestiegener Tierarztkosten", "dank eines neuen
Speicherformats" for "in einem neuen Format gespeichert".

A cause the claim words with the page's words is the page's cause, not one of its own
(``causes``). Its words may stand on the page with another ending ("gestiegen",
"gestiegener"), as a part of a compound ("Tierarzt" of "Tierarztkosten"), or as a
compound the page writes in parts (``compounds``). Another ending is read against the
longer form: a compound that only begins with a page word ("Fleischgenuss" for
"Fleisch") says more than the page, and stays the claim's own. Structure, no word list.
"""

from __future__ import annotations

from collections.abc import Iterable

from services.citations.compounds import part_of_compound, parts_within
from services.citations.word_forms import shared_start

STEM = 4
"""Letters two forms of a word share at least."""
FORM_SHARE = 0.75
"""Share of the longer form's letters two forms of one word share at least ("gestiegen",
"gestiegener"; not "fleisch", "fleischgenuss")."""


def same_form(mine: str, theirs: str) -> bool:
    """Whether two words are one in two forms: a shared start of ``STEM`` letters or more
    and ``FORM_SHARE`` of the longer word."""
    shared = shared_start(mine, theirs)
    return shared >= STEM and shared >= FORM_SHARE * max(len(mine), len(theirs))


def held_in_form(term: str, words: Iterable[str]) -> bool:
    """Whether ``words`` (the terms around the passage) hold ``term`` in another form,
    as a part of a compound, or its parts when ``term`` is a compound."""
    pool = [w for w in words if w.isalpha()]
    return term.isalpha() and (any(same_form(term, w) for w in pool) or part_of_compound(
        term, pool) or parts_within(term, pool))
