"""A claim's clause that matches two clauses of one page sentence, read against the
negated one too.

The clause-by-clause negation check (``polarity``) compares each clause of the claim with
the page's clause that shares most of its words. A claim that packs two of the page's
clauses into one ("Railcards can be used on the capped £3.50 single fare" for "Fares are
capped at £3.50 for a single ticket …, although railcards will not be accepted on the
capped fare") matches both; the plain one, holding one word more (the figure's two terms),
is read, and the negation of the other, which alone holds the claim's subject, is never
weighed. Here a negated clause of the same sentence, set against the one before it
(``OPENERS``), that shares at most ``NEAR`` word fewer
with the claim's plain clause than its best, and holds a word of it no other clause of the
page holds (or ``OWN`` such words), is read as the best one: the clauses sharing as many or
more are left out of the passage the negation check reads. A summary that joins two of the
page's sentences answers each in its own words ("lacked" for "did not have"): left alone.
Only a sure finding counts. The sign needs no word list of its own (the negation check's
closed classes tell a negated clause).
"""

from __future__ import annotations

import re
from dataclasses import replace

from services.citations.clauses import clauses
from services.citations.finding import Finding
from services.citations.polarity import cues, polarity
from services.citations.sentence_of import sentence_of

MIN_SHARED = 2
"""Words at least the claim's clause shares with the negated clause."""
NEAR = 1
"""Words at most the negated clause shares fewer than the best clause (a figure is two
terms, "£3.50": "3", "50") ...
"""
OPENERS = frozenset({
    "although", "though", "but", "however", "yet", "whereas",  # en
    "aber", "obwohl", "allerdings", "jedoch", "doch", "wobei",  # de
    "mais", "cependant", "toutefois", "pourtant",  # fr
    "pero", "aunque",  # es
    "ma", "però", "tuttavia",  # it
    "maar", "hoewel", "echter",  # nl
    "mas", "embora", "porém",  # pt
})
"""Words that open a clause the page sets against the one before it ("…, although railcards
will not be accepted"): the negated clause of a tie must open with one (or a CJK one,
``CJK_OPENERS``) and follow the plain one. A negated clause before the plain one ("The
strike did not affect hospitals, which kept full staffing") or joined otherwise says
something else of the claim's words."""
CJK_OPENERS = ("但是", "但", "不过", "然而", "可是", "只是", "しかし", "ただし", "하지만", "그러나")
_FIRST = re.compile(r"[^\W\d_]+")
OWN = 2
"""... unless it holds at least this many words of the claim's clause no other clause of the
page holds ("student cards": a subject of two words)."""


def clause_polarity(claim: str, window: str, around: str = "") -> Finding | None:
    """``polarity`` of ``claim`` against ``window``, with the negated clause of a tie read
    as the best match both ways: a plain clause of the claim against it is a flip the first
    reading missed; a negated clause of the claim that it answers (nothing flips there) is
    no sure flip (a finding left unsure, as a double negation's, is kept: a check), though
    the plain clause of the tie was read first ("Student cards cannot be used on the €12.90
    day pass" for "Day passes cost €12.90 …, although student cards will not be accepted on
    the day pass")."""
    flip = polarity(claim, window, around)
    if flip is None:
        return _read_tied(claim, window, around, negated=False)
    if flip.reason == "negation" and flip.certain and _read_tied(
            claim, window, around, negated=True) is None and _tied_passages(
            claim, window, negated=True):
        return None
    return flip


def _tied_passages(claim: str, window: str, negated: bool) -> list[str]:
    """``window`` with each negated clause of a tie (``NEAR``, ``OWN``) left as the best
    match of a clause of ``claim`` that is ``negated`` (or plain), the clauses sharing as many
    words or more left out."""
    theirs = clauses(window)
    if len(theirs) < 2:
        return []
    out = []
    for part, mine in clauses(claim):
        if cues(part, claim).negated != negated:
            continue
        shares = [len(mine & found) for _p, found in theirs]
        top = max(shares)
        if top < MIN_SHARED:
            continue
        best = shares.index(top)
        if cues(theirs[best][0], window).negated:
            continue  # the first reading weighed a negation already
        for k, (clause, found) in enumerate(theirs):
            own = mine & found - set().union(*(f for j, (_p, f) in enumerate(theirs) if j != k))
            if k == best or shares[k] < MIN_SHARED or not own or (
                    shares[k] < top - NEAR and len(own) < OWN) or not cues(
                    clause, window).negated or sentence_of(window, clause) != sentence_of(
                    window, theirs[best][0]) or k < best or not _opposed(clause):
                continue
            passage = window
            for j, (other, _f) in enumerate(theirs):
                if j != k and shares[j] >= shares[k]:
                    passage = passage.replace(other, " ", 1)
            out.append(passage)
    return out


def _opposed(clause: str) -> bool:
    """Whether ``clause`` opens with a word that sets it against the clause before."""
    text = clause.strip()
    first = _FIRST.match(text.lower())
    return (first is not None and first.group(0) in OPENERS) or text.startswith(CJK_OPENERS)


def _read_tied(claim: str, window: str, around: str, negated: bool) -> Finding | None:
    """The first sure finding of ``polarity`` over ``_tied_passages``."""
    for passage in _tied_passages(claim, window, negated):
        if (found := polarity(claim, passage, around)) is not None and found.certain:
            return replace(found, rule="tied_clause")
    return None
