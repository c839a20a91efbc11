"""Dates as pages write them, turned into ISO 8601, and the publication date of a page.

Written forms read here: ISO and numeric dates (``2025-12-15``, ``2023/7/4``,
``15.12.2025``, ``15/12/2025`` when the day is unambiguous), CJK dates
(``2025年12月15日``) and English month names. The page's date is taken from
what it declares (meta tags, JSON-LD, microdata) before what it shows (a
``<time>`` or a date under the headline), and the page's address last.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from lxml.html import HtmlElement

_ISO_DATE = re.compile(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)")
_CJK_DATE = re.compile(r"(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日")
_DAY_FIRST = re.compile(r"(?<!\d)(\d{1,2})[./](\d{1,2})[./](\d{4})(?!\d)")
_MONTHS = {m: i for i, m in enumerate(
    ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"), 1)}
_NAMED_DATE = re.compile(
    r"(?:(\d{1,2})\s+([A-Za-z]{3})[a-z]*\.?,?\s+(\d{4}))"
    r"|(?:([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4}))"
)
# A date in a page's path: /2025/12/16/ or 2025-12-16.
_URL_DATE = re.compile(r"/((?:19|20)\d{2})[/-](\d{1,2})[/-](\d{1,2})(?:[/+_-]|$)")


def _ymd(year: int, month: int, day: int) -> str:
    if 1 <= month <= 12 and 1 <= day <= 31 and 1900 < year < 2200:
        return f"{year:04d}-{month:02d}-{day:02d}"
    return ""


def normalize_date(value: str) -> str:
    """An ISO 8601 date (time kept when given in ISO form) or "" when ``value`` is no date."""
    value = value.strip()
    match = _ISO_DATE.search(value)
    if match:
        found = _ymd(*(int(g) for g in match.groups()))
        if found and match.start() == 0 and len(value) > 10 and value[10] in "T ":
            return value.replace(" ", "T", 1)
        return found
    match = _CJK_DATE.search(value)
    if match:
        return _ymd(*(int(g) for g in match.groups()))
    match = _NAMED_DATE.search(value)
    if match:
        if match.group(1):
            day_s, month_s, year_s = match.group(1, 2, 3)
        else:
            month_s, day_s, year_s = match.group(4, 5, 6)
        named = _MONTHS.get(month_s.lower())
        return _ymd(int(year_s), named, int(day_s)) if named else ""
    match = _DAY_FIRST.search(value)
    if match:
        first, second, year = (int(g) for g in match.groups())
        if match.group(0)[len(match.group(1))] == "." or first > 12:
            return _ymd(year, second, first)  # 15.12.2025 or 15/12/2025
    return ""


def url_date(url: str) -> str:
    """The date a page's address carries in its path, "" if none."""
    match = _URL_DATE.search(url.split("?")[0].split("#")[0])
    return _ymd(*(int(g) for g in match.groups())) if match else ""


_DATE_KEYS = (
    "article:published_time",
    "og:article:published_time",
    "og:published_time",
    "datepublished",
    "dc.date.issued",
    "dcterms.issued",
    "citation_publication_date",
    "citation_date",
    "citation_online_date",
    "dc.date",
    "dcterms.created",
    "dcterms.date",
    "date",
    "pubdate",
    "publishdate",
    "publish-date",
    "publish_date",
    "sailthru.date",
    "parsely-pub-date",
    "article.published",
)
# The headline's header: how far after the <h1> a shown date still belongs to it.
_HEADER_CHARS = 300
_HEADER_ELEMENTS = 60
_DATELINE_CHARS = 80
_SENTENCE_ENDS = ".!?。！？"
_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})


def declared_date(meta: dict[str, str], ld_items: list[dict[str, Any]],
                  marked: list[HtmlElement]) -> str:
    """The publication date the page declares: meta tags, JSON-LD, then microdata
    (``marked``: the page's elements with microdata attributes)."""
    for key in _DATE_KEYS:
        found = normalize_date(meta.get(key, ""))
        if found:
            return found
    for item in ld_items:
        value = item.get("datePublished") or item.get("dateCreated")
        if isinstance(value, str):
            found = normalize_date(value)
            if found:
                return found
    for elem in marked:
        if elem.get("itemprop") not in ("datePublished", "dateCreated"):
            continue
        raw = elem.get("content") or elem.get("datetime") or elem.get("title") or ""
        found = normalize_date(raw or elem.text_content())
        if found:
            return found
    return ""


def _after(start: HtmlElement) -> Iterator[HtmlElement]:
    """Elements after ``start`` in document order (its descendants excluded)."""
    for elem in start.itersiblings():
        yield elem
        yield from elem.iterdescendants()
    parent = start.getparent()
    if parent is not None:
        yield from _after(parent)


def _is_dateline(text: str) -> bool:
    """A short line, not a sentence: "15 March 2025", "Posted 2025-03-15 by" (the
    article's first sentence may name a date too, and that is not when it appeared)."""
    text = text.strip()
    return 0 < len(text) <= _DATELINE_CHARS and text[-1] not in _SENTENCE_ENDS


def _written_under(h1: HtmlElement) -> str:
    """A date written in the first few hundred characters after the ``<h1>``."""
    seen = 0
    for count, elem in enumerate(_after(h1)):
        if seen > _HEADER_CHARS or count > _HEADER_ELEMENTS:
            return ""
        tag = elem.tag if isinstance(elem.tag, str) else ""
        if tag in _HEADINGS:
            return ""
        if tag in ("script", "style", "noscript", "template"):
            continue
        for text in (elem.text or "", elem.tail or ""):
            found = normalize_date(text) if _is_dateline(text) else ""
            if found:
                return found
            seen += len(text.strip())
    return ""


def shown_date(doc: HtmlElement, h1: HtmlElement | None) -> str:
    """The date shown with the headline: the first ``<time>`` after the headline's ``<h1>``
    before any linked heading (a listing's dates belong to its items), or a date written
    just under the ``<h1>``. Without a headline ``<h1>``, the page's first ``<time>`` (a
    thread's opening post).
    """
    passed = h1 is None
    for elem in doc.iter("time", *_HEADINGS):
        if elem is h1:
            passed = True
        elif not passed:
            continue
        elif elem.tag == "time":
            found = normalize_date(str(elem.get("datetime") or elem.text_content()))
            if found:
                return found
        elif h1 is not None and elem.find(".//a[@href]") is not None:
            break  # an item's linked title: the page lists dated items
    return _written_under(h1) if h1 is not None else ""
