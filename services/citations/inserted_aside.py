"""A phrase a claim sets inside the passage's statement, between two words the passage
writes side by side: an invented detail.

"A memorial near the old control tower, unveiled in 1994, lists 212 airmen" where the
passage says "A memorial near the old control tower lists 212 airmen"; "… empfehlen,
Schreibtische nah an Fenstern aufzustellen und täglich mindestens 20 Minuten Pause im
Freien zu fördern" where it says "… aufzustellen und Pausen im Freien zu fördern". A
model quotes a statement and slips a time, a date or a detail of its own into it.

``inserted_phrase`` reads a phrase appended where the statement ends; in the middle of
a sentence a claim often rewords the passage's verb between the same two nouns, so
words between passage words are no sign alone. Two signs are, in any language written
with spaces:

- the phrase is set off as an aside (a comma, a dash or a bracket either side; or a
  comma before and a list's join after: an item set inside the passage's list, "…, a
  1 m USB-C cable, a USB-C power adapter and a quick start guide" for "USB-C cable
  (1 m), quick start guide") and holds two content words the passage does not;
- or it holds a figure the page states nowhere and a content word the passage does not.

Either way the content words right before it and the one right after stand side by
side in the passage (it went straight on: nothing of it was reworded there); the phrase
is mostly words the passage does not hold (a claim that moves a clause of the passage
puts its words between two others: "bought the canal company, six years after
opening"); the claim leaves out at most one content word of the passage's sentence (for
an aside without a figure: a claim that rewords the sentence may rephrase a clause of
it as one); its other words stand in the passage; no sentence of the page holds most of
the phrase (a summary joins it from there); and the phrase does not only say who said it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache, lru_cache

from services.citations.cues import STOP_WORDS
from services.citations.inserted_phrase import (
    POLARITY_WORDS,
    WORD,
    TermSet,
    credits,
    word_tokens,
)
from services.citations.list_items import JOINS
from services.citations.numbers import numbers
from services.citations.passages import Match, SourceIndex
from services.citations.scripts import CJK

BEFORE = 2
"""Content words before the phrase the passage must write right before the one after it."""
PHRASE_WORDS = 6
"""Content words at most of the phrase."""
ASIDE_NEW = 2
"""New content words at least of a phrase set off as an aside."""
FIGURE_NEW = 1
"""New content words at least of a phrase with a figure the page states nowhere."""
REST_LEFT = 0.15
"""Share at most of the claim's other content words the passage may lack (one always)."""
LEFT_OUT = 1
"""Content words at most of the passage's sentence the claim does not hold."""
PAGE_SHARE = 0.5
"""Share at most of the phrase's new words one sentence of the page may hold."""
_OPEN = re.compile(r"[,(–—]")
_CLOSE = re.compile(r"[,)–—]")


def _content(text: str) -> list[re.Match[str]]:
    """The words of ``text`` that say something: no function word, figure or letter alone
    (the words either side of a phrase are read past "a", "in 1994" and "(1 m)")."""
    return [w for w in WORD.finditer(text) if len(w.group()) > 1 and not re.search(
        r"\d", w.group()) and w.group().lower() not in STOP_WORDS]


