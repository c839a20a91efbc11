"""A number a claim takes from a statement far from its passage.

"Today the theatre seats 412 people, compared with roughly 600 in the original
auditorium" joins the page's last paragraph ("capacity today is 412") to its
second ("The auditorium … held around 600 people"). The passage that best holds
the claim states one of the numbers; another number it states ("£3.1 million")
is no rival to the claim's other one when a sentence elsewhere on the page states
that one beside the claim's own words the passage lacks. In any language: the
number and the words are compared, not what they mean.
"""

from __future__ import annotations

from services.citations.clauses import clauses
from services.citations.cues import STOP_WORDS
from services.citations.number_place import number_at
from services.citations.numbers import Number, numbers
from services.citations.passages import Match, SourceIndex, terms

FAR_TIES = 2
"""Words of the claim, not in its passage, that a far sentence stating its number must
hold to be the statement the claim joins (one shared word is often chance)."""


def stated_far(claim: str, claimed: str, index: SourceIndex, match: Match,
               named: set[str]) -> bool:
    """Whether a sentence of the page outside the window of ``match`` states the
    claim's number ``claimed`` and holds ``FAR_TIES`` of the claim's words (names and
    numbers aside) that the window lacks."""
    mine = next((n for n in numbers(claim) if n.text == claimed), None)
    if mine is None:
        return False
    window = _window_terms(index, match)
    wanted = {t for t in terms(claim) if t not in window and t not in named
              and not t[:1].isdigit()}
    return len(wanted) >= FAR_TIES and _states_far(mine, wanted, FAR_TIES, index, match)


def _window_terms(index: SourceIndex, match: Match) -> set[str]:
    return {t for k in range(match.first, match.last + 1) for t in index.counts(k)}


def _states_far(mine: Number, wanted: set[str], least: float, index: SourceIndex,
                match: Match) -> bool:
    """Whether a sentence outside the window of ``match`` holds ``least`` of the words
    ``wanted`` or more and states a number that agrees with ``mine``."""
    for k in range(len(index.spans)):
        if match.first <= k <= match.last:
            continue
        counts = index.counts(k)
        if sum(t in counts for t in wanted) < least:
            continue  # the cheap test first: reading numbers costs more
        if any(mine.agrees(n) for n in numbers(index.sentence(k))):
            return True
    return False


CLAUSE_HELD = 0.5
"""Share at least of the words of the claim's clause around its number (those its
passage lacks) that a far sentence stating the number must hold: the clause is that
sentence's statement, not a figure borrowed into a clause of its own."""


def clause_stated_far(claim: str, claimed: str, index: SourceIndex, match: Match) -> bool:
    """Whether a sentence of the page outside the window of ``match`` states the claim's
    number ``claimed`` with ``CLAUSE_HELD`` of the words, ``FAR_TIES`` at least, that the
    claim's clause holding it and not the window has (function words and its unit
    aside): "crumbled into 100 ml of warmed milk" from the method's "crumble the saffron
    into 100 ml of the milk, warmed", where the passage that best holds the claim is the
    recipe's introduction. A figure set in a
    clause the far sentence does not hold ("comes with a 199 yuan filter" for "the filter
    costs 199 yuan") stays for the number check."""
    mine = next((n for n in numbers(claim) if n.text == claimed), None)
    at = number_at(claim, claimed)  # "May" of "in May 2021", not of "Maya Holt"
    own = next((words for text, words in clauses(claim)
                if 0 <= (start := claim.find(text)) <= at < start + len(text)), None)
    if mine is None or own is None:
        return False
    window = _window_terms(index, match)
    unit = mine.kind.lower()  # its unit ties nothing: "400 g" of mushrooms and of flour
    wanted = {t for t in own if t not in window and not t[:1].isdigit() and t not in STOP_WORDS
              and not (unit and (unit.startswith(t) or t.startswith(unit[:4])))}
    return len(wanted) >= FAR_TIES and _states_far(
        mine, wanted, max(FAR_TIES, CLAUSE_HELD * len(wanted)), index, match)
