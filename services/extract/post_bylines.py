"""The line that says who wrote a thread's post and when, kept with what is kept of the post.

A forum renders each post of a thread with one template: a short line with the
poster's name and the post's date ("Spartan14, May 12, 2024", "Need2KnowLion 2
years ago #1") beside the post's text. readability keeps the text and loses the
lines: it merges the bodies of the thread's posts as alike segments of one
article, or joins the posts as the split parts of one text and then cleans away
each post's short blocks. The model then reads a thread in which no answer has
an author or a date, and cannot tell who said what, or which answer came later.

Found by structure, in any language: the posts are a run of alike siblings
(``alike_kind``, or numbered one by one: ``alike.numbered_runs``) around
readability's best block, each holding a short line with a date
(``dates.normalize_date`` of its text, or of the ``datetime`` or ``title`` of a
date shown as "2 years ago"; read in the page's language, which tells whether
"03/05/2024" is day first). The line is the date's smallest ancestor in the
post that says more than the date (the name beside it), or the date alone;
the author's name the post's markup gives (``post_authors.author_name``) joins
a line that lacks it.
Each line is set before the first element of its post that the chosen block
holds, unless the block holds the line already.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Sequence

import lxml.etree
from lxml.html import HtmlElement

from services.extract.alike import alike_kind, in_numbering, numbered_runs
from services.extract.dates import normalize_date
from services.extract.post_authors import author_name

# A thread is posts by several hands: fewer alike blocks are an article's parts.
MIN_POSTS = 3
# Of the run's posts, at least this share show a dated line (a thread's template
# dates every post; a few dated blocks among many are something else).
MIN_DATED_SHARE = 0.6
# A date is a short text; a byline (name, date, number) is a short line.
MAX_DATE_CHARS = 40
MAX_LINE_CHARS = 80
# How far above readability's best block the posts may be.
_POST_LEVELS = 12
# A post is a block; a paragraph or an inline run is part of a text.
_POST_TAGS = frozenset({"div", "article", "section", "li", "tr", "td", "table", "dd"})
_DATE_ATTRIBUTES = ("datetime", "title")
_DIGIT = re.compile(r"\d")
_BEFORE_MARK = re.compile(r"\s+([,.;:!?\u3001\u3002\uff0c])")


def _text(elem: HtmlElement) -> str:
    return " ".join(elem.text_content().split())


def _line_text(elem: HtmlElement) -> str:
    """``elem``'s text with its elements' pieces set apart ("June 14, 2024" and "1 yr"
    in two spans are two words, not "20241"), no space before a mark."""
    return _BEFORE_MARK.sub(r"\1", " ".join(" ".join(elem.itertext()).split()))


def _date_of(elem: HtmlElement, lang: str) -> str:
    """The day ``elem`` shows as a short text ("2025-04-02"; "" for none): its text's,
    or that of its ``datetime`` or ``title`` (a date shown as "2 years ago"), read in
    the page's language ``lang`` (``dates.normalize_date``)."""
    if len(" ".join((elem.text or "").split())) > MAX_DATE_CHARS:
        return ""  # (a paragraph that writes a number: its own text says more than a date)
    text = _text(elem)
    if not text or len(text) > MAX_DATE_CHARS:
        return ""
    found = normalize_date(text, lang) or next(
        (day for day in (normalize_date(elem.get(name) or "", lang) for name in _DATE_ATTRIBUTES)
         if day), "")
    return found[:10]


def _may_show_date(elem: HtmlElement) -> bool:
    """Whether ``elem``'s own text (before or between its children: a date after an icon)
    or a date attribute holds a digit (the element showing a date holds it itself: its
    wrappers are not read, nor the post's paragraphs' words)."""
    text = elem.text
    if text and _DIGIT.search(text):
        return True
    for child in elem:
        tail = child.tail
        if tail and _DIGIT.search(tail):
            return True
    for name in _DATE_ATTRIBUTES:
        value = elem.get(name)
        if value and _DIGIT.search(value):
            return True
    return False


