"""Labelled card lists after a page's own text: "featured insights", "our team", "from the blog".

A service or landing page read as a multi-block region keeps every section of
its main region. Sections of its own text come first; below them sites put
sections that lead elsewhere: a short heading over a row of alike cards, each
card one link to another page (a post, a case study, a person's profile). A
listing page has the same shape, but there the cards are the content and come
first, with at most a line of introduction above them. So a labelled card
list is taken for teasers only when the region shows clearly more of its own
prose before it than the list holds: the structure says it, in any language.
(Measured on the development halves of the shared sets: most such lists there
are teasers the pages' truth leaves out; a site's changelog or case studies
in the same shape are kept by the truth, and go too.)
"""

from __future__ import annotations

import lxml.etree
from lxml.html import HtmlElement

from services.extract.alike import template_kind
from services.extract.blocks import drop_measured, measure
from services.extract.dom import drop_trees

# The label is a heading of a few words, the heading itself or a header block
# at most LABEL_DEPTH wrappers around it.
_HEADINGS = frozenset({"h2", "h3", "h4", "h5", "h6"})
MAX_LABEL_CHARS = 40
LABEL_DEPTH = 5
# The cards: at least this many alike siblings (one tag and class, numbered words aside:
# ``alike.template_kind``), each holding a link, that
# hold most of the list's text, which is mostly link text.
MIN_CARDS = 3
CARDS_SHARE = 0.8
MIN_LINK_DENSITY = 0.6
# A prose paragraph: this many characters, few of them link text.
PROSE_CHARS = 80
PROSE_LINK_SHARE = 0.3
# Prose of the page's own before the list, in characters: at least this much,
# and clearly more than the list holds (this many times its text).
MIN_PROSE_BEFORE = 500
PROSE_OVER_LIST = 1.5


def _cards(block: HtmlElement, sizes: dict[HtmlElement, tuple[int, int]]) -> bool:
    """Whether ``block`` is a row of alike link cards, mostly link text."""
    text, links = sizes.get(block, (0, 0))
    if not text or links < MIN_LINK_DENSITY * text:
        return False
    groups: dict[tuple[str, str], list[HtmlElement]] = {}
    for child in block:
        if isinstance(child.tag, str) and sizes.get(child, (0, 0))[1]:
            groups.setdefault(template_kind(child), []).append(child)
    return any(len(cards) >= MIN_CARDS and sum(sizes[c][0] for c in cards) >= CARDS_SHARE * text
               for cards in groups.values())


def _card_list(section: HtmlElement, sizes: dict[HtmlElement, tuple[int, int]]) -> bool:
    """Whether ``section`` (the parent of a short heading) is the label plus one card list."""
    parts = [child for child in section if isinstance(child.tag, str)
             and sizes.get(child, (0, 0))[0] > 0]
    if len(parts) != 2 or next(parts[0].iter(*_HEADINGS), None) is None:
        return False
    label, body = parts
    label_text, label_links = sizes.get(label, (0, 0))
    if label_text > MAX_LABEL_CHARS or label_links:
        return False
    # The cards may sit a few wrappers down.
    node = body
    for _ in range(4):
        if _cards(node, sizes):
            return True
        kids = [c for c in node if isinstance(c.tag, str) and sizes.get(c, (0, 0))[0] > 0]
        if len(kids) != 1:
            return False
        node = kids[0]
    return False


def teaser_sections(root: HtmlElement, sizes: dict[HtmlElement, tuple[int, int]]
                    ) -> list[HtmlElement]:
    """The labelled card lists of ``root`` that follow more of the page's own prose than they hold.

    ``sizes`` is ``blocks.measure(root)``.
    """
    sections = []
    seen: set[int] = set()
    for heading in root.iter(*_HEADINGS):
        # The label is the heading, or a header block a few wrappers around it.
        for section in list(heading.iterancestors())[:LABEL_DEPTH]:
            if section is root or id(section) in seen:
                break
            if _card_list(section, sizes):
                seen.add(id(section))
                sections.append(section)
                break
    if not sections:
        return []
    order = {elem: i for i, elem in enumerate(root.iter(lxml.etree.Element))}
    inside = {id(elem) for section in sections for elem in section.iter(lxml.etree.Element)}
    own = [(order[p], text) for p in root.iter("p") if id(p) not in inside
           for text, links in [sizes.get(p, (0, 0))]
           if text >= PROSE_CHARS and links <= PROSE_LINK_SHARE * text]
    found = []
    for section in sections:
        before = sum(size for at, size in own if at < order[section])
        if before >= max(MIN_PROSE_BEFORE, PROSE_OVER_LIST * sizes[section][0]):
            found.append(section)
    return found


def drop_teaser_sections(root: HtmlElement,
                         sizes: dict[HtmlElement, tuple[int, int]] | None = None) -> None:
    """Drop the labelled card lists that follow the page's own text (see ``teaser_sections``).

    ``sizes``, when given, is ``measure`` of a tree holding ``root`` as it stands; it is
    kept true (``blocks.drop_measured``) for the rules after this one.
    """
    if sizes is None:
        drop_trees(teaser_sections(root, measure(root)), root)
    else:
        drop_measured(teaser_sections(root, sizes), root, sizes)
