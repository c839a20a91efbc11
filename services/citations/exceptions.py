"""The case a sentence leaves out: "Dogs are not allowed on the site, except
assistance dogs" allows assistance dogs.

A claim that says of the excepted case what the sentence says of all the others
("Assistance dogs are not allowed either") states the opposite of the page,
though every word of it stands there. The reading holds in every language with a
marker of exception (``cues.EXCEPTIONS``): the excepted side runs from the marker
to the clause's end; the rest of the sentence is the rule; a claim that names the
excepted case, states the rule's predicate and has the rule's polarity (negated
or not) has the exception backwards. "but not" after a list ("licensed taxis, but not
private hire vehicles", ``BUT_NOT``) makes an exception as "except" does.
"""

from __future__ import annotations

import re

from services.citations.cjk_exceptions import cjk_excepted
from services.citations.clause_stops import ClauseStops
from services.citations.clauses import clauses
from services.citations.content_words import content_words
from services.citations.cues import BOUND_WORDS, EXCEPTIONS, NEGATION_WORDS
from services.citations.excepted_case import says_otherwise
from services.citations.unless import makes_exception

SIDE_WORDS = 4
"""Content words at most of the excepted side ("assistance dogs")."""
BUT_NOT: dict[str, tuple[str, ...]] = {
    "en": ("but not",), "de": ("aber nicht", "jedoch nicht"), "fr": ("mais pas",),
    "es": ("pero no",), "it": ("ma non",), "pt": ("mas não",), "nl": ("maar niet",),
}
"""Words, by language, that leave a case out after a list ("licensed taxis, but not private
hire vehicles"): an exception as "except" makes one."""
_MARKERS = tuple(sorted({m for table in (EXCEPTIONS, BUT_NOT) for ms in table.values()
                         for m in ms}, key=len, reverse=True))
_CLAUSE_END = ClauseStops(r"[,;:()]|[.!?](?:\s|$)")
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_ELISION = re.compile(r"['’]")


def _marker(lowered: str) -> re.Match[str] | None:
    for marker in _MARKERS:
        if marker not in lowered:
            continue  # most markers: no regex needed
        found = re.search(rf"(?<![\w'’]){re.escape(marker)}(?!\w)", lowered)
        if found is not None:
            return found
    return None


def _negated(lowered: str) -> bool:
    """Whether ``lowered`` holds a negation ("no more than" is a bound, not one); an
    elided French "n'" is a word of its own ("n'ont pas besoin")."""
    words = [p for w in _WORD.findall(lowered) for p in _ELISION.split(w) if p]
    return any(w in NEGATION_WORDS and not (k + 1 < len(words) and words[k + 1] in BOUND_WORDS)
               for k, w in enumerate(words))


def _holds(words: list[str], other: list[str]) -> bool:
    """Whether ``other`` holds every word of ``words`` (another ending counts)."""
    return all(any(o == w or (len(w) >= 5 and o[:5] == w[:5]) for o in other) for w in words)


def excepted_words(sentence: str) -> list[str]:
    """The content words of the case ``sentence`` excepts ("fish" of "except those
    containing fish"), ``[]`` when it excepts none."""
    lowered = sentence.lower()
    found = _marker(lowered)
    if found is None:
        return []
    end = _CLAUSE_END.search(lowered, found.end())
    return content_words(lowered[found.end() : end.start() if end else len(lowered)])[:SIDE_WORDS]


def excepted(claim: str, sentence: str) -> str | None:
    """The excepted side of ``sentence`` when ``claim`` says of it what the sentence
    says of the rest, or None."""
    reading = _reading(claim, sentence)
    if reading is None:
        return cjk_excepted(claim, sentence)
    return reading[0] if not reading[1] else None


def states_exception(claim: str, sentence: str) -> bool:
    """Whether ``claim`` says of the case ``sentence`` excepts the opposite of its
    rule, as the sentence means ("members may come in without an adult" for "not
    admitted without an adult, except members"): no flip, though "except" reads
    as a negation."""
    reading = _reading(claim, sentence)
    return reading is not None and reading[1]


def _reading(claim: str, sentence: str) -> tuple[str, bool] | None:
    """``(excepted side, whether the claim gives it the rule's opposite)`` when the
    claim names the case ``sentence`` excepts and states its rule's predicate."""
    lowered = sentence.lower()
    mine = claim.lower()
    found = _marker(lowered)
    if found is None or _marker(mine) is not None or makes_exception(mine):
        return None  # "unless the leaflet says otherwise": an exception of the claim's own
    end = _CLAUSE_END.search(lowered, found.end())
    side = lowered[found.end() : end.start() if end else len(lowered)]
    excepted_words = content_words(side)[:SIDE_WORDS]
    rule = lowered[: found.start()] + " " + lowered[end.end() if end else len(lowered) :]
    claimed = content_words(mine)
    if not excepted_words or not _holds(excepted_words, claimed):
        return None
    predicate = [w for w in content_words(rule) if w not in excepted_words]
    if not any(_holds([w], claimed) for w in predicate):
        return None
    if any(says_otherwise(part, content_words(side), predicate) for part, _terms in clauses(claim)):
        return None  # "…, while the prawns go into the dish raw": not poached with the fish
    return side.strip(), _negated(mine) != _negated(rule)


def both_except(claim: str, passage: str) -> bool:
    """Whether ``claim`` and ``passage`` both make an exception ("à l'exception du
    lundi" for "sauf le lundi"): the same statement, though only one of the two
    markers reads as a negation."""
    return (_marker(claim.lower()) is not None or makes_exception(claim)) and _marker(
        passage.lower()) is not None
