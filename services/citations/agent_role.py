"""A person given the deed the page gives another: "led by Dr. Tomás Herrera" where the
page has "The research, led by ecologist Dr. Hannah Lindqvist" and names Herrera only
as a co-author.

The claim's words all stand on the page, and Herrera's name stands in the passage,
so neither overlap nor a missing name catches it. What tells is the word of the
deed right before the name ("led by", "designed by", "entworfen von", "conçu par"):
no sentence that names this person holds it, and a sentence elsewhere on the page
writes it right before another person's name. Any language written with capitals;
a verb of saying is left out (reporting is worded freely: "said", "noted", "told").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from services.citations.clause_stops import ClauseStops
from services.citations.cues import COORDINATOR_WORDS, REPORTING_WORDS, STOP_WORDS
from services.citations.finding import Finding
from services.citations.passages import terms
from services.citations.scripts import CJK_SCRIPT
from services.citations.signals import names
from services.citations.titles import title_terms
from services.citations.word_forms import holds_word

DEED_REACH = 4
"""Words at most between the word of a deed and the name it is done by ("led by
ecologist Dr. Hannah Lindqvist")."""
MIN_NAME_WORDS = 2
"""Name words at least of a person or firm ("Hannah Lindqvist"): one capitalised word is as
often a place or the subject a passage speaks of ("Okafor starts as …")."""
ENDING = 3
"""Letters at least an ending may have beyond a shared stem (longer words: half their length)."""
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_BREAK = ClauseStops(r"[,;:()\d\[\]—–]|[.!?]\s")


def agent_swap(claim: str, sentences: Sequence[str],
               capitalises_nouns: bool) -> Finding | None:
    """``name_elsewhere`` for a person (two name words or more) of ``claim`` whom the
    claim gives a deed, written right beside the name (a title aside), that no
    sentence of the page (``sentences``) naming them holds, while one writes it
    beside another person's name."""
    deeds = _deeds(claim, capitalises_nouns) if not CJK_SCRIPT.search(claim) else []
    lowered = [s.lower() for s in sentences] if deeds else []
    for run, found in deeds:
        surname = run[-1].lower()
        naming = [s for s, low in zip(sentences, lowered, strict=True) if surname in low]
        # A title right before the name, no function word between ("architect Priya
        # Nair"), says who, when the page writes it before the name too.
        titles = {t for s in naming for t in title_terms(claim, " ".join(run[-2:]), s)}
        deed = next((d for k, d in enumerate(found) if not (
            _among(d, titles) and all(_among(t, titles) for t in found[:k])
            and _tight(claim, d, run))), "")
        if not naming or not deed or deed in REPORTING_WORDS or any(
                holds_word(s, deed) for s in naming):
            continue
        for sentence, low in zip(sentences, lowered, strict=True):
            if deed[:4] not in low or not holds_word(sentence, deed):
                continue
            for other, theirs in _deeds(sentence, capitalises_nouns):
                if other[-1].lower() != surname and other[-1].lower() not in claim.lower() and (
                        any(_same_deed(deed, d) for d in theirs)):
                    return Finding("name_elsewhere", " ".join(run), " ".join(other),
                                   rule="agent_role")
    return None


def _among(word: str, titles: set[str]) -> bool:
    """Whether ``word`` ("l'ingénieur") is one of the terms ``titles`` ("ingénieur")."""
    found = set(terms(word))
    return bool(found) and found <= titles


def _same_deed(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` are one word in two forms: beyond the stem they share, each
    has an ending, no other word ("starts", "started"; not "starts", "stargazing", whose
    "star" is a syllable of another word)."""
    if not (holds_word(a, b) and holds_word(b, a)):
        return False
    shared = next((k for k, (x, y) in enumerate(zip(a, b, strict=False)) if x != y),
                  min(len(a), len(b)))
    return all(len(w) - shared <= max(ENDING, len(w) // 2) for w in (a, b))


def _deeds(text: str, capitalises_nouns: bool) -> list[tuple[list[str], list[str]]]:
    """``(name words, deeds)`` for every run of two name words or more in ``text``: the
    content words within ``DEED_REACH`` words before it, in one clause with it
    (lower-cased, nearest first; a title may stand between: "led by ecologist Dr.
    Hannah Lindqvist"). Only before: a word after a name is often what the person
    does in the claim's own statement ("Mayor Grace Okafor opened the bridge")."""
    named = set(names(text, capitalises_nouns))
    words = [(m.group(), m.start()) for m in _WORD.finditer(text)]
    out: list[tuple[list[str], list[str]]] = []
    k = 0
    while k < len(words):
        if words[k][0] not in named:
            k += 1
            continue
        end = k
        while end + 1 < len(words) and words[end + 1][0] in named:
            end += 1
        run = [w for w, _at in words[k : end + 1]]
        if len(run) >= MIN_NAME_WORDS:
            before = _before(text, words[max(0, k - DEED_REACH) : k], words[k][1], named)
            if before:
                out.append((run, before))
        k = end + 1
    return out


def _before(text: str, near: list[tuple[str, int]], edge: int, named: set[str]) -> list[str]:
    """The content words of ``near`` (the words before a name starting at ``edge``),
    nearest first, up to a break between clauses."""
    out: list[str] = []
    for k, (w, at) in reversed(list(enumerate(near))):
        if _BREAK.search(text, at + len(w), edge):
            break  # another clause ("the footbridge, which Dunmore built")
        if w.lower() in COORDINATOR_WORDS and k > 0 and near[k - 1][0] not in named:
            break  # another statement ("Main took the final and Moana Tait claimed …"),
            # not a name of the same deed ("designed by Anna Berg and Tom Lind")
        edge = at
        if w.lower() not in STOP_WORDS and w not in named and len(w) >= 3 and w[0].islower() and (
                not w.endswith(("'s", "’s"))):  # "this year's Linmere Regatta": whose, no deed
            out.append(w.lower())
    return out


def _tight(text: str, word: str, run: list[str]) -> bool:
    """Whether ``word`` stands right before the name ``run`` in ``text``, only other
    such words between ("lead developer Mia Koenig")."""
    found = re.search(rf"(?i)\b{re.escape(word)}(?:\s+[^\W\d_][\w'’-]*)*?\s+{re.escape(run[0])}",
                      text)
    return found is not None and not any(
        w.lower() in STOP_WORDS for w in _WORD.findall(found.group())[1:-1])
