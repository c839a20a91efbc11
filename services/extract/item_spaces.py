"""A space between sibling items that the page sets apart by style alone.

A row of facts about an item (a year, a running time, a rating; a row of
tags) is often a run of sibling inline elements of one class with nothing
between them: the browser spaces them by margin or padding, and their text
read as it is runs the words together ("2026" "1h 54m" "R" as "20261h 54mR").
Such siblings get a space between them before the block is written.

Only a run of siblings of one tag and one class (but for the words a template
numbers each item by), at least half of them
holding two characters or more, and only where a letter or digit meets a
letter or digit, and no letter meets a lower-case one: a word split into a
span per letter (a heading's animation), a text cut into spans mid-word
('C' 'orn Pops') and a price and its unit in spans of their own classes stay
as they are.
"""

from __future__ import annotations

from lxml.html import HtmlElement

from services.extract.alike import MIN_NUMBERED_RUN, numbered_runs, unnumbered_class

_INLINE = ("span", "a", "small", "time", "abbr", "cite", "em", "strong", "b", "i")
_WORD_ITEM_SHARE = 0.5


def _like(elem: HtmlElement, follower: HtmlElement | None,
          runs: dict[HtmlElement, dict[HtmlElement, tuple[str, str]]]) -> bool:
    """Whether ``follower`` runs on from ``elem``: same tag and class (``unnumbered_class``,
    a class named), or both numbered one by one in one run (``numbered_runs``, kept in
    ``runs`` by parent), nothing between."""
    if follower is None or elem.tail or follower.tag != elem.tag:
        return False
    kind = unnumbered_class(elem)
    if kind and unnumbered_class(follower) == kind:
        return True
    parent = elem.getparent()
    if parent is None or not any(char.isdigit() for char in elem.get("class") or ""):
        return False
    if parent not in runs:
        runs[parent] = numbered_runs(parent, MIN_NUMBERED_RUN)
    numbered = runs[parent].get(elem)
    return numbered is not None and runs[parent].get(follower) == numbered


def _space_run(run: list[HtmlElement]) -> None:
    texts = [" ".join(e.text_content().split()) for e in run]
    if sum(len(t) >= 2 for t in texts) < _WORD_ITEM_SHARE * len(run):
        return
    for elem, text, after in zip(run, texts, texts[1:], strict=False):
        if text and after and text[-1].isalnum() and after[0].isalnum() and not (
                text[-1].isalpha() and after[0].islower()):
            elem.tail = " "


def space_items(root: HtmlElement) -> None:
    """Put a space between the inline items of ``root`` that run into like siblings (in place)."""
    seen: set[HtmlElement] = set()
    runs: dict[HtmlElement, dict[HtmlElement, tuple[str, str]]] = {}
    for elem in root.iter(*_INLINE):
        if elem in seen or not _like(elem, elem.getnext(), runs):
            continue
        run = [elem]
        while _like(run[-1], run[-1].getnext(), runs):
            run.append(run[-1].getnext())
        seen.update(run)
        _space_run(run)
