"""What a claim turns round or widens against its passage and the sentences beside it,
with words the negation and hedge checks do not weigh: the page's clause with one negation
more or less (``mirrored_negation``), a word a neighbour negates
(``negated_neighbour``; in Chinese, ``cjk_negated_neighbour``), an item listed that the
passage's sentence negates (Chinese, ``cjk_negated_item``), a word said with a negative
prefix on one side only (``affix_antonym``), a case the page leaves
out included (``included_negated``), a possibility around a kept condition dropped
(``kept_condition``), a plan told as already done (``already_done``), a quantifier or a
word of how often widened (``widened_quantifier``, ``widened_frequency``) or dropped
(``dropped_limit``), what varies
told of all (``varies_widened``), a condition clause dropped (``dropped_condition``), a
contrast told as a likeness (``unlike``), a duty the page says there is no need for
(``need_denied``), an example told as another (``example_slot``), what the page forbids
told as advice (``advised_prohibited``). Each reads closed
classes of words given for every spaced language the cue tables cover (and Chinese where
named), and each finding is certain.
"""

from __future__ import annotations

from collections.abc import Callable

from services.citations.advised_prohibited import advised_prohibited
from services.citations.affix_antonym import affix_antonym
from services.citations.already_done import plan_told_done
from services.citations.cjk_kept_condition import cjk_dropped_around_condition
from services.citations.cjk_negated_item import cjk_negated_item
from services.citations.cjk_negated_neighbour import cjk_negated_neighbour
from services.citations.crossed_statements import deeds_crossed, exempt_put_back, gapped_fused
from services.citations.dropped_condition import dropped_condition
from services.citations.dropped_limit import dropped_limit
from services.citations.duty_denied import duty_denied
from services.citations.example_slot import example_swap
from services.citations.finding import Finding
from services.citations.included_negated import included_negated
from services.citations.kept_condition import dropped_around_condition
from services.citations.mirrored_negation import mirrored_clause
from services.citations.need_denied import need_denied
from services.citations.negated_neighbour import negated_neighbour
from services.citations.not_until_at_once import not_until_at_once
from services.citations.only_with import only_with_turned
from services.citations.passages import Match, SourceIndex
from services.citations.still_against_no_longer import ended_elsewhere
from services.citations.unlike import likeness_for_contrast
from services.citations.varies_widened import varies_told_of_all
from services.citations.widened_frequency import widened_frequency
from services.citations.widened_quantifier import widened

Check = Callable[[str, SourceIndex, Match], Finding | None]

CHECKS: tuple[Check, ...] = (
    mirrored_clause, negated_neighbour, cjk_negated_neighbour, cjk_negated_item, affix_antonym,
    included_negated, dropped_around_condition, cjk_dropped_around_condition, plan_told_done,
    widened, widened_frequency, dropped_limit, varies_told_of_all, dropped_condition,
    likeness_for_contrast, need_denied, example_swap, deeds_crossed, gapped_fused,
    exempt_put_back, ended_elsewhere, only_with_turned, duty_denied, not_until_at_once,
    advised_prohibited)
"""The checks, asked in this order; the first finding is the one reported."""


def turned_or_widened(claim: str, index: SourceIndex, match: Match) -> Finding | None:
    """The first finding of ``CHECKS`` for ``claim`` and its best window, or None."""
    for check in CHECKS:
        found = check(claim, index, match)
        if found is not None:
            return found
    return None
