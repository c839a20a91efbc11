"""A negation of a ban is a permission: "nicht verboten", "not prohibited", "不禁止".

The ban words ("verboten", "prohibited", "interdit", "禁止") are negation cues of
their own, so "Baden ist nicht verboten" holds two, and read as one negation it
says the same as the claim "Baden ist verboten". A negator right before a ban
word cancels it; a clause whose every negation is such a pair negates nothing.
Negators and ban words are closed classes, given for every tabled language.
"""

from __future__ import annotations

from services.citations.clauses import CLAUSE
from services.citations.cues import STOP_WORDS
from services.citations.finding import Finding
from services.citations.scripts import CJK_SCRIPT
from services.citations.scripts import LETTERS as _WORD
from services.citations.word_forms import holds_word

BANS = frozenset({
    "prohibited", "forbidden", "banned", "barred",  # en
    "verboten", "untersagt",  # de
    "interdit", "interdite", "interdits", "interdites",  # fr
    "prohibido", "prohibida",  # es
    "vietato", "vietata",  # it
    "proibido", "proibida",  # pt
    "verboden",  # nl
})
"""Words of a ban that are negation cues themselves (``cues.NEGATION``)."""
NEGATORS = frozenset({"not", "never", "nicht", "nie", "niemals", "ne", "n", "jamais", "no",
                      "nunca", "non", "não", "niet", "nooit"})
"""Words that negate the word after them."""
REACH = 3
"""Words at most from a negator to the ban word it negates ("n'est pas interdit")."""
CJK_CANCELLED = ("并不禁止", "并未禁止", "没有禁止", "不被禁止", "不禁止", "未禁止",
                 "禁止されていない", "禁止ではない", "금지되지 않")
"""A negated ban written in Chinese, Japanese or Korean."""


def cancelled(words: list[str], negation_words: frozenset[str]) -> bool:
    """Whether every negation word of ``words`` (lower-cased, in order) is a ban word
    with a negator before it or that negator: "ist nicht verboten", "n'est pas interdit"."""
    found = [k for k, w in enumerate(words) if w in negation_words]
    if not found:
        return False
    paired: set[int] = set()
    for k in found:
        if words[k] not in BANS:
            continue
        negator = next((j for j in range(k - 1, max(-1, k - REACH - 1), -1)
                        if words[j] in NEGATORS), None)
        if negator is not None:
            paired |= {k, negator}
    return set(found) <= paired


def cjk_cancelled(text: str, negation_cues: tuple[str, ...]) -> bool:
    """Whether ``text`` negates a ban ("并不禁止") and nothing else (``negation_cues``:
    its language's negation words)."""
    pair = next((p for p in CJK_CANCELLED if p in text), None)
    if pair is None:
        return False
    rest = text.replace(pair, " ")
    return not any(cue in rest for cue in negation_cues)




def lifted_ban(claim: str, passage: str) -> Finding | None:
    """A ban a clause of the claim states ("das Baden ist verboten") that a clause of
    ``passage`` negates, its other words all in the claim's clause ("Baden ist nicht
    verboten"): the page permits what the claim bans."""
    for clause in CLAUSE.split(claim):
        mine = _WORD.findall(clause.lower())
        bans = frozenset(w for w in mine if w in BANS)
        if not bans or cancelled(mine, bans | NEGATORS):
            continue
        for part in CLAUSE.split(passage):
            words = _WORD.findall(part.lower())
            # The page's clause must lift the ban on what the claim's clause bans
            # ("Angeln ist nicht verboten" lifts none on "Baden … verboten").
            said = [w for w in words if w not in bans and w not in NEGATORS
                    and w not in STOP_WORDS and len(w) >= 3]
            if any(w in bans for w in words) and cancelled(words, bans | NEGATORS) and all(
                    holds_word(clause, w) for w in said):
                return Finding("negation", claim.strip(), part.strip(), rule="lifted_ban")
    if CJK_SCRIPT.search(claim) and "禁止" in claim and not any(p in claim for p in CJK_CANCELLED):
        for part in CLAUSE.split(passage):
            if any(p in part for p in CJK_CANCELLED):
                return Finding("negation", claim.strip(), part.strip(), rule="lifted_ban")
    return None
