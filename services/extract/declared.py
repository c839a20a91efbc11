"""A product page read down to its declared description when that is most of what it says.

A shop's product page declares the product's description in its JSON-LD
(``Product.description``): the shop's own words for what the page presents.
The extraction holds it, and around it what the shop shows beside the
product: the size picker, the price box, shipping and returns, a ratings
summary, "recently viewed". When the description is nearly all held in the
extraction and makes up at least ``CORE_SHARE`` of it, the rest is that
purchase chrome, and the extraction is trimmed to the span of its blocks
that the description holds. When the description is a small share (a
teaser line beside a long text of specifications and features), the
extraction stands. Word tokens only: any language, any site.

Measured on the development halves of the shared sets (``bench/split_halves.py``)
and judged on the validation halves: the span keeps every validation page
as it was or better. Keeping only the blocks the description holds (not
the span), starting the span at a longer block, replacing the extraction by
the description, or a ``CORE_SHARE`` of 0.25 each gained more on development
pages and lost a validation page (by 0.11 to 0.25 F1). A trimmed result
under ``arbiter.SHORT_TOKENS`` is a doubt like any other: the second reader
is then asked, as for any short reading.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

from services.extract.arbiter import tokens

# The description holds at least this many word tokens ...
MIN_TOKENS = 40
# ... nearly all of which the extraction holds (the page shows it) ...
HELD_SHARE = 0.9
# ... and it is at least this share of the extraction's tokens.
CORE_SHARE = 0.45
# A block of the extraction belongs to the description when this share of its
# tokens occurs in it.
BLOCK_HELD = 0.6
_BLOCKS = re.compile(r"\n[ \t]*\n")


def declared_core(markdown: str, description: str, render: Callable[[str], str]) -> str:
    """``markdown`` trimmed to the product's declared ``description``, or unchanged.

    ``render`` turns the description (text or HTML) into Markdown; it is
    called only when the raw description is long enough to judge by (markup
    only adds to its tokens). See the module docstring for when the
    extraction is trimmed. The blocks kept run from the first block the
    description holds to the last, in page order, so the page's own
    headings, lists and links inside the description stay as the page
    shows them.
    """
    if len(tokens(description)) < MIN_TOKENS:
        return markdown
    desc = Counter(tokens(render(description)))
    desc_len = sum(desc.values())
    if desc_len < MIN_TOKENS:
        return markdown
    shown = Counter(tokens(markdown))
    shown_len = sum(shown.values())
    if (not shown_len or sum((desc & shown).values()) < HELD_SHARE * desc_len
            or desc_len < CORE_SHARE * shown_len):
        return markdown
    blocks = _BLOCKS.split(markdown)
    held = []
    for i, block in enumerate(blocks):
        words = tokens(block)
        if words and sum(1 for word in words if word in desc) >= BLOCK_HELD * len(words):
            held.append(i)
    if not held:
        return markdown
    return "\n\n".join(blocks[held[0]:held[-1] + 1]).strip()
