"""The sentence of a summary's paragraph that gives one of its figures.

A summary often closes with a figure from a sentence of its own ("…, und die
Wahlbeteiligung sank gegenüber 2021" for "Die Wahlbeteiligung lag … unter dem Wert von
2021"; "of the two barges it sent to Dunkirk in 1940" for a paragraph's last sentence).
That sentence adds the figure and words the chosen sentences already hold in another
form, so it adds too few new words to count as a clause the claim sums up
(``summary_window.ADDED_TERMS``), and the figure stays "missing". A sentence of the
block that is the one stating a figure of the claim (as the claim writes it) which the
chosen sentences lack, and holds a word the claim writes beside that figure (no name,
no figure, ``NEAR`` terms either side), is the figure's source: the number checks still
weigh it over the wider window (another figure in the claim's place stays crossed).
"""

from __future__ import annotations

from services.citations.passages import SourceIndex

NEAR = 3
"""Terms of the claim either side of a figure that say what the figure is of."""


def figure_sources(index: SourceIndex, wanted: list[str], plain: set[str],
                   got: set[str], candidates: list[int]) -> list[int]:
    """Those of ``candidates`` (sentences) that state a figure of the claim (``wanted``:
    its terms in order; ``plain``: those no name and no figure) that ``got`` (what the
    chosen sentences hold) lacks, with a plain term the claim writes beside it."""
    found: list[int] = []
    taken = set(got)
    for at, figure in enumerate(wanted):
        if not figure[:1].isdigit() or figure in taken:
            continue
        beside = {t for t in wanted[max(0, at - NEAR) : at + NEAR + 1] if t in plain}
        holding = [k for k in candidates if figure in index.counts(k)]
        if len(holding) != 1 or not beside:
            continue  # stated nowhere else, or in several sentences: no one source
        k = holding[0]
        if not beside.isdisjoint(index.counts(k)):
            found.append(k)
            taken.update(index.counts(k))
    return found
