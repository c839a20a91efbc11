"""A statement the page only weighs, hopes for, thinks possible or says of some, that the
claim states plainly: "would consider a legal challenge if …" told as "will launch a legal
challenge if …", "hopes to repeat the experiments … subject to funding" as "will repeat
the experiments", "部分受试者……可达1.5倍" as "……是1.5倍", "Möglicherweise spiele auch die
Gemeinschaft eine Rolle" as "die Gemeinschaft verstärkt den Effekt".

The clause-by-clause hedge check (``polarity``, ``hedged_clause``) reads one hedge word
per clause and lets any hedge of the claim keep it: a claim that keeps the page's "if"
keeps its "would consider" too, and a claim whose words spread over two of the
passage's sentences matches no clause well enough. Here the page's modality is read by
class, over the whole sentence, and the claim must keep each class it drops:

- a word of weighing, hoping or possibility (``UNCERTAIN``): kept by any word of
  possibility, ability, plan, wish or hedge in the claim ("may", "plans", "soll", "可能");
- a word of part (``PART``: "some", "einige", "部分"): kept by any quantifier.

The page's sentence must be the claim's: the sentence of the window holding most of
the claim's words, and a good share of them (``SHARE``), or one that alone holds at least
``OWN`` of the claim's words no unhedged sentence of the window holds. The marker's
clause must hold the claim's words too (``CLAUSE_HELD``): "Results may vary" beside a
sentence the claim restates is about something else. The words are closed classes for
every language the check reads.
"""

from __future__ import annotations

import re

from services.citations.cjk_some import NOT_SOME, QUANTIFIERS
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
from services.citations.finding import Finding
from services.citations.passages import terms
from services.citations.widened_quantifier import SCALE

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
    "zh": ("可能", "或许", "也许", "考虑", "希望", "有望", "或将"),
    "ja": ("かもしれない", "可能性", "検討", "期待"),
    "ko": ("수도 있", "가능성", "검토", "기대"),
}
"""Words that make a statement one weighed, hoped for or possible, not yet a fact."""
WHETHER: dict[str, tuple[str, ...]] = {
    "en": ("examining", "examines", "studying", "assessing", "reviewing"),
    "de": ("prüft", "prüfen", "untersucht"), "fr": ("examine", "étudie"),
    "es": ("estudia", "evalúa", "analiza"), "it": ("valuta", "esamina", "studia"),
    "pt": ("avalia", "estuda", "analisa"), "nl": ("onderzoekt", "bekijkt"),
    "zh": ("研究是否", "评估是否", "论证是否"), "ja": ("かどうか",), "ko": ("여부",),
}
"""Words of examining that weigh a statement only where a clause of whether follows
("prüft, ob …", "is examining whether …"); alone they are a check done ("Prüfen Sie …")."""
PART: dict[str, tuple[str, ...]] = {
    "en": ("some",), "de": ("einige", "einigen", "einiger", "manche", "manchen", "mancher"),
    "fr": ("certains", "certaines", "quelques"), "es": ("algunos", "algunas"),
    "it": ("alcuni", "alcune"), "pt": ("alguns", "algumas"), "nl": ("sommige",),
    "zh": ("部分", "一些", "有些", "某些", "个别"), "ja": ("一部の", "一部で"), "ko": ("일부",),
}
"""Words that say a statement of part of a group ("some patients", "部分受试者")."""

COMPLEMENTS = frozenset({"whether", "that", "ob", "dass", "si", "que", "se", "che", "of", "dat"})
"""Words that open the clause a word of weighing governs ("prüft, ob …", "whether")."""

FRAME = 4
"""Words at most of a clause that frames the next one ("Die Stadt hofft, … zu eröffnen")."""

SHARE = 0.5
"""Share at least of the claim's words the page's sentence holds, as the claim's best."""
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

_FLAT_UNCERTAIN = frozenset(w for ws in UNCERTAIN.values() for w in ws)
_FLAT_PART = frozenset(w for ws in PART.values() for w in ws)
_FLAT_WHETHER = frozenset(w for ws in WHETHER.values() for w in ws)
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)?")
_CLAUSE = re.compile(r"[,;:，；：。!?！？—–]|\s-\s")
_KEEPS = (_FLAT_UNCERTAIN | (HEDGE_WORDS - CONDITIONAL_WORDS) | ABILITY_WORDS | OBLIGATION_WORDS
          | INTENT_WORDS | frozenset(w for ws in WANTS.values() for w in ws))
