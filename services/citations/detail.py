"""An invented detail: a phrase the page never states, set in a sentence it does state.

"Its sourdough loaf, made with organic rye, won a Great Taste award in 2024"
holds every word of "Its sourdough loaf won a Great Taste award in 2024" and a
phrase of its own. Word overlap passes it (most of the sentence matches); a
reader should not. The sign, in any language: a run of words (characters in
Chinese, Japanese and Korean) that nowhere on the page stand in any form,
beside words that all stand in the passage. A paraphrase rewords here and
there; an invented detail adds a whole phrase to an otherwise quoted
statement. So the check asks for both: a run of new words, and everything else
of the sentence found around the passage.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher
from functools import lru_cache

from services.citations.cjk_exceptions import EXCEPTING
from services.citations.cjk_particles import CJK_FUNCTION
from services.citations.compounds import spelled_by_parts
from services.citations.contrast import rejected
from services.citations.contrast_markers import CONTRAST_AFTER, CONTRAST_BEFORE
from services.citations.cues import (
    COORDINATOR_WORDS,
    NEGATION_WORDS,
    NUMBER_VALUES,
    STOP_WORDS,
)
from services.citations.inserted_phrase import LINE
from services.citations.instead_words import INSTEAD_WORDS
from services.citations.scripts import CJK as _CJK
from services.citations.scripts import CJK_CHARS, WORD_OR_FIGURE, WORD_TOKEN
from services.citations.sentences import sentence_spans
from services.citations.stated_durations import figures_for_durations

NEW_WORDS = 3
"""Content words in a run the page never states, from which a run is a detail (two
new words side by side are as often a rewording: "get better", "pulled back")."""
CONTEXT_WORDS = 3
"""Words of the sentence the passage must hold beside the run (the matched context)."""
NEW_CHARACTERS = 3
"""CJK characters (numerals aside) in a run the page never states, for a detail."""
REST_CJK = 0.8
"""Share of the other CJK character pairs of the sentence the passage must hold."""
PREFIX = 5
"""Letters a word shares with a page's word to count as the same word in another form."""

_TOKEN = re.compile(f"[{CJK_CHARS}]+|[^\\W\\d_{CJK_CHARS}][\\w'’-]*|\\d+(?:[.,]\\d+)*|[^\\w\\s]")
_NUMERALS = frozenset("〇一二三四五六七八九十百千万亿億两零成半")
_NEUTRAL = _NUMERALS | frozenset("不没未无别勿非") | CJK_FUNCTION  # negations, particles
"""Numerals (the number check weighs them), negations (the negation check does)
and function characters: in a run, neither counted nor breaking it."""
_PAGE_WORD = re.compile(r"[^\W\d_]+|\d+")


_MARKER_WORDS = frozenset(w for m in (*CONTRAST_AFTER, *CONTRAST_BEFORE) for w in m.split())


def _turned_down(claim: str, words: list[str]) -> bool:
    """Whether ``words`` of ``claim`` are the side it turns down ("… rather than kept
    running"), with its marker: an alternative set aside, not a detail stated."""
    contrast = rejected(claim)
    if contrast is None:
        return False
    side = frozenset(_PAGE_WORD.findall(contrast.text))
    return all(w in side or w in _MARKER_WORDS for w in words)


def _stands(word: str, text: str, words: frozenset[str]) -> bool:
    """Whether ``word`` (lower-cased) stands in ``text`` in some form."""
    if word in words:
        return True
    elided = re.split(r"['’]", word)[-1]  # "l'axe", "dell'area": the word after the article
    if elided != word:
        return _stands(elided, text, words) if len(elided) >= 3 else True
    if len(word) >= PREFIX + 1:
        # A long word (a compound, "Trinkwasser") shares more than its first letters
        # with a form of it: "trinken" does not state it. A compound the page writes in
        # its parts ("Eichenholzkabinen" for "Holzkabinen aus Eiche") stands in them.
        return word[: max(PREFIX, len(word) - COMPOUND_TAIL)] in text or (
            word.isalpha() and spelled_by_parts(word, words))
    return False


COMPOUND_TAIL = 4
"""Letters at most a long word's form on the page may differ in at its end (an ending
or two: "alleinlebenden" for "alleinlebende"; not a compound's second word)."""


@lru_cache(maxsize=32)
def _words(text: str) -> frozenset[str]:
    """The words of ``text`` (a page is asked about by each of its claims)."""
    return frozenset(_PAGE_WORD.findall(text))


@lru_cache(maxsize=32)
def _lowered(text: str) -> str:
    return text.lower()


