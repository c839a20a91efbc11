"""A statement the page only weighs, hopes for or thinks possible, that the claim states
plainly: "would consider a legal challenge if …" told as "will launch a legal challenge
if …", "hopes to repeat the experiments … subject to funding" as "will repeat the
experiments", "prüft derzeit, ob die Kühldauer … verkürzt werden sollte" as "wird die
Kühldauer … verkürzen".

The clause-by-clause hedge check (``polarity``, ``hedged_clause``) reads one hedge word
per clause and lets any hedge of the claim keep it: a claim that keeps the page's "if"
keeps its "would consider" too, and a claim whose words spread over two of the
passage's sentences matches no clause well enough. Here a word of weighing, hoping or
possibility (``UNCERTAIN``; a word of examining, ``WHETHER``, where a clause of whether
follows) is read over the whole sentence, and the claim must keep it with a word of
possibility, ability, duty, plan, wish or hedge of its own ("may", "plans", "soll", "可能"),
or report it as a belief, a fear, advice or a decision still to come.

The page's sentence must be the claim's: the sentence of the window holding most of
the claim's words, and a good share of them (``SHARE``), or one that alone holds at least
``OWN`` of the claim's words no unhedged sentence of the window holds. The marker's
clause must hold the claim's words too (``CLAUSE_HELD``): "Results may vary" beside a
sentence the claim restates is about something else. The words are closed classes for
every language the check reads.
"""

from __future__ import annotations

import re

from services.citations.advice import keeps_hedge
from services.citations.apprehension import apprehended
from services.citations.belief import believed
from services.citations.cues import (
    ABILITY_WORDS,
    ADVERSATIVE_WORDS,
    CONDITIONAL_WORDS,
    COORDINATOR_WORDS,
    HEDGE_WORDS,
    INTENT_WORDS,
    MARKERS,
    OBLIGATION_WORDS,
    WANTS,
)
from services.citations.decision import decision_pending
from services.citations.finding import Finding
from services.citations.keeper_clause import kept_elsewhere
from services.citations.passages import terms
from services.citations.scripts import CJK_SCRIPT as _CJK
from services.citations.substrings import starts as _all

UNCERTAIN: dict[str, tuple[str, ...]] = {
    "en": ("may", "might", "possibly", "perhaps", "maybe", "probably", "consider",
           "considers", "considering", "hope", "hopes", "hoped", "hoping"),
    "de": ("möglicherweise", "vielleicht", "eventuell", "vermutlich", "könnte", "könnten",
           "erwägt", "erwägen", "überlegt", "überlegen", "hofft", "hoffen"),
    "fr": ("pourrait", "pourraient", "peut-être", "probablement", "envisage", "envisagent",
           "espère", "espèrent", "éventuellement"),
    "es": ("podría", "podrían", "quizá", "quizás", "posiblemente", "probablemente",
           "considera"),
    "it": ("potrebbe", "potrebbero", "forse", "probabilmente", "spera", "sperano"),
    "pt": ("poderá", "poderia", "talvez", "possivelmente", "provavelmente"),
    "nl": ("misschien", "mogelijk", "waarschijnlijk", "overweegt", "overwegen", "hoopt",
           "hopen"),
    "zh": ("可能", "或许", "也许", "考虑", "希望", "有望", "或将", "预计"),
    "ja": ("かもしれない", "可能性", "検討", "期待"),
    "ko": ("수도 있", "가능성", "검토", "기대"),
}
"""Words that make a statement one weighed, hoped for or possible, not yet a fact."""
WHETHER: dict[str, tuple[str, ...]] = {
    "en": ("examining", "examines", "studying", "assessing", "reviewing", "weighing"),
    "de": ("prüft", "prüfen", "untersucht"), "fr": ("examine", "étudie"),
    "es": ("estudia", "evalúa", "analiza"), "it": ("valuta", "esamina", "studia"),
    "pt": ("avalia", "estuda", "analisa"), "nl": ("onderzoekt", "bekijkt"),
    "zh": ("研究是否", "评估是否", "论证是否"), "ja": ("かどうか",), "ko": ("여부",),
}
"""Words of examining that weigh a statement only where a clause of whether follows
("prüft, ob …", "is examining whether …"); alone they are a check done ("Prüfen Sie …")."""

