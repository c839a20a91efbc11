"""Dimensions of a finding's item against its claim and page, for the first-sight forms
(sgate22).

``bench.support_first_sight_shape`` measures the claim and its window; this module
measures the item the deciding finding is about (its ``claimed``, and what the page
``stated`` instead) in the claim and across the page. Each reads the terms of the claim
and the page (``passages.terms``, words or CJK bigrams), in any language; none reads a
verdict or a label. Each is computed twice: on the first-sight finding of the row, and
(``today_`` before its name) on the finding of today's checker, so a form's cells can
be read on today's verdicts of the same claims.

- ``item_pos``: where the claimed item stands in the claim: ``whole`` (its terms are
  ``WHOLE_ITEM`` of the claim's or more: a clause, a negation's sentence), else by the
  place of its first term among the claim's: ``head`` (the first third: most often the
  subject), ``mid``, ``tail`` (the last third: most often the object or an added
  detail); ``none`` when the item has no term of the claim.
- ``stated_in_claim``: ``both`` when every term of what the page states instead is in the
  claim too (a claim that names the page's item beside another: "from 2,500 to 4,000"),
  ``no`` when not, ``none`` when the finding states nothing.
- ``item_sentences``: how many sentences of the page hold every term of the claimed item
  (the page's own statements of it): 0, 1, 2 or more (capped at 3), None without terms.
- ``stated_sentences``: the same for what the page states instead.
- ``rest_single``: the coverage of the claim's terms other than the item's by the best
  single sentence anywhere on the page: near 1 when the claim is one sentence of the page
  with the item changed (the shape of an edit), lower for a reworded claim (in CJK text
  the bigrams across the item's edges stay in the rest, so an edit reads a little lower).
- ``rest_absent``: the share of the claim's terms other than the item's that the page
  holds nowhere (words the claim adds beyond its item).
"""

from __future__ import annotations

from typing import Any

from services.citations.passages import SourceIndex, terms
from services.citations.support import claim_text, explain_window, read_sentence

WHOLE_ITEM = 0.6
"""Share of the claim's terms from which the claimed item is a clause, not an item."""
MOST_SENTENCES = 3
"""Sentences holding an item from which more count the same."""

Row = dict[str, Any]


def item_pos(claim_terms: list[str], claimed: str) -> str:
    """``whole``, ``head``, ``mid``, ``tail`` or ``none`` (see the module's doc)."""
    item = set(terms(claimed))
    places = [k for k, t in enumerate(claim_terms) if t in item]
    if not places or not claim_terms:
        return "none"
    if len(set(claim_terms) & item) >= WHOLE_ITEM * len(set(claim_terms)):
        return "whole"
    at = places[0] / len(claim_terms)
    return "head" if at < 1 / 3 else ("mid" if at < 2 / 3 else "tail")


def stated_in_claim(claim_terms: list[str], stated: str) -> str:
    """``both``, ``no`` or ``none`` (see the module's doc)."""
    said = set(terms(stated))
    if not said:
        return "none"
    return "both" if said <= set(claim_terms) else "no"


def item_sentences(index: SourceIndex, item: str) -> int | None:
    """Sentences of the page holding every term of ``item`` (capped; None: no term)."""
    wanted = list(dict.fromkeys(terms(item)))
    if not wanted:
        return None
    holding = sum(1 for k in index._present(wanted) if set(wanted) <= set(index.counts(k)))
    return min(holding, MOST_SENTENCES)


def _rest(claim_terms: list[str], claimed: str) -> list[str]:
    item = set(terms(claimed))
    return [t for t in dict.fromkeys(claim_terms) if t not in item]


def rest_single(index: SourceIndex, claim_terms: list[str], claimed: str) -> float | None:
    """The best single sentence's coverage of the claim's terms but the item's."""
    rest = _rest(claim_terms, claimed)
    if not rest:
        return None
    return max((index.spread_between(rest, k, k) for k in index._present(rest)), default=0.0)


def rest_absent(index: SourceIndex, claim_terms: list[str], claimed: str) -> float | None:
    """The share of the claim's terms but the item's that no sentence of the page holds."""
    rest = _rest(claim_terms, claimed)
    if not rest:
        return None
    held = set().union(*(index.counts(k) for k in index._present(rest)))
    return sum(t not in held for t in rest) / len(rest)


KEYS = ("item_pos", "stated_in_claim", "item_sentences", "stated_sentences", "rest_single",
        "rest_absent")


def with_items(rows: list[Row]) -> None:
    """Every dimension of the module's doc on every row, on the first-sight finding and
    (``today_``) on today's; also ``today_stated``."""
    indexes: dict[str, SourceIndex] = {}
    for row in rows:
        text = row["page"]
        index = indexes.get(text)
        if index is None:
            index = indexes[text] = SourceIndex(text)
        claim_terms = terms(claim_text(read_sentence(row["claim"])))
        _match, _support, finding = explain_window(row["claim"], text)
        row["today_stated"] = finding.stated if finding else ""
        today_claimed = finding.claimed if finding else ""
        for prefix, claimed, stated in (("", row["claimed"], row["stated"]),
                                        ("today_", today_claimed, row["today_stated"])):
            row[prefix + "item_pos"] = item_pos(claim_terms, claimed)
            row[prefix + "stated_in_claim"] = stated_in_claim(claim_terms, stated)
            row[prefix + "item_sentences"] = item_sentences(index, claimed)
            row[prefix + "stated_sentences"] = item_sentences(index, stated)
            row[prefix + "rest_single"] = rest_single(index, claim_terms, claimed)
            row[prefix + "rest_absent"] = rest_absent(index, claim_terms, claimed)
