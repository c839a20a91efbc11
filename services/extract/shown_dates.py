"""The date a page shows with its headline.

An article's header shows its date as a short line near the headline: under
the ``<h1>`` ("15 March 2025", "Posted 2025-03-15 by"), or just above it (a
kicker or "Published …" line over the title), often inside a ``<time>``.
Dates elsewhere belong to something else: a listing's items, the comments, a
copyright line, the "today" bar at the top of a news site. Nothing here knows
words of any language: a line is a date line by its shape (short, not a
sentence, one date) and by where it stands.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from lxml import etree
from lxml.html import HtmlElement

from services.extract.dates import ascii_digits, normalize_date

# How far after the <h1> a shown date still belongs to it; further on a page that says it
# is an article or names its author (its header holds a byline, share buttons, a summary).
_AFTER_CHARS = 400
_SIGNED_AFTER_CHARS = 800
_AFTER_ELEMENTS = 60
# Elements with no text of their own (layout cells, icons, images) count only to this many:
# a header built of tables or wrappers runs long in elements and short in words.
_AFTER_MARKUP = 400
# How far before the <h1> (a kicker, a date line over the title), within its header.
_BEFORE_CHARS = 80
_HEADER_LEVELS = 4
_DATELINE_CHARS = 80
# A heading this short is a label or a name in the header ("Published", an author), not
# the start of the body or of a listed item.
_LABEL_CHARS = 24
_SENTENCE_ENDS = ".!?。！？"
# At most this many words in a date line that ends with a day and its dot.
_DOTTED_DAY_WORDS = 4
# A date line may end with an abbreviation's dot: a letter or two after the year (the
# year's word cut short, "15 marca 2025 r.", "15 марта 2025 г.", "2025 р.") or after a
# clock ("3:04 p.m."). At most this many words: a sentence that ends so says more
# ("Ustawa wchodzi w życie 1 stycznia 2026 r.").
_ABBREVIATED_END = re.compile(r"(?:(?<!\d)\d{4}|\d[:.]\d\d)\s*(?:[^\W\d_]{1,2}\.){1,2}$")
_ABBREVIATED_END_WORDS = 6
_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
# Headings that open a section or an item (the lower ones also label bits of a header).
_SECTION_HEADINGS = frozenset({"h1", "h2", "h3"})
_UNSEEN = frozenset({"script", "style", "noscript", "template"})
_OPAQUE = _UNSEEN | {"svg", "math"}
# A year that ends a sentence another one follows: "… 03/31/2026. While …".
_YEAR_ENDS_SENTENCE = re.compile(r"(?<!\d)\d{4}[.!?。！？]\s+([^\W\d_])")
_YEAR = re.compile(r"(?<!\d)(?:1[89]|2\d)\d\d(?!\d)")


def is_dateline(text: str) -> bool:
    """A short line, not a sentence: "15 March 2025", "Posted 2025-03-15 by", "15 marca
    2025 r." (the article's first sentence may name a date too, and that is not when it
    appeared; so may a sentence that ends at its year, "Offer ends 03/31/2026. While
    stocks last")."""
    text = text.strip()
    if not 0 < len(text) <= _DATELINE_CHARS:
        return False
    if text[-1] in _SENTENCE_ENDS and not (
            _ends_with_dotted_day(text) or _ends_with_abbreviation(text)):
        return False
    ends = _YEAR_ENDS_SENTENCE.search(text)
    return not (ends and ends.group(1).isupper())


def _ends_with_dotted_day(text: str) -> bool:
    """A few words whose last is a number with a dot: Hungarian and Korean write the
    day so ("Frissítve: 2025. március 15.", "2025. 3. 15."), and a sentence has more
    words than a date line's label."""
    return text[-1] == "." and text[-2:-1].isdigit() and len(text.split()) <= _DOTTED_DAY_WORDS


