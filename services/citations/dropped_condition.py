"""A condition dropped: "Der Umbau beginnt im Herbst" where the page says "Falls die
Förderung bewilligt wird, beginnt der Umbau im Herbst"; "The library will close in
March" for "Unless the council finds extra money, the library will close in March".

The hedge check weighs a page's condition in the page's clause that matches the claim's
best; a condition written as a clause of its own ("If C, then S") stands beside the
clause the claim matches, and the dropped "if" goes unseen. Here the page's sentence is
cut at its word of condition (``cues.CONDITIONALS``, a closed class): the condition runs
from that word to the clause's end, the statement is the rest. The claim states every
content word of the statement (two at least, in any form) and fewer than half of the
condition's (two at least), and has no hedge, condition, plan or possibility of its own;
where it keeps no word of the condition, a long statement (``WHOLE_STATEMENT``) may lack
one word, the frame the page sets it in ("hat angeboten").

A condition of need ("if needed", "wenn ein Antibiotikum nötig ist", "si nécessaire")
is left alone: what holds when it is needed is what a reader takes the claim to say
("Mittel der Wahl ist Amoxicillin").
"""

from __future__ import annotations

from services.citations.clause_stops import ClauseStops
from services.citations.content_words import content_words
from services.citations.cues import CONDITIONALS, OBLIGATION_WORDS
from services.citations.finding import Finding
from services.citations.particle_verbs import without_infix
from services.citations.passages import Match, SourceIndex
from services.citations.polarity import cues
from services.citations.scripts import CJK_SCRIPT
from services.citations.scripts import LETTERS as _WORD
from services.citations.word_forms import holds_word

SPACED = ("en", "de", "fr", "es", "it", "pt")
"""Languages whose words of condition are read here (Dutch "als" is also "as" and
"like"; Chinese, Japanese and Korean write conditions without spaces)."""
NEED: dict[str, tuple[str, ...]] = {
    "en": ("needed", "necessary", "required"), "de": ("nötig", "notwendig", "erforderlich"),
    "fr": ("nécessaire", "besoin"), "es": ("necesario", "necesaria"),
    "it": ("necessario", "necessaria", "bisogno"), "pt": ("necessário", "necessária"),
}
"""Words of need: a condition that holds one is the reader's call, not the page's doubt."""
MIN_WORDS = 2
"""Content words at least of the statement and of the condition."""
WHOLE_STATEMENT = 4
"""Content words from which a statement the claim states all but one of is stated, where
the claim keeps no word of the condition: the one may be the frame the page puts the
statement in ("hat angeboten, … mitzufinanzieren, falls …" told as "wird … mitfinanzieren"),
dropped with the condition."""

_MARKERS = frozenset(w for lang in SPACED for w in CONDITIONALS[lang])
_NEED = frozenset(w for words in NEED.values() for w in words) | OBLIGATION_WORDS
_CLAUSE_END = ClauseStops(r"[,;:—–()]|[.!?](?:\s|$)")


def dropped_condition(claim: str, index: SourceIndex, match: Match) -> Finding | None:
    """The word of condition of a sentence of the passage whose statement ``claim``
    states without the condition (see the module), or None."""
    if CJK_SCRIPT.search(claim):
        return None
    own = cues(claim)
    if own.hedged or own.intent or own.able:
        return None
    for k in range(match.first, match.last + 1):
        sentence = index.sentence(k)
        lowered = sentence.lower()
        for found in _WORD.finditer(lowered):
            if found.group() not in _MARKERS:
                continue
            end = _CLAUSE_END.search(lowered, found.end())
            stop = end.start() if end else len(lowered)
            condition = content_words(lowered[found.end() : stop], letters_only=True, distinct=True)
            statement = content_words(lowered[: found.start()] + " " + lowered[stop:],
                                      letters_only=True, distinct=True)
            if len(condition) < MIN_WORDS or len(statement) < MIN_WORDS or not (
                    _NEED.isdisjoint(condition)):
                continue
            kept = sum(1 for w in condition if holds_word(claim, w))
            lacking = sum(1 for w in statement if not holds_word(claim, w) and not holds_word(
                claim, without_infix(w)))  # "mitzufinanzieren": "mitfinanzieren"
            if 2 * kept < len(condition) and (not lacking or (
                    not kept and lacking == 1 and len(statement) >= WHOLE_STATEMENT)):
                return Finding("hedged", claim.strip(), found.group(), rule="dropped_condition")
    return None
