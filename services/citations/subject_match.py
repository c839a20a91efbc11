"""The passage for a claim that names the page's subject, which the passage need not.

"Sonntags und an Feiertagen muss man in Bad Ellenbach für das Parken nichts bezahlen"
on a page titled "Neue Parkregeln in Bad Ellenbach": the sentence that says it
("sonn- und feiertags ist das Parken frei") names no town, as a page's sentences
seldom name what the page is about. Weighed with the subject's words, the title wins
and covers too little; so where the best window covers too little, the claim's words
the title holds are set aside and the window that holds the rest is taken when it
holds enough of it. In any language: the title is the page's first heading. A
heading that best matches a claim ("## Version 8.3.0" for "… seit Version 8.3.0 …") is
set aside the same way, for the sentence under it that says what the claim says.
"""

from __future__ import annotations

from services.citations.passages import Match, SourceIndex, terms

TITLE_CHARS = 200
"""Length at most of a heading that opens a page and names what it is about."""
REST_TERMS = 3
"""Terms at least of the claim left without the title's for the rest to be weighed."""


def title_of(index: SourceIndex) -> str:
    """The heading the page opens with ("# Neue Parkregeln in Bad Ellenbach"), "" when none."""
    if not index.spans:
        return ""
    first = index.sentence(0)
    return first if first.startswith("#") and len(first) <= TITLE_CHARS else ""


def best_window(index: SourceIndex, wanted: list[str], enough: float,
                summed: tuple[int, float]) -> Match | None:
    """The best window for ``wanted`` (``SourceIndex.best``); when it covers less than
    ``enough`` and, widened by ``summed[0]`` sentences either side, less than
    ``summed[1]`` (no summary of the sentences around), the best window for the terms
    the page's title lacks, if that one covers ``enough`` of them and is not the title."""
    match = index.best(wanted)
    if match is not None and match.coverage < summed[1]:
        below = _under_heading(index, wanted, match, enough)
        if below is not None:
            return below
    if match is None or match.coverage >= enough or (
            index.spread(wanted, match, summed[0]) >= summed[1]):
        return match
    title = set(terms(title_of(index)))
    rest = [t for t in wanted if t not in title]
    if not title or len(rest) == len(wanted) or len(set(rest)) < REST_TERMS:
        return match
    other = index.best(rest)
    if other is not None and other.coverage >= enough and other.first > 0:
        return other
    return match


def _under_heading(index: SourceIndex, wanted: list[str], match: Match,
                   enough: float) -> Match | None:
    """Where the window that matches best is a heading ("## Version 8.3.0"), which names
    what a section is about and states nothing, the window that holds the claim's other
    words, when it holds ``enough`` of them and is no heading."""
    heading = index.sentence(match.focus)
    if not heading.lstrip().startswith("#"):
        return None
    named = set(terms(heading))
    rest = [t for t in wanted if t not in named]
    if len(rest) == len(wanted) or len(set(rest)) < REST_TERMS:
        return None
    other = index.best(rest)
    if other is None or other.coverage < enough or index.sentence(
            other.focus).lstrip().startswith("#"):
        return None
    return other
