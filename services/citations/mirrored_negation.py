"""A flip in the page's own words: the claim's clause is the page's negated clause with
only its little words changed, and an odd number of them negate.

"并能自动添加清洁液" against "但不支持自动添加清洁液"; "经公园管理处批准的节庆演出也不例外"
against "但经公园管理处批准的节庆演出除外"; "the app can still sync calendars" against
"the app can no longer sync calendars". ``polarity`` pairs such clauses and may find
reasons to only ask for a check (a kept "but", negated words elsewhere in the claim,
another clause in between); but when every content word of the claim's clause stands in
the page's clause, nearly every content word of the page's clause stands in the claim's,
and what differs is only words of closed classes, the one thing that can differ is the
negation: the flip is sure.

The sign holds in any language the cue tables cover: the words each clause is left with
once the closed classes are taken out (negations, words of "without", of exception, of
ability, obligation, restriction, continuity, focus and coordination), compared as the
matching terms compare them; and the count of marks that turn a statement round
(negations, "without", exception) odd on one side and even on the other ("不例外" is two,
"除外" one). Where one side alone obliges, restricts or says "without" ("须由成人陪同" for
"不得在无成人陪同"; "only with an adult" for "not without an adult"), or a word of "free"
or with a negative suffix ("rauchfrei" for "Rauchen nicht erlaubt"), a double negation or
the negation in one word may say the same: never sure.
"""

from __future__ import annotations

import re
from dataclasses import replace

from services.citations.cjk_cues import cjk_cues
from services.citations.cjk_exceptions import EXCEPTING
from services.citations.cues import (
    ABILITY_WORDS,
    ADVERSATIVES,
    COORDINATORS,
    EXCEPTIONS,
    FREE_WORDS,
    NEGATION_WORDS,
    NEGATIVE_SUFFIXES,
    OBLIGATION_WORDS,
    ONLY,
    STOP_WORDS,
    WITHOUT_WORDS,
)
from services.citations.finding import Finding
from services.citations.passages import Match, SourceIndex, soft_credit, terms
from services.citations.scripts import CJK_SCRIPT

FOCUS: dict[str, tuple[str, ...]] = {
    "en": ("also", "even", "too", "still", "yet", "now", "again", "already", "longer",
           "anymore", "more", "any"),
    "de": ("auch", "sogar", "noch", "schon", "bereits", "wieder", "jetzt", "nun", "mehr",
           "weiterhin", "immer"),
    "fr": ("aussi", "même", "encore", "déjà", "maintenant", "plus", "toujours"),
    "es": ("también", "incluso", "aún", "todavía", "ya", "ahora", "más"),
    "it": ("anche", "persino", "ancora", "già", "ora", "più"),
    "pt": ("também", "até", "ainda", "já", "agora", "mais"),
    "nl": ("ook", "zelfs", "nog", "al", "nu", "meer"),
}
"""Words of focus and time that leave a statement's content as it is ("also", "still",
"no longer", "noch", "nicht mehr", "encore", "ya no")."""
CJK_FUNCTION = ("通过", "按照", "根据", "利用", "借助", "对于", "关于",
                "仍然", "依然", "仍需", "已经", "还是", "同样", "并且", "而且", "但是", "可是",
                "不再", "仍", "还", "也", "都", "已", "再", "又", "并", "但", "而", "且", "却",
                "就", "的", "了", "着", "地", "得", "将", "会", "能", "可", "需", "要", "应", "和",
                "与", "及")
"""Chinese prepositions, particles, adverbs of focus and time, conjunctions and modal verbs
taken out
with the cue words (Japanese and Korean keep their cue tables alone)."""
SPACED_TURNING = NEGATION_WORDS | WITHOUT_WORDS | frozenset(
    w for words in EXCEPTIONS.values() for w in words if " " not in w)
"""Words that turn a statement round, counted for the parity of a spaced clause."""
_ONE_SIDED = OBLIGATION_WORDS | WITHOUT_WORDS | FREE_WORDS | frozenset(
    w for lang, words in ONLY.items() if lang not in ("zh", "ja", "ko") for w in words)
_CLOSED = (SPACED_TURNING | ABILITY_WORDS | OBLIGATION_WORDS | STOP_WORDS | frozenset(
    w for table in (FOCUS, ONLY, ADVERSATIVES, COORDINATORS) for words in table.values()
    for w in words))
_WORD = re.compile(r"[^\W\d_]+|\d+(?:[.,]\d+)*")
_JOINING = frozenset(w for words in COORDINATORS.values() for w in words)
COVERED = 2 / 3
"""Share of the page clause's content terms the claim's clause must hold (the verb the
page negates is often said by the claim with a modal alone: "不支持…" for "能…")."""
LEAST_TERMS = 2
"""Content terms a spaced clause needs for the comparison to mean anything."""
LEAST_PAIRS = 3
"""CJK character pairs a clause needs (three pairs: a word or two of content)."""


def sure_if_mirrored(found: Finding, claim: str) -> Finding:
    """``found`` made sure when it is a negation flip whose claim clause mirrors the page's
    clause (see the module); otherwise ``found`` as it is."""
    if found.reason != "negation" or found.certain:
        return found
    from services.citations import polarity  # polarity imports the module that calls this
    from services.citations.clauses import matching_clause

    mine = found.claimed
    if mine.strip() == claim.strip():  # the whole claim: its clause that speaks of theirs
        mine = matching_clause(polarity.asserted(claim), set(terms(found.stated)))
    return replace(found, certain=True) if mirrored(mine, found.stated) else found


