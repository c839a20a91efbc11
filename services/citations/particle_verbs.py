"""A verb and the same verb with a separable particle joined to it: "kochen" in
"aufkochen", "schalten" in "einzuschalten", "koken" in "opkoken".

German and Dutch join a separable particle (``separable.PARTICLES``, a closed class of
each language) to the front of a verb, with "zu"/"te" between them in the infinitive
with "to". A page that negates the plain verb ("danach die Soße nicht mehr kochen
lassen") is turned round by a claim that states the joined one ("sollte die Soße noch
einmal kurz aufkochen"): the negation bears on the verb the claim's word is built on.
The term matching of ``passages`` credits the longer word in the shorter one, not the
other way round, so ``polarity`` asks this module when a clause of the claim pairs with
no clause of the page by shared words.
"""

from __future__ import annotations

from services.citations.scripts import LETTERS as _WORD
from services.citations.separable import INFIXES, PARTICLES, PARTICLES_LONGEST_FIRST

LEAST_LETTERS = 5
"""Letters at least of the plain verb, so that a short word does not end a long one by
chance."""

_PARTICLES = frozenset(PARTICLES)


def particle_verb_held(text: str, verb: str) -> bool:
    """Whether ``text`` has ``verb`` with a separable particle joined before it."""
    verb = verb.lower()
    if len(verb) < LEAST_LETTERS or not verb.isalpha():
        return False
    for word in _WORD.findall(text.lower()):
        if len(word) <= len(verb) or not word.endswith(verb):
            continue
        front = word[: -len(verb)]
        front = front[:-2] if front.endswith(INFIXES) and len(front) > 2 else front
        if front in _PARTICLES:
            return True
    return False


def paired_by_particle_verb(part: str, mine_terms: set[str], theirs: list[tuple[str, set[str]]],
                            need: int) -> tuple[str, int, set[str]] | None:
    """The page clause of ``theirs`` (clause, terms) that shares ``need`` terms with the
    claim's clause ``part`` (terms ``mine_terms``) once a plain verb of the page counts as
    held by the claim's particle verb ("kochen" by "aufkochen"), with the count and its
    terms; None when none does (the first such clause, in page order)."""
    for clause, found in theirs:
        shared = len(mine_terms & found)
        extra = sum(1 for t in found - mine_terms if particle_verb_held(part, t))
        if extra and shared + extra >= need:
            return clause, shared + extra, found
    return None


def without_infix(word: str) -> str:
    """``word`` without the "zu"/"te" of an infinitive with "to" between its separable
    particle and its verb ("mitzufinanzieren": "mitfinanzieren"); ``word`` when it has
    none."""
    lowered = word.lower()
    for particle in PARTICLES_LONGEST_FIRST:
        rest = lowered[len(particle) :]
        if lowered.startswith(particle) and rest.startswith(INFIXES) and (
                len(rest) - 2 >= LEAST_LETTERS):
            return particle + rest[2:]
    return word
