"""A clause a claim adds that the passage and the sentences beside it do not hold.

"Around 45% of participants reported using a sleep aid at least once, most often
melatonin or zolpidem, typically in the nights before a spacewalk": every clause but
the last is the passage's; the last one's words stand nowhere around it. Coverage
counted over the whole claim hides a short addition (most of the claim matches), and
the detail checks want the added words nowhere on the page, while an added clause
often borrows a word the page uses elsewhere ("spacewalk" in another paragraph).

The sign, in any language written with spaces: the claim's last clause (cut at a
clause stop or at a conjunction that may open a clause) holds several content words,
at most a small share of which stand in any form in the passage or a sentence either
side, while the claim's other clauses stand there almost whole; and no sentence of
the page holds that clause's words either (a summary joins a clause from elsewhere).
A clause with a figure is left to the number checks (a figure is reworded around:
"50 %" for "la mitad"), Chinese and Japanese to ``cjk_added_clause``.

``unstated_clause`` reads the same sign more loosely around one passage sentence and
wants half the clause's words nowhere on the page; this check asks less of the page
(scattered single words are no statement: "thawed", "room" and "temperature" each in
another recipe step) and accepts a passage of several sentences, and asks more of the
neighbourhood (a fifth of the clause's words at most).
"""

from __future__ import annotations

import re

from services.citations.case_blind import CaseBlind
from services.citations.compounds import part_of_compound
from services.citations.passages import terms
from services.citations.rates import rate_stated
from services.citations.scripts import CJK

JOINING: tuple[str, ...] = (
    "and", "und", "sowie", "et", "y", "e", "en", "while", "whereas", "während", "tandis que",
    "mientras", "mentre", "terwijl", "enquanto",
)
"""Conjunctions that may open a further clause (a closed class)."""
_CUT = CaseBlind(r"(?<!\d)[,;:](?!\d)|[—–()]|\s-\s|\s(?:" + "|".join(
    re.escape(w) for w in JOINING) + r")\s")
_FIGURE = re.compile(r"\d")
TERMS = 3
"""Content terms at least of an added clause."""
REST_TERMS = 3
"""Content terms at least of the claim's other clauses (the statement it adds to)."""
HELD_SHARE = 0.2
"""Share of the clause's terms at most that stand around the passage."""
REST_SHARE = 0.8
"""Share of the other clauses' terms at least that stand around the passage."""
ELSEWHERE_SHARE = 0.5
"""Share of the clause's terms at least that one sentence of the page holds for the
clause to be the page's, joined from elsewhere."""
STEM = 5
"""Letters a word shares with one of the page to count as a form of it ("einsetzte",
"Einsetzen"); a shorter word must be the same."""


def _stems(text: str) -> set[str]:
    return {t[:STEM] for t in terms(text)}


def _holds(term: str, theirs: set[str], stems: set[str]) -> bool:
    return term in theirs or (len(term) >= STEM and term[:STEM] in stems)


def _held_near(term: str, theirs: set[str], stems: set[str]) -> bool:
    """``_holds`` around the passage, where a word may also stand as a part of the page's
    compound ("bei starkem Wind" for "bei Windstärke 7")."""
    return _holds(term, theirs, stems) or part_of_compound(term, theirs)


def unheld_clause(claim: str, near: str, sentences: list[str]) -> str | None:
    """The last clause of ``claim`` whose words ``near`` (the passage and a sentence
    either side) mostly lacks while it holds the rest of the claim, and which no
    sentence of the page (``sentences``) states either, or None."""
    if CJK.search(claim):
        return None
    pieces = [p for p in _CUT.split(claim.rstrip(" .!?")) if p and p.strip()]
    if len(pieces) < 2 or _FIGURE.search(pieces[-1]) or rate_stated(pieces[-1], None, near):
        return None  # "leave about twice an hour" for "every 30 minutes": a figure too
    mine = list(dict.fromkeys(terms(pieces[-1])))
    rest = [t for p in pieces[:-1] for t in terms(p) if t not in mine]
    if len(mine) < TERMS or len(rest) < REST_TERMS:
        return None
    theirs = set(terms(near))
    stems = {t[:STEM] for t in theirs}
    if sum(_held_near(t, theirs, stems) for t in mine) > HELD_SHARE * len(mine):
        return None
    if sum(_holds(t, theirs, stems) for t in rest) < REST_SHARE * len(rest):
        return None
    for sentence in sentences:
        held, held_stems = set(terms(sentence)), _stems(sentence)
        if sum(_holds(t, held, held_stems) for t in mine) >= ELSEWHERE_SHARE * len(mine):
            return None  # the page states it elsewhere: a summary joins it
    return pieces[-1].strip()
