"""Names in another role: the words a sentence ties to one name, a claim ties to another.

"The recipe was developed by Amir Said" where the page says "developed by
Hannah Cole and tested by Amir Said"; "The study was led by Tomas Berg, with
drone mapping carried out by Miriam Haller" where the page has it the other way
round. Every word and every name of such a claim stands in the passage's
sentence, so neither overlap nor a missing name catches it. What differs is
which name each word stands beside.

The reading, in any language written with capitals: each content word of a
clause is *bound* to the name nearest to it in that clause (a tie binds it to
none); names joined only by function words ("Tomas Berg of the University of
Bern", "Hannah Cole and Amir Said") count as one party. A claim's name whose
words the sentence binds to another party, and none of them to the name itself,
is a name in another role.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from services.citations.case_blind import CaseBlind
from services.citations.cues import COORDINATOR_WORDS, NEGATION_WORDS, STOP_WORDS
from services.citations.name_family import same_opening
from services.citations.number_signs import number_sign
from services.citations.prepositions import PREPOSITION_WORDS
from services.citations.signals import names

REACH = 2
"""Content words at most from a word to the name it is bound to (the name's
neighbour, or one word past it: "was developed by", "the study was led by")."""
JOIN = 3
"""Function words at most between two names that make one party ("of the", "und")."""
ACROSS = 2
"""Steps an "and", "und", "y" … adds between a word and a name."""
_TOKEN = re.compile(r"[^\W\d_][\w'’-]*|\d+(?:[.,]\d+)*|[,;:()—–]")
# Full stops are left out: the texts are single sentences, and a stop inside
# one ends an abbreviation ("Prof. Dr. Katrin Lenz").
_BREAK = frozenset(",;:()—–")
_BRACKETED_ACRONYM = re.compile(r"\s*\(([A-ZÀ-Þ][A-ZÀ-Þ0-9&-]{1,9})\)")


@dataclass
class _Reading:
    """A text's content words and names in order (function words left out): each
    slot's word (lower-cased), its party (the index of its name in ``members``,
    -1 for a word) and its clause."""

    words: list[str]
    party: list[int]
    clause: list[int]
    members: list[set[str]]
    joined: list[bool]  # an "and", "und", "y" … between this slot and the one before
    tight: list[bool]  # no function word between this slot and the one before


def _read(text: str, capitalises_nouns: bool) -> _Reading:
    named = set(names(text, capitalises_nouns))
    reading = _Reading([], [], [], [], [], [])
    current, gap, last, joiner, skipped = 0, JOIN + 1, -1, False, False
    for match in _TOKEN.finditer(text):
        token = match.group()
        if token in _BREAK:
            current += 1
            gap = JOIN + 1
            skipped = True
            continue
        lowered = token.lower()
        joiner = joiner or lowered in COORDINATOR_WORDS
        if token in named and not number_sign(token, text, match.end()):  # "Bus Nr. 290"
            if last >= 0 and gap <= JOIN:
                reading.members[last].add(lowered)
                gap = 0
                continue  # one slot per name
            reading.members.append({lowered})
            last = len(reading.members) - 1
            gap = 0
        elif not _content(lowered):
            gap += 1
            skipped = True
            continue
        else:
            gap = JOIN + 1
        reading.words.append(lowered)
        reading.party.append(last if token in named else -1)
        reading.clause.append(current)
        reading.joined.append(joiner)
        reading.tight.append(not skipped)
        joiner = skipped = False
    return reading


def _content(word: str) -> bool:
    return len(word) >= 3 and word[0].isalpha() and word not in STOP_WORDS and (
        word not in NEGATION_WORDS) and word not in PREPOSITION_WORDS  # "beneath"


def _bound(reading: _Reading, at: int) -> int:
    """The party the word in slot ``at`` is bound to (the nearest name of its
    clause, within ``REACH``), or -1 (none near, or two as near)."""
    best, best_distance, tied = -1, REACH + 1, []
    for k, party in enumerate(reading.party):
        if party < 0 or reading.clause[k] != reading.clause[at]:
            continue
        # An "and" between them is two steps more: it starts another statement
        # ("Dumas et réalisée par … Batir", "Marta Gil y el pregón lo leyó …").
        distance = abs(k - at) + ACROSS * any(
            reading.joined[j] for j in range(min(k, at) + 1, max(k, at) + 1))
        if distance < best_distance:
            best, best_distance, tied = party, distance, [k]
        elif distance == best_distance and party != best:
            tied.append(k)
    if len(tied) > 1:
        # As near on both sides: the name not across an "and" ("designed by A and
        # built by B": "built" is B's), else the one after it, which a verb or a
        # title leads to ("The canal was engineered by Thomas Dadford").
        free = [k for k in tied if not any(
            reading.joined[j] for j in range(min(k, at) + 1, max(k, at) + 1))]
        if len(free) == 1:
            return reading.party[free[0]]
        after = [k for k in (free or tied) if k > at]
        return reading.party[after[0]] if len(after) == 1 else -1
    return best


SHORT_ENDINGS = frozenset({"", "e", "s", "d", "n", "t", "es", "ed", "en", "er", "et", "te"})
"""Endings of a short word's forms (en, de, nl: "votes", "voted"; "lebt", "lebte")."""


