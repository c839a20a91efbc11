"""When the pipeline is unsure of its reading, and whether a second reading is the better one.

The pipeline knows two moments of doubt, both cheap to see:

- its result is short (a few lines): it may have kept a fragment, a teaser or
  the lead of a text that goes on;
- it kept readability's block although that block holds little of the page's
  main region: the rest of the region may be the same text, split by an
  inline block (an advertisement, a sign-up box, a gallery).

Only then is the second reader asked (``second.second_opinion``), and its
reading replaces the first only when the two agree in a way that says the
first kept part of the content: the second holds nearly all of the first
(by a bag of word tokens), and it is longer by text found between the
first's own paragraphs (the rest of a split body) rather than around them
(comments, related posts), or the first is brief and the second many times
as long (the first kept a lead). When the first reading is merely
short, a second one at least twice as long that holds half of it is taken.

The thresholds were chosen on ``extraction-wide2`` (806 pages, weighted by
page type) and checked on the other shared sets, where they change no page
for the worse (`bench/extraction.py --arbiter`; README, "Measured"). They sit
on a plateau: moved a step either way, each changes the share of the gap
closed on ``extraction-wide2`` by at most 3 points (29% plain, 22% by page
type). The edges are near, though: FRAGMENT_SHARE 0.6 or LONGER 1.5 make a
page of ``extraction-wide`` or ``extraction-more`` worse, SHORT_TOKENS 150 one
news page; SHORT_TOKENS 60, SHORT_GAIN 3 or SHORT_HOLDS 0.7 give up
``extraction-wide``'s one gain.

Other signals were measured with the second reader asked on every page, and
left out because they lose on some set. Where the first holds a shorter
second whole, its extra is as often the rest of the content (a listing's
items, a product's specifications, a thread's later posts) as a sidebar, and
nothing that holds on any site told the two apart: the extra's link density,
block size or place (before, inside or after the second's span), the share
of the page's visible text the first keeps, where the main heading falls,
or the second agreeing with readability's own block against the whole main
region (when both read one small block, the region was right). A block-wise
merge lost too. A longer second reading that adds text inside the first's
span, on pages the first is sure of, gained on ``extraction-wide2`` and lost
on ``extraction-wide`` and the news set. The best rules a search over these
signals found gained under 0.002 mean F1 and needed the second reader on
every page. So a full first reading is never traded for a shorter one, and
the second reader is asked only in the two doubts above. On those pages
trafilatura's own modes did no better: ``favor_recall`` closed 0.0081 of mean
F1 on ``extraction-wide2`` and ``fast`` 0.0063, against 0.0086 by default.

Over-keeps were looked at again from the arbiter's side, on the development
half of every shared set (even positions of the sorted ids; 737 pages), with
the second reader asked on every page. Where the first reading keeps 80% or
more of the page's visible text, the second is better by over 0.1 F1 on 10 of
380 pages and worse on 48. Where the first is twice as long or more and holds
the second, the second is better by over 0.05 on 8 of 53 and worse on 40. The
extra of the longer reading, found by aligning the two token sequences, was
measured by its link share, mean block size, place (before, inside or after
the second's span), the share of the visible page the first keeps, the length
ratio and whether the page declares an article: the best rule over a grid of
these gained 0.31 F1 summed over the development pages (one page) and lost
0.54 on the validation half (one page). A sidebar, a mega-menu or a comment
area the first kept and a listing's items, a thread's replies or a service
page's sections it rightly kept look alike in all of these. Of the oracle's
gain on the development half (13.5 F1 summed over pages), 7.4 lies on pages
where the two readings are of like length (within 1.5 times) but hold
different text, 3.0 on the pages asked today, 2.9 where the first is longer,
0.1 where the second is.

A later round listed, on the development halves, the pages where trafilatura
(run on the page as served) beats Footnote by 0.15 F1 or more
(``bench/arbiter_gaps.py``): 14, all on the wide sets. On 12 no doubt was
raised (5 over-keeps that hold the second, 3 under-keeps held by it, 4 where
the two readings hold different text); on 2 the second was asked and the
first stayed (a thread's later posts around the first's span; a region the
second did not vouch for). On 5 of the 14 the second reader did worse than
trafilatura as served: what strip_invisible drops as ``aria-hidden`` (a
carousel's off-screen cells, a hidden methodology panel) was the content.
None of these closed more of the gap: a logistic model over the signals above
plus heading coverage, repeated lines and block shapes, link share and visible
share of both readings did not even gain on the pages it was fitted to; nor
did a declared ``articleBody`` as judge (35 development pages have one), a
union or an intersection of the two readings, the second reader fed the page
with ``aria-hidden`` elements kept (or both readers), or the region rule of
``region_agreement`` opened to signed pages and articles (with 0.6 or 0.9 of
the region's lines held by the second).

The next round read both development halves of the wide sets again with the
second reader asked on every page (570 pages; oracle over the output: wide
0.8911 -> 0.9065, wide2 0.9170 -> 0.9253). Of the oracle's gain on pages not
asked, 1.1 (wide) and 2.3 (wide2) F1 summed over pages lie where readability's
block was kept, mostly as many gains under 0.05 (trimming, not a wrong block),
and 1.2 and 1.0 where the whole region was. Where the region was taken and the
second reading is readability's block (each holding most of the other), the
second gains 1.05 on 3 pages (a story whose comments the region kept) and loses
2.3 on 8 (threads whose replies are content, a listing, products). The main
heading says nothing here (the first drops a headline that repeats the title).
Conjunctions of two or three thresholds over sixteen signals (length ratio,
share of the visible page each keeps, how much each holds of the other, link
share of each, repeated lines, lengths, declared article, signed, product)
that gain on both sets and lose no page select 2 to 5 pages, one of them
carrying nearly all the gain: rules fitted to a page, not a kind.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from services.extract.counted_tokens import LINK_TARGET, TOKENS

# A result shorter than this many word tokens is a doubt.
SHORT_TOKENS = 80
# ... and a second reading at least this many times as long, that holds this
# share of its tokens, replaces it (a longer text of other words is other content).
SHORT_GAIN = 2.0
SHORT_HOLDS = 0.5
# readability's block holding less than this share of the main region's text is a doubt.
FRAGMENT_SHARE = 0.5
# The second reading holds at least this share of the first's tokens ...
HOLDS_FIRST = 0.8
# ... and is this many times as long with this share of its extra text inside
# the first's span (up to MUCH_LONGER times), or, when the first has fewer than
# BRIEF_TOKENS (a lead, a teaser), MUCH_LONGER times as long or more.
LONGER = 2.0
INSIDE_SHARE = 0.3
MUCH_LONGER = 4.0
BRIEF_TOKENS = 300
# A block of the second reading is one the first has too when this share of its
# tokens occurs in the first.
SHARED_BLOCK = 0.7

_BLOCKS = re.compile(r"\n[ \t]*\n")


@dataclass(frozen=True)
class Doubt:
    """What the pipeline knows of its own reading before any second one.

    Attributes:
        fragment: it kept readability's block, which holds less than
            ``FRAGMENT_SHARE`` of the page's main region.
        short: its result has fewer than ``SHORT_TOKENS`` word tokens.
    """

    fragment: bool = False
    short: bool = False

    @property
    def unsure(self) -> bool:
        """Whether a second reading of the page is worth its time."""
        return self.fragment or self.short


def tokens(markdown: str) -> list[str]:
    """The word tokens of Markdown, lower-cased, link targets left out (CJK: one per ideograph)."""
    return TOKENS.findall(LINK_TARGET.sub("]", markdown).lower())


def token_count(markdown: str) -> int:
    """How many word tokens Markdown holds, link targets left out (CJK: one per ideograph)."""
    return len(TOKENS.findall(LINK_TARGET.sub("]", markdown)))


def _inside_share(second: str, first: Counter[str]) -> float:
    """Share of the second reading's extra tokens that lie between blocks both readings hold."""
    blocks = []
    for block in _BLOCKS.split(second):
        words = tokens(block)
        if words:
            shared = sum(1 for word in words if word in first) >= SHARED_BLOCK * len(words)
            blocks.append((shared, len(words)))
    held = [i for i, (shared, _) in enumerate(blocks) if shared]
    extra = sum(size for shared, size in blocks if not shared)
    if not held or not extra:
        return 0.0
    inside = sum(size for shared, size in blocks[held[0]:held[-1] + 1] if not shared)
    return inside / extra


