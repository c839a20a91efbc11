"""How two words relate in the shipped lexical database (``lexicon``): the same or a
broader sense, two kinds of one thing, or opposites.

- ``covers(claimed, stated)``: the claim's word names what the page's word names, or
  something broader ("birds" for "puffins", "Fahrzeug" for "Auto", "physician" for
  "doctor"): the page supports it;
- ``siblings(claimed, stated)``: two kinds of one near thing, neither the other nor
  broader than it (puffin and kittiwake, wheat and rye, Monday and Tuesday): the
  claim puts another thing in the page's place. Returns how many senses lie under
  the nearest shared one (fewer: nearer kinds, a surer swap), or None;
- ``sibling_kind(claimed, stated)``: WordNet's lexicographer file of that nearest
  shared sense (animal, food, person ...);
- ``opposite(claimed, stated)``: words the database gives as antonyms (an adjective's
  satellites and comparatives included: "cheaper" against "expensive").

Every sense of each word is weighed (the database cannot tell which one a text
means): a swap needs that no sense of one is a sense of, or above, any sense of the
other, so a word with a reading that fits the page's word is never a swap.
"""

from __future__ import annotations

from services.citations.lexicon import (
    UNORDERED,
    above,
    broader,
    kind,
    opposites,
    ordered_senses,
    senses,
    size,
)

BROADER_STEPS = 4
"""Steps up from the page's word a broader claim word may stand ("birds" is four above
"puffins": alcid, seabird, aquatic bird, bird) ..."""
GENERAL_SIZE = 3000
"""... unless it is so broad that it says nothing of the thing ("entity", "object",
"person": thousands of senses under them)."""
SIBLING_STEPS = 4
"""Steps up from each word to the sense they share, ..."""
SIBLING_PATH = 5
"""... from both together (wheat and rye: 2; puffin and kittiwake: 5, a gull's
taxonomy being deep; "home" and "host": 6) ..."""
SIBLING_SIZE = 300
"""... which must be a near kind (at most this many senses under it: "cereal grass",
"day of the week", "seabird"), not a broad class ("organism", "artifact")."""


def covers(claimed: str, stated: str) -> bool:
    """Whether the term ``claimed`` names a sense of ``stated`` or one broader
    (``BROADER_STEPS``, ``GENERAL_SIZE``)."""
    mine = senses(claimed)
    if not mine or claimed == stated:
        return claimed == stated
    reached = above(stated, BROADER_STEPS)
    return any(sense in reached and (reached[sense] <= 1 or size(sense) <= GENERAL_SIZE)
               for sense in mine)


COMMON_SENSES = 2
"""A word's commonest senses in which two words must be kinds of one thing: a rare
reading ("service" as a tree) makes no swap."""


def _common(term: str) -> tuple[int, ...]:
    """The senses of ``term`` weighed for a swap: WordNet's ``COMMON_SENSES`` commonest,
    and every OpenThesaurus sense (whose order says nothing)."""
    ordered = ordered_senses(term)
    wordnet = [s for s in ordered if kind(s) != UNORDERED][:COMMON_SENSES]
    return tuple(wordnet) + tuple(s for s in ordered if kind(s) == UNORDERED)


def _up_from(start: tuple[int, ...], depth: int) -> dict[int, int]:
    """The senses ``start`` and those up to ``depth`` steps above, with their steps."""
    reached = dict.fromkeys(start, 0)
    edge = set(start)
    for step in range(1, depth + 1):
        edge = {up for sense in edge for up in broader(sense)} - reached.keys()
        reached.update(dict.fromkeys(edge, step))
    return reached


def siblings(claimed: str, stated: str) -> int | None:
    """The number of senses under the nearest sense that ``claimed`` and ``stated``
    share as two kinds of it, or None when they are no such pair (see the module)."""
    if claimed == stated:
        return None
    own_mine, own_theirs = senses(claimed), senses(stated)
    if not own_mine or not own_theirs:
        return None
    if not own_mine.isdisjoint(above(stated, 12)) or not own_theirs.isdisjoint(
            above(claimed, 12)):
        return None  # the same or broader however far up: "animal" for "puffin"
    mine = _up_from(_common(claimed), SIBLING_STEPS)
    theirs = _up_from(_common(stated), SIBLING_STEPS)
    shared = [size(s) for s in mine.keys() & theirs.keys()
              if 0 < size(s) <= SIBLING_SIZE and mine[s] + theirs[s] <= SIBLING_PATH]
    return min(shared) if shared else None


def sibling_kind(claimed: str, stated: str) -> int:
    """The lexicographer file (``lexicon.kind``) of the nearest sense ``claimed`` and
    ``stated`` share as two kinds of it (see ``siblings``), 0 when none or unknown."""
    mine = _up_from(_common(claimed), SIBLING_STEPS)
    theirs = _up_from(_common(stated), SIBLING_STEPS)
    shared = sorted((size(s), s) for s in mine.keys() & theirs.keys()
                    if 0 < size(s) <= SIBLING_SIZE and mine[s] + theirs[s] <= SIBLING_PATH)
    return kind(shared[0][1]) if shared else 0


def _bases(term: str) -> list[str]:
    """``term`` and what it may be the comparative or superlative of ("cheaper":
    "cheap", "larger": "large", "bigger": "big", "happier": "happy")."""
    found = [term]
    for ending in ("er", "est"):
        if term.endswith(ending) and len(term) - len(ending) >= 3:
            stem = term[: -len(ending)]
            found += [stem, stem + "e"]
            if stem[-1] == stem[-2]:
                found.append(stem[:-1])
            if stem.endswith("i"):
                found.append(stem[:-1] + "y")
    return found


def opposite(claimed: str, stated: str) -> bool:
    """Whether the database gives ``claimed`` and ``stated`` (or the bases of their
    comparatives) as opposites."""
    theirs = _bases(stated)
    return any(other in opposites(mine) for mine in _bases(claimed) for other in theirs)
