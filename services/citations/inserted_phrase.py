"""A phrase a claim appends where its passage's statement ends: an invented detail.

"The Stitchmaster 560 weighs 7.4 kg and has a built-in carrying handle for transport"
where the page's row says "Weight | 7.4 kg"; "… förderte die Studie mit 420.000 € über
einen Zeitraum von drei Jahren" where the passage ends at "mit 420.000 €."; "…, most of
it bread and pet food" after a sentence the passage ends at "human-derived food". A model
quotes a statement of the page and runs on with a time, a purpose, a consequence or an
item of its own.

The sign is one of alignment and holds in any language written with spaces: the claim's
tail, from a run of content words its passage does not hold to its end, is mostly such
words (two at least; a word of the passage may stand among them: "pet *food*"), the
claim's words before it stand in the passage, and the passage's sentence says nothing
after the claim's last word before the tail that the claim does not hold: the page's
statement ended there. A rewording replaces the passage's words ("use half the amount"
for "halve": the passage keeps a word the claim lacks), so a claim that leaves out more
than one content word of the sentence is not read here. The words the page's title or
section heading writes are its subject, never new; figures, negators and words of
"without" are for the number and negation checks, and a tail that only says who said it
("the researchers report") for the name checks. A tail the sentences beside the passage
hold in part (all of it, with a figure), the rows or items of its list together hold in
half (for a passage that is a row or an item), or one sentence of the page holds in
most, is a summary joining them, and is left alone, unless that sentence negates it
("Menschen mit Depressionen wurden nicht untersucht" against "soll auch Menschen mit
Depressionen einschließen"); words of it scattered elsewhere on the page do not spare it.
Chinese and Japanese claims are read by character pairs (``cjk_appended_clause``), and
for a phrase set between two words the passage writes side by side
(``cjk_inserted_phrase``): there, the words either side show where it was inserted. In
languages written with spaces that sign does not hold: a claim rewords the passage's verb
between the same two nouns ("Tagging took place at colonies" for "tagged at colonies").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from services.citations.bound_direction import LOWER, UPPER
from services.citations.cjk_appended_clause import appended_cjk_clause
from services.citations.cjk_inserted_phrase import inserted_cjk_phrase
from services.citations.cues import NEGATION_WORDS, NUMBER_VALUES, WITHOUT_WORDS
from services.citations.fraction_words import HALVES, PARTS
from services.citations.headings import section_heading
from services.citations.passages import Match, SourceIndex, soft_credit, terms
from services.citations.scripts import CJK
from services.citations.speakers import ACCORDING, SAYING
from services.citations.subject_match import title_of
from services.citations.word_forms import holds_word

WORD = re.compile(r"[^\W_]+(?:[.,'’-][^\W_]+)*")

LINE = re.compile(r"\s*(?:\||[-*+•]\s|\d+[.)]\s)")
"""A table row or a list item: the rows or items beside it go on with its list."""

_FIGURE = re.compile(r"\d")
"""A figure (in digits or words: "two days" for "48 hours", "19th century" for "1868"): the
number checks weigh it, and it counts as no new word."""

POLARITY_WORDS = NEGATION_WORDS | WITHOUT_WORDS
"""Negators and words of "without" (closed classes of every language): a claim's
polarity, which the negation checks weigh, no new word ("…, ohne die Sterblichkeit zu
senken" for "senkte die Sterblichkeit nicht")."""
FIGURE_WORDS = frozenset(NUMBER_VALUES) | frozenset(HALVES) | frozenset(PARTS) | frozenset(
    w for words in (*UPPER.values(), *LOWER.values()) for phrase in words
    for w in phrase.split() if not CJK.match(w))
"""Number words and the words of a bound ("less than half a watt" for "< 0.5 W"): a figure
and its side, which the number checks weigh, no new word."""
_NO_NEW = POLARITY_WORDS | FIGURE_WORDS

_SAYING = " ".join(word for word in SAYING if " " not in word)
_SAYING_ENDS = tuple(word for word in SAYING if " " not in word and len(word) >= 5)
"""Verbs of saying a particle verb ends in ("mitteilte")."""

RUN = 2
"""New content words at least of an appended phrase."""
CREDIT_WORDS = 3
"""New words at most of a phrase that only says who said it ("researchers at the
university said", "wie die Verwaltung mitteilte")."""
REST_WORDS = 3
"""Content words at least of the claim before the phrase that the passage holds."""
REST_LEFT = 0.15
"""Share at most of the claim's words before the phrase the passage may lack (one always)."""
NEAR_SHARE = 0.34
"""Share at most of the phrase's new words the sentences beside the passage may hold."""
PAGE_SHARE = 0.5
"""Share at most of the phrase's new words any one sentence of the page may hold (a
summary joins a sentence from anywhere: "The museum runs evening concerts on its roof
terrace" at the page's end)."""
LEFT_OUT = 1
"""Content words at most of the passage's sentence the claim does not hold."""
LIST_SHARE = 0.5
"""Share of the phrase's new words from which the rows or items beside a passage that is
one hold it: a summary of the list."""
REACH = 4
"""Sentences either side of the passage a summary may join to it."""


@dataclass(frozen=True)
class Token:
    text: str
    term: str  # "" for a function word; a word of several terms joins them with spaces


class TermSet:
    """The terms of a text, to ask whether it holds a word in some form."""

    def __init__(self, text: str) -> None:
        self.keys = set(terms(text))
        self.lowered = text.lower()

    def holds(self, term: str) -> bool:
        return all(part in self.keys or soft_credit(part, self.keys, self.lowered) >= 0.75
                   for part in term.split())


def word_tokens(text: str) -> list[Token]:
    out: list[Token] = []
    for word in WORD.findall(text):
        if CJK.match(word):
            continue
        out.append(Token(word, " ".join(terms(word))))
    return out


def _runs(content: list[int], held: list[bool]) -> list[list[int]]:
    """The runs of consecutive content words (indexes) the passage does not hold."""
    runs: list[list[int]] = []
    current: list[int] = []
    for k in content:
        if held[k]:
            if current:
                runs.append(current)
            current = []
        else:
            current.append(k)
    if current:
        runs.append(current)
    return runs


def _said_to_end(sentence: list[Token], at: int, claim: TermSet) -> bool:
    """Whether every content word of the sentence after word ``at`` stands in the claim:
    the sentence's statement ends where the claim goes on."""
    return all(claim.holds(token.term) for token in sentence[at + 1 :] if token.term)


def credits(tokens: list[Token]) -> bool:
    """Whether the words say who said it: a verb of saying or a word of "according to"
    (closed classes, ``speakers``)."""
    text = " ".join(token.text.lower() for token in tokens)
    return any(f" {word} " in f" {text} " for word in ACCORDING) or any(
        holds_word(_SAYING, word) or word.endswith(_SAYING_ENDS)  # "mit|teilte"
        for word in (token.text.lower() for token in tokens if token.term))


def _negates(sentence: str) -> bool:
    """Whether ``sentence`` holds a negator: it says the opposite of a phrase of its words
    that a claim states without one ("Kinder mit Sehschwäche wurden nicht untersucht"),
    and no summary joins it so."""
    return any(word in NEGATION_WORDS for word in WORD.findall(sentence.lower()))


def _position(sentence: list[Token], term: str) -> int | None:
    """The first word of the sentence that is ``term`` in some form."""
    for k, token in enumerate(sentence):
        if token.term and TermSet(token.text).holds(term):
            return k
    return None


def inserted_phrase(claim: str, index: SourceIndex, match: Match) -> tuple[str, str] | None:
    """``(the phrase, the passage's main sentence)`` when ``claim`` appends a phrase of its
    own where the statement of the passage of ``match`` ends (see the module's
    docstring); else None."""
    focus = index.sentence(match.focus)
    window = index.text[match.start : match.end]
    headed = f"{title_of(index)}\n{section_heading(index.text, match.start)}"
    first = max(0, match.first - REACH)
    last = min(len(index.spans), match.last + REACH + 1)
    reach = [index.sentence(k) for k in range(first, last) if not match.first <= k <= match.last]
    if CJK.search(claim):
        near = index.around(match, 1, 1)
        page = ["".join(other.lower().split()) for other in index.sentences()]
        return appended_cjk_clause(claim, focus, window, headed, near, reach, page) or (
            inserted_cjk_phrase(claim, window, near, reach))
    return _spaced_run(claim, focus, window, headed, index.around(match, 1, 1), reach,
                       index.sentences())


def _spaced_run(claim: str, focus: str, window: str, headed: str, near: str,
                reach: list[str], page: list[str]) -> tuple[str, str] | None:
    """``inserted_phrase`` given the passage's main sentence ``focus``, its ``window``, the
    title and headings above it, the window with a sentence either side and the
    sentences within ``REACH``."""
    mine = word_tokens(claim)
    passage = TermSet(window)
    if sum(1 for t in mine if t.term and not set(t.term.split()) <= passage.keys) < RUN:
        return None  # every word but one stands in the passage as written: nothing added
    sentence = word_tokens(focus)
    claimed = TermSet(claim)
    left_out = sum(1 for t in sentence if t.term and not claimed.holds(t.term))
    if left_out > LEFT_OUT:
        return None  # the claim rewords the passage, not only adds to it
    heading = TermSet(headed)
    held = [bool(t.term) and (passage.holds(t.term) or heading.holds(t.term)) for t in mine]
    content = [k for k, t in enumerate(mine) if t.term]
    around = TermSet(near)
    for run in _runs(content, held):
        tail = [k for k in content if k >= run[0]]
        new = [k for k in tail if not held[k] and not _FIGURE.search(mine[k].term)
               and mine[k].text.lower() not in _NO_NEW]
        if len(new) < RUN or len(tail) - len(new) > max(1, len(new) // 2):
            continue
        if len(new) <= CREDIT_WORDS and credits(mine[run[0] : tail[-1] + 1]):
            continue  # who said it ("the researchers report"): the name checks weigh it
        rest = [k for k in content if k < run[0]]
        lacking = [k for k in rest if not held[k]]
        if len(rest) - len(lacking) < REST_WORDS or len(lacking) > max(1, REST_LEFT * len(rest)):
            continue
        figured = any(_FIGURE.search(mine[k].term) for k in tail)
        if sum(around.holds(mine[k].term) for k in new) > (0 if figured else NEAR_SHARE * len(new)):
            continue
        last = mine[rest[-1]].term
        at = _position(sentence, last) if passage.holds(last) else None
        if at is None or not _said_to_end(sentence, at, claimed):
            continue
        if LINE.match(focus) and sum(TermSet(" ".join(reach)).holds(mine[k].term)
                                      for k in new) >= LIST_SHARE * len(new):
            continue  # the rows or items beside it: a summary of the list
        negated = any(mine[k].text.lower() in NEGATION_WORDS for k in tail)
        if any(sum(TermSet(other).holds(mine[k].term) for k in new) > PAGE_SHARE * len(new)
               for other in page if negated or not _negates(other)):
            continue  # a sentence of the page states it: a summary joins the two
        words = " ".join(mine[k].text for k in range(run[0], tail[-1] + 1))
        return words, focus.strip()
    return None