def stands_in(word: str, text: str) -> bool:
    """Whether ``word`` (lower-cased) stands in ``text`` in some form (another ending,
    a compound holding it)."""
    lowered = _lowered(text)
    return _stands(word, lowered, _words(lowered))


@lru_cache(maxsize=32)
def _compact(text: str) -> str:
    return "".join(text.lower().split())


def _replaced(mine: list[str], theirs: list[str], lo: int, hi: int,
              skip: frozenset[str] | None = None) -> int:
    """How many items of ``theirs`` the alignment puts in the place of ``mine[lo:hi]``
    (replaced, or standing right beside it where the claim has nothing), items of
    ``skip`` (function words, the claim's own words) left out."""
    found = 0
    for op, i1, i2, j1, j2 in SequenceMatcher(None, mine, theirs, autojunk=False).get_opcodes():
        if (op == "replace" and i1 < hi and i2 > lo) or (op == "insert" and lo <= i1 <= hi):
            found += sum(1 for t in theirs[j1:j2] if skip is None or t not in skip)
    return found


def _added(mine: list[str], theirs: list[str], lo: int, hi: int,
           skip: frozenset[str] | None = None) -> bool:
    """Whether ``mine[lo:hi]`` is added to what ``theirs`` says rather than said in
    other words: the alignment puts nothing of ``theirs`` in its place, or a
    stretch far longer than it (another statement, not a synonym)."""
    replaced = _replaced(mine, theirs, lo, hi, skip)
    return not replaced or replaced > 2 * (hi - lo) + 1


def invented(claim: str, window: str, near: str, page: str) -> str | None:
    """A phrase of ``claim`` (three words or more, or three CJK characters) the
    page never states and the passage (``window``) has nothing in place of, while
    the rest of the claim stands in ``near`` (the passage and a sentence either
    side), or that the claim inserts into a sentence of the passage it quotes
    (``quoted_insert``); ``page`` is the whole source."""
    if _CJK.search(claim):
        return _invented_cjk(claim, window, near, page)
    return _invented_spaced(claim, window, near, page) or quoted_insert(claim, window, near, page)


def _invented_spaced(claim: str, window: str, near: str, page: str) -> str | None:
    original, claim = claim, figures_for_durations(claim, page)  # "an hour and a quarter"
    page_lower, near_lower = _lowered(page), near.lower()
    page_words, near_words = _words(page_lower), _words(near_lower)
    runs: list[list[tuple[int, str]]] = [[]]
    rest: list[str] = []
    words = [t.lower() for t in _TOKEN.findall(claim) if t[0].isalnum()]
    at = -1
    for token in _TOKEN.findall(claim):
        lowered = token.lower()
        if not token[0].isalnum():
            runs.append([])  # punctuation ends a run
            continue
        at += 1
        if lowered in STOP_WORDS or lowered in NEGATION_WORDS or token[0].isdigit() or (
                len(lowered) < 3) or lowered in NUMBER_VALUES:
            continue  # function words and numbers ("six") neither start nor end a run
        if _stands(lowered, page_lower, page_words):
            runs.append([])
            rest.append(lowered)
        else:
            runs[-1].append((at, lowered))
    best = max(runs, key=len)
    if len(best) < NEW_WORDS or len(rest) < CONTEXT_WORDS:
        return added_clause(original, near, page)
    if _turned_down(claim, [w for _at, w in best]):
        return None
    others = [w for run in runs if run is not best for w in run]
    if others or not all(_stands(w, near_lower, near_words) for w in rest):
        return None  # reworded here and there: a paraphrase, not an added phrase
    theirs = _PAGE_WORD.findall(window.lower())
    if not _added(words, theirs, best[0][0], best[-1][0] + 1, STOP_WORDS | frozenset(words)):
        return added_clause(original, near, page)
    return " ".join(w for _at, w in best)


QUOTED_SHARE = 0.75
"""Share at least of a passage sentence's words the claim writes in their order, for the
claim to quote that sentence."""
QUOTED_WORDS = 8
"""Words at least of a sentence a claim quotes (a shorter one is a phrase any claim
repeats)."""
INSERTED_WORDS = (2, 6)
"""Content words, at least and at most, of a phrase inserted into a quoted sentence (more
is a statement joined from elsewhere, as a summary joins one)."""
ROW_WORDS = 3
"""Content words at least of a phrase inserted into a table's row or a list's item: a
sentence told from a row needs a verb and a noun the row leaves out ("the Pro version
offers 3K" for "RV3 Pro: 3K")."""
LEAD_WORDS = 3
"""Words in a row the claim must share with the quoted sentence before an inserted
phrase: what stands before them is a lead-in ("The guidance advises …"), no detail."""