def _ends_with_abbreviation(text: str) -> bool:
    """A few words whose dot closes an abbreviation after the year or a clock, not a
    sentence: "15 marca 2025 r.", "15 марта 2025 г.", "Dec. 19, 2025, 3:04 p.m."."""
    return len(text.split()) <= _ABBREVIATED_END_WORDS and bool(_ABBREVIATED_END.search(text))


def line_date(text: str, lang: str) -> str:
    """The date a date line gives, "" when ``text`` is a sentence, holds no date or two
    years (a range such as "12.03.2025 - 17.03.2025", or a date and a copyright)."""
    text = ascii_digits(text)
    if not is_dateline(text) or len(_YEAR.findall(text)) != 1:
        return ""
    return normalize_date(text, lang)


def _inside(elem: HtmlElement) -> Iterator[HtmlElement]:
    """``elem``'s descendants in document order, not entering drawings and scripts."""
    stack = [iter(elem)] if elem.tag not in _OPAQUE else []
    while stack:
        child = next(stack[-1], None)
        if child is None:
            stack.pop()
            continue
        yield child
        if child.tag not in _OPAQUE and len(child):
            stack.append(iter(child))


def after(start: HtmlElement) -> Iterator[HtmlElement]:
    """Elements after ``start`` in document order (its descendants excluded, and those of
    drawings and scripts: an icon's hundred paths say nothing)."""
    for elem in start.itersiblings():
        yield elem
        yield from _inside(elem)
    parent = start.getparent()
    if parent is not None:
        yield from after(parent)


def _written_after(h1: HtmlElement, lang: str, signed: bool) -> str:
    """A date written in the first few hundred characters after the ``<h1>``, before the
    body's first heading (a heading that is itself the date counts; a short low one, a label
    or a name, is passed, and so is an unlinked one right under the headline, its
    subtitle, and one that says the headline again over a thread's first post). On a
    ``signed`` page (an article, or one naming its author) the header may run longer, and a
    short heading of any level there is a name or a label. A date that is a field of a
    description list gives way to a date line after it (``_in_record``)."""
    seen, reach, worded = 0, _SIGNED_AFTER_CHARS if signed else _AFTER_CHARS, 0
    headline, record = _words(h1), ""
    for count, elem in enumerate(after(h1)):
        worded += bool((elem.text or "").strip() or (elem.tail or "").strip())
        if seen > reach or worded > _AFTER_ELEMENTS or count > _AFTER_MARKUP:
            return record
        tag = elem.tag if isinstance(elem.tag, str) else ""
        if tag in _HEADINGS:
            heading = elem.text_content().strip()
            found = line_date(heading, lang)
            if found:
                return found
            label = (signed or tag not in _SECTION_HEADINGS) and len(heading) <= _LABEL_CHARS
            subtitle = not seen and elem.find(".//a[@href]") is None
            if not (label or subtitle or _words(elem) == headline):
                return record
        if tag in _UNSEEN:
            continue
        for text in (elem.text or "", elem.tail or "") if tag else (elem.tail or "",):
            found = line_date(text, lang)
            if found and not _in_record(elem):
                return found
            record = record or found
            seen += len(text.strip())
    return record


def _in_record(elem: HtmlElement) -> bool:
    """Whether ``elem``'s text and tail stand in a field of a description list (``<dl>``;
    the tail of the list itself is past it): a poster's card over a thread's first post
    ("Joined", "Posts", "Founded") as well as an article's facts."""
    return next(elem.iterancestors("dl"), None) is not None


def header_block(h1: HtmlElement, levels: int = _HEADER_LEVELS) -> HtmlElement:
    """The block that holds the headline's header: ``levels`` above the ``<h1>``, never
    the ``<body>``."""
    scope = h1
    for _ in range(levels):
        parent = scope.getparent()
        if parent is None or parent.tag in ("html", "body"):
            break
        scope = parent
    return scope


