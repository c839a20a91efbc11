"""One word of the claim put in the place of another kind of thing, or of its
opposite, where the passage holds the claim's other words.

"Kittiwakes nest on the cliffs" against "Puffins nest on the cliffs", "Roggenmehl"
against "Weizenmehl", "prices were lower" against "prices were higher": the claim
writes a word the window lacks (in any form, by any synonym or anything narrower),
and the window writes in its place a word the claim lacks that the lexical database
gives as another kind of one near thing (``lexical_relations.siblings``) or as its
opposite (``lexical_relations.opposite``; not where either side holds a negation,
which the polarity checks weigh: "does not accept" is "rejects"). A German compound
is weighed by its parts: the same head with sibling modifiers ("Weizen-mehl",
"Roggen-mehl"); an English two-word noun by the database's compounds ("white wine"
where the page has "red wine").

A noun narrower than the page's ("puffins" where the page says "seabirds") is left to
the coverage: it was tried as "check this", but correct paraphrases name the common
kind of a class as often ("small private planes" for "small private aircraft").

A swap is told only when the claim is otherwise held (the window holds its other
nouns and most of its words: ``MISSING_SHARE``, ``HELD_AT_LEAST``), the two words
stand in the same place (a word beside one is beside the other: ``_same_slot``), they
are near kinds (``NEAR_SIZE``), and, where the page writes the claim's word elsewhere
(a summary may join it from there), the page's word stands between the very words the
claim's stands between. It is certain where the two are kinds of a
natural thing, a food or a time (``CRISP_KINDS``) or near roles of a person
(``ROLE_SIZE``); elsewhere it asks for a check.
"""

from __future__ import annotations

import re

from services.citations.cues import NEGATION_WORDS
from services.citations.lexical_relations import covers, opposite, sibling_kind, siblings
from services.citations.lexicon import english, noun
from services.citations.passages import soft_credit, terms
from services.citations.signals import Finding

MISSING_SHARE = 0.5
"""Share of the claim's words the window may lack in any form, the swapped one
included, for the claim to count as otherwise held; of them only the swapped one
may be a noun (the others say how: "crumbled feta and chopped parsley" for "feta
and coriander") ..."""
HELD_AT_LEAST = 3
"""... and the window holds at least this many of the claim's other words."""
OPPOSED_AT_MOST = 2
"""Claim words the window may lack, the opposite one included, for an opposite
to count as the claim's statement turned round."""
NEAR_SIZE = 300
"""Senses at most under the kind two words share for them to be two kinds of one near
thing ("seabird" 70, "cereal grass" 55, "weekday" 10, "herb" 260)."""
CRISP_KINDS = frozenset({5, 13, 20, 27, 28})
"""WordNet's lexicographer files (animals, foods, plants, substances, times) whose
kinds are told apart by anyone: "kittiwakes" for "puffins", "rye" for "wheat",
"Tuesday" for "Monday" is another thing. Elsewhere two kinds of one thing are as often
a rewording ("tourists" for "visitors", "footpath" for "trail", "athlete" for
"player"): the swap only asks for a check."""
PERSON = 18
"""WordNet's lexicographer file of people: near kinds of person are roles ("nurse" for
"doctor", "executive" for "director"), which a page states as facts ..."""
ROLE_SIZE = 100
"""... where the kind they share is near (at most this many senses under it); broader
ones are as often a rewording ("tourists" for "visitors": 170)."""
_WORD = re.compile(r"[^\W\d_]+")
_HEAD_AT_LEAST = 3


def _surface(text: str, term: str) -> str:
    """The word of ``text`` whose term is ``term`` (as written), else the term."""
    return next((w for w in _WORD.findall(text) if terms(w)[:1] == [term]), term)


def _pairs(mine: str, theirs: str) -> tuple[str, str]:
    """Two compounds' differing modifiers when they share a head ("weizenmehl",
    "roggenmehl": "weizen", "roggen"); else the words themselves."""
    k = 0
    while k < min(len(mine), len(theirs)) and mine[-1 - k] == theirs[-1 - k]:
        k += 1
    if k >= _HEAD_AT_LEAST and len(mine) - k >= 3 and len(theirs) - k >= 3:
        return mine[: len(mine) - k], theirs[: len(theirs) - k]
    return mine, theirs


def _relation(mine: str, theirs: str) -> tuple[str, int] | None:
    if opposite(mine, theirs):
        return "negation", 0
    nearest = siblings(mine, theirs)
    if nearest is None:
        left, right = _pairs(mine, theirs)
        if (left, right) != (mine, theirs):
            if opposite(left, right):
                return "negation", 0
            nearest = siblings(left, right)
    return ("name_missing", nearest) if nearest is not None else None


def _same_slot(claim_terms: list[str], at: int, sentence_terms: list[str], theirs: str) -> int:
    """On how many sides (0, 1 or 2) a term right beside the claim's word stands
    right beside the page's word too."""
    best = 0
    for k, term in enumerate(sentence_terms):
        if term != theirs:
            continue
        before = sentence_terms[k - 1] if k else None
        after = sentence_terms[k + 1] if k + 1 < len(sentence_terms) else None
        best = max(best, int(bool(at) and before == claim_terms[at - 1]) + int(
            at + 1 < len(claim_terms) and after == claim_terms[at + 1]))
    return best