def mirrored(mine: str, theirs: str) -> bool:
    """Whether the claim's clause ``mine`` is the page's clause ``theirs`` with only
    closed-class words changed and an odd number of turning marks between them."""
    if bool(CJK_SCRIPT.search(mine)) != bool(CJK_SCRIPT.search(theirs)):
        return False
    if CJK_SCRIPT.search(mine):
        (own, own_turns, own_sided), (page, page_turns, page_sided) = (
            _cjk_parts(mine), _cjk_parts(theirs))
        least = LEAST_PAIRS
    else:
        (own, own_turns, own_sided), (page, page_turns, page_sided) = (
            _spaced_parts(mine), _spaced_parts(theirs))
        least = LEAST_TERMS
    if (own_turns + page_turns) % 2 == 0 or own_sided != page_sided:
        return False
    if _joined(mine) != _joined(theirs):
        return False  # "ne peuvent pas être imprimés et sont exclus": another verb's negation
    if len(own) < least or len(page) < least:
        return False
    page_text, own_text = " ".join(page), " ".join(own)
    if not all(_held(t, set(page), page_text) for t in own):
        return False
    return sum(_held(t, set(own), own_text) for t in page) >= COVERED * len(page)


def content_terms(text: str) -> list[str]:
    """The content terms of ``text`` once the closed classes are taken out (CJK: character
    pairs), or none when too few are left to mean anything."""
    if CJK_SCRIPT.search(text):
        pairs = _cjk_parts(text)[0]
        return pairs if len(pairs) >= LEAST_PAIRS else []
    found = _spaced_parts(text)[0]
    return found if len(found) >= LEAST_TERMS else []


def _joined(text: str) -> int:
    """How many words of a spaced ``text`` join two statements ("and", "et", "und")."""
    return sum(w in _JOINING for w in _WORD.findall(text.lower()))


def _held(term: str, found: set[str], text: str) -> bool:
    return term in found or soft_credit(term, found, text) >= 1.0


def _spaced_parts(text: str) -> tuple[list[str], int, frozenset[str]]:
    """Content terms, count of turning words, and one-sided words of a spaced clause."""
    words = _WORD.findall(text.lower())
    kept = " ".join(w for w in words if w not in _CLOSED)
    turns = sum(w in SPACED_TURNING for w in words)
    one_sided = frozenset({"sided"}) if any(
        w in _ONE_SIDED or _suffixed(w) for w in words) else frozenset()
    return terms(kept), turns, one_sided


def _suffixed(word: str) -> bool:
    """Whether ``word`` ends in a negative suffix ("rauchfrei", "kostenlos", "careless")
    after a stem of its own; read loosely ("caballos"), it only spares a mirror."""
    return any(word.endswith(s) and len(word) > len(s) + 3 for s in NEGATIVE_SUFFIXES)


def _cjk_parts(text: str) -> tuple[list[str], int, frozenset[str]]:
    """Content character pairs (within the runs left between closed-class words), count
    of turning marks, and whether an obligation, restriction or "without" stands."""
    turning = sorted({*cjk_cues("negation", text), *cjk_cues("without", text), *EXCEPTING},
                     key=len, reverse=True)
    sided = [*cjk_cues("obligation", text), *cjk_cues("without", text),
             *(c for c in cjk_cues("end", text) if c not in cjk_cues("negation", text))]
    closed = sorted({*turning, *cjk_cues("ability", text), *cjk_cues("obligation", text),
                     *CJK_FUNCTION}, key=len, reverse=True)
    turns = len(re.findall("|".join(map(re.escape, turning)), text)) if turning else 0
    one_sided = frozenset({"sided"}) if any(c in text for c in sided) else frozenset()
    runs = re.split("|".join(map(re.escape, closed)) + r"|[\W\d_]+", text)
    pairs = [run[k : k + 2] for run in runs for k in range(len(run) - 1)
             if CJK_SCRIPT.match(run[k]) and CJK_SCRIPT.match(run[k + 1])]
    return pairs, turns, one_sided


def mirrored_clause(claim: str, index: SourceIndex, match: Match) -> Finding | None:
    """A clause of ``claim`` that mirrors a clause of ``match``'s window (see ``mirrored``),
    both holding a turning mark, neither a word of an end: the page's words with one
    negation more or less ("advise students to take … and to avoid …" for "advise students
    not to take … and to avoid …"), which the clause check passes as both clauses are
    negated; or None. A word of an end ("fixed", "stopped") says a negation in its meaning,
    which the clause check weighs."""
    from services.citations import polarity  # polarity imports the module that calls this
    from services.citations.clauses import clauses

    mine = [part for part, _terms in clauses(claim) if _turns(part) and not polarity.cues(
        part, claim).ended]
    if not mine or polarity.cues(claim).ended:
        return None
    for k in range(match.first, match.last + 1):
        sentence = index.sentence(k)
        for theirs, _terms in clauses(sentence):
            if not _turns(theirs) or polarity.cues(theirs, sentence).ended:
                continue
            for part in mine:
                if mirrored(part, theirs):
                    return Finding("negation", part.strip(), theirs.strip(), rule="mirrored")
    return None


def _turns(text: str) -> int:
    """How many marks turn ``text`` round (negations, "without", exceptions): the count
    ``_spaced_parts`` and ``_cjk_parts`` give, without the spaced clause's terms (a first
    look, asked of every clause of the claim and the window)."""
    if CJK_SCRIPT.search(text):
        return _cjk_parts(text)[1]
    return sum(w in SPACED_TURNING for w in _WORD.findall(text.lower()))
