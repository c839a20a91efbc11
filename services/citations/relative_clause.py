"""A phrase set after a name that is a relative clause ("who was not involved in the
study", "der an der Studie nicht beteiligt war", "qui n'a pas participé à l'étude"): a
statement about the person, not a role. Two such statements that share no word but agree
in polarity say the same thing in other words as often as not ("der an der Untersuchung
nicht mitgewirkt hat" for "der nicht an der Studie beteiligt war"); a role check
(``apposition_role``) weighs roles, not statements.

Relative pronouns are closed classes per language. German writes its relative pronouns
as its articles ("der", "die", "das"): there, the pronoun opens a clause only where a
preposition, a pronoun, an adverb of time or a negator follows it, where an
article takes its noun or an adjective ("der an der Studie …" against "der Arbeitsmediziner …").
"""

from __future__ import annotations

import re

from services.citations.cues import NEGATION_WORDS
from services.citations.prepositions import PREPOSITION_WORDS

RELATIVE: dict[str, tuple[str, ...]] = {
    "en": ("who", "whom", "whose", "which", "that"),
    "fr": ("qui", "dont", "lequel", "laquelle", "lesquels", "lesquelles"),
    "es": ("que", "quien", "quienes", "cuyo", "cuya"),
    "it": ("che", "cui", "il quale", "la quale"),
    "pt": ("que", "quem", "cujo", "cuja"),
    "nl": ("wie", "welke", "waarvan"),  # "die", "dat" are German articles too
    "de": ("welcher", "welche", "welches"),
}
"""Words that open a relative clause (German's article-like ones apart)."""
GERMAN_ARTICLE_LIKE = ("der", "die", "das", "dem", "den", "deren", "dessen")
"""German relative pronouns that are also articles."""
GERMAN_AFTER_PRONOUN = frozenset((
    "an", "auf", "aus", "bei", "mit", "nach", "von", "zu", "zum", "zur", "für", "über", "unter",
    "vor", "in", "im", "am", "um", "durch", "gegen", "ohne", "seit", "sich", "er", "sie", "es",
    "ihm", "ihn", "ihr", "man", "bereits", "schon", "noch", "zuvor", "bisher", "damals"))
"""Prepositions, pronouns and adverbs, which follow a relative pronoun ("der an der Studie
…", "die sich …"), never an article."""
_OPENERS = frozenset(w for words in RELATIVE.values() for w in words)
_WORD = re.compile(r"[^\W\d_][\w'’-]*")


def relative_clause(phrase: str) -> bool:
    """Whether ``phrase`` opens as a relative clause (see the module's doc)."""
    words = [w.lower() for w in _WORD.findall(phrase)]
    if not words:
        return False
    if words[0] in _OPENERS:
        return True
    return words[0] in GERMAN_ARTICLE_LIKE and len(words) > 1 and (
        words[1] in GERMAN_AFTER_PRONOUN or words[1] in PREPOSITION_WORDS
        or words[1] in NEGATION_WORDS)


def negated(phrase: str) -> bool:
    """Whether ``phrase`` holds a negator (spaced languages)."""
    return any(w.lower() in NEGATION_WORDS for w in _WORD.findall(phrase))


def same_statement(claimed: str, stated: str) -> bool:
    """Whether two phrases after a name are relative clauses of one polarity."""
    return relative_clause(claimed) and relative_clause(stated) and (
        negated(claimed) == negated(stated))
