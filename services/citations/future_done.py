"""What the page says will happen, told as done: "hat … Tempo 30 beantragt" where the page
says "kündigte an, … einen Antrag auf Tempo 30 … zu stellen"; "has applied" for "announced
she would apply"; "已向区政府申请" for "宣布将向区政府申请".

The plan check reads the words of a plan ("plans", "geplant", "计划"); a future or an
announced action ("will", "wird … eröffnen", "kündigte an, … zu stellen", "将") is no
plan word, and a claim in the present ("opens in May" for "will open in May") keeps it.
A claim in the perfect or with "already" does not: it says the thing has happened; nor
does one that puts the page's very verb in the past ("applied" for "will apply", "was
approved" for "will be approved", "eröffnete" for "wird … eröffnen").
The sign, in any tabled language (closed classes: auxiliaries of the perfect and of the
future, words of announcing): the claim has a clause in the perfect and no word of the
future, a plan or a hedge; the page's clause that shares most of that clause's words
(two at least) states a future, or an action announced to come ("kündigte an, | … zu
stellen"), and no perfect of its own.
"""

from __future__ import annotations

import itertools
import re

from services.citations.case_blind import CaseBlind
from services.citations.clauses import CLAUSE
from services.citations.cues import COORDINATOR_WORDS, FUTURES, REPORTING_WORDS
from services.citations.finding import Finding
from services.citations.passages import terms
from services.citations.polarity import cues
from services.citations.scripts import CJK_SCRIPT, LETTERS

SHARED = 2
"""Content words at least the claim's clause and the page's future clause share."""

PERFECT: dict[str, tuple[str, ...]] = {
    "en": ("has", "have", "had"),
    "de": ("hat", "haben", "wurde", "wurden", "hatte", "hatten"),
    "nl": ("heeft", "hebben", "werd", "werden", "had", "hadden"),
}
"""Auxiliaries, by language, of what has happened (with a participle after them), of the
pluperfect too: a page's "said the company had agreed to pay" reports a deed done, as the
claim's "has agreed to pay" does."""
_ENGLISH_AUXILIARIES = ("has", "have", "had")
CJK_DONE = ("已经", "业已", "已于", "已向", "已在", "已将", "已被", "已获", "已完成")
"""Chinese marks of what has happened ("已向区政府申请")."""
WILL: dict[str, tuple[str, ...]] = {
    "en": ("will", "shall"), "de": ("wird", "werden", "will", "wollen", "soll", "sollen"),
    "nl": ("zal", "zullen", "wil", "willen"),
}
"""Auxiliaries, by language, of what is to come (with an infinitive)."""
ANNOUNCING: dict[str, tuple[str, ...]] = {
    "en": ("announced", "announces", "pledged", "promised", "vowed", "decided", "agreed"),
    "de": ("kündigte", "kündigt", "angekündigt", "versprach", "verspricht", "beschloss",
           "beschlossen", "beabsichtigt", "kündigten", "versprachen"),
    "nl": ("kondigde", "beloofde", "besloot", "besloten"),
}
"""Words, by language, that announce an action to come ("kündigte an, … zu stellen")."""
CJK_WILL = ("将", "即将", "准备", "打算", "宣布将", "拟")
"""Chinese marks of what is to come."""

_PERFECT = frozenset(w for ws in PERFECT.values() for w in ws)
_FUTURE = frozenset(w for lang in PERFECT for w in FUTURES[lang])  # "van" is Spanish only
_WILL = frozenset(w for ws in WILL.values() for w in ws)
_ANNOUNCING = frozenset(w for ws in ANNOUNCING.values() for w in ws)
_ENGLISH_PARTICIPLE = re.compile(r"[a-z]{3,}(?:ed|en|wn|un|ught|ilt|ent|ade|one)$")
_GERMAN_PARTICIPLE = re.compile(r"(?:[a-zäöüß]*ge[a-zäöüß]{2,}(?:t|d|en)|[a-zäöüß]{3,}(?:iert|t))$")
"""A German or Dutch participle ("beantragt", "geschrieben", "aangevraagd")."""
_INFINITIVE = re.compile(r"[a-zäöüß]{3,}(?:en|ern|eln)$")


def _perfect(clause: str) -> bool:
    """Whether ``clause`` is in the perfect: an auxiliary of it and a participle ("has
    applied", "hat … beantragt", "heeft … aangevraagd"), or a Chinese mark of it."""
    if CJK_SCRIPT.search(clause):
        return any(mark in clause for mark in CJK_DONE)
    words = [w.lower() for w in LETTERS.findall(clause)]
    for k, word in enumerate(words):
        if word not in _PERFECT:
            continue
        after = words[k + 1 : k + 3]
        if any(_ENGLISH_PARTICIPLE.match(w) or w == "been" for w in after) and (
                word in _ENGLISH_AUXILIARIES):
            return True
        if word not in _ENGLISH_AUXILIARIES and words and _GERMAN_PARTICIPLE.match(words[-1]):
            return True  # the participle ends a German or Dutch clause
    return False