def quoted_insert(claim: str, window: str, near: str, page: str) -> str | None:
    """A phrase ``claim`` inserts into a sentence of ``window`` it otherwise quotes
    (``QUOTED_SHARE`` of its words, in their order): words in a row with nothing of the
    sentence in their place, no figure, two to six content words (three at least in a table's
    row or a list's item, ``ROW_WORDS``) none of which stands in ``near`` (the passage and a
    sentence either side) in any form, one at least nowhere on ``page``. A quoted sentence
    leaves no room for a rewording: what the claim adds to it, the page does not say ("…,
    using drone photography to measure …", "… geöffnet und bietet sonntags kostenlose
    Führungen an", "… also get audio tours and offline maps"), unless the phrase is a
    clause joined with "and", "und" … (``JOINS``) that one sentence of the page states: a
    summary joins the page's statements so. ``_invented_spaced`` wants every other word of
    the claim around the passage, which a claim that rewords one word elsewhere, or takes one
    from another sentence, fails."""
    mine = [t.lower() for t in WORD_OR_FIGURE.findall(claim)]
    for start, end in sentence_spans(window):
        theirs = [t.lower() for t in WORD_OR_FIGURE.findall(window[start:end])]
        if len(theirs) < QUOTED_WORDS:
            continue
        ops = SequenceMatcher(None, mine, theirs, autojunk=False).get_opcodes()
        if sum(i2 - i1 for op, i1, i2, _j1, _j2 in ops if op == "equal") < (
                QUOTED_SHARE * len(theirs)):
            continue
        lead = next((i1 for op, i1, i2, _j1, _j2 in ops
                     if op == "equal" and i2 - i1 >= LEAD_WORDS), len(mine))
        for op, i1, i2, _j1, _j2 in ops:
            if op != "delete" or i1 < lead or any(w[0].isdigit() for w in mine[i1:i2]):
                continue  # words the claim has and the sentence has nothing in place of; a
                # figure is for the number checks (a summary joins a figure stated elsewhere)
            phrase = [w for w in mine[i1:i2] if w[0].isalpha() and len(w) >= 3 and (
                w not in STOP_WORDS) and w not in NEGATION_WORDS and w not in NUMBER_VALUES]
            least = ROW_WORDS if LINE.match(window[start:end]) else INSERTED_WORDS[0]
            if not least <= len(phrase) <= INSERTED_WORDS[1] or any(
                    stands_in(w, near) for w in phrase) or all(
                        stands_in(w, page) for w in phrase) or _turned_down(claim, phrase):
                continue
            if mine[i1] in JOINS and _stated_in_one(phrase, page):
                continue  # a statement of the page joined with "and", as a summary joins it
            return " ".join(mine[i1:i2])
    return None


def _stated_in_one(words: list[str], page: str) -> bool:
    """Whether one sentence of ``page`` holds half of ``words`` or more."""
    return any(2 * sum(stands_in(w, page[a:b]) for w in words) >= len(words)
               for a, b in sentence_spans(page))


BESIDE_WORDS = 3
"""Words before "and" that must stand in the passage, as written, for what follows
"and" to be an item added to them."""


def added_item(claim: str, name: str, window: str) -> bool:
    """Whether ``name`` follows "and", "or", "und" … (``COORDINATOR_WORDS``) right after
    words the passage writes as they stand ("notified by email and SMS" for
    "notified by email."): an item added to the page's list, not the page's word
    said another way ("over LAN" for "via Ethernet")."""
    words = WORD_TOKEN.findall(claim)
    if name not in words:
        return False
    k = words.index(name)
    if k < 2 or words[k - 1].lower() not in COORDINATOR_WORDS:
        return False
    before = " ".join(words[max(0, k - 1 - BESIDE_WORDS) : k - 1]).lower()
    return before in " ".join(WORD_TOKEN.findall(window.lower()))


CLAUSE_NEW = 2
"""Content words at least of an added clause (none of them on the page in any form)."""
_CLAUSE_BREAK = re.compile(r"[,;:](?!\d)|[()—–]")
JOINS = COORDINATOR_WORDS - {"en", "of", "o"}
"""Words that start a clause: "and", "und", "y" …, less those that are a preposition or
an article in another tabled language (Dutch "en" and "of", Spanish "o")."""


