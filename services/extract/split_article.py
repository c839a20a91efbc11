"""An article a page builder split into sibling blocks, found from readability's block.

A page builder often writes one article as several blocks of one kind with widgets
between them; readability keeps the best-scoring one. ``split_article_blocks`` finds
the others above it, ``join_blocks`` sets readability's block among them in page
order (``article.ArticleFinder`` uses both).
"""

from __future__ import annotations

from collections.abc import Callable

from lxml.html import HtmlElement

from services.extract.alike import numbered_runs
from services.extract.dom import link_length, text_length
from services.extract.peers import MIN_PARTS, marks, same_class

# Up to this many levels above readability's best candidate, same-tag same-class
# siblings holding prose (class "block text", "rich-text", ...) are the rest of it.
SPLIT_LEVELS = 4
# Blocks alike readability's (``peers``) are looked for higher up, through wrappers
# that still add next to nothing (a section builder nests each part's text in a
# grid, a row and a column). They are joined only when readability's block is kept
# and they come in a run (``MIN_PARTS``), so they never turn the choice.
PEER_LEVELS = 6
_MIN_BLOCK_CHARS = 25
_MAX_BLOCK_LINK_DENSITY = 0.2
_MAX_WRAPPER_GROWTH = 1.25


class Measured:
    """Text lengths and prose verdicts of the blocks around readability's, each taken once.

    The looks for split parts and for peers pass the same blocks (the same
    holders, their siblings twice over); the tree does not change between them.
    """

    def __init__(self, lengths: dict[HtmlElement, int] | None = None) -> None:
        """``lengths``: ``text_length`` of elements already measured on the same tree
        (kept up to date here too)."""
        self._lengths: dict[HtmlElement, int] = {} if lengths is None else lengths
        self._prose: dict[HtmlElement, bool] = {}

    def length(self, elem: HtmlElement) -> int:
        found = self._lengths.get(elem)
        if found is None:
            found = self._lengths[elem] = text_length(elem)
        return found

    def prose(self, elem: HtmlElement) -> bool:
        """Whether ``elem`` holds a block of text, not a line or a column of links."""
        found = self._prose.get(elem)
        if found is None:
            length = self.length(elem)
            found = self._prose[elem] = (length >= _MIN_BLOCK_CHARS and link_length(elem)
                                         <= _MAX_BLOCK_LINK_DENSITY * length)
        return found


def split_article_blocks(best: HtmlElement, alike: Callable[[HtmlElement, HtmlElement], bool]
                         = same_class, levels: int = SPLIT_LEVELS,
                         measured: Measured | None = None,
                         ) -> tuple[HtmlElement | None, list[HtmlElement]]:
    """The blocks that continue ``best``'s article, in page order, and the one holding ``best``.

    Looks at up to ``levels`` levels above ``best`` (readability already weighs
    ``best``'s own siblings): at the first whose parent also holds prose blocks with
    exactly the same tag and class as the block holding ``best`` (or are
    ``alike`` it, or alike such a prose block, or items of one template numbered one
    by one with it: ``alike.numbered_runs``), those blocks are returned.
    ``(None, [])`` when the article is not split. ``measured`` keeps lengths for
    another look at the same, unchanged tree.
    """
    known = Measured() if measured is None else measured
    best_len = known.length(best)
    holder = best.getparent()
    for _ in range(levels):
        if holder is None:
            break
        parent = holder.getparent()
        if parent is None or parent.tag in ("body", "html"):
            break
        # Only through thin wrappers: a holder with much else besides the
        # article is a layout column, and its likes are other columns.
        if known.length(holder) > _MAX_WRAPPER_GROWTH * best_len:
            break
        # (Items a template numbers one by one are of one kind: see ``numbered_runs``.)
        runs = numbered_runs(parent, MIN_PARTS)
        numbered = runs.get(holder)
        peers = [c for c in parent if c is holder or alike(holder, c)
                 or (numbered is not None and runs.get(c) == numbered)]
        # A part alike a peer is a part too, one mark further from the holder
        # (a section that adds an anchor word to a peer's classes).
        # (Judged once per kind of part: a long run of alike parts is one kind, and so
        # is a run of numbered ones.)
        kinds = {(p.tag, runs.get(p) or p.get("class"), marks(p)): p
                 for p in peers if p is not holder and known.prose(p)}
        found = {id(c) for c in peers}
        peers = [c for c in parent
                 if id(c) in found or any(alike(p, c) for p in kinds.values())]
        others = {id(c) for c in peers if c is not holder and known.prose(c)}
        if others:
            return holder, [c for c in peers if c is holder or id(c) in others]
        holder = parent
    return None, []


def join_blocks(article: HtmlElement, holder: HtmlElement,
                 group: list[HtmlElement]) -> HtmlElement:
    """readability's article in its holder's place among the other blocks, in page order."""
    wrapper = holder.makeelement("div")
    for block in group:
        wrapper.append(article if block is holder else block)
    return wrapper