COMPLEMENTS = frozenset({"whether", "ob", "si"})
"""Words that open the clause of whether a word of weighing governs ("prüft, ob …"); not
"that", "que", "dass": they open relative clauses too, nor Dutch "of": English "of"."""

FRAME = 4
"""Words at most of a clause that frames the next one ("Die Stadt hofft, … zu eröffnen")."""

SHARE = 0.5
"""Share at least of the claim's words the page's sentence holds, as the claim's best."""
MIN_WORDS = 2
"""Words at least of a claim read here ("The stadium will be finished by 2028")."""
OWN = 2
"""Words of the claim at least a hedged sentence alone holds in the window (none of its
unhedged sentences does), for a claim whose words spread over the window."""
CLAUSE_HELD = 2
"""Words of the claim at least the marker's clause holds."""
CLAUSE_SHARE = 0.5
"""Share at least of the claim's words held by the sentence that the marker's clause holds:
the claim restates what the marker governs, not only the sentence around it ("… 将试运行三
个月，……，客流较少的线路可能会被合并": the claim's words stand outside "可能")."""
SPREAD_SHARE = 1 / 3
"""Share at least of the claim's words a hedged sentence that is not the claim's best holds."""

AIMS = frozenset({"aim", "aiming", "aimed", "intend", "intending", "intended", "planning",
                  "ziel", "zielt", "vise", "visent", "pretende", "mira", "punta", "beoogt",
                  "目标", "力争", "争取", "旨在"})
"""Words of an aim, in all their forms: a claim with one keeps the page's hope a hope."""
_PLAIN_FUTURE = frozenset({"将于", "将", "会", "要"})
"""Chinese words of the plain future that the tables of plans hold too ("将于明年关闭"): they
keep no weighing ("正在评估是否……关闭")."""
_FLAT_UNCERTAIN = frozenset(w for ws in UNCERTAIN.values() for w in ws)
_FLAT_WHETHER = frozenset(w for ws in WHETHER.values() for w in ws)
_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)?")
_MONTH_AFTER = re.compile(r"\s*[,\d–-]|\s+(?:and|or|to|through|until)\b")
_CLAUSE = re.compile(r"[,;:，；：。!?！？—–]|\s-\s")
_KEEPS = ((_FLAT_UNCERTAIN | (HEDGE_WORDS - CONDITIONAL_WORDS) | ABILITY_WORDS | OBLIGATION_WORDS
           | INTENT_WORDS | frozenset(w for ws in WANTS.values() for w in ws) | AIMS)
          - _PLAIN_FUTURE)
_JOINING = COORDINATOR_WORDS | ADVERSATIVE_WORDS


_CJK_OF = {words: tuple(w for w in words if _CJK.match(w)) for words in (
    _FLAT_UNCERTAIN, _FLAT_WHETHER, _KEEPS)}
"""The CJK words of each table, found by substring."""


def _markers(text: str, words: frozenset[str]) -> list[tuple[str, int]]:
    """``(word, position)`` of each of ``words`` in ``text`` (CJK ones by substring)."""
    lowered = text.lower()
    found = [(m.group(0), m.start()) for m in _WORD.finditer(lowered) if m.group(0) in words]
    if _CJK.search(lowered):
        found += [(w, at) for w in _CJK_OF[words] for at in _all(lowered, w)]
    return found


def _framed(sentence: str, at: int, clause: str) -> str:
    """``clause`` (of the marker at ``at``) with the clause before it when that is a short
    frame ("研究人员建议，……可以优先考虑种植"): advice that frames the marker keeps it in a
    claim that advises; advice elsewhere in the sentence does not ("Do not use …, as … they
    may irritate the skin": the reason is a possibility)."""
    cuts = [m for m in _CLAUSE.finditer(sentence, 0, at)]
    if not cuts:
        return clause
    start = cuts[-2].end() if len(cuts) > 1 else 0
    before = sentence[start : cuts[-1].start()]
    return f"{before} {clause}" if len(_WORD.findall(before)) <= FRAME else clause


def _real(sentence: str, word: str, at: int) -> bool:
    """Whether the marker at ``at`` is one: not the month "May" (within a sentence, or
    opening one before a comma, a number or a range: "May, June and September …")."""
    return not (word == "may" and sentence[at : at + 1] == "M" and (
        at > 0 or _MONTH_AFTER.match(sentence, at + 3) is not None))