def prefer_second(first: str, second: str, doubt: Doubt, alone: str | None = None) -> bool:
    """Whether the second reading replaces the first (see the module docstring).

    ``alone`` is readability's block by itself when the first joined the blocks
    that continue it (``article.ArticleFinder.continued``): the second is judged
    against that block, as it would have been, and then replaces the first only
    when it holds it (``HOLDS_FIRST``) and is longer. A continuation never quiets
    a doubt, and a second reading never trades the parts it lacks for less.
    """
    if alone is not None:
        return prefer_second(alone, second, doubt) and _outgrows(first, second)
    first_bag, first_len, second_len, held = _measured(first, second)
    if not first_len:
        return False  # the first found nothing to read: a second reading finds chrome
    if first_len < SHORT_TOKENS:
        return second_len >= SHORT_GAIN * first_len and held >= SHORT_HOLDS
    if not doubt.fragment or held < HOLDS_FIRST:
        return False
    if second_len >= MUCH_LONGER * first_len:
        # A lead gives way to its text; a full text many times over is beside other
        # content the second kept (a gallery, the comment threads).
        return first_len < BRIEF_TOKENS
    return second_len >= LONGER * first_len and _inside_share(second, first_bag) >= INSIDE_SHARE


def _outgrows(first: str, second: str) -> bool:
    """Whether the second reading holds the first (``HOLDS_FIRST`` of its tokens) and is longer."""
    _, first_len, second_len, held = _measured(first, second)
    return held >= HOLDS_FIRST and second_len > first_len


def _measured(first: str, second: str) -> tuple[Counter[str], int, int, float]:
    """The first reading's bag of tokens, the two readings' lengths in tokens, and the
    share of the first's tokens the second holds (0 when the first has none)."""
    first_bag = Counter(tokens(first))
    second_bag = Counter(tokens(second))
    first_len = sum(first_bag.values())
    held = sum((first_bag & second_bag).values()) / max(first_len, 1)
    return first_bag, first_len, sum(second_bag.values()), held
