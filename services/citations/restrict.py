"""A restriction widened: "Besuche sind nur nachmittags erlaubt" allows no visits
in the morning, and "Besuche sind ganztägig erlaubt" says otherwise.

A claim that keeps the rest of a restricted statement but puts another word in
the place of the one case it is restricted to ("nur nachmittags" -> "ganztägig",
"only on weekdays" -> "every day") states what the page rules out. Read in any
language with a restrictive word (``cues.RESTRICTIVES``): the case is the
content word right after it; the claim has no restrictive word, no form of that
case, and a word of its own where the page has it (between the same words).
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher

from services.citations import restricted_all
from services.citations.cjk_some import dropped_some
from services.citations.cues import NEGATION_WORDS, RESTRICTIVE_WORDS, STOP_WORDS
from services.citations.duty_first import duty_first
from services.citations.feared_part import feared_part

_WORD = re.compile(r"[^\W\d_][\w'’-]*|\d+")
_CLAUSE = re.compile(r"[,;:()]|[.!?](?:\s|$)")
"""Where a restricted clause ends, at every full stop: the restriction check was written on
clauses cut at an abbreviation's or ordinal's stop too (``clause_stops``); read whole, a
correct summary of the visible parts turns unsupported."""


def _same(a: str, b: str, *, longer: bool = False) -> bool:
    """Whether ``a`` and ``b`` are one word in two forms: a shared start of five letters
    or more, most of the shorter word; with ``longer``, most of the longer one too (the
    restricted case "Grillplatz" is not the verb "grillen" it starts like)."""
    shared = 0
    while shared < min(len(a), len(b)) and a[shared] == b[shared]:
        shared += 1
    size = max(len(a), len(b)) if longer else min(len(a), len(b))
    return a == b or (shared >= 5 and shared >= 0.6 * size)


def widens(claim: str, sentence: str, window: str = "") -> tuple[str, str] | None:
    """``(claimed, stated)`` when ``claim`` fills the case a clause of ``sentence``
    restricts itself to with words of its own, none of the sentence's ("ganztägig",
    "nur nachmittags"), nor of the rest of the passage (``window``): "The surviving
    Quay Street ice house" for "Only one ice house survives. The Quay Street building …"
    takes its words from the next sentence. A claim that only leaves the case out is not
    read as one."""
    mine = [w.lower() for w in _WORD.findall(claim)]
    if not RESTRICTIVE_WORDS.isdisjoint(mine) or any(
            w in NEGATION_WORDS and mine[k + 1 : k + 2] != [] and mine[k + 1] not in (
                RESTRICTIVE_WORDS) for k, w in enumerate(mine)):
        # A negation narrows, it does not widen: "ICS 1.0 is no longer supported" says
        # what "only iCalendar 2.0 is supported" says ("not only" widens).
        return None
    if (some := dropped_some(claim, sentence)) is not None:
        return None if feared_part(claim, some[0]) else some  # "警惕商家…": a warning
    said = [w.lower() for w in _WORD.findall(sentence)]
    for part in _CLAUSE.split(sentence):
        theirs = [w.lower() for w in _WORD.findall(part)]
        for k, word in enumerate(theirs[:-1]):
            if word not in RESTRICTIVE_WORDS:
                continue
            case = next((w for w in theirs[k + 1 :] if w not in STOP_WORDS), "")
            if not case or any(_same(case, w, longer=True) for w in mine) or duty_first(
                    claim, f"{word} {theirs[k + 1]}"):
                continue  # "nur nach Rücksprache": "muss vorher abgesprochen werden"
            rest = [w for w in theirs if w not in STOP_WORDS and w != word and w != case]
            if sum(1 for w in rest if any(_same(w, m) for m in mine)) < 2:
                continue  # the claim is about something else
            at = theirs.index(case, k + 1)
            if restricted_all.all_of_them(mine, theirs[at + 1 :], _same):
                continue  # "only animals in human care": "all the dolphins … in human care"
            blocks = SequenceMatcher(None, mine, theirs, autojunk=False).get_opcodes()
            for op, i1, i2, j1, j2 in blocks:
                # Right after the restrictive word, or past function words only ("alleen
                # in het westelijke deel" -> "overal in het Vondelpark").
                if op == "replace" and j1 <= at < j2 and (k >= j1 - 1 or all(
                        w in STOP_WORDS for w in theirs[k + 1 : j1])):
                    claimed = [w for w in mine[i1:i2] if w not in STOP_WORDS
                               and not any(_same(w, t) for t in said)
                               and not any(_same(w, t) for t in _WORD.findall(window.lower()))]
                    if claimed:
                        return " ".join(claimed), f"{word} {case}"
    return None