def added_clause(claim: str, near: str, page: str) -> str | None:
    """A clause of ``claim`` (between punctuation or after "and", "y", "und" …) of two
    content words or more, none of which stands anywhere on the page, and no number
    the passage (``near``) states, while every content word of the rest of the
    claim, three or more, stands around the passage: a statement added to one the page makes
    ("… in parallel and compresses them with zstd", "… y exportó la mitad a
    Italia"), not one reworded in its place."""
    page_lower, near_lower = _lowered(page), near.lower()
    page_words, near_words = _words(page_lower), _words(near_lower)
    clauses: list[list[str]] = [[]]
    anchored: set[int] = set()  # clauses holding a number the passage states
    for part in _CLAUSE_BREAK.split(claim):
        clauses.append([])
        for token in _TOKEN.findall(part):
            lowered = token.lower()
            if lowered in JOINS:
                clauses.append([])
            elif token[0].isdigit() and token in near:
                anchored.add(len(clauses) - 1)
            elif token[0].isalpha() and len(lowered) >= 3 and lowered not in STOP_WORDS and (
                    lowered not in NEGATION_WORDS) and lowered not in NUMBER_VALUES and (
                    lowered not in INSTEAD_WORDS):  # "statt zwei Jahren": no word of its own
                clauses[-1].append(lowered)  # a number word ("four") the number check weighs
    for k, clause in enumerate(clauses):
        rest = [w for other in clauses[:k] + clauses[k + 1 :] for w in other]
        if len(clause) < CLAUSE_NEW or len(rest) < CONTEXT_WORDS or k in anchored:
            continue
        if any(_stands(w, page_lower, page_words) for w in clause) or _turned_down(claim, clause):
            continue
        if all(_stands(w, near_lower, near_words) for w in rest):
            return " ".join(clause)
    return None


def _invented_cjk(claim: str, window: str, near: str, page: str) -> str | None:
    text = "".join(claim.lower().split())
    whole = _compact(page)
    around = "".join(near.lower().split())
    # Per character: new (its pairs nowhere on the page), neutral (neither counted
    # nor ending a run: numerals, particles, hiragana endings, and a Chinese
    # character the passage itself has: "面积增加" for "新增面积" is a
    # reordering; a Hangul syllable is only a sound, found in many words), or
    # neither (a character the page has, which ends a run).
    new = [False] * len(text)
    neutral = [False] * len(text)
    for k, char in enumerate(text):
        if not _CJK.match(char):
            continue
        if char in _NEUTRAL or "\u3040" <= char <= "\u309f" or (
                "\u3400" <= char <= "\u9fff" and char in around):
            neutral[k] = True
            continue
        pairs = [p for p in (text[k - 1 : k + 1] if k else "", text[k : k + 2])
                 if len(p) == 2 and _CJK.match(p[0]) and _CJK.match(p[1])]
        new[k] = bool(pairs) and not any(p in whole for p in pairs)
    for mark in EXCEPTING:  # "월요일을 빼고" for "월요일 휴관": a mark, not a detail
        for found in re.finditer(re.escape(mark), text):
            for k in range(found.start(), found.end()):
                new[k], neutral[k] = False, True
    best, run, start, best_start = 0, 0, 0, 0
    for k in range(len(text)):
        if new[k]:
            if not run:
                start = k
            run += 1
            if run > best:
                best, best_start = run, start
        elif not (neutral[k] and run):
            run = 0
    if best < NEW_CHARACTERS:
        return None
    end = best_start
    counted = 0
    while end < len(text) and counted < best:
        counted += new[end]
        end += 1
    pairs = [text[k : k + 2] for k in range(len(text) - 1)
             if not (best_start - 1 <= k < end) and _CJK.match(text[k]) and _CJK.match(text[k + 1])]
    if not pairs or sum(p in around for p in pairs) < REST_CJK * len(pairs):
        return None
    if not _added(list(text), list(_compact(window)), best_start, end, _NEUTRAL) and not (
            _new_clause(text, new, neutral, best_start, end)):
        return None  # a synonym in the place of the page's word ("同时担任" for "兼任")
    return text[best_start:end]


CLAUSE_SHARE = 2 / 3
"""Share of a CJK clause's characters (numerals and particles aside) that must be new for
the clause to be a statement of its own ("，内存占用也减少了一半")."""
_CJK_BREAK = frozenset("，,；;：:。！？!?、（）()")


def _new_clause(text: str, new: list[bool], neutral: list[bool], start: int, end: int) -> bool:
    """Whether the run ``text[start:end]`` of new characters fills most of a clause
    of its own (between commas), not the claim's only clause: a statement added to
    the page's, not a word of it said in other words."""
    lo = start
    while lo > 0 and text[lo - 1] not in _CJK_BREAK:
        lo -= 1
    hi = end
    while hi < len(text) and text[hi] not in _CJK_BREAK:
        hi += 1
    if lo == 0 and hi >= len(text) - 1:
        return False
    content = [k for k in range(lo, hi) if _CJK.match(text[k]) and not (
        neutral[k] and text[k] in _NEUTRAL)]
    return bool(content) and sum(new[k] for k in content) >= CLAUSE_SHARE * len(content)
