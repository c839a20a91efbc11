"""A case a Chinese claim puts in with the others ("同样适用于投币乘客", "…也包括…") that the
page states with a negation of its own ("投币乘客不享受", "婴儿车…不在禁止范围之内").

``included_negated`` reads the words after a word of inclusion in the spaced languages; a
Chinese claim sets its word of inclusion ("也", "同样", "包括", ``cjk_exceptions.INCLUSIONS``)
near the case, before it or after it, and the page's clause names the case before its
negation ("投币乘客不享受"). The sign: a run of the case (``CASE`` characters at least) stands
in the claim within ``REACH`` characters of its word of inclusion, and the claim has no
negation or exception of its own. A negation that opens a bound ("不少于2升", "不超过") is none.
A claim that bans ("全面禁止任何形式的垂钓，包括一人一竿的休闲垂钓") includes the case in its ban:
the page spares it where its clause names the case with a permission ("允许…休闲垂钓") or a
negation of the ban ("婴儿车…不在禁止范围之内").

Chinese only: a Japanese or a Korean claim (one with kana or Hangul) is left to
``cjk_exceptions``, as their words of inclusion stand inside other words ("も" of "最も",
"도" of "도시") and the tables of bounds and bans here are Chinese.
"""

from __future__ import annotations

import re

from services.citations.ban_words import BANS
from services.citations.cjk_cues import cjk_cues
from services.citations.cjk_exceptions import EXCEPTING, INCLUSIONS
from services.citations.cues import BOUNDS
from services.citations.scripts import CJK_SCRIPT, HANGUL, KANA

CASE = 3
"""Characters at least of the run of the case the claim holds."""
LONGEST = 8
"""Characters at most of that run."""
REACH = 8
"""Characters at most between the run and the claim's word of inclusion."""
_CLAUSE = re.compile(r"[，,；;。：:、！？!?\s]")
_BOUND = tuple(BOUNDS["zh"])
_BANS = BANS["zh"]


def cjk_included_negated(claim: str, sentences: list[str]) -> tuple[str, str] | None:
    """``(the case, the page's negated clause)`` when ``claim`` includes a case that a clause
    of ``sentences`` negates, else None."""
    if not CJK_SCRIPT.search(claim) or KANA.search(claim) or HANGUL.search(claim):
        return None  # Chinese only: Japanese "も" and Korean "도" stand inside words too
    mine = "".join(claim.split())
    marks = [m.start() for w in INCLUSIONS for m in re.finditer(re.escape(w), mine)]
    if not marks or any(w in mine for w in EXCEPTING):
        return None
    bans = [w for w in _BANS if w in mine]
    if not bans and any(c in mine for c in cjk_cues("negation", mine)):
        return None  # a claim that negates the case itself says what the page says
    for sentence in sentences:
        for clause in _CLAUSE.split(sentence):
            case = _spared_case(clause, bans) if bans else _negated_case(clause)
            run = _run(case, mine) if case else None
            if run is not None and any(abs(at - run[1]) <= REACH + len(run[0]) for at in marks):
                return run[0], clause
    return None


def _spared_case(clause: str, bans: list[str]) -> str:
    """What ``clause`` spares the claim's ban (``bans``): the words after a permission
    ("允许使用一人一竿…进行休闲垂钓"; not a negated one, "不允许"), or before a negation of the
    ban itself ("婴儿车…不在禁止范围之内"); "" when it spares nothing."""
    negations = [c for c in cjk_cues("negation", clause) if c in clause]
    for word in cjk_cues("ability", clause):
        at = clause.find(word)
        if at != -1 and not any(clause[:at].endswith(c) for c in negations):
            return clause[at + len(word) :]
    for cue in negations:
        at = clause.find(cue)
        if any(w in clause[at + len(cue) : at + len(cue) + len(w) + 2] for w in bans):
            return clause[:at]
    return ""


def _negated_case(clause: str) -> str:
    """What ``clause`` names before its first negation, that negation no bound's; "" when
    it has none."""
    found = [(clause.find(c), c) for c in cjk_cues("negation", clause) if c in clause]
    if not found:
        return ""
    at, cue = min(found)
    if clause[at + len(cue) : at + len(cue) + 1] in _BOUND:
        return ""  # "不少于": a bound
    return clause[:at]


def _run(case: str, claim: str) -> tuple[str, int] | None:
    """The longest run of ``case`` (``CASE`` to ``LONGEST`` characters) ``claim`` holds, with
    where it stands in the claim."""
    for length in range(min(LONGEST, len(case)), CASE - 1, -1):
        for start in range(len(case) - length + 1):
            at = claim.find(case[start : start + length])
            if at != -1:
                return case[start : start + length], at
    return None