def _clause_at(sentence: str, at: int) -> str:
    """The clause of ``sentence`` around ``at``, with the next one when that opens with a
    word of a complement ("prüft derzeit, ob …", "is considering whether …"): what the
    marker governs."""
    start = max((m.end() for m in _CLAUSE.finditer(sentence, 0, at)), default=0)
    cuts = [m.start() for m in _CLAUSE.finditer(sentence, at)]
    end = cuts[0] if cuts else len(sentence)
    after = _WORD.match(sentence[end + 1 :].lstrip().lower()) if cuts else None
    if cuts and ((after is not None and after.group(0) in COMPLEMENTS) or (
            len(_WORD.findall(sentence[start:end])) <= FRAME and not (
                after is not None and after.group(0) in _JOINING))):
        end = cuts[1] if len(cuts) > 1 else len(sentence)  # "Die Stadt hofft, 2027 … zu"
    return sentence[start:end]


def _keeps(claim: str, sentence: str, word: str, hedged: set[str]) -> bool:
    """Whether ``claim`` keeps the uncertainty of ``word`` in ``sentence`` (its clause with
    the short clause that frames it, ``_framed``): any word of
    possibility, ability, duty, plan, wish or hedge (German "will", wants, where no English
    function word stands), or a belief, a fear, advice or a decision still to come reported
    (advice keeps no examining of whether: "prüft, ob … verkürzt werden sollte"; a belief
    the page itself reports keeps nothing: "专家认为，该政策可能会降低房价")."""
    reported = believed(sentence)  # the page's own frame ("专家认为，……可能……")
    keepers = _markers(claim, _KEEPS)  # kept where the page put it ("may benefit")
    if (keepers and not kept_elsewhere(claim, sentence, hedged, keepers)) or (
            keeps_hedge(claim, sentence) and word not in _FLAT_WHETHER
            and not reported) or decision_pending(claim) or (
            believed(claim) and not reported) or apprehended(claim, claim):
        return True  # "Dr Pryce thinks …", "Residents fear …", "will decide on …"
    own = _WORD.findall(claim.lower())
    return "will" in own and (MARKERS["en"] - {"will"}).isdisjoint(own)


def dropped_modality(claim: str, sentences: list[str]) -> Finding | None:
    """A word of weighing, hope or possibility of the claim's sentence among ``sentences``
    (the window's) that the claim drops, stating the rest plainly."""
    mine = {t for t in terms(claim) if not t[:1].isdigit()}
    if len(mine) < MIN_WORDS or len(sentences) == 0:
        return None
    held = [mine & set(terms(s)) for s in sentences]
    marked: list[tuple[int, str, set[str], str]] = []  # sentence, word, clause's words, frame
    for k, sentence in enumerate(sentences):
        for words in (_FLAT_UNCERTAIN, _FLAT_WHETHER):
            for word, at in _markers(sentence, words):
                clause = _clause_at(sentence, at)
                framed = _framed(sentence, at, clause)
                if words is _FLAT_WHETHER and not _CJK.match(word) and not _governs(clause):
                    continue
                ours = mine & set(terms(clause))
                if _real(sentence, word, at) and len(ours) >= max(
                        CLAUSE_HELD, CLAUSE_SHARE * len(held[k])):
                    marked.append((k, word, ours, framed))
    if not marked:
        return None
    best = max(range(len(sentences)), key=lambda k: len(held[k]))
    plain = set().union(*(held[k] for k in range(len(sentences))
                          if all(m[0] != k for m in marked)))
    for k, word, ours, framed in marked:
        claims_it = (k == best and len(held[k]) >= SHARE * len(mine)) or (
            len(ours - plain) >= OWN and len(held[k]) >= max(
                len(held[best]) - 1, SPREAD_SHARE * len(mine)))
        if claims_it and not _keeps(claim, framed, word, ours):
            return Finding("hedged", claim.strip(), word, rule="dropped_modality")
    return None


def _governs(clause: str) -> bool:
    """Whether ``clause`` (of a word of examining) runs on into a clause of whether."""
    return any(w in COMPLEMENTS for w in _WORD.findall(clause.lower()))
