"""Structural dimensions of a claim and its page, for the first-sight forms (sgate21).

Each is computed now, for any language, from the claim, its page and the window today's
checker reads (``explain_window``); none reads a verdict or a label. Bands are fixed
here; ``bench.support_first_sight``'s threshold forms choose their own cut per fold.

- ``cover_n``: how many page sentences the claim's terms come from (greedy: the sentence
  adding most rarity-weighted terms first, until ``COVERED`` of what the page holds of
  the claim is held); ``cover_span``: how far apart the first and last of them are.
- ``item_where``: where the deciding finding's claimed item stands: every term of it in
  the window and ``REACH`` sentences either side (``held``), some outside them on the
  page (``elsewhere``), some nowhere on the page and none elsewhere (``absent``), or no
  term (``noitem``).
- ``whole``: coverage of the claim by the whole page; ``single``: by the best single
  sentence of the window; ``near``: by the window and ``REACH`` sentences either side.
- ``len_ratio``: the claim's terms against those of its best sentence.
- ``clause_at``: the claim's clause holding most of the claimed item's terms: ``one``
  (a claim of one clause), ``first`` or ``later`` (a subordinate or added clause, most
  often).
- ``min_clause``: the least coverage of a clause of the claim (``placed_clauses``'s
  pieces, a short clause joined to the next) by its own best window anywhere on the page
  (0 for a clause without one): a clause the page states nowhere is an addition, however
  the rest reads (S27).
- ``figures``: how many figures (a digit and the digits, points and commas after it)
  the claim writes (sgate21b).
- ``clause_whole``: the most of a clause of the claim (``placed_clauses``'s pieces, or
  the whole claim when it has none) that one sentence anywhere on the page holds: a
  clause taken whole from one sentence reads near 1, a clause drawn from several
  sentences lower (sgate21b).
- ``summary_shape``: ``summary`` for a claim drawn from ``SUMMARY_FROM`` sentences or
  more no more than ``SUMMARY_SPAN`` apart, no clause taken whole from one sentence
  (``clause_whole`` below ``WHOLE_AT``) and ``SUMMARY_FIGURES`` figures at most; else
  ``other`` (sgate21b: the shape of a one-sentence summary of a paragraph).
- ``certain_against``: whether today's checks (``verdict.findings`` on today's window)
  find something certain against the claim: a reading of today's checker, tuned on
  these parts (see ``bench.support_first_sight``, S26).
"""

from __future__ import annotations

import re
from typing import Any

from services.citations.clauses import clauses
from services.citations.noun_case import capitalises_nouns
from services.citations.page_names import PageNames
from services.citations.passages import SourceIndex, terms
from services.citations.placed_clauses import clause_pieces
from services.citations.spread_summary import REACH
from services.citations.support import claim_text, explain_window, read_sentence
from services.citations.verdict import findings

COVERED = 0.9
"""Share of what the page holds of the claim that ``cover_n``'s sentences hold."""

SUMMARY_FROM = 2
"""Sentences at least a summary-shaped claim draws on (``cover_n``)."""
SUMMARY_SPAN = 2 * REACH
"""How far apart at most the first and last of them stand (``cover_span``)."""
WHOLE_AT = 0.8
"""``clause_whole`` from which a clause reads as taken whole from one sentence."""
SUMMARY_FIGURES = 1
"""Figures at most of a summary-shaped claim."""
_FIGURE = re.compile(r"\d[\d.,]*")

Row = dict[str, Any]


def cover(index: SourceIndex, wanted: list[str]) -> tuple[int, int]:
    """``(sentences, span)``: how many sentences, chosen greedily, hold ``COVERED`` of
    the claim's terms the page holds, and how far apart the first and last are."""
    keys = list(dict.fromkeys(wanted))
    present = index._present(keys)
    if not present:
        return 0, 0
    weights = index._weights(keys, present)
    holds = {k: set(index.counts(k)) & set(keys) for k in present}
    held = set().union(*holds.values())
    goal = COVERED * sum(weights[t] for t in held)
    chosen: list[int] = []
    got: set[str] = set()
    while sum(weights[t] for t in got) < goal - 1e-9:
        k = max(holds, key=lambda i: (sum(weights[t] for t in holds[i] - got), -i))
        chosen.append(k)
        got |= holds.pop(k)
    return len(chosen), max(chosen) - min(chosen)


