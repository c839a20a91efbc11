"""Collapsed accordion panels that no markup names as such.

An FAQ or a page of sections folds each answer under its question: a row of
alike items, each a short label (the question, a heading, a button) followed
by the hidden panel the label opens with a click. Sites that build the
widget with ARIA say so (``aria-controls``, ``role="tabpanel"``; see
``dom``); many build it with a click handler and an inline style, and the
structure alone says it: the panel is prose, the shown label just before it
is short and of another kind, and the item holding both repeats beside it.

Self-contained (lxml and ``alike`` only): ``dom`` asks this module while it strips the page.
"""

from __future__ import annotations

from collections.abc import Callable

from lxml.html import HtmlElement

from services.extract.alike import template_kind

# The panel holds this much shown text, most of it outside links (a menu's is links).
MIN_PANEL_CHARS = 100
MAX_PANEL_LINK_SHARE = 0.5
# The label is a line: a question or a section's name.
MAX_LABEL_CHARS = 200
# What opens like a panel but pops up (a menu, a dialog), and where menus live.
# (A form is not among them: server pages wrap the whole page in one; a panel of
# a real form holds fields, see ``_HOLDS_FIELDS``.)
_POPUP_ROLES = frozenset({"dialog", "alertdialog", "menu", "menubar", "listbox", "tooltip",
                          "navigation", "combobox", "tree"})
_CHROME_TAGS = frozenset({"nav", "header", "footer", "aside", "dialog"})
# (Kept as strings for ``elem.xpath``: a compiled XPath object must not be shared
# between the threads that extract pages at the same time.)
_SHOWN_TEXT = ("descendant-or-self::text()[not(ancestor::script or ancestor::style"
               " or ancestor::template or ancestor::noscript)]")
_HOLDS_FIELDS = "boolean(.//select | .//textarea | .//input[not(@type='hidden')])"


def _shown_length(elem: HtmlElement) -> int:
    return len(" ".join(" ".join(elem.xpath(_SHOWN_TEXT)).split()))


def _link_length(elem: HtmlElement) -> int:
    return sum(_shown_length(a) for a in elem.iter("a"))


def _kind(elem: HtmlElement) -> tuple[str, str]:
    return elem.tag, " ".join((elem.get("class") or "").split())


def _longer_than(elem: HtmlElement, limit: int) -> bool:
    """Whether ``elem`` holds more than ``limit`` characters of text (scripts counted too:
    a bound read in one pass that stops early, before the exact count)."""
    total = 0
    for text in elem.itertext():
        total += len(text.strip())
        if total > limit:
            return True
    return False


def _label_before(panel: HtmlElement, hidden: Callable[[HtmlElement], bool]) -> HtmlElement | None:
    """The shown element just before ``panel``, when it is a short label of another kind."""
    label = next((e for e in panel.itersiblings(preceding=True) if isinstance(e.tag, str)), None)
    if label is None or hidden(label) or _kind(label) == _kind(panel):
        return None
    # (Spaces inside runs count in the bound, so it is looser than the exact length.)
    if _longer_than(label, 4 * MAX_LABEL_CHARS):
        return None
    length = _shown_length(label)
    return label if 0 < length <= MAX_LABEL_CHARS else None


def _element_neighbours(elem: HtmlElement) -> list[HtmlElement]:
    before = next((e for e in elem.itersiblings(preceding=True) if isinstance(e.tag, str)), None)
    after = next((e for e in elem.itersiblings() if isinstance(e.tag, str)), None)
    return [e for e in (before, after) if e is not None]


def is_accordion_panel(panel: HtmlElement, hidden: Callable[[HtmlElement], bool]) -> bool:
    """Whether the hidden ``panel`` is the collapsed answer of a row of alike items.

    ``hidden(elem)`` says whether markup hides an element. The panel is
    prose (``MIN_PANEL_CHARS``, few links, no form fields, no pop-up role,
    outside the site's chrome); the element before it is a shown label of
    another kind; and the item holding both sits next to an item of its own
    kind (``template_kind``) that holds a label in the same place.
    """
    if (panel.get("role") or "").lower() in _POPUP_ROLES:
        return False
    item = panel.getparent()
    if item is None:
        return False
    kind = template_kind(item)
    if not kind[1]:
        return False
    alike = [e for e in _element_neighbours(item) if template_kind(e) == kind]
    if not alike or _label_before(panel, hidden) is None:
        return False
    if any(a.tag in _CHROME_TAGS for a in panel.iterancestors()):
        return False
    text = _shown_length(panel)
    if text < MIN_PANEL_CHARS or _link_length(panel) > MAX_PANEL_LINK_SHARE * text:
        return False
    if panel.xpath(_HOLDS_FIELDS):
        return False
    position = sum(1 for e in panel.itersiblings(preceding=True) if isinstance(e.tag, str))
    for other in alike:
        children = [e for e in other if isinstance(e.tag, str)]
        if len(children) > position and _label_before(children[position], hidden) is not None:
            return True
    return False