def _dates(post: HtmlElement,
           lang: str) -> dict[tuple[tuple[str, str], ...], tuple[HtmlElement, str]]:
    """The first date of each place in ``post`` that shows one (the innermost element that
    does), by its place: the kinds (``alike_kind``) of the elements down to it."""
    found: dict[tuple[tuple[str, str], ...], tuple[HtmlElement, str]] = {}
    shown: dict[HtmlElement, str] = {}
    for elem in post.iterdescendants(lxml.etree.Element):
        if not _may_show_date(elem):
            continue
        day = shown[elem] = _date_of(elem, lang)
        if day:  # (a line around the date that parses as one is not it)
            for outer in elem.iterancestors():
                if outer is post:
                    break
                shown[outer] = ""
    for elem, day in shown.items():
        if day:
            path = [elem]
            for outer in elem.iterancestors():
                if outer is post:
                    break
                path.append(outer)
            found.setdefault(tuple(alike_kind(e) for e in reversed(path)), (elem, day))
    return found


def _enough_dated(dated: int, posts: int) -> bool:
    """Whether ``dated`` posts of a run of ``posts`` make a thread's (``MIN_POSTS``,
    ``MIN_DATED_SHARE``)."""
    return dated >= MIN_POSTS and dated >= MIN_DATED_SHARE * posts


def _post_dates(posts: list[HtmlElement], lang: str) -> list[HtmlElement | None]:
    """Each post's date, or None: the place that dates most posts, its days in page order
    (a thread's posts come as they were written; a poster's join date or an answer's
    edit date does not run with them). All None as soon as too few posts show any date
    to be a thread's (``_enough_dated``): a page's sections or cards are not read on."""
    dates: list[dict[tuple[tuple[str, str], ...], tuple[HtmlElement, str]]] = []
    undated = 0
    for post in posts:
        dates.append(found := _dates(post, lang))
        undated += not found
        if not _enough_dated(len(posts) - undated, len(posts)):
            return [None] * len(posts)
    counts: dict[tuple[tuple[str, str], ...], int] = {}
    for found in dates:
        for place in found:
            counts[place] = counts.get(place, 0) + 1
    for place, _ in sorted(counts.items(), key=lambda item: -item[1]):
        days = [found[place][1] for found in dates if place in found]
        if days == sorted(days):
            return [found[place][0] if place in found else None for found in dates]
    return [None] * len(posts)


def _dated_line(post: HtmlElement, date: HtmlElement) -> HtmlElement:
    """The post's line with ``date``: the date's smallest ancestor in the post that says
    more than it (the name beside it), else the date itself."""
    shown = _text(date)
    line = date
    while line is not post:
        parent = line.getparent()
        if parent is None or parent is post:
            break
        said = _text(parent)
        if said != shown:
            return parent if len(said) <= MAX_LINE_CHARS else line
        line = parent
    return line


def _posts_around(best: HtmlElement) -> list[HtmlElement]:
    """The nearest run of alike sibling blocks that holds ``best`` (or is ``best`` and its
    likes), up to ``_POST_LEVELS`` levels above it; [] when there is none."""
    node = best
    for _ in range(_POST_LEVELS):
        parent = node.getparent()
        if parent is None or parent.tag in ("body", "html"):
            return []
        if node.tag in _POST_TAGS:
            kind = alike_kind(node)
            runs = numbered_runs(parent, MIN_POSTS) if in_numbering(node) else {}
            number = runs.get(node)
            posts = [c for c in parent if isinstance(c.tag, str)
                     and (alike_kind(c) == kind or (number is not None
                                                   and runs.get(c) == number))]
            if len(posts) >= MIN_POSTS:
                return posts
        node = parent
    return []


Dropped = Sequence[tuple[HtmlElement, HtmlElement | None, HtmlElement]]
"""Elements readability dropped by their names, in page order, each with its parent and
the sibling it followed (None: its parent's first) before anything was dropped."""