def item_where(index: SourceIndex, claimed: str, first: int, last: int) -> str:
    """``held``, ``elsewhere``, ``absent`` or ``noitem`` (see the module's doc)."""
    wanted = list(dict.fromkeys(terms(claimed)))
    if not wanted:
        return "noitem"
    lo, hi = max(0, first - REACH), min(len(index.spans) - 1, last + REACH)
    near: set[str] = set().union(*(index.counts(k) for k in range(lo, hi + 1)))
    lacking = [t for t in wanted if t not in near]
    if not lacking:
        return "held"
    out = {t for k in index._present(lacking) if not lo <= k <= hi for t in index.counts(k)}
    return "elsewhere" if out & set(lacking) else "absent"


def clause_at(claim: str, claimed: str) -> str:
    """``one``, ``first`` or ``later`` (see the module's doc)."""
    parts = clauses(claim)
    if len(parts) < 2:
        return "one"
    wanted = set(terms(claimed))
    best = max(range(len(parts)), key=lambda i: (len(parts[i][1] & wanted), -i))
    return "first" if best == 0 else "later"


def min_clause(index: SourceIndex, claim: str) -> float | None:
    """The least coverage of a clause of ``claim`` (``placed_clauses.clause_pieces``) by
    its best window on the page, as ``clause_reach`` reads it (None for a claim without
    terms)."""
    pieces = clause_pieces(claim)
    if not pieces:
        return None
    return min((m.coverage if (m := index.best(p)) is not None else 0.0) for p in pieces)


def clause_whole(index: SourceIndex, claim: str) -> float | None:
    """The most of a clause of ``claim`` one sentence of the page holds (``clause_whole``
    in the module's doc; None for a claim without terms)."""
    pieces = clause_pieces(claim) or [terms(claim)]
    best = None
    for piece in pieces:
        wanted = list(dict.fromkeys(piece))
        if not wanted:
            continue
        held = max((index.spread_between(wanted, k, k) for k in index._present(wanted)),
                   default=0.0)
        best = held if best is None else max(best, held)
    return best


def summary_shape(row: Row) -> str:
    """``summary`` or ``other`` (see the module's doc), from the row's dimensions."""
    n, span, whole = row.get("cover_n"), row.get("cover_span"), row.get("clause_whole")
    if n is None or span is None or whole is None:
        return "?"
    return "summary" if (n >= SUMMARY_FROM and span <= SUMMARY_SPAN and whole < WHOLE_AT
                         and (row.get("figures") or 0) <= SUMMARY_FIGURES) else "other"


def with_shape(rows: list[Row]) -> None:
    """Every dimension of the module's doc on every row (None where today's checker finds
    no window); also today's verdict, reason and claimed item (``today``, ``today_reason``,
    ``today_claimed``) and the item's dimensions read on today's finding (``today_where``,
    ``today_at``)."""
    indexes: dict[str, SourceIndex] = {}
    for row in rows:
        text = row["page"]
        clean = claim_text(read_sentence(row["claim"]))
        wanted = terms(clean)
        index = indexes.get(text)
        if index is None:  # (``setdefault`` would build one for every row all the same)
            index = indexes[text] = SourceIndex(text)
        match, support, finding = explain_window(row["claim"], text)
        row["today"], row["today_reason"] = support, finding.reason if finding else ""
        row["today_claimed"] = finding.claimed if finding else ""
        for key in ("cover_n", "cover_span", "item_where", "whole", "single", "near",
                    "len_ratio", "clause_at", "today_where", "today_at", "certain_against",
                    "min_clause", "clause_whole"):
            row[key] = None
        row["figures"] = len(_FIGURE.findall(clean))
        if match is None or not wanted:
            continue
        n = len(index.spans)
        row["cover_n"], row["cover_span"] = cover(index, wanted)
        row["item_where"] = item_where(index, row["claimed"], match.first, match.last)
        row["whole"] = index.spread_between(wanted, 0, n - 1)
        best = max(range(match.first, match.last + 1),
                   key=lambda k: index.spread_between(wanted, k, k))
        row["single"] = index.spread_between(wanted, best, best)
        row["near"] = index.spread(wanted, match, REACH)
        own = len(set(index.counts(best)))
        row["len_ratio"] = len(set(wanted)) / own if own else None
        row["clause_at"] = clause_at(clean, row["claimed"])
        row["today_where"] = item_where(index, row["today_claimed"], match.first, match.last)
        row["today_at"] = clause_at(clean, row["today_claimed"])
        row["min_clause"] = min_clause(index, clean)
        row["clause_whole"] = clause_whole(index, clean)
        capitalises = capitalises_nouns(text)
        row["certain_against"] = any(f.certain for f in findings(
            clean, match, index, capitalises, PageNames(text, capitalises)))
