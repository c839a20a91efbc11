"""The title or role a claim writes right before a name, as the page writes it there too.

"reported by product manager Hannah Obi": "product manager" says who Hannah Obi
is, the way the page's "Lead product manager Hannah Obi said …" does; it is not
part of what the claim says of her. A check that asks whether the sentence
naming her says anything of the claim beyond the passage's own statement
(``relations.role_swap``) must leave her title out, or every titled name looks
like a summary joining two statements.
"""

from __future__ import annotations

import re

from services.citations.passages import terms
from services.citations.stop_words import STOP_WORDS

TITLE_WORDS = 3
"""Words at most of a title before a name ("Lead product manager")."""
_WORDS_BEFORE = re.compile(rf"((?:[^\W\d_][\w'’.-]*\s+){{1,{TITLE_WORDS}}})$")


def title_terms(claim: str, name: str, sentence: str, *, tight: bool = False) -> set[str]:
    """The terms of the words right before ``name`` in ``claim`` that also stand right
    before it in ``sentence`` (the page's, which names it): its title or role; with
    ``tight``, only words after the last function word (``_title``)."""
    mine, theirs = before_name(claim, name), before_name(sentence, name)
    if tight:
        mine, theirs = _title(mine), _title(theirs)
    if not mine or not theirs:
        return set()
    return set(terms(mine)) & set(terms(theirs))


def _title(words: str) -> str:
    """The words of ``words`` after the last function word: a title stands right before
    its name ("by product manager": "product manager"); a deed before a function word
    ("sold to Porthavel Town Council") says what the claim says of the name."""
    kept: list[str] = []
    for word in words.split():
        kept = [] if word.lower() in STOP_WORDS else [*kept, word]
    return " ".join(kept)


def before_name(text: str, name: str) -> str:
    """The words (``TITLE_WORDS`` at most) right before ``name`` in ``text``."""
    at = text.lower().find(name.lower())
    if at <= 0:
        return ""
    found = _WORDS_BEFORE.search(text[:at])
    return found.group(1) if found else ""