def same_form(a: str, b: str) -> bool:
    """The same word (or run of words) in another form ("developed", "develops"): a
    shared start of five characters or more, and of at least 0.7 of the shorter; or of
    a short word, its four first letters and an ending of ``SHORT_ENDINGS`` each
    ("votes", "voted")."""
    if a == b:
        return True
    shared = 0
    while shared < min(len(a), len(b)) and a[shared] == b[shared]:
        shared += 1
    if shared == 4 and " " not in a + b and a[4:] in SHORT_ENDINGS and b[4:] in SHORT_ENDINGS:
        return True
    return shared >= 5 and shared >= 0.7 * min(len(a), len(b))


def _ties(reading: _Reading) -> list[tuple[str, int, bool]]:
    """``(word, party, title)`` for every content word bound to a party; ``title``
    when the word stands right before the name, nothing between ("l'entreprise Batir
    Est", "ingegnera Marta Coletti"; not "engineered by William Jessop")."""
    out = []
    for k, word in enumerate(reading.words):
        if reading.party[k] < 0:
            party = _bound(reading, k)
            if party >= 0:
                title = k + 1 < len(reading.party) and reading.party[k + 1] == party and (
                    reading.tight[k + 1])
                out.append((word, party, title))
    return out


def crossed(claim: str, sentences: list[str], capitalises_nouns: bool) -> tuple[str, str] | None:
    """``(claimed name, the page's name)`` when a sentence of the passage binds the
    words the claim binds to a name to another name of two words or more, and
    none of them to this name. Where that other name is one the claim states too,
    the claim must bind it wrongly as well (two names crossed), else it says the
    same in another order ("this summer the festival moves …")."""
    mine = _read(claim, capitalises_nouns)
    if not mine.members:
        return None
    # A name and the acronym the page gives it in brackets are one party ("the Tropical
    # Agriculture Research Centre (CATIE)"): the claim may name it by either.
    sentences = [_BRACKETED_ACRONYM.sub(r" \1", s) for s in sentences]
    readings = [_read(s, capitalises_nouns) for s in sentences]
    ties = [_ties(r) for r in readings]
    verdicts = [_rival(mine, k, readings, ties) for k in range(len(mine.members))]
    for k, rival in enumerate(verdicts):
        if rival is None:
            continue
        theirs = [p for p, m in enumerate(mine.members) if m & rival]
        if any(verdicts[p] is None for p in theirs):
            continue  # the other name is the claim's too, and rightly placed
        if not theirs and rival <= set(mine.words):
            continue  # the claim names it too, where no name is read (its first words)
        named = _name(claim, mine.members[k]), _name(" ".join(sentences), rival)
        if not same_opening(*named):  # a firm and its brand ("Hallbrook & Reid", "Hallbrook Crown")
            return named
    return None