def _said(line: HtmlElement, dropped: Dropped) -> str:
    """The text of ``line`` as the page shows it: with what readability dropped by its
    names back in place (a poster's name is often a link to a "menu" or a "popup")."""
    inside = set(line.iter(lxml.etree.Element))
    restored = [(parent, after, elem) for parent, after, elem in dropped if parent in inside]
    if not restored:
        return _line_text(line)
    twin = copy.deepcopy(line)
    twins = dict(zip(line.iter(lxml.etree.Element), twin.iter(lxml.etree.Element), strict=True))
    for parent, after, elem in restored:  # (in page order: a sibling it followed is back)
        piece = copy.deepcopy(elem)
        piece.tail = None  # (dropping it left its tail in the tree)
        while after is not None and after not in twins:  # (a comment, say)
            after = after.getprevious()
        if after is None:
            twins[parent].insert(0, piece)
        else:
            twins[after].addnext(piece)
        twins[elem] = piece
    return _line_text(twin)


def _opening(leaf: HtmlElement, post: int, post_of: dict[HtmlElement, int],
             block: HtmlElement) -> HtmlElement:
    """The outermost element that opens with ``leaf`` and holds text of ``post`` alone:
    where the post's line goes (before a paragraph, not inside it)."""
    node = leaf
    while True:
        parent = node.getparent()
        if (parent is None or parent is block or post_of.get(parent) != post
                or (parent.text or "").strip() or parent[0] is not node
                or any(post_of.get(e, post) != post for e in parent.iter(lxml.etree.Element))):
            return node
        node = parent


class PostBylines:
    """Each post's dated line of the thread around readability's best block, read from the
    tree readability scored (before its article is built from it; what it dropped by its
    names put back in a line: ``Dropped``), to set with the post's kept text in the chosen
    block."""

    def __init__(self, best: HtmlElement | None, dropped: Dropped = (), lang: str = "") -> None:
        """``best``: readability's best block (None: no lines); ``dropped``: the elements
        readability dropped from the tree by their names (``Dropped``); ``lang``: the
        page's language, in which its dates are read (``dates.normalize_date``)."""
        self._lines: list[tuple[HtmlElement, str]] = []  # (the line, its text), per post
        self._post_of: dict[HtmlElement, int] = {}  # an element of a dated post -> its post
        self._placed: set[int] = set()
        posts = _posts_around(best) if best is not None else []
        dated = [(post, _dated_line(post, date))
                 for post, date in zip(posts, _post_dates(posts, lang), strict=True)
                 if date is not None]
        if (not _enough_dated(len(dated), len(posts))
                or len({_text(line) for _, line in dated}) < 2):
            return  # (one line repeated in every block is the template's, not a byline)
        for index, (post, line) in enumerate(dated):
            said = _said(line, dropped)
            name = author_name(post)
            if name and name not in said:  # (the poster's name beside the post, not in its line)
                said = f"{name}, {said}"
            self._lines.append((line, said))
            for elem in post.iter(lxml.etree.Element):
                self._post_of[elem] = index

    def place(self, block: HtmlElement) -> None:
        """Set each post's line (a paragraph) before the first text of the post that
        ``block`` holds, unless ``block`` holds the line (in place)."""
        if not self._lines:
            return
        held = set(block.iter(lxml.etree.Element))
        firsts: list[tuple[HtmlElement, int]] = []
        for elem in block.iterdescendants(lxml.etree.Element):
            index = self._post_of.get(elem)
            if index is None or index in self._placed or not _own_text(elem):
                continue
            self._placed.add(index)
            if self._lines[index][0] not in held:
                firsts.append((_opening(elem, index, self._post_of, block), index))
        for elem, index in firsts:
            paragraph = elem.makeelement("p")
            paragraph.text = self._lines[index][1]
            elem.addprevious(paragraph)


def _own_text(elem: HtmlElement) -> bool:
    """Whether ``elem`` holds text of its own (before or between its children)."""
    return bool((elem.text or "").strip()) or any((c.tail or "").strip() for c in elem)