_JOINING = COORDINATOR_WORDS | ADVERSATIVE_WORDS
_QUANTIFIERS = frozenset(w for levels in SCALE.values() for level in levels for w in level)


_QUANTIFYING = _FLAT_PART | _QUANTIFIERS | frozenset(QUANTIFIERS)
_CJK_OF = {words: tuple(w for w in words if _CJK.match(w)) for words in (
    _FLAT_UNCERTAIN, _FLAT_WHETHER, _FLAT_PART, _KEEPS, _QUANTIFYING)}
"""The CJK words of each table, found by substring."""


def _markers(text: str, words: frozenset[str]) -> list[tuple[str, int]]:
    """``(word, position)`` of each of ``words`` in ``text`` (CJK ones by substring)."""
    lowered = text.lower()
    found = [(m.group(0), m.start()) for m in _WORD.finditer(lowered) if m.group(0) in words]
    if _CJK.search(lowered):
        found += [(w, at) for w in _CJK_OF[words] for at in _all(lowered, w)]
    return found


def _all(text: str, word: str) -> list[int]:
    out, at = [], text.find(word)
    while at != -1:
        out.append(at)
        at = text.find(word, at + 1)
    return out


def _real(sentence: str, word: str, at: int) -> bool:
    """Whether the marker at ``at`` is one: not the month "May", not "some 200" (about),
    not "大部分" (most) or "这部分" (a part pointed at)."""
    if word == "may" and sentence[at : at + 1] == "M" and at > 0:
        return False
    if word == "some" and re.match(r"some\s+\d", sentence[at:].lower()):
        return False
    if word == "部分":
        return not any(sentence[max(0, at - k) : at - k + len(n)] == n
                       for n in NOT_SOME for k in range(len(n)))
    return True


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


def _keeps(claim: str, part: bool) -> bool:
    """Whether ``claim`` keeps the page's part (any quantifier) or its uncertainty (any word
    of possibility, ability, plan, wish or hedge; German "will", wants, where no English
    function word stands)."""
    words = _QUANTIFYING if part else _KEEPS
    if _markers(claim, words):
        return True
    own = _WORD.findall(claim.lower())
    return not part and "will" in own and (MARKERS["en"] - {"will"}).isdisjoint(own)


def dropped_modality(claim: str, sentences: list[str]) -> Finding | None:
    """A word of weighing, hope, possibility or part of the claim's sentence among
    ``sentences`` (the window's) that the claim drops, stating the rest plainly."""
    mine = {t for t in terms(claim) if not t[:1].isdigit()}
    if len(mine) < 3 or len(sentences) == 0:
        return None
    held = [mine & set(terms(s)) for s in sentences]
    marked: list[tuple[int, str, bool, set[str]]] = []  # (sentence, word, of part, its clause's)
    for k, sentence in enumerate(sentences):
        for words, part in ((_FLAT_UNCERTAIN, False), (_FLAT_WHETHER, False), (_FLAT_PART, True)):
            for word, at in _markers(sentence, words):
                clause = _clause_at(sentence, at)
                if words is _FLAT_WHETHER and not _CJK.match(word) and not _governs(
                        sentence, clause):
                    continue
                ours = mine & set(terms(clause))
                if _real(sentence, word, at) and len(ours) >= max(
                        CLAUSE_HELD, CLAUSE_SHARE * len(held[k])):
                    marked.append((k, word, part, ours))
    if not marked:
        return None
    best = max(range(len(sentences)), key=lambda k: len(held[k]))
    plain = set().union(*(held[k] for k in range(len(sentences))
                          if all(m[0] != k for m in marked)))
    for k, word, part, ours in marked:
        claims_it = (k == best and len(held[k]) >= SHARE * len(mine)) or (
            not part and len(ours - plain) >= OWN and len(held[k]) >= max(
                len(held[best]) - 1, SPREAD_SHARE * len(mine)))
        if claims_it and not _keeps(claim, part):
            return Finding("hedged", claim.strip(), word, rule="dropped_modality")
    return None


def _governs(sentence: str, clause: str) -> bool:
    """Whether ``clause`` (of a word of examining) runs on into a clause of whether."""
    return any(w in COMPLEMENTS for w in _WORD.findall(clause.lower()))
