"""A listing's filter panels: lists of checkboxes and buttons that narrow the items.

A category or search page shows, beside its items, the values it can be
filtered or sorted by ("Colour: Blue", "Under 6 lbs", a price range). Each
value is a form control: a checkbox or radio ``<input>`` with its label, or a
``<button>``. Once widgets are stripped (see ``dom.strip_invisible``) only the
labels remain, a column of short words above the items. They are found here
while the controls are still in the tree: a list whose every item holds such a
control and no link is a filter panel (three values or more, or two when the
list is one of several facets that make up one block), and so is the
``<details>`` or ``<fieldset>`` that holds little else (its summary or legend
names the facet). Structure only: no class names, no words.
"""

from __future__ import annotations

from lxml import etree
from lxml.html import HtmlElement

# A panel lists several values; two could be a yes/no pair in running text ...
_MIN_ITEMS = 3
# ... unless it is one facet of a filter panel that shows several (two price
# ranges, two colours, two wattages), see ``_facets``.
_MIN_FACET_ITEMS = 2
_MIN_FACETS = 3
# A filter value is a short label, not a sentence.
_MAX_ITEM_CHARS = 80
# (A disabled checkbox is a task list's tick, drawn, not a control.)
_CONTROL_XPATH = etree.XPath(
    ".//input[@type='checkbox' or @type='radio'][not(@disabled)] | .//button")
_HOLDERS = frozenset({"details", "fieldset"})
# The holder is the facet when the list holds nearly all of its text.
_MIN_LIST_SHARE = 0.7


def _text_len(elem: HtmlElement) -> int:
    return len(" ".join(elem.text_content().split()))


def _heard_len(item: HtmlElement) -> int:
    """The length of ``item``'s text as a screen reader gives it.

    A value is often written twice, once to be seen (marked ``aria-hidden``)
    and once to be heard ("Refine by Size: 14-17 in"): counted once.
    """
    seen = item.xpath(".//*[@aria-hidden='true'][not(ancestor::*[@aria-hidden='true'])]")
    return _text_len(item) - sum(map(_text_len, seen))


def _is_filter_value(item: HtmlElement) -> bool:
    # (The link is looked for first: most lists are of links, and a find costs less than a query.)
    return (item.find(".//a[@href]") is None and bool(_CONTROL_XPATH(item))
            and (_text_len(item) <= _MAX_ITEM_CHARS or _heard_len(item) <= _MAX_ITEM_CHARS))


def _holder(panel: HtmlElement) -> HtmlElement:
    """The ``<details>``/``<fieldset>`` that is nothing but ``panel`` and its label, else it."""
    size = _text_len(panel)
    for ancestor in panel.iterancestors():
        if ancestor.tag in _HOLDERS:
            return ancestor if size >= _MIN_LIST_SHARE * _text_len(ancestor) else panel
        if ancestor.tag in ("body", "main", "article", "form"):
            break
    return panel


def _is_filter_group(holder: HtmlElement) -> bool:
    """A ``<details>``/``<fieldset>`` of filter values, however they are split into lists
    (a facet with two values shown as two lists, a desktop and a mobile copy)."""
    items = list(holder.iterdescendants("li"))
    return (len(items) >= _MIN_ITEMS and all(map(_is_filter_value, items))
            and sum(map(_text_len, items)) >= _MIN_LIST_SHARE * _text_len(holder))


def _facets(short: list[HtmlElement], lists: list[HtmlElement]) -> set[HtmlElement]:
    """The lists of ``short`` that are facets of a filter panel: the nearest block
    holding ``_MIN_FACETS`` of ``lists`` is mostly their values (``_MIN_LIST_SHARE``)."""
    if not short or len(lists) < _MIN_FACETS:
        return set()
    held: dict[HtmlElement, list[int]] = {}  # block -> [lists in it, their text]
    for panel in lists:
        size = _text_len(panel)
        for block in panel.iterancestors():
            counts = held.setdefault(block, [0, 0])
            counts[0] += 1
            counts[1] += size
    nearest = {panel: next((a for a in panel.iterancestors() if held[a][0] >= _MIN_FACETS), None)
               for panel in short}
    # (Each block measured once: many short lists may share one.)
    panels = {block for block in set(nearest.values())
              if block is not None and held[block][1] >= _MIN_LIST_SHARE * _text_len(block)}
    return {panel for panel, block in nearest.items() if block in panels}


def filter_panels(doc: HtmlElement) -> list[HtmlElement]:
    """The filter panels of ``doc``, to drop before widgets are stripped."""
    found: list[HtmlElement] = []
    for holder in doc.iter(*_HOLDERS):
        if _is_filter_group(holder) and not any(
                a is f for f in found for a in holder.iterancestors()):
            found.append(holder)
    lists = []
    for panel in doc.iter("ul", "ol"):
        items = [c for c in panel if c.tag == "li"]
        if len(items) >= _MIN_FACET_ITEMS and all(map(_is_filter_value, items)):
            lists.append((panel, len(items)))
    short = [panel for panel, count in lists if count < _MIN_ITEMS]
    faceted = _facets(short, [panel for panel, _ in lists])
    taken = set(found)
    for panel, count in lists:
        if count < _MIN_ITEMS and panel not in faceted:
            continue
        holder = _holder(panel)
        if any(a in taken for a in (holder, *holder.iterancestors())):
            continue
        found.append(holder)
        taken.add(holder)
    return found
