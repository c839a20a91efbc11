"""What a claim says beyond its passage: another speaker for the passage's words
(``speakers``), a duty or a thing done for its advice or proposal
(``advice_strengthened``), an item added to a list the passage closes (``list_items``)
or spliced into it, the passage's next words after it (``spliced_item``),
a remark added with "moreover" or "而且" that nothing around the passage says
(``added_remark``), a phrase appended after a comma (``appended_tail``) or run on with
past the passage's end (``appended_phrase``), what the
claim turns round or widens against the passage or its neighbours
(``turned_or_widened``), and a clause added to the passage's one sentence that the page
never states (``unstated_clause``)."""

from __future__ import annotations

import re

from services.citations.added_remark import added_remark
from services.citations.advice_strengthened import strengthened
from services.citations.appended_phrase import appended_phrase
from services.citations.appended_tail import appended_tail
from services.citations.cjk_credited import credited_to_other
from services.citations.credited_elsewhere import credited_elsewhere
from services.citations.finding import Finding
from services.citations.item_elsewhere import clause_stated_near, stated_near
from services.citations.list_items import added_to_list, inserted_item, replaced_item
from services.citations.negated_neighbour import negated_neighbour
from services.citations.passages import Match, SourceIndex
from services.citations.speakers import speaker_swap
from services.citations.spliced_item import spliced_item
from services.citations.summary_window import paragraph
from services.citations.turned_or_widened import turned_or_widened
from services.citations.unstated_clause import unstated_clause


def overreach(claim: str, index: SourceIndex, match: Match) -> list[Finding]:
    """The findings, certain each, of a claim that credits another speaker, states as
    a rule or a fact what its passage only advises or proposes, adds to its list, or
    turns round or widens what the page says."""
    spoke = speaker_swap(claim, index, match) or credited_elsewhere(claim, index) or (
        credited_to_other(claim, index, match))
    if spoke is not None:
        return [Finding("name_elsewhere", *spoke, rule="speaker")]
    passage = [index.sentence(k) for k in range(match.first, match.last + 1)]
    firmer = strengthened(claim, passage, [index.sentence(k) for k in range(
        max(0, match.first - 1), min(len(index.spans), match.last + 2))], index.text)
    if firmer is not None:
        return [Finding(*firmer, rule="advice_strengthened")]
    window, near = index.text[match.start : match.end], index.around(match, 1, 1)
    item = added_to_list(claim, window, near) or inserted_item(claim, window, near)
    if item is None and (item := spliced_item(claim, window, [
            index.sentence(k) for k in (match.first - 1, match.last + 1)
            if 0 <= k < len(index.spans)], index.text)) and (
                turned := negated_neighbour(claim, index, match)):
        return [turned]  # a sentence nearby negates the item: the page says the opposite
    if item is not None and (stated_near(item, index, match) or clause_stated_near(
            item, claim, index, match)):
        item = None  # a summary of the list, or of the sentences after it: it stands there
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
    first, last = _beside(index, match)
    tail = appended_tail(claim, window, index.text[index.spans[first][0] : index.spans[last][1]],
                         index.text) or appended_phrase(claim, window, index.text)
    if tail:
        return [Finding("name_missing", tail, rule="appended_tail")]
    turned = turned_or_widened(claim, index, match)
    if turned is not None:
        return [turned]
    clause = unstated_clause(claim, index, match)
    return [Finding("name_missing", clause, rule="unstated_clause")] if clause else []


def _beside(index: SourceIndex, match: Match) -> tuple[int, int]:
    """``(first, last)`` sentences where the page may go on with a phrase a claim appends
    after a comma: the window's paragraph (``summary_window.paragraph``), and a sentence
    either side of the window at least. A summary joins the paragraph's sentences ("…,
    verletzt wurde dabei niemand" two sentences after the window's), wherever in it they
    stand. An item spliced into a list is weighed against the sentences right beside it
    (``spliced_item``): a word of it earlier in the paragraph tells no list goes on."""
    first, last = paragraph(index, match)
    return max(0, min(first, match.first - 1)), min(len(index.spans) - 1, max(last, match.last + 1))