_WILL_VERB = CaseBlind(r"(?<![^\W\d_])(?:(?:will|shall|would)\s+(be\s+)?([a-z]{3,})"
                       r"|(?:wird|werden)\s+(?:[^\W\d_]+\s+){0,6}?"
                       r"([a-zäöüß]{3,})en(?=\s*[.,;]|$))")
"""A verb after an auxiliary of the future ("will apply", "wird … eröffnen": its stem)."""


def _past_of(clause: str, window: str) -> bool:
    """Whether ``clause`` says in the past what ``window`` says will happen: the verb
    after "will" with "-ed" ("will apply": "applied"; "will be approved": "was
    approved"), after "wird" with "-te" ("wird … eröffnen": "eröffnete"), after "将"
    with "了" ("将开通": "开通了")."""
    if CJK_SCRIPT.search(clause):
        return any(clause.find(window[k + 1 : k + 3] + "了") != -1
                   for k in range(len(window) - 2) if window[k] == "将")
    words = {w.lower() for w in LETTERS.findall(clause)}
    for found in _WILL_VERB.finditer(window):
        if found.group(2) and found.group(1):  # "will be approved": "was approved"
            verb = found.group(2).lower()
            forms = {verb} if words & {"was", "were"} else set()
        elif found.group(2):
            verb = found.group(2).lower()
            forms = {verb + "ed", verb + "d", verb[:-1] + "ied", verb + verb[-1:] + "ed"}
        else:
            verb = (found.group(3) or "").lower()
            forms = {verb + "te", verb + "ten", verb + "ete", verb + "eten"}
        if words & forms:
            return True
    return False


def _future(clause: str, before: str) -> str:
    """The word that makes ``clause`` a future ("will", "wird … eröffnen", "将"), or the
    word of announcing in ``before`` (the sentence up to it) whose action it states
    ("kündigte an, | … zu stellen"; "announced she would apply"); "" when none."""
    if CJK_SCRIPT.search(clause):
        return next((w for w in CJK_WILL if w in clause), "")
    words = [w.lower() for w in LETTERS.findall(clause)]
    if not words:
        return ""
    earlier = {w.lower() for w in LETTERS.findall(before)}
    will = next((w for w in words if w in _WILL), "")
    if will and (will in ("will", "shall", "zal", "zullen") or _INFINITIVE.match(words[-1])):
        return will
    announced = next((w for w in words + sorted(earlier) if w in _ANNOUNCING), "")
    if announced and ("would" in words or "to" in words or (
            len(words) >= 2 and words[-2] == "zu" and _INFINITIVE.match(words[-1]))):
        return announced
    if "would" in words and not REPORTING_WORDS.isdisjoint(earlier | set(words)):
        return "would"  # "said she would apply": the future told at second hand
    return ""


def _clauses(text: str) -> list[tuple[str, str]]:
    """``(clause, text before it)`` of ``text``, cut at clause marks and coordinators."""
    out, start = [], 0
    for mark in [*CLAUSE.finditer(text), None]:
        end = mark.start() if mark is not None else len(text)
        piece = text[start:end]
        cuts = [0, *(m.start() for m in LETTERS.finditer(piece)
                     if m.group().lower() in COORDINATOR_WORDS), len(piece)]
        for a, b in itertools.pairwise(cuts):
            if piece[a:b].strip():
                out.append((piece[a:b], text[: start + a]))
        start = mark.end() if mark is not None else len(text)
    return out


def future_told_done(claim: str, window: str) -> Finding | None:
    """The clause of ``claim`` in the perfect whose words the page's clause states as
    to come, with that clause's word of the future."""
    own = cues(claim)
    words = {w.lower() for w in LETTERS.findall(claim)}
    if own.intent or own.hedged or not _FUTURE.isdisjoint(words) or (
            CJK_SCRIPT.search(claim) and any(w in claim for w in CJK_WILL)):
        return None
    done = [part for part, _before in _clauses(claim) if _perfect(part) or _past_of(
        part, window)]
    theirs = _clauses(window) if done else []
    for part in done:
        mine = {t for t in terms(part) if not t[:1].isdigit()}
        shares = [(len(mine & set(terms(p))), p, b) for p, b in theirs]
        most = max((n for n, _p, _b in shares), default=0)
        # The subject may stand in a clause of its own ("Albers kündigte an, | … zu
        # stellen"): every clause that shares the most is weighed, none in the perfect.
        best = [(p, b) for n, p, b in shares if n == most]
        if most < SHARED or any(_perfect(p) for p, _b in best):
            continue
        for clause, before in best:
            start = max(before.rfind(". "), before.rfind("。"), before.rfind("\n"))
            if word := _future(clause, before[start + 1 :]):
                return Finding("intent", part.strip(), word, rule="future_done")
    return None
