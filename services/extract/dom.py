"""Parse page text once with lxml and remove what no reader sees.

Everything here works on one lxml tree in place: no serialisation round trips.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator

import lxml.etree
import lxml.html
from lxml.html import HtmlElement

from services.extract.accordion import is_accordion_panel
from services.extract.alike import template_kind, template_siblings
from services.extract.field_labels import field_labels
from services.extract.filter_panels import filter_panels
from services.extract.math import convert_math, hoist_formulas
from services.extract.page_wrappers import spare_page_wrappers
from services.extract.xpaths import carrying

# Never content: code, styling, embedded documents, form widgets, drawings.
HEADING_TAGS = ("h1", "h2", "h3", "h4", "h5", "h6")
"""The heading tags, in the order of their rank."""

_DROP_TAGS = (
    "script",
    "style",
    "noscript",
    "template",
    "link",
    "iframe",
    "frame",
    "frameset",
    "object",
    "embed",
    "applet",
    "svg",
    "canvas",
    "math",
    "select",
    "input",
    "button",
    "textarea",
    "dialog",
    "nav",
)
# A form with a box to write in (a comment or reply form, a contact form) is a
# widget: without its fields only their labels would remain ("Name (required)",
# "Email", "Comment"). A form that wraps the page is spared below, as a <nav>
# that swallowed the page is.
_ENTRY_FORM_XPATH = lxml.etree.XPath(
    "/descendant::form[.//textarea][not(.//h1 or .//article or .//main)]")
# Elements hidden by markup (maybe: see ``_is_hidden``), and drop-downs drawn
# without <select> (ARIA listbox, combobox), a form widget too. (One walk of the
# tree with one predicate: a union of paths walks it once for each, a fifth of a
# millisecond each on a large page; ``_hidden_or_dropdown`` tells them apart.)
_HIDDEN_OR_DROPDOWN_XPATH = lxml.etree.XPath(carrying("hidden", "aria-hidden", "style", "role"))
_DROPDOWN_ROLES = ("listbox", "combobox")
# Cards a listing's script has drawn: more than one (an accordion or a carousel shows one
# panel or slide of its kind and hides the rest).
_MIN_RENDERED = 2


def _hidden_or_dropdown(doc: HtmlElement) -> tuple[list[HtmlElement], list[HtmlElement]]:
    """The elements hidden by markup's attributes (``hidden``, ``aria-hidden`` true or TRUE,
    a style that says none or hidden), and the drop-downs, each in page order.

    An element hidden by ``aria-hidden`` alone is left out when its kind (``template_kind``)
    is shown with ``aria-hidden="false"`` before it and never after it: a listing's
    script renders its cards in order, draws the first few (``_MIN_RENDERED`` or more)
    and marks the parts of the cards it has not drawn yet (their prices) hidden, the
    same content as the shown ones (see ``_shown_kind``). A kind shown and hidden in
    turn (a popover per picture) stays hidden.
    """
    hidden, dropdowns = [], []
    shown: Counter[tuple[str, str]] = Counter()
    hidden_kinds: set[tuple[str, str]] = set()
    mixed: set[tuple[str, str]] = set()  # (shown after one of its kind was hidden)
    for elem in _HIDDEN_OR_DROPDOWN_XPATH(doc):
        style = elem.get("style")
        aria = elem.get("aria-hidden")
        if (elem.get("hidden") is not None or aria in ("true", "TRUE")
                or (style is not None and ("none" in style or "hidden" in style))):
            hidden.append(elem)
            hidden_kinds.add(template_kind(elem))
        elif aria == "false" and elem.get("class"):
            kind = template_kind(elem)
            shown[kind] += 1
            if kind in hidden_kinds:
                mixed.add(kind)
        if elem.get("role") in _DROPDOWN_ROLES:
            dropdowns.append(elem)
    rendered = {kind for kind, count in shown.items() if count >= _MIN_RENDERED} - mixed
    if rendered:
        hidden = [e for e in hidden if not _shown_kind(e, rendered)]
    return hidden, dropdowns


def _shown_kind(elem: HtmlElement, shown: set[tuple[str, str]]) -> bool:
    """Whether ``elem`` is hidden by ``aria-hidden`` alone and its kind is shown earlier.

    Only a card's detail (a price, a line): a carousel's slides, shown one at a time,
    are hidden whole.
    """
    style = elem.get("style")
    return (template_kind(elem) in shown and elem.get("hidden") is None
            and not (style and _HIDDEN_STYLE.search(style))
            and len(" ".join(elem.text_content().split())) <= _BUTTON_LABEL_CHARS)


# React 18 streaming SSR sends late content as <div hidden id="S:n"> and moves
# it into <template id="B:n"> with a script. That content is shown to readers.
_STREAMED_SEGMENT = re.compile(r"^S:[0-9a-z]+$")
# When the page outside <noscript> has less text than this, the <noscript>
# copy is what a reader without JavaScript sees (e.g. forum crawler views).
_NOSCRIPT_FALLBACK_CHARS = 200
_BUTTON_LABEL_CHARS = 120
# A tab panel shorter than this is a widget's fragment, unless it holds code
# (a one-line command in a language tab is the sample itself).
_MIN_TAB_PANEL_CHARS = 100
_SIBLING_TABS = "boolean(./*[not(@role='tabpanel')]/descendant-or-self::*[@role='tab'])"
# What opens like a disclosure panel but is a pop-up (a menu, a dialog, a list box).
_POPUP_ROLES = frozenset({"dialog", "alertdialog", "menu", "menubar", "listbox", "tooltip",
                          "navigation", "combobox", "tree"})
_HIDDEN_STYLE = re.compile(r"(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\b", re.I)
_XML_DECL = re.compile(r"^\s*<\?xml[^>]*\?>")
_LEADING_SPACE = re.compile(r"\s*")
# The end tags of the body and the document. A browser reads on past them (what
# follows is more of the body); libxml2 may stop there and drop the rest, which on
# some pages is the whole article. Taken out, the parser closes both at the end ...
_DOCUMENT_ENDS = re.compile(r"</(?:body|html)\s*>", re.I)
# ... when what follows holds at least this many characters of text (outside tags,
# scripts, styles and comments): a few words there are a leftover (a loading
# screen's lines), not the page's content.
TAIL_TEXT_CHARS = 200
_NO_TEXT = re.compile(r"<script\b.*?</script\s*>|<style\b.*?</style\s*>|<!--.*?-->|<[^>]*>|\s+",
                      re.I | re.S)


# lxml.html's parser finds each element's class with a Python callback (it gives
# forms and inputs their own classes, which nothing here uses); called for every
# element the code touches, it was a twentieth of a page's time. This lookup
# gives every element lxml.html's element class from C.
_ELEMENT_CLASSES = lxml.etree.ElementDefaultClassLookup(
    element=lxml.html.HtmlElement, comment=lxml.html.HtmlComment,
    pi=lxml.html.HtmlProcessingInstruction, entity=lxml.html.HtmlEntity)


class EmptyDocument(ValueError):
    """The text holds no parseable HTML at all."""


def parse(html: str) -> HtmlElement:
    """Parse page text into an lxml document (``<html>`` root).

    Each call gets its own parser: lxml parsers (``lxml.html.html_parser``
    too) are not to be shared between threads. Elements made later for this
    document come from ``elem.makeelement``, i.e. from this parser.
    """
    # lxml refuses str input that carries an XML encoding declaration.
    # (The text is looked at where it starts, not stripped: a page is copied for that.)
    start = _LEADING_SPACE.match(html).end()  # type: ignore[union-attr]
    if html[start:start + 5].lower() == "<?xml":
        html = _XML_DECL.sub("", html, count=1)
    if "\x00" in html:
        html = html.replace("\x00", "")
    html = _read_on(html)
    if not html or html.isspace():
        raise EmptyDocument("empty document")
    try:
        parser = lxml.etree.HTMLParser()
        parser.set_element_class_lookup(_ELEMENT_CLASSES)
        doc = lxml.html.document_fromstring(html, parser=parser)
    except (lxml.etree.ParserError, ValueError) as exc:
        raise EmptyDocument(str(exc)) from exc
    return doc


def _read_on(html: str) -> str:
    """``html`` without its body's and document's end tags when text follows them
    (``TAIL_TEXT_CHARS``), so that the parser reads on as a browser does."""
    end = _DOCUMENT_ENDS.search(html)
    if end is None or len(_NO_TEXT.sub("", html[end.end():])) < TAIL_TEXT_CHARS:
        return html
    return _DOCUMENT_ENDS.sub("", html)


_WHAT_IT_IS = {"print:hidden": "print-hidden"}


def names_of(elem: HtmlElement) -> str:
    """An element's class and id, as the rules that judge blocks by name read them.

    Utility classes with a variant prefix ("print:break-inside-avoid",
    "hover:underline", "md:hidden") say how a block looks in some state, not
    what it is: they are left out, so "print:" does not make a paragraph a print
    button. One says what a block is: hidden when printed ("print:hidden"),
    as page chrome is; it is kept as "print-hidden".
    """
    classes = elem.get("class") or ""
    if ":" in classes:
        classes = " ".join(_WHAT_IT_IS.get(c, "") if ":" in c else c for c in classes.split())
    return f"{classes} {elem.get('id') or ''}"


def document_elements(elem: HtmlElement) -> Iterator[HtmlElement]:
    """Every element of ``elem``'s document in page order, as ``/descendant::*`` finds them.

    (A walk in Python that tests attributes itself costs less than an XPath predicate
    at every element.) The parser may leave a second tree beside the root (markup
    after the document's end): it is walked too. The tree must not change during
    the walk.
    """
    root = elem.getroottree().getroot()
    before = reversed(list(root.itersiblings(lxml.etree.Element, preceding=True)))
    for top in (*before, root, *root.itersiblings(lxml.etree.Element)):
        yield from top.iter(lxml.etree.Element)


def attached(elem: HtmlElement, root: HtmlElement) -> bool:
    """Whether ``elem`` is ``root`` or still inside it (not removed, alone or with an ancestor)."""
    if elem is root:
        return True
    return any(ancestor is root for ancestor in elem.iterancestors())


def text_length(elem: HtmlElement) -> int:
    """Length of an element's text with each run of whitespace counted once."""
    return len(" ".join(elem.text_content().split()))


def _text_pieces(elem: HtmlElement) -> Iterator[str | None]:
    """The pieces of ``elem.text_content()`` in page order: each element's text, then
    its tail once its own pieces are read (a comment's tail, not its content)."""
    yield elem.text
    stack = [(elem, iter(elem))]
    while stack:
        node, children = stack[-1]
        child = next(children, None)
        if child is None:
            stack.pop()
            if stack:
                yield node.tail
        elif isinstance(child.tag, str):
            yield child.text
            stack.append((child, iter(child)))
        else:
            yield child.tail


def reaches(elem: HtmlElement, length: int) -> bool:
    """Whether ``text_length(elem) >= length``, read only as far as it takes.

    The text is read piece by piece (``_text_pieces``), counting its characters
    outside white space and its words (a word split by a tag is one); the length
    so far only grows. On an article of pages, a few lines answer what the whole
    text's length would.
    """
    if length <= 0:
        return True
    chars = words = 0
    joined = False  # (the text so far ends inside a word)
    for piece in _text_pieces(elem):
        if not piece:
            continue
        parts = piece.split()
        if not parts:
            joined = False
            continue
        words += len(parts) - (joined and not piece[0].isspace())
        chars += sum(map(len, parts))
        joined = not piece[-1].isspace()
        if chars + words - 1 >= length:
            return True
    return False


def link_length(elem: HtmlElement) -> int:
    """How much of ``elem``'s text (measured as by ``text_length``) is link text."""
    return sum(text_length(a) for a in elem.iter("a"))


def outermost(root: HtmlElement, test: Callable[[HtmlElement], bool]) -> list[HtmlElement]:
    """The elements under ``root`` that pass ``test``, outermost only, in page order.

    Inside an element that passed, nothing is tested: its subtree follows it
    in the walk, and is skipped in one go. ``test`` may set attributes but not
    change the tree.
    """
    found: list[HtmlElement] = []
    walk = root.iterdescendants(lxml.etree.Element)
    for elem in walk:
        if test(elem):
            found.append(elem)
            for _ in elem.iterdescendants(lxml.etree.Element):
                next(walk, None)
    return found


def drop_trees(elems: Iterable[HtmlElement], root: HtmlElement) -> None:
    """Remove each element with its subtree (keeping its tail text), at most once.

    Several rules may schedule the same element, or an element and one of its
    ancestors; lxml's ``drop_tree`` fails on an element already detached. An
    element that is no longer inside ``root`` is skipped, and so is ``root``.
    """
    for elem in elems:
        if elem is root or elem.getparent() is None or not attached(elem, root):
            continue
        elem.drop_tree()


def _is_hidden(elem: HtmlElement, disclosed: Callable[[], dict[str, HtmlElement]] | None = None
               ) -> bool:
    if elem.get("hidden") is not None and _STREAMED_SEGMENT.match(elem.get("id") or ""):
        return False
    if not _hidden_by_markup(elem):
        return False
    if disclosed is not None and elem.get("id") and _is_collapsed_panel(elem, disclosed()):
        return False
    return not (_is_inactive_tab_panel(elem) or _is_code_variant(elem)
                or _is_unlabelled_panel(elem) or is_accordion_panel(elem, _hidden_by_markup))


def _is_unlabelled_panel(elem: HtmlElement) -> bool:
    """A hidden block of text beside a shown block of the same kind: a tab panel without roles.

    Tab widgets built without ARIA roles show one panel of a row of alike
    blocks (one tag and class, numbered words aside: ``alike.template_siblings``) and
    hide the others, like the code variants
    above; a hidden drop-down beside a shown one is mostly links and stays
    dropped.
    """
    if elem.tag not in ("div", "section") or not elem.get("class"):
        return False
    text = text_length(elem)
    if text < _MIN_TAB_PANEL_CHARS or link_length(elem) >= _MAX_PANEL_LINK_SHARE * text:
        return False
    return any(not _hidden_by_markup(sibling) for sibling in template_siblings(elem))


# A control that shows or hides a panel (the WAI-ARIA disclosure and accordion
# patterns) names the panel in ``aria-controls``; it should also say its state
# with ``aria-expanded``, but many accordions leave that to their script.
_DISCLOSURE_XPATH = carrying("aria-controls")
_CONTROL_TAGS = frozenset({"button", "a", "summary"})
_SITE_CHROME_TAGS = frozenset({"nav", "header", "footer"})
# The options of a form (delivery choices, a filter's values) open the same way,
# and so do panels of fields outside any form (a postcode to estimate shipping).
_FORM_TAGS = frozenset({"form", "fieldset"})
_HOLDS_FIELDS = "boolean(.//select | .//textarea | .//input[not(@type='hidden')])"
# A collapsed panel of prose: most of its text is not link text (a menu's is).
_MAX_PANEL_LINK_SHARE = 0.5
_SHOWN_TEXT = ".//text()[not(ancestor::script or ancestor::style or ancestor::template)]"
# An accordion's control sits in the heading (or term) it is the label of.
_LABEL_HOLDERS = frozenset({*HEADING_TAGS, "dt"})


def _disclosures(doc: HtmlElement) -> dict[str, HtmlElement]:
    """The ids of panels that a disclosure control outside the site's chrome opens, with it."""
    found: dict[str, HtmlElement] = {}
    for control in doc.xpath(_DISCLOSURE_XPATH):
        if (control.tag not in _CONTROL_TAGS and control.get("role") != "button") or any(
                a.tag in _SITE_CHROME_TAGS for a in control.iterancestors()):
            continue
        for panel_id in (control.get("aria-controls") or "").split():
            found.setdefault(panel_id.removeprefix("#"), control)
    return found


def _is_collapsed_panel(elem: HtmlElement, disclosed: dict[str, HtmlElement]) -> bool:
    """A collapsed panel of an accordion or disclosure (an FAQ answer, a section's details).

    Its control is one click away and shows it, like an inactive tab. In an
    accordion the control is the label in the panel's heading: that
    ``<button>`` (dropped as a widget otherwise) stays as text; a "show more"
    button beside the panel goes. Menus that open the same way are link
    lists, and controls in the site's header, footer or navigation open menus;
    the options of a form open so too: all of these stay hidden.
    """
    control = disclosed.get(elem.get("id") or "")
    if control is None or (elem.get("role") or "").lower() in _POPUP_ROLES or any(
            a.tag in _FORM_TAGS for a in elem.iterancestors()) or elem.xpath(_HOLDS_FIELDS):
        return False
    text = len(" ".join("".join(elem.xpath(_SHOWN_TEXT)).split()))
    if text < _MIN_TAB_PANEL_CHARS or link_length(elem) > _MAX_PANEL_LINK_SHARE * text:
        return False
    holder = control.getparent()
    if control.tag == "button" and holder is not None and holder.tag in _LABEL_HOLDERS:
        control.tag = "span"
    return True


def _is_code_variant(elem: HtmlElement) -> bool:
    """A hidden code block beside a shown one of the same kind: another language's sample.

    Tabbed code samples without tab roles hide all variants but one; each is
    the same example, so each is worth keeping (identical copies are dropped
    later as repeats).
    """
    if elem.find(".//pre") is None and elem.tag != "pre":
        return False
    return any((sibling.tag == "pre" or sibling.find(".//pre") is not None)
               and not _hidden_by_markup(sibling) for sibling in template_siblings(elem))


def _hidden_by_markup(elem: HtmlElement) -> bool:
    style = elem.get("style")
    return (elem.get("hidden") is not None or (elem.get("aria-hidden") or "").lower() == "true"
            or bool(style and _HIDDEN_STYLE.search(style)))


def _is_inactive_tab_panel(elem: HtmlElement) -> bool:
    """A hidden ``role="tabpanel"`` that a visible tab on the page reveals with one click.

    Tab widgets (the WAI-ARIA tabs pattern) hide every panel but the selected
    one; product pages keep their description, specifications and details in
    such panels. A reader sees the tab labels and opens a panel with one click,
    so its text counts as visible. A panel qualifies only when it holds some
    text and an element with ``role="tab"`` names it (``aria-controls`` on the
    tab, or ``aria-labelledby`` on the panel). Menus, dialogs and other hidden
    content stay dropped, and so does a panel inside a hidden ancestor. A
    panel holding code needs no minimum length, and a tab list beside it in
    the same widget names it too.
    """
    if (elem.get("role") or "").lower() != "tabpanel":
        return False
    holds_code = elem.find(".//pre") is not None
    if not holds_code and text_length(elem) < _MIN_TAB_PANEL_CHARS:
        return False
    tree = elem.getroottree()
    panel_id = elem.get("id")
    # (Some widgets write the panel's id as a fragment link, "#id".)
    if panel_id and tree.xpath("//*[@role='tab'][contains(concat(' ', @aria-controls, ' '), $id)"
                               " or contains(concat(' ', @aria-controls, ' '), $ref)]",
                               id=f" {panel_id} ", ref=f" #{panel_id} "):
        return True
    for label in (elem.get("aria-labelledby") or "").split():
        if tree.xpath("//*[@role='tab'][@id=$id]", id=label):
            return True
    # Tabbed code samples (one per language) often skip the ids: the tab list
    # sits beside the panels in the same widget.
    parent = elem.getparent()
    return holds_code and parent is not None and bool(parent.xpath(_SIBLING_TABS))


def _remove(elem: HtmlElement) -> None:
    """Remove a node but keep the text that follows it."""
    parent = elem.getparent()
    if parent is None:
        return
    if isinstance(elem.tag, str):
        elem.drop_tree()
        return
    tail = elem.tail
    previous = elem.getprevious()
    if tail:
        if previous is not None:
            previous.tail = (previous.tail or "") + tail
        else:
            parent.text = (parent.text or "") + tail
    parent.remove(elem)


def _place_streamed_segments(doc: HtmlElement) -> None:
    for segment in doc.xpath("/descendant::div/@hidden/parent::*[starts-with(@id,'S:')]"):
        if not _STREAMED_SEGMENT.match(segment.get("id") or ""):
            continue
        del segment.attrib["hidden"]
        marker = "B:" + segment.get("id")[2:]
        slots = doc.xpath("//template[@id=$marker]", marker=marker)
        if slots:
            slots[0].addnext(segment)


_NOT_SHOWN_TAGS = frozenset({"noscript", "script", "style", "template"})


def _visible_text_outside_noscript(body: HtmlElement) -> int:
    """Characters of text outside ``<noscript>`` (and script, style, template), counted
    up to ``_NOSCRIPT_FALLBACK_CHARS``: a walk that stops there, not a query over every
    text node of a large page."""
    total = len((body.text or "").strip())
    stack = [iter(body)]
    while stack and total < _NOSCRIPT_FALLBACK_CHARS:
        child = next(stack[-1], None)
        if child is None:
            stack.pop()
            continue
        total += len((child.tail or "").strip())
        if isinstance(child.tag, str) and child.tag not in _NOT_SHOWN_TAGS:
            total += len((child.text or "").strip())
            stack.append(iter(child))
    return total


def strip_invisible(doc: HtmlElement) -> None:
    """Drop scripts, styles, templates, widgets, nav and hidden elements in place.

    Hidden means the ``hidden`` attribute, ``aria-hidden="true"`` or an inline
    ``display:none`` / ``visibility:hidden`` style, except for the inactive
    panels of a tab widget (one click away, see ``_is_inactive_tab_panel``)
    and the collapsed panels of an accordion (``accordion``).
    The text after a dropped element (its tail) is kept. ``<noscript>``
    content is kept only when the rest of the page is (nearly) empty without
    JavaScript.
    """
    body = doc.find("body")
    drop_tags: tuple[str, ...] = _DROP_TAGS
    if (
        body is not None
        and body.find(".//noscript") is not None
        and _visible_text_outside_noscript(body) < _NOSCRIPT_FALLBACK_CHARS
    ):
        for noscript in body.iter("noscript"):
            noscript.tag = "div"
        drop_tags = tuple(t for t in _DROP_TAGS if t != "noscript")
    _place_streamed_segments(doc)
    formulas = convert_math(doc)
    panels = filter_panels(doc)  # (while their controls are still buttons)
    for button in doc.iter("button"):
        # Accordions and tabs wrap whole sections in a <button>; a real button is a label,
        # and so is a form's button whatever its markup's indentation.
        text = button.text_content()
        if len(text) > _BUTTON_LABEL_CHARS and (
                len(" ".join(text.split())) > _BUTTON_LABEL_CHARS
                or next(button.iterancestors("form"), None) is None):
            button.tag = "div"
    labels = field_labels(doc)
    found: list[dict[str, HtmlElement]] = []

    def disclosed() -> dict[str, HtmlElement]:
        # (Looked up once, when a hidden element with an id asks.)
        if not found:
            found.append(_disclosures(doc))
        return found[0]

    # (Judged first: a collapsed panel that stays turns its button into its label.)
    maybe_hidden, dropdowns = _hidden_or_dropdown(doc)
    hidden = [e for e in maybe_hidden if e is not body and _is_hidden(e, disclosed)]
    doomed = [e for e in doc.iter(*drop_tags) if e is not body]
    doomed.extend(dropdowns)
    doomed.extend(_ENTRY_FORM_XPATH(doc))
    doomed.extend(panels)
    doomed.extend(labels)
    doomed.extend(hidden)
    spare_page_wrappers(doomed, body, frozenset(hidden))
    doomed.extend(doc.iter(lxml.etree.Comment, lxml.etree.ProcessingInstruction))
    # (Most pages hold no formula: then none is looked for in each doomed element.)
    for elem in doomed:
        if elem.getparent() is None or (
                formulas and isinstance(elem.tag, str) and hoist_formulas(elem)):
            continue
        _remove(elem)
