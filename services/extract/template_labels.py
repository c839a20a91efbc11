"""Template labels: the words a listing's item template prints in every item.

A listing's cards come from one template, and the template says some things
the same way in each card: a field's name ("Price", "Vendor:"), a text for
screen readers beside a price, a button's word, a count's unit. They carry no
fact of any item; read as text they repeat once per card and crowd out the
items. What differs from card to card (a name, a price, a date) is the content.

The structure tells them, in any language: among at least ``MIN_ITEMS``
sibling items of one tag (a table's rows are none), a short piece of text
outside links that one element of nearly every item holds, word for word,
while each item says more than its labels. Not a label: a text with a figure
(a price, "-20%"), a phrase inside a line of other words (a run-in "Pros:",
a price's suffix), and the value of a field that some item fills otherwise
(an element of the same tag and class holding other words). Only a listing's
multi-block region is read this way (``prune``): a product page's
specifications and an article's repeated phrases are left alone.

Measured on the shared wide sets (both halves): eight listing, collection and
article pages up (precision +0.01 to +0.06 each), three service pages down by
0.004 to 0.008 (a field name the labels keep: "Previously at", "Top roles:",
"Winner"); the news, more and Readability.js sets are unchanged.
"""

from __future__ import annotations

import re
from collections import Counter

import lxml.etree
from lxml.html import HtmlElement

from services.extract.alike import template_kind

# At least this many alike siblings make a run of items ...
MIN_ITEMS = 4
# ... and a label is what at least this share of them hold word for word.
LABEL_SHARE = 0.8
# A label is a few words: at most this many characters.
MAX_LABEL_CHARS = 30
# Each item says more than its labels: its labels are at most this share of its text.
MAX_LABELS_OF_ITEM = 0.5
# Phrase elements: one inside a line of other words is part of what the line says.
_INLINE_TAGS = frozenset(("span", "small", "strong", "b", "em", "i", "label", "abbr", "sup", "sub"))
# A table's rows and cells are no items: a mark repeated down a column ("✓") is a value.
_TABLE_PARTS = frozenset(("tr", "td", "th", "tbody", "thead", "tfoot"))
# A text with a figure in it (a price, a discount, a count) is a fact, even when every
# item shows it.
_DIGIT = re.compile(r"\d")


def _in_line(elem: HtmlElement, text: str) -> bool:
    """Whether ``elem`` is a phrase in a line of other words (a run-in label, a price's suffix)."""
    if elem.tag not in _INLINE_TAGS:
        return False
    parent = elem.getparent()
    return parent is not None and len(" ".join(parent.text_content().split())) > len(text) + 1


def _labels_of(item: HtmlElement) -> dict[str, list[HtmlElement]]:
    """Short texts outside links in ``item``, each with its outermost elements."""
    found: dict[str, list[HtmlElement]] = {}
    linked = item.tag == "a" or any(a.tag == "a" for a in item.iterancestors())
    stack = [(child, linked) for child in item if isinstance(child.tag, str)]
    while stack:
        elem, linked = stack.pop()
        linked = linked or elem.tag == "a"
        text = " ".join(elem.text_content().split())
        if not text:
            continue
        if not linked and len(text) <= MAX_LABEL_CHARS and elem.find(".//a") is None:
            if not _in_line(elem, text):
                found.setdefault(text, []).append(elem)
            continue
        stack.extend((child, linked) for child in elem if isinstance(child.tag, str))
    return found


def _slot(elem: HtmlElement) -> tuple[str, str]:
    return template_kind(elem)


def _slot_texts(runs: list[list[dict[str, list[HtmlElement]]]]) -> dict[tuple[str, str], set[str]]:
    """The short texts each slot (``template_kind``: tag and class) holds in any item of any run.

    A field with a few values ("winner" in some items, "finalist" in most, or in
    all items of one run and not of the next) is a fact of each item: some item
    holds other text in an element of the same tag and class.
    """
    slots: dict[tuple[str, str], set[str]] = {}
    for labels in runs:
        for found in labels:
            for text, elems in found.items():
                for elem in elems:
                    slots.setdefault(_slot(elem), set()).add(text)
    return slots


def _runs(root: HtmlElement) -> list[tuple[list[HtmlElement], list[dict[str, list[HtmlElement]]]]]:
    """Each run of at least ``MIN_ITEMS`` siblings of one tag, with its items' short texts."""
    runs = []
    for parent in root.iter(lxml.etree.Element):
        children = [child for child in parent if isinstance(child.tag, str)]
        if len(children) < MIN_ITEMS:
            continue
        tag, count = Counter(child.tag for child in children).most_common(1)[0]
        if count < MIN_ITEMS:
            continue
        if tag in _TABLE_PARTS:
            continue
        items = [child for child in children if child.tag == tag]
        runs.append((items, [_labels_of(item) for item in items]))
    return runs


def template_labels(root: HtmlElement) -> list[HtmlElement]:
    """The elements of ``root`` that hold a run of items' template labels (see the module)."""
    doomed: list[HtmlElement] = []
    runs = _runs(root)
    slots = _slot_texts([labels for _, labels in runs])
    for items, labels in runs:
        held = Counter(text for found in labels for text in found)
        common = {text for text, n in held.items()
                  if n >= LABEL_SHARE * len(items) and not _DIGIT.search(text)
                  and all(len(slots[_slot(elem)]) == 1
                          for found in labels for elem in found.get(text, ()))}
        if not common:
            continue
        if any(sum(len(text) * len(found[text]) for text in common if text in found)
               > MAX_LABELS_OF_ITEM * len(" ".join(item.text_content().split()))
               for item, found in zip(items, labels, strict=True)):
            continue
        for found in labels:
            for text in common:
                doomed.extend(found.get(text, ()))
    return doomed
