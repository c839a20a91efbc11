"""Labels written for screen readers alone, said again in every card: dropped from the block.

Sites hide a few words from sight, for screen readers only, with a utility
class of their framework that a stylesheet we do not evaluate draws off screen
(``sr-only``, ``screen-reader-text``, ``visually-hidden``: the conventions of
the common frameworks and shop builders, whatever language the page is in,
written in any case and under a framework's prefix, ``govuk-visually-hidden``).
In a listing they label what a sighted reader takes in at a glance: "Regular
price", "Sale price" and "Unit price" before each price, "Vendor:" before each
brand. Read as text, every card repeats them, and nobody who looks at the
page ever read them.

A label goes when the block says it at least ``MIN_REPEATS`` times (a
template's label, not a passage written once for screen readers) and its
parent shows text beside it. Where its words are all the parent says, they
stand for what the page draws instead (a check mark's "Yes" in a comparison
table, a price the shop draws hidden from screen readers and says again for
them) and stay.

It is asked of the block chosen for writing (``pipeline``), not in
``dom.strip_invisible``: the labels' length is no part of which block is the
content. (Dropped there, they moved that choice on some pages, both ways.)
"""

from __future__ import annotations

import re
from collections import Counter

import lxml.etree
from lxml.html import HtmlElement

# A label goes when the block says it this many times (a template's, in each of a listing's
# cards; 2 rather than 3 also took a collection page of the development halves out of
# the failures, and lowered neither half of any shared set).
MIN_REPEATS = 2
# (A contains() test walks the class attributes in C, case-folded as the pattern is; the
# pattern then checks that a whole class name was found, or a variant of it: a suffix,
# "visually-hidden--inline", or a framework's prefix, "govuk-visually-hidden",
# "u-sr-only". A "not-" before it is the convention's undoing: "md:not-sr-only" is shown.)
_FOLDED = "translate(., 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')"
_CANDIDATES = lxml.etree.XPath(
    f"descendant::*/@class[contains({_FOLDED}, 'sr-only') or contains({_FOLDED}, 'screen-reader')"
    f" or contains({_FOLDED}, 'visually-hidden') or contains({_FOLDED}, 'visuallyhidden')]/..")
_SCREEN_READER_ONLY = re.compile(
    r"(?<![\w-])(?:(?!not-)[^\W_]+-)*"
    r"(?:sr-only|screen-reader-text|screen-reader-only|visually-hidden|visuallyhidden)"
    r"(?!\w)", re.I)


def _said(elem: HtmlElement) -> str:
    return " ".join(elem.text_content().split()).lower()


def _shown_beside(label: HtmlElement, labels: set[HtmlElement]) -> bool:
    """Whether the parent of ``label`` shows text of its own outside ``labels``."""
    parent = label.getparent()
    if parent is None:
        return False
    if parent.text and not parent.text.isspace():
        return True
    for child in parent:
        if child not in labels and isinstance(child.tag, str) and child.text_content().strip():
            return True
        if child.tail and not child.tail.isspace():
            return True
    return False


def screen_reader_labels(block: HtmlElement) -> list[HtmlElement]:
    """The screen-reader labels of ``block`` that repeat beside shown text (see the module)."""
    found = [elem for elem in _CANDIDATES(block)
             if _SCREEN_READER_ONLY.search(elem.get("class") or "")]
    if len(found) < MIN_REPEATS:
        return []
    labels = set(found)
    said = Counter(map(_said, found))
    return [elem for elem in found
            if said[_said(elem)] >= MIN_REPEATS and _shown_beside(elem, labels)]
