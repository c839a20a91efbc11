"""A claim's window weighed without the words of the page's title: "Children with head lice
don't have to stay away from school" on "# Head lice: guidance for parents", whose passage
says "Children do not need to be kept off school".

The page's subject, named in its title, is what every passage of it is about; a passage
speaks of it as "they", "children", "the phone" and need not repeat it. A claim that
repeats it loses those words' weight in the coverage. Where the window holds enough of the
claim's other words to count as support, it does; structure, not words: any language.
"""

from __future__ import annotations

from services.citations.passages import Match, SourceIndex, terms
from services.citations.subject_match import title_of


def without_title_words(index: SourceIndex, wanted: list[str], match: Match | None,
                        below: float) -> Match | None:
    """``match``, or the same window weighed without the words of the page's title when
    it holds ``below`` of the claim's other words (only for a coverage under ``below``):
    the page's subject ("head lice" of "# Head lice: guidance …"), which a passage speaks
    of as "children", "they", need not be repeated."""
    if match is None or match.coverage >= below or match.first == 0:
        return match
    title = set(terms(title_of(index)))
    rest = [t for t in wanted if t not in title]
    if not title or len(rest) == len(wanted) or not rest:
        return match
    other = index.best(rest)
    if other is None or other.coverage < below or (other.first, other.last) != (
            match.first, match.last):
        return match
    return other