def _written_before(h1: HtmlElement, lang: str) -> str:
    """The first date line of the few words just above the ``<h1>`` in its header block
    (a ``<time>``'s own datetime before its text)."""
    pieces: list[tuple[bool, str]] = []  # (from a datetime attribute, text) in page order
    scope = header_block(h1)
    # (a comment's tail is shown text: iterwalk reports comments only when asked)
    walk = etree.iterwalk(scope, events=("start", "end", "comment", "pi"))
    for event, elem in walk:
        if event != "start":
            if elem is not scope and elem.tail:
                pieces.append((False, elem.tail))
            continue
        if elem is h1:
            break
        if not isinstance(elem.tag, str) or elem.tag in _UNSEEN:
            walk.skip_subtree()
            continue
        if elem.tag == "time" and elem.get("datetime"):
            pieces.append((True, str(elem.get("datetime"))))
        if elem.text:
            pieces.append((False, elem.text))
    seen, found = 0, ""
    for declared, text in reversed(pieces):
        if not declared:
            seen += len(text.strip())
            if seen > _BEFORE_CHARS:
                break
        found = (normalize_date(text, lang) if declared else line_date(text, lang)) or found
    return found  # the first date line of the window, as a reader meets it


def _words(elem: HtmlElement) -> str:
    return " ".join(elem.text_content().split()).casefold()


def shown_date(doc: HtmlElement, h1: HtmlElement | None, lang: str = "", *,
               signed: bool = False) -> str:
    """The date shown with the headline: the first ``<time>`` after the headline's ``<h1>``
    before any linked heading (a listing's dates belong to its items; one past the header,
    in a panel of later posts, gives way to a date written just above the ``<h1>``), else a
    date line written just under the ``<h1>``, else one just above it. Without a headline ``<h1>``,
    the page's first ``<time>`` (a thread's opening post) before any linked heading.
    ``lang``: the page's language (how it orders a numeric date); ``signed``: the page
    says it is an article or names its author, so its header may run longer.
    """
    passed = h1 is None
    headline = _words(h1) if h1 is not None else ""
    for elem in doc.iter("time", *_HEADINGS):
        if elem is h1:
            passed = True
        elif not passed:
            continue
        elif elem.tag == "time":
            found = normalize_date(str(elem.get("datetime") or ""), lang) or normalize_date(
                elem.text_content(), lang)  # a datetime without its year: the shown date
            if found:
                far = h1 is not None and _beyond_header(h1, elem, signed)
                return (_written_before(h1, lang) if far else "") or found
        elif _links_away(elem) and _words(elem) != headline:
            break  # an item's linked title: the page lists dated items
    return written_date(h1, lang, signed=signed) if h1 is not None else ""


def _links_away(heading: HtmlElement) -> bool:
    """Whether ``heading`` holds a link that is not only a script's control: a heading
    whose one link runs a script ("javascript:", a watch or share button beside a
    title) is not an item's linked title (a heading's "#" permalink still counts: the
    body's sections have begun)."""
    return any(not href.strip().lower().startswith("javascript:")
               for href in (a.get("href") for a in heading.iterdescendants("a"))
               if href is not None)


def _beyond_header(h1: HtmlElement, target: HtmlElement, signed: bool) -> bool:
    """Whether ``target`` stands past the headline's header: more text than a header holds
    (``_written_after``'s reach) lies between the ``<h1>`` and it."""
    seen, reach = 0, _SIGNED_AFTER_CHARS if signed else _AFTER_CHARS
    for elem in after(h1):
        if elem is target:
            return False
        if isinstance(elem.tag, str) and elem.tag not in _UNSEEN:
            seen += len((elem.text or "").strip())
        seen += len((elem.tail or "").strip())
        if seen > reach:
            return True
    return True


def written_date(h1: HtmlElement, lang: str = "", *, signed: bool = False) -> str:
    """A date line written just under the headline's ``<h1>``, else one just above it
    (``signed``: as for ``shown_date``)."""
    return _written_after(h1, lang, signed) or _written_before(h1, lang)
