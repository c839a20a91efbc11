"""Bans: a negation said with a word of its own ("banned", "verboten", "禁止").

A ban is a lexical negative: "Sandals are banned on the trails" negates no verb the way
"do not wear sandals" does; the ban word is the verb. A claim turns it round only by a
word of permission or possibility ("sandals are allowed", "可以在洞窟内拍照"); a claim
that names the banned thing with other words ("hikers wearing sandals can be fined", "the
restrictions that kept visitors out") says nothing against it. And a ban the claim and
the page both state, in two forms of the word ("are banned" for "bans"), is no flip at
all.

The table is a closed class per language: the ban words of ``cues.NEGATION`` and the
other forms of the same verbs.
"""

from __future__ import annotations

from services.citations.cues import ABILITY_WORDS
from services.citations.scripts import CJK_SCRIPT
from services.citations.scripts import LETTERS as _WORD

BANS: dict[str, tuple[str, ...]] = {
    "en": ("ban", "bans", "banned", "banning", "barred", "prohibit",
           "prohibits", "prohibited", "prohibiting", "forbid", "forbids", "forbade",
           "forbidden"),
    "de": ("verboten", "verbietet", "verbieten", "verbot", "untersagt", "untersagen",
           "untersagte"),
    "fr": ("interdit", "interdite", "interdits", "interdites", "interdire", "interdisent"),
    "es": ("prohibido", "prohibida", "prohibidos", "prohibidas", "prohíbe", "prohíben",
           "prohibir"),
    "it": ("vietato", "vietata", "vietati", "vietate", "vieta", "vietano", "vietare"),
    "pt": ("proibido", "proibida", "proibidos", "proibidas", "proíbe", "proíbem", "proibir"),
    "nl": ("verboden", "verbiedt", "verbieden", "verbood"),
    "zh": ("禁止", "严禁", "不准"), "ja": ("禁止",), "ko": ("금지",),
}
"""Forms of the verbs of a ban, by language ("bar" left out: a bar is also a place)."""
_SPACED = frozenset(w for words in BANS.values() for w in words if not CJK_SCRIPT.match(w))
_CJK = tuple(w for words in BANS.values() for w in words if CJK_SCRIPT.match(w))
_CJK_ABILITY = ("可以", "能够", "允许", "准许", "できる", "できます", "可能", "許可", "수 있",
                "허용", "허가")
"""The ability words of ``cues.ABILITIES`` found as substrings."""


def bans(text: str) -> list[str]:
    """The ban words of ``text``, in the order they stand."""
    found = [w for w in _WORD.findall(text.lower()) if w in _SPACED]
    return found + [w for w in _CJK if w in text]


def only_banned(text: str, negations: frozenset[str] | set[str] | list[str]) -> bool:
    """Whether every negation of ``text`` (``negations``: its negation words, CJK cues
    included) is a ban word."""
    spaced = [n for n in negations if not CJK_SCRIPT.match(n)]
    cjk = [n for n in negations if CJK_SCRIPT.match(n)]
    if not (spaced or cjk):
        return False
    # A CJK cue inside a ban word ("禁" of "严禁") is that ban word.
    return all(n in _SPACED for n in spaced) and all(
        any(n in ban and ban in text for ban in _CJK) for n in cjk)


_MAY = frozenset({"may"})
"""English "may": a hedge in ``cues``, a permission beside a ban ("visitors may fly drones")."""


def permits(text: str) -> list[str]:
    """The words of permission or possibility of ``text`` ("allowed", "darf", "可以")."""
    lowered = text.lower()
    return [w for w in _WORD.findall(lowered) if w in ABILITY_WORDS or w in _MAY] + [
        w for w in _CJK_ABILITY if w in lowered]


def turned_to_permission(claim: str, page_sentence: str, banned_clause: str) -> bool:
    """Whether ``claim`` turns the ban of ``banned_clause`` round: it has a word of
    permission that the rest of the page's sentence does not state itself ("hikers
    wearing them can be fined": the claim's "can" is that clause's)."""
    rest = page_sentence.replace(banned_clause.strip(), " ")
    theirs = set(permits(rest))
    return any(w not in theirs for w in permits(claim))


def same_ban(negated: str, plain: str) -> bool:
    """Whether the only negations of ``negated`` are ban words that ``plain`` states too,
    in another form ("are already banned" for "already bans")."""
    return bool(bans(negated)) and bool(bans(plain))


def states_ban(mine: str, negated: str) -> bool:
    """Whether the claim's clause ``mine`` says the page's negation as a ban of its own
    ("The hotel bans pets" for "Neither dogs nor cats are allowed"), one the ``negated``
    clause does not write."""
    return bool(bans(mine)) and not bans(negated)