def _rival(mine: _Reading, index: int, readings: list[_Reading],
           ties: list[list[tuple[str, int, bool]]]) -> set[str] | None:
    """The name a sentence of the passage binds the claim's words of name ``index``
    to instead, or None when one binds any of them to this name (save a title the
    sentence writes right before it: it names who, not what they did), when none
    binds any, or when the passage does not state this name."""
    members = mine.members[index]
    words = [w for w, party, _title in _ties(mine) if party == index]
    found: set[str] | None = None
    present = False
    for theirs, bound in zip(readings, ties, strict=True):
        # The parties holding every word of the name ("Tomás Ferrer", not his
        # sister "Lucía Ferrer"), else any of its words (a surname alone).
        same = {p for p, m in enumerate(theirs.members) if m >= members} or {
            p for p, m in enumerate(theirs.members) if m & members}
        same = {p for p in same if len(theirs.members[p]) >= 2}  # a person or a firm
        # is named in full on the page; one word ("March", "Monday") is no party
        present = present or bool(same)
        for word, party, title in bound:
            if not any(same_form(word, w) for w in words):
                continue
            if party in same or theirs.members[party] < members:
                # A part of the claim's name the page writes apart is that name too
                # ("from the Preston firm of Lomax Brothers" for "Lomax Brothers of Preston").
                if title:
                    continue  # a title says who, not what they did ("engineer Dadford")
                return None
            if found is None and len(theirs.members[party]) >= 2:
                found = theirs.members[party]
    return found if present else None


def _name(text: str, members: set[str]) -> str:
    """The words of ``members`` as ``text`` writes them, in its order."""
    written = [w for w in re.findall(r"[^\W\d_][\w'’-]*", text)
               if w.lower() in members and w[:1].isupper()]
    return " ".join(dict.fromkeys(written)) or " ".join(sorted(members))


_FOLD = str.maketrans("áàâäãåéèêëíìîïóòôöõúùûüñçß", "aaaaaaeeeeiiiiooooouuuuncs")


def renamed(claim: str, sentences: list[str], page: str,
            capitalises_nouns: bool) -> tuple[str, str] | None:
    """``(claimed name, the page's name)`` when a name of the claim keeps the given
    name of a name in the passage (its last word but one) and gives it a last word
    the page never states ("Helga Brandt" where the page has "Bäckermeisterin Helga
    Roth"): a name changed, not shortened (accents aside: "Tomas" is "Tomás")."""
    folded = page.lower().translate(_FOLD)
    for run in map(_unowned, _runs(claim, capitalises_nouns)):
        if len(run) < 2 or run[-1].lower().translate(_FOLD) in folded:
            continue
        for sentence in sentences:
            for theirs in map(_unowned, _runs(sentence, capitalises_nouns)):
                if len(theirs) >= 2 and theirs[-2] == run[-2] and theirs[-1] != run[-1]:
                    return " ".join(run[-2:]), " ".join(theirs[-2:])
    return None


_POSSESSIVE = CaseBlind(r"['’]s$|(?<=s)['’]$")


def _unowned(run: list[str]) -> list[str]:
    """``run`` with its last word's possessive ending left off ("Sam Okafor's" is "Sam
    Okafor", "Fernbrook Cricket Club's" the club): it says whose, not who."""
    return [*run[:-1], _POSSESSIVE.sub("", run[-1])] if run else run


def _runs(text: str, capitalises_nouns: bool) -> list[list[str]]:
    """The runs of name words of ``text`` that stand side by side ("Helga Roth")."""
    named = set(names(text, capitalises_nouns))
    out: list[list[str]] = []
    previous_end = -2
    for match in re.finditer(r"[^\W\d_][\w'’-]*", text):
        word = match.group()
        if word not in named:
            previous_end = -2
            continue
        if out and text[previous_end : match.start()].strip() == "" and previous_end >= 0:
            out[-1].append(word)
        else:
            out.append([word])
        previous_end = match.end()
    return out


def bound_names(sentence: str, words: list[str], capitalises_nouns: bool) -> set[str]:
    """The name words of ``sentence`` (lower-cased) to which it binds one of ``words``
    (matching terms: "keeper", "keep")."""
    reading = _read(sentence, capitalises_nouns)
    out: set[str] = set()
    for word, party, _title in _ties(reading):
        if any(word == w or (len(w) >= 4 and word.startswith(w)) for w in words):
            out |= reading.members[party]
    return out


def ties(text: str, capitalises_nouns: bool) -> list[tuple[str, frozenset[str]]]:
    """``(word, name words)`` for every content word of ``text`` bound to a name (see the
    module's docstring), lower-cased; a title right before the name left out."""
    reading = _read(text, capitalises_nouns)
    return [(word, frozenset(reading.members[party])) for word, party, title in _ties(reading)
            if not title]