def lexical_swap(claim: str, sentences: list[str], page: str) -> Finding | None:
    """The swapped word of ``claim`` against the window's ``sentences`` (see the
    module); ``page`` (lower-cased) tells whether the claim's word stands elsewhere."""
    claim_terms = terms(claim)
    window = [terms(s) for s in sentences]
    found = {t for ts in window for t in ts}
    window_text = " ".join(sentences).lower()
    claimed = set(claim_terms)
    missing = [t for t in dict.fromkeys(claim_terms)
               if t not in found and not t.isdigit() and soft_credit(t, found, window_text) == 0
               and not any(covers(t, other) for other in found if other.isalpha())]
    distinct = list(dict.fromkeys(t for t in claim_terms if t.isalpha()))
    if not missing or len(missing) > MISSING_SHARE * len(distinct):
        return None
    nouns = [t for t in missing if _noun(t, _surface(claim, t))]
    if len(distinct) - len(missing) < HELD_AT_LEAST:
        return None  # too little of what the claim is about stands in the window
    claim_text = claim.lower()
    extra = [t for t in dict.fromkeys(t for ts in window for t in ts)
             if t not in claimed and t.isalpha() and len(t) >= 3
             and soft_credit(t, claimed, claim_text) == 0]
    swapped = nouns if len(nouns) == 1 else []  # two nouns lacking: it says more else
    opposed = missing if len(missing) <= OPPOSED_AT_MOST and not (
        _negated(claim) or any(_negated(s) for s in sentences)) else []
    text = " ".join(sentences)
    best: tuple[int, str, str, str] | None = None
    for mine in dict.fromkeys(swapped + opposed):
        word = _surface(claim, mine)
        if not mine.isalpha():
            continue
        # The page writes it elsewhere: a summary may join it here, unless the page's
        # word stands between the very words the claim's stands between.
        at = claim_terms.index(mine)
        needed = (int(at > 0) + int(at + 1 < len(claim_terms))) if word.lower() in page else 1
        for theirs in extra:
            relation = _relation(mine, theirs)
            if relation is None or (best is not None and relation[1] >= best[0]):
                continue
            if relation[0] == "negation" and mine not in opposed:
                continue
            if relation[0] != "negation" and (mine not in swapped or not _noun(
                    theirs, _surface(text, theirs))):
                continue
            if max(_same_slot(claim_terms, at, ts, theirs) for ts in window) >= needed:
                best = (relation[1], relation[0], word, theirs)
    if best is None or best[0] > NEAR_SIZE:
        return _modifier_swap(claim, claim_terms, missing, claimed, window, text, page)
    nearest, reason, word, theirs = best
    if reason == "negation":
        return Finding(reason, word, _surface(text, theirs), rule="lexical_opposite")
    return Finding(reason, word, _surface(text, theirs), certain=_sure(
        sibling_kind(*_pairs_if_needed(swapped[0], theirs)), nearest), rule="lexical_swap")


def _sure(shared: int, nearest: int) -> bool:
    """Whether two near kinds of a thing of WordNet's ``shared`` lexicographer file,
    ``nearest`` senses under the kind they share, are surely not a rewording."""
    return shared in CRISP_KINDS or (shared == PERSON and nearest <= ROLE_SIZE)


def _modifier_swap(claim: str, claim_terms: list[str], missing: list[str], claimed: set[str],
                   window: list[list[str]], text: str, page: str) -> Finding | None:
    """A two-word noun whose first word the claim swaps before the same head ("white
    wine" where the page has "red wine", "roe deer" for "red deer"): the two compounds
    are near kinds of one thing in the database."""
    for mine in missing:
        at = claim_terms.index(mine)
        if at + 1 >= len(claim_terms) or not mine.isalpha():
            continue
        head = claim_terms[at + 1]
        phrase = f"{_surface(claim, mine)} {_surface(claim, head)}"
        if phrase.lower() in page:
            continue  # the page names it: a summary may join it here
        for sentence in window:
            for k, theirs in enumerate(sentence[:-1]):
                if sentence[k + 1] != head or theirs in claimed or not theirs.isalpha():
                    continue
                nearest = siblings(f"{mine}_{head}", f"{theirs}_{head}")
                if nearest is None or nearest > NEAR_SIZE:
                    continue
                return Finding("name_missing", phrase,
                               f"{_surface(text, theirs)} {_surface(text, head)}",
                               certain=_sure(sibling_kind(f"{mine}_{head}",
                                                          f"{theirs}_{head}"), nearest),
                               rule="lexical_swap")
    return None


def _pairs_if_needed(mine: str, theirs: str) -> tuple[str, str]:
    """The two words whose senses are kinds of one thing: the words, or their
    compounds' modifiers ("weizen", "roggen")."""
    return (mine, theirs) if siblings(mine, theirs) is not None else _pairs(mine, theirs)


def _negated(text: str) -> bool:
    """Whether ``text`` holds a negation (``cues.NEGATION_WORDS``, a closed class of
    every language): "does not accept" says what "rejects" says, and the polarity
    checks weigh a negation."""
    return "n't" in text or "n’t" in text or not NEGATION_WORDS.isdisjoint(
        w.lower() for w in _WORD.findall(text))


def _noun(term: str, word: str) -> bool:
    """Whether a word is a noun: an English one by the database's counts, any other by
    its capital (German writes its nouns so)."""
    return noun(term) or (word[:1].isupper() and not english(term))
