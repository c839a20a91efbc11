"""A case the page leaves out, drawn back in by the claim: "包括健康路在内的医院周边路内停车
均实行封顶收费" where the page says "……封顶收费，但……健康路除外"; "即使是抢险救灾等特殊
情况……也必须停止户外作业" where it says "因抢险救灾等特殊情况确需作业的除外"; "open every
day, including public holidays" where it says "open every day except public holidays".

The claim names the case with a word that includes it (``INCLUSIVE``: "including", "even",
"einschließlich", "sogar", "y compris", "包括", "即使"), and the page names the same case
in a clause with a word of exception (``cues.EXCEPTIONS`` and their CJK forms: "except",
"außer", "除外") or of a case left as it was (``KEPT_AS_BEFORE``: "existing accounts
keep their current setting"), and no inclusive word of its own. All are closed classes of
every language the check reads. The case is what follows the claim's word in its clause
(``CASE_WORDS`` words at most, or ``CASE_CHARS`` characters in CJK); half of its words at
least stand in the page's exception clause.
"""

from __future__ import annotations

import re

from services.citations.cues import EXCEPTIONS, STOP_WORDS
from services.citations.finding import Finding
from services.citations.passages import terms
from services.citations.scripts import CJK_SCRIPT as _CJK
from services.citations.scripts import LETTERS as _WORD
from services.citations.scripts import word_pattern
from services.citations.word_forms import holds_word

INCLUSIVE: dict[str, tuple[str, ...]] = {
    "en": ("including", "even"), "de": ("einschließlich", "inklusive", "sogar", "selbst"),
    "fr": ("y compris", "même"), "es": ("incluso", "incluidos", "incluidas", "hasta"),
    "it": ("compreso", "compresi", "compresa", "comprese", "incluso", "persino"),
    "pt": ("incluindo", "inclusive", "até mesmo", "mesmo"), "nl": ("inclusief", "zelfs"),
    "zh": ("包括", "即使", "即便", "哪怕"), "ja": ("を含め", "たとえ"), "ko": ("포함", "조차"),
}
"""Words that draw a case into a statement ("including", "even", "包括", "即使")."""
CJK_EXCEPTIONS = ("除外", "除了", "例外", "以外", "を除", "제외")
"""Words of exception of Chinese, Japanese and Korean."""
KEPT_AS_BEFORE: dict[str, tuple[str, ...]] = {
    "en": ("keep", "keeps", "retain", "retains"), "de": ("behalten", "behält", "weiterhin"),
    "fr": ("conservent", "conserve", "gardent"), "es": ("mantienen", "conservan"),
    "it": ("mantengono", "conservano"), "pt": ("mantêm", "conservam"),
    "nl": ("behouden", "houden"), "zh": ("保留", "照旧", "维持原"), "ja": ("引き続き",),
    "ko": ("유지",),
}
"""Words that leave a case as it was while the rest changes ("existing accounts keep their
current setting", "ältere Geräte behalten …"): an exception in other words."""
EXCEPTION_REACH = 3
"""Sentences either side of the window where the page's exception may stand (a rule's
exception often closes its paragraph: "因抢险救灾等特殊情况确需作业的除外")."""
CASE_WORDS = 4
"""Words at most after the claim's inclusive word that name the case."""
CASE_CHARS = 10
"""Characters at most of the case after a CJK inclusive word."""

_CLAUSE = re.compile(r"[,;:，；：。!?！？()（）]")
_INCLUSIVE = tuple(sorted({w for ws in INCLUSIVE.values() for w in ws}, key=len, reverse=True))
_EXCEPTING = tuple(sorted({w for ws in EXCEPTIONS.values() for w in ws} | set(CJK_EXCEPTIONS)
                          | {w for ws in KEPT_AS_BEFORE.values() for w in ws},
                          key=len, reverse=True))


def _find(text: str, words: tuple[str, ...]) -> list[tuple[str, int]]:
    """``(word, end)`` of each of ``words`` in ``text`` (lower-cased; whole words where
    spaced)."""
    found = []
    for word in words:
        if word in text:  # the regex only where the word stands, whole or not
            found += [(word, m.end()) for m in re.finditer(word_pattern(word), text)]
    return found


def _case(claim: str, end: int, word: str) -> set[str]:
    """The terms of the case after an inclusive word ending at ``end``."""
    rest = _CLAUSE.split(claim[end:], maxsplit=1)[0]
    if _CJK.match(word):  # "包括健康路在内": the case ends at "在内"
        rest = rest.lstrip("是").split("在内", 1)[0]
        return {t for t in terms(rest[:CASE_CHARS]) if _CJK.match(t)}
    words = [w for w in _WORD.findall(rest) if w not in STOP_WORDS][:CASE_WORDS]
    return {t for w in words for t in terms(w)}


_BEFORE = frozenset(CJK_EXCEPTIONS) | {w for ws in KEPT_AS_BEFORE.values() for w in ws}


def _excepted(clause: str) -> str:
    """The words of ``clause`` that name its excepted case: after a spaced marker ("except
    Sundays", "sauf le lundi"), before a CJK one or a word of a case left as it was
    ("健康路除外", "existing accounts keep …")."""
    word, end = max(_find(clause, _EXCEPTING), key=lambda found: len(found[0]))
    return clause[: end - len(word)] if word in _BEFORE else clause[end:]


def included_exception(claim: str, sentences: list[str]) -> Finding | None:
    """A case the claim includes ("including X", "即使是X") that a clause of ``sentences``
    (the window with its neighbours) excepts ("except X", "X除外")."""
    lowered = claim.lower()
    marks = _find(lowered, _INCLUSIVE)
    if not marks:
        return None
    excepting = [_excepted(clause) for s in sentences for clause in _CLAUSE.split(s.lower())
                 if _find(clause, _EXCEPTING) and not _find(clause, _INCLUSIVE)]
    if not excepting:
        return None
    for word, end in marks:
        case = _case(lowered, end, word)
        if not case:
            continue
        for clause in excepting:
            held = sum(1 for t in case if t in set(terms(clause)) or holds_word(clause, t))
            if held and 2 * held >= len(case):
                return Finding("negation", claim.strip(), clause.strip(),
                               rule="included_exception")
    return None
