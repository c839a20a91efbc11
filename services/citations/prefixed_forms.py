"""A word the claim writes behind a prefix where the page writes it bare: "abstiegen" for
"stiegen … ab", "auswählte" for "wählte", "Vereinsmitglieder" for "Mitglieder".

German and Dutch split a verb from its particle ("stiegen, gesichert, zu Fuß ab") and
join it again in a subordinate clause; a compound names a thing by its head once the
paragraph has said whose it is. Either way the page states the claim's word: the tail of
it stands there as a word of its own. Structure, in any language written with spaces; a
negative prefix ("unverletzt" for "verletzt", ``cues.NEGATIVE_PREFIXES``) says the
opposite and never counts.
"""

from __future__ import annotations

from collections.abc import Iterable

from services.citations.cues import NEGATIVE_PREFIXES
from services.citations.word_forms import COMPOUND

PREFIX = 2
"""Letters at least before the page's word (a particle, "ab"; a word, "Vereins")."""


def behind_prefix(word: str, other: str) -> bool:
    """Whether ``word`` is ``other`` (``word_forms.COMPOUND`` letters or more) behind a
    prefix of ``PREFIX`` letters or more that negates nothing; both lower-cased."""
    extra = len(word) - len(other)
    return len(other) >= COMPOUND and extra >= PREFIX and word.endswith(other) and (
        word[:extra] not in NEGATIVE_PREFIXES)


def prefixed_among(word: str, words: Iterable[str]) -> bool:
    """Whether ``word`` is one of ``words`` behind a prefix (``behind_prefix``)."""
    return any(behind_prefix(word, other) for other in words)
