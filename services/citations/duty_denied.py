"""No need where the page states a duty: "funktionieren weiter, ohne neu angelernt werden zu
müssen" against "betroffene Geräte müssen mit S2 neu angelernt werden"; "the update does
not need a restart" against "the update requires a restart"; "无需预约" against "须提前预约".

The reverse of ``need_denied``. A duty the claim denies (a word of obligation or need,
``cues.OBLIGATIONS`` and ``need_denied.NEED``, with a negation or a word of "without"
just before it, or a negation just after it: "muss nicht"; in Chinese "无需", "不用",
"不必", "不需要") where a clause of the passage or of a sentence within ``REACH`` of it
states the duty plainly (a word of obligation, in Chinese of need too: "需要提前预约"; no
negation, no exception made in its sentence: "所有车辆必须在检查站停车，急救车辆除外") and
the claim restates at least half, and ``LEAST`` or more, of that clause's content words,
among them a word of what the claim says need not be done ("angelernt"; not "requires
running the migrate command" for "does not need a database backup"): the page says it must
be done, the claim that it need not.
"""

from __future__ import annotations

import re

from services.citations.cjk_cues import cjk_cues
from services.citations.cjk_exceptions import EXCEPTING
from services.citations.clauses import clauses
from services.citations.contractions import unit_t_dropped
from services.citations.cues import (
    COORDINATORS,
    EXCEPTIONS,
    FREE_WORDS,
    NEGATION_WORDS,
    OBLIGATION_WORDS,
    STOP_WORDS,
    WITHOUT_WORDS,
)
from services.citations.finding import Finding
from services.citations.mirrored_negation import content_terms
from services.citations.need_denied import NEED
from services.citations.passages import Match, SourceIndex, soft_credit, terms
from services.citations.polarity import cues
from services.citations.scripts import CJK_SCRIPT
from services.citations.scripts import LETTERS as _WORD

REACH = 2
"""Sentences before or after the window where the page's duty may stand."""
BEFORE, AFTER = 6, 2
"""Words at most between a negation (or "without") and the word of duty it denies, when
it stands before it ("ohne neu angelernt werden zu müssen") or after it ("muss nicht")."""
LEAST = 2
SHARE, CJK_SHARE = 1 / 2, 1 / 3
"""Share at least of the page clause's content terms the claim restates (CJK character
pairs across a word's edge never match a paraphrase, so fewer of them)."""
OBJECT_LETTERS = 4
"""Letters at least of a word of what the claim says need not be done."""
"""Content words at least of the page's clause the claim restates."""
CJK_NO_NEED = ("无需", "无须", "不用", "不必", "不需要", "没必要", "不须", "免于")
"""Chinese words that deny a duty."""
CJK_NEED = ("需要", "需")
"""Chinese words of need that state a duty ("需要提前预约", "需提前预约")."""
CJK_NO_DUTY = ("需求", "如需")
"""Chinese words holding "需" that state no duty: a demand ("市场需求"), a need met if it
arises ("如需热水可另购")."""

_DUTY = OBLIGATION_WORDS | frozenset(
    w for words in NEED.values() for w in words if " " not in w) | {
    "needing", "requiring"}  # "without needing to be paired again"
_TURNING = NEGATION_WORDS | WITHOUT_WORDS
_EXCEPTING = frozenset(w for words in EXCEPTIONS.values() for w in words if " " not in w) | (
    FREE_WORDS - WITHOUT_WORDS)  # "visitors are exempt from this rule"
_EXCEPTING_PHRASES = tuple(w for words in EXCEPTIONS.values() for w in words if " " in w)
_JOINING = frozenset(w for words in COORDINATORS.values() for w in words)


def duty_denied(claim: str, index: SourceIndex, match: Match) -> Finding | None:
    """The page's clause that states a duty ``claim`` denies (see the module), or None."""
    denied = _denied(claim)
    if not denied:
        return None
    own = set(terms(claim))
    lowered = claim.lower()
    sentences = [index.sentence(k) for k in range(
        max(0, match.first - REACH), min(len(index.spans), match.last + REACH + 1))]
    for part, _terms in (c for s in sentences if not _excepts(s) for c in clauses(s)):
        if not _states_duty(part) or not any(w in part.lower() for w in denied):
            continue  # a duty of another thing ("requires running" for "no backup needed")
        wanted = content_terms(part)
        restated = sum(t in own or soft_credit(t, own, lowered) >= 1.0 for t in wanted)
        share = CJK_SHARE if CJK_SCRIPT.search(part) else SHARE
        if restated >= LEAST and restated >= share * len(wanted):
            return Finding("negation", claim.strip(), part.strip(), rule="duty_denied")
    return None


def _denied(text: str) -> list[str]:
    """What ``text`` says need not be done: the content words between the denial and the
    word of duty, and just after it (CJK: the two characters after the denying word);
    empty when it denies no duty."""
    if CJK_SCRIPT.search(text):
        return [text[m.end() : m.end() + 2] for w in CJK_NO_NEED
                for m in re.finditer(w, text) if CJK_SCRIPT.match(text[m.end() : m.end() + 2])]
    found: list[str] = []
    for part, _terms in clauses(text):  # "Because it lacks a lift, users must …": two
        found += _denied_in(part)
    return found


def _denied_in(part: str) -> list[str]:
    """``_denied`` of one clause."""
    words = unit_t_dropped(_WORD.findall(part.lower()))  # "T4" is no "n't"
    found: list[str] = []
    for k, word in enumerate(words):
        if word not in _DUTY:
            continue
        before = [j for j in range(max(0, k - BEFORE), k) if words[j] in _TURNING]
        if before and not _JOINING.isdisjoint(words[before[-1] + 1 : k]):
            continue  # "cannot sync with 5.3 and must be updated": another verb's negation
        if before:
            span = words[before[-1] + 1 : k] + words[k + 1 : k + 1 + AFTER + 1]
        elif not NEGATION_WORDS.isdisjoint(words[k + 1 : k + 1 + AFTER]):
            span = words[k + 1 : k + 1 + BEFORE]
        else:
            continue
        found += [w for w in span if len(w) >= OBJECT_LETTERS and w not in STOP_WORDS
                  and w not in _DUTY and w not in _TURNING]
    return found


def _excepts(sentence: str) -> bool:
    """Whether ``sentence`` makes an exception to what it says ("…必须停车，急救车辆除外",
    "except", "außer", "exempt"): the case the claim frees from the duty may be the
    excepted one."""
    lowered = sentence.lower()
    return any(m in sentence for m in EXCEPTING) or not _EXCEPTING.isdisjoint(
        _WORD.findall(lowered)) or any(f" {m} " in f" {lowered} " for m in _EXCEPTING_PHRASES)


def _states_duty(part: str) -> bool:
    """Whether the clause ``part`` states a duty plainly: a word of obligation (in Chinese,
    of need too: ``CJK_NEED``), no negation, no word of "without"."""
    if cues(part).negated or cues(part).without:
        return False
    if CJK_SCRIPT.search(part):
        needs = part
        for word in CJK_NO_DUTY:
            needs = needs.replace(word, "")
        return (any(w in part for w in cjk_cues("obligation", part)) or any(
            w in needs for w in CJK_NEED)) and not any(w in part for w in CJK_NO_NEED)
    return not OBLIGATION_WORDS.isdisjoint(_WORD.findall(part.lower()))
