"""A compound word whose parts a passage writes as words of their own: "Herstellergarantie"
for "der Hersteller gewährt … Garantie", "Akkulaufzeit" for "Laufzeit des Akkus",
"fietsenstalling" for "stalling voor fietsen".

German and Dutch join nouns into one word where a paraphrase keeps them apart, and the other
way round; the passage holds all of such a word when it holds a word that begins it and a
word that ends it, a linking letter or two ("s", "n", "en", "es", "e") between. Structure,
not a word list: any compounding language is read alike.
"""

from __future__ import annotations

from collections.abc import Iterable

from services.citations.compound_heads import shared_head

PART = 4
"""Letters of each part at least."""
LINK = 2
"""Letters at most between the two parts (the linking "s", "en", "es")."""
ENDING = 2
"""Letters at most a part may have beyond the compound's (an ending: "Akkus", "fietsen")."""


def spelled_by_parts(term: str, words: Iterable[str]) -> bool:
    """Whether ``words`` (a passage's terms) hold a word that begins ``term`` and another
    that ends it, together spelling all of it."""
    if len(term) < 2 * PART:
        return False
    heads: list[int] = []
    tails: list[int] = []
    for word in words:
        if len(word) < PART or word == term or not word.isalpha():
            continue
        for cut in range(len(word), max(PART, len(word) - ENDING) - 1, -1):
            if term.startswith(word[:cut]) and cut <= len(term) - PART:
                heads.append(cut)
                break
        for cut in range(len(word), max(PART, len(word) - ENDING) - 1, -1):
            if term.endswith(word[:cut]) and len(term) - cut >= PART:
                tails.append(len(term) - cut)
                break
        tails.extend(shared_head(term, word))
    return any(0 <= tail - head <= LINK for head in heads for tail in tails)


def part_of_compound(term: str, words: Iterable[str]) -> bool:
    """Whether ``term`` (a word of ``PART`` letters or more) begins or ends one of
    ``words`` that is a compound of it and another word of ``PART`` letters or more, a
    linking letter or two aside: "Wind" of "Windstärke", "Garantie" of
    "Herstellergarantie" (the other direction of ``spelled_by_parts``)."""
    if len(term) < PART or not term.isalpha():
        return False
    return any(len(word) - len(term) >= PART and (word.startswith(term) or word.endswith(term))
               for word in words if word.isalpha())


MODIFIER = 5
"""Letters at least of a compound's first part found inside a word of the passage (a
derived word of its own: "speicher" of "gespeichert")."""


def parts_within(term: str, words: Iterable[str]) -> bool:
    """Whether ``words`` (a passage's terms) hold the last part of the compound ``term``
    as a word (an ending of ``ENDING`` letters aside) and its first part, of ``MODIFIER``
    letters or more, inside another word: "Speicherformat" for "in einem neuen Format
    gespeichert", where the first part stands in a participle ("gespeichert") that
    ``spelled_by_parts`` does not read as a part."""
    if len(term) < MODIFIER + PART or not term.isalpha():
        return False
    pool = [w for w in words if w.isalpha() and w != term]
    for cut in range(MODIFIER, len(term) - PART + 1):
        head, modifier = term[cut:], term[:cut]
        heads = [w for w in pool if w.startswith(head) and len(w) - len(head) <= ENDING]
        if heads and any(modifier in w for w in pool if w not in heads):
            return True
    return False
