"""A ban turned into a permission by a verb, in Chinese: the page's
clause "玉带河全段禁止垂钓", the claim's "玉带河全段仍允许市民正常垂钓".

The negation check pairs clauses by their shared characters and reads a ban word as a
negation, but a permission is no negation word, so the pair it finds is only worth a check
when the clauses are worded apart (an end word elsewhere in the claim, a clause the page
words otherwise). The sign here is the verbs themselves, a closed class per language
(``ban_words.BANS`` against ``PERMISSIONS``):

- a clause of the claim permits something (a word of ``PERMISSIONS``) and negates nothing;
- a clause of the window bans it: the characters after its ban word (``OBJECT`` at most,
  the ban's object) share a run of two (a content pair, not a light verb of ``LIGHT``) with
  the characters after the claim's permission word, and the clause permits nothing itself;
- the two clauses speak of one place or thing: the characters before the ban and before the
  permission share a run of two, or the page's topic is the claim's;
- no clause of the window permits that object of a topic the claim's shares a run of two
  with ("海滩冬季允许遛狗" for "海滩冬季可以遛狗": the page's own permission).

The spaced languages write the permission with the page's own words ("allowed" against
"banned") too rarely at first sight to weigh here; they stay with the negation check.
"""

from __future__ import annotations

from services.citations.ban_words import BANS
from services.citations.cjk_cues import cjk_cues
from services.citations.cjk_particles import CJK_FUNCTION
from services.citations.clauses import CLAUSE
from services.citations.finding import Finding
from services.citations.scripts import CJK_SCRIPT

PERMISSIONS: dict[str, tuple[str, ...]] = {
    "zh": ("允许", "准许", "可以", "仍可", "许可"),
}
"""Words of a permission, by language. Chinese puts a ban's or a permission's object after
the verb ("禁止垂钓"); Japanese and Korean put it before ("花火は禁止", "흡연 금지"), which
this reading of the object does not do, so they have no row yet."""
_PERMISSIONS = tuple(w for words in PERMISSIONS.values() for w in words)
_BANS = tuple(w for lang in PERMISSIONS for w in BANS[lang])
OBJECT = 6
"""Characters after a ban or permission word read as its object ("禁止垂钓", "允许…明火")."""
REACH = 12
"""Characters after the claim's permission word where the ban's object may stand
("允许在露营地使用明火")."""
LIGHT = frozenset({"使用", "进行", "开展", "从事", "利用", "采用"})
"""Light verbs before the object of a ban or permission: no object of their own."""


def permitted_ban(claim: str, window: str) -> Finding | None:
    """The clause of ``window`` that bans what a clause of ``claim`` permits (see the
    module), as a sure negation finding, or None."""
    if not CJK_SCRIPT.search(claim) or not any(w in claim for w in _PERMISSIONS):
        return None
    if not any(w in window for w in _BANS):
        return None
    theirs = [c for c in CLAUSE.split(window) if c.strip()]
    for mine in CLAUSE.split(claim):
        permit = _first(mine, _PERMISSIONS)
        if permit is None or _negated(mine):
            continue
        at, word = permit
        topic, allowed = mine[:at], mine[at + len(word) : at + len(word) + REACH]
        for clause in theirs:
            ban = _first(clause, _BANS)
            if ban is None or _first(clause, _PERMISSIONS) is not None:
                continue
            where, banned = ban
            banned_object = clause[where + len(banned) : where + len(banned) + OBJECT]
            shared = _pairs(banned_object) & _pairs(allowed)
            if not shared or not (_pairs(clause[:where]) & _pairs(topic)):
                continue
            if _permitted_elsewhere(theirs, shared, topic):
                continue
            return Finding("negation", mine.strip(), clause.strip(), rule="permitted_ban")
    return None


def _negated(text: str) -> bool:
    """Whether ``text`` writes a negation word of its language ("不允许", "禁止")."""
    return any(cue in text for cue in cjk_cues("negation", text))


def _first(text: str, words: tuple[str, ...]) -> tuple[int, str] | None:
    """The first of ``words`` in ``text`` and where it stands, or None."""
    found = [(text.find(w), w) for w in words if w in text]
    return min(found) if found else None


def _pairs(text: str) -> set[str]:
    """The runs of two CJK characters of ``text``, function characters and light verbs
    aside."""
    return {text[k : k + 2] for k in range(len(text) - 1)
            if CJK_SCRIPT.match(text[k]) and CJK_SCRIPT.match(text[k + 1])
            and text[k] not in CJK_FUNCTION and text[k + 1] not in CJK_FUNCTION
            and text[k : k + 2] not in LIGHT}


def _permitted_elsewhere(theirs: list[str], objects: set[str], topic: str) -> bool:
    """Whether a clause of the page permits one of ``objects`` of a topic that shares a
    run of two with the claim's ``topic``."""
    for clause in theirs:
        permit = _first(clause, _PERMISSIONS)
        if permit is None or _negated(clause[: permit[0] + len(permit[1])]):
            continue
        at, word = permit
        if _pairs(clause[at + len(word) : at + len(word) + REACH]) & objects and (
                _pairs(clause[:at]) & _pairs(topic)):
            return True
    return False
