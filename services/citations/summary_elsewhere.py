"""Where a summary claim's paragraph lies when its best window is elsewhere.

BM25 favours short lines: a claim that condenses a recipe's numbered steps ("Zwiebel und
Ingwer glasig gedünstet, die Kürbiswürfel in Gemüsebrühe weich gekocht, mit Kokosmilch
püriert") ranks the ingredient list first ("- 800 ml Gemüsebrühe\\n- 200 ml Kokosmilch"),
whose lines are short and hold the rare words, though they hold little of the claim. Where
the best window holds too little of the claim to count (under the verdict's ``WEAK_AT``),
the sentence that holds most of it (no heading) stands for it instead, and its paragraph
is weighed as the summary's too (``summary_judgment``), after the window's own.
"""

from __future__ import annotations

from services.citations.judgment import WEAK_AT
from services.citations.passages import Match, SourceIndex
from services.citations.summary_window import blocks


def summary_blocks(index: SourceIndex, wanted: list[str],
                   match: Match) -> list[tuple[Match, tuple[int, int]]]:
    """``(window, (first, last))`` pairs a summary claim may draw on: the blocks around
    ``match`` (``summary_window.blocks``), then, when ``match`` covers less than
    ``WEAK_AT``, those around the sentence holding most of the claim."""
    found = [(match, bounds) for bounds in blocks(index, match)]
    if match.coverage >= WEAK_AT:
        return found
    # A heading names what a section is about and states nothing: the sentence under it.
    k = next((k for k in index.rivals(wanted, match, len(index.spans), 0.0)
              if not index.sentence(k).lstrip().startswith("#")), None)
    if k is None:
        return found
    coverage = index.spread_between(wanted, k, k)
    if coverage <= match.coverage:
        return found
    start, end = index.spans[k]
    there = Match(start, end, match.score, coverage, k, k, k)
    seen = {bounds for _m, bounds in found}
    return found + [(there, bounds) for bounds in blocks(index, there) if bounds not in seen]
