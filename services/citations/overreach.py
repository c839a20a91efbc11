"""What a claim says beyond its passage: another speaker for the passage's words
(``speakers``), a duty or a thing done for its advice or proposal
(``advice_strengthened``), an item added to a list the passage closes (``list_items``),
a remark added with "moreover" or "而且" that nothing around the passage says
(``added_remark``)."""

from __future__ import annotations

import re

from services.citations.added_remark import added_remark
from services.citations.advice_strengthened import strengthened
from services.citations.already_done import plan_told_done
from services.citations.appended_tail import appended_tail
from services.citations.dropped_condition import dropped_condition
from services.citations.finding import Finding
from services.citations.included_negated import included_negated
from services.citations.kept_condition import dropped_around_condition
from services.citations.list_items import added_to_list, inserted_item, replaced_item
from services.citations.negated_neighbour import negated_neighbour
from services.citations.passages import Match, SourceIndex
from services.citations.speakers import speaker_swap
from services.citations.unlike import likeness_for_contrast
from services.citations.widened_frequency import widened_frequency
from services.citations.widened_quantifier import widened


def overreach(claim: str, index: SourceIndex, match: Match) -> list[Finding]:
    """The findings, certain each, of a claim that credits another speaker, states as
    a rule or a fact what its passage only advises or proposes, or adds to its list."""
    spoke = speaker_swap(claim, index, match)
    if spoke is not None:
        return [Finding("name_elsewhere", *spoke, rule="speaker")]
    passage = [index.sentence(k) for k in range(match.first, match.last + 1)]
    firmer = strengthened(claim, passage)
    if firmer is not None:
        return [Finding(*firmer, rule="advice_strengthened")]
    window, near = index.text[match.start : match.end], index.around(match, 1, 1)
    item = added_to_list(claim, window, near) or inserted_item(claim, window, near)
    if item is not None:
        named = re.search(rf"(?<!\w){re.escape(item.lower())}(?!\w)", index.lowered)
        reason = "name_elsewhere" if named else "name_missing"
        return [Finding(reason, item, rule="list_item")]
    swap = replaced_item(claim, window, near, index.lowered)
    if swap is not None:
        return [Finding("name_elsewhere", *swap, rule="list_item")]
    remark = added_remark(claim, near)
    if remark:
        return [Finding("name_missing", remark, rule="added_remark")]
    tail = appended_tail(claim, window, near)
    if tail:
        return [Finding("name_missing", tail, rule="appended_tail")]
    turned = negated_neighbour(claim, index, match) or included_negated(
        claim, index, match) or dropped_around_condition(
        claim, index, match) or plan_told_done(claim, index, match) or widened(
        claim, index, match) or widened_frequency(claim, index, match) or dropped_condition(
        claim, index, match) or likeness_for_contrast(claim, index, match)
    return [turned] if turned is not None else []