def inserted_aside(claim: str, index: SourceIndex, match: Match) -> tuple[str, str] | None:
    """``(the phrase, the passage's main sentence)`` when ``claim`` sets a phrase of its
    own inside the statement of the passage of ``match`` (see the module's docstring);
    else None."""
    if CJK.search(claim):
        return None
    window = index.text[match.start : match.end]
    spans, passage = _content(claim), _content(window)
    lowered = [w.group().lower() for w in passage]
    pairs: dict[tuple[str, ...], list[int]] = {}
    for at in range(len(lowered) - BEFORE):
        pairs.setdefault(tuple(lowered[at : at + BEFORE]), []).append(at + BEFORE)
    context: tuple[str, TermSet, TermSet, list[str], Callable[[], bool]] | None = None
    for first in range(BEFORE, len(spans) - 1):
        nexts = pairs.get(tuple(w.group().lower() for w in spans[first - BEFORE : first]))
        if not nexts:
            continue  # the passage never writes the two words before the phrase
        for after in range(first + 1, min(len(spans), first + PHRASE_WORDS + 1)):
            hit = next((k for k in nexts if _alike(lowered[k], spans[after].group())), None)
            if hit is None:
                continue
            if context is None:  # read once, and only for a claim that reaches here
                focus = index.sentence(match.focus)
                context = (focus, TermSet(window), TermSet(index.around(match, 1, 1)),
                           index.sentences(), cache(lambda focus=focus: sum(
                               1 for t in word_tokens(focus)  # the claim rewords it
                               if t.term and not TermSet(claim).holds(t.term)) > LEFT_OUT))
            focus, held_by, around, page, reworded = context
            # A figure the passage writes there: the claim's figure restates it
            # ("3 Std. 29 Min." as "knapp dreieinhalb Stunden"), no figure of its own.
            gap = window[passage[hit - 1].end() : passage[hit].start()]
            found = _judged(claim, spans, (first, after), held_by, around,
                            "" if gap.strip(" ,;:()–—") and numbers(gap) else index.text,
                            page, reworded)
            if found is not None:
                return found, focus.strip()
    return None


@lru_cache(maxsize=4096)
def _alike(theirs: str, mine: str) -> bool:
    """Whether the passage's word ``theirs`` is the claim's word ``mine`` in some form."""
    return TermSet(theirs).holds(" ".join(t.term for t in word_tokens(mine)) or mine.lower())


def _judged(claim: str, spans: list[re.Match[str]], bounds: tuple[int, int],
            held_by: TermSet, around: TermSet, stated: str, page: list[str],
            reworded: Callable[[], bool]) -> str | None:
    """The phrase between content words ``bounds`` (its first, the one after its last)
    when it is one of the claim's own (see the module's docstring); a claim that
    ``reworded()`` the passage's sentence only for a figure of none of the numbers of
    ``stated``, the page ("": the passage writes a figure in the phrase's place); else
    None."""
    first, after = bounds
    start, end = spans[first - 1].end(), spans[after].start()
    phrase = claim[start:end].strip(" ,;:()–—")
    closing = claim[spans[after - 1].end() : end]
    aside = bool(_OPEN.search(claim[start : spans[first].start()])) and bool(
        _CLOSE.search(closing) or any(w.lower() in JOINS for w in WORD.findall(closing)))
    mine = numbers(phrase) if stated else []
    if not aside and not mine:
        return None  # words between the passage's: a rewording, unless a figure
    tokens = word_tokens(phrase)
    if credits(tokens) or any(t.text.lower() in POLARITY_WORDS for t in tokens):
        return None  # who said it, or a polarity: the name and negation checks weigh it
    words = [t for t in tokens if t.term and not re.search(r"\d", t.term)]
    new = [t for t in words if not held_by.holds(t.term) and not around.holds(t.term)]
    if not new or len(words) - len(new) > len(new) // 2:
        return None  # mostly the passage's words: moved, not added ("…, six years after")
    figure = bool(mine) and any(not any(m.agrees(n) for n in numbers(stated)) for m in mine)
    if len(new) < (FIGURE_NEW if figure else ASIDE_NEW if aside and not reworded()
                   else len(tokens) + 1):
        return None
    rest = [t for t in word_tokens(claim[:start]) + word_tokens(claim[end:]) if t.term]
    lacking = sum(1 for t in rest if not held_by.holds(t.term) and not around.holds(t.term))
    if lacking > max(1, REST_LEFT * len(rest)):
        return None
    if any(sum(TermSet(other).holds(t.term) for t in new) > PAGE_SHARE * len(new)
           for other in page):
        return None  # a sentence of the page states it: a summary joins the two
    return phrase
