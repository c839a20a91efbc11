"""Dates as pages write them, turned into ISO 8601, and the publication date of a page.

Written forms read here: ISO and numeric dates (``2025-12-15``, ``2023/7/4``,
``15.12.2025``, ``15. 12. 2025``, ``2025. 12. 15.``; ``03/04/2025`` day or month first by
the page's language, none when that is unknown), CJK dates (``2025年12月15日``,
``2025년 12월 15일``) and month names, full, genitive or abbreviated, in the
web's languages (``15 March 2025``, ``15. März 2025``, ``15 de marzo de
2025``, ``15 marca 2025``, ``15 марта 2025``, ``15 Μαρτίου 2025``,
``2025. március 15.``, ``15 במרץ 2025``, ``15-Mar-2025``; the table is ``months``, read
in the page's language where a name differs between languages), in any script's digits.
The page's date is taken from what it declares (meta tags, JSON-LD, microdata) before what
it shows (``shown_dates``), and the page's address last.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import UTC, datetime, timedelta
from typing import Any

from lxml import etree
from lxml.html import HtmlElement

from services.months import month_of

_ISO_DATE = re.compile(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)")
# The time after a date that starts a value: "T09:01:16.5-05:00", " 09:01 UTC", "T17:19:53 GMT".
_CLOCK = re.compile(
    r"[T ](\d{1,2}):(\d\d)(?::(\d\d)(\.\d+)?)?\s?(Z|UTC|GMT|[+-]\d\d:?\d\d)?(?![\d:])")
# 2025年12月15日 (Chinese, Japanese), 2025년 12월 15일 (Korean).
_CJK_DATE = re.compile(r"(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]")
# 2025. 12. 15. (Korean, Hungarian).
_DOTTED_YEAR_FIRST = re.compile(r"(?<!\d)(\d{4})\.\s+(\d{1,2})\.\s*(\d{1,2})\.?(?!\d)")
_DAY_FIRST = re.compile(r"(?<!\d)(\d{1,2})([./-])(\d{1,2})[./-](\d{4})(?!\d)")
# 15. 3. 2025 (Czech, Slovak, Slovene, Croatian: the day first, a space after each dot).
_SPACED_DAY_FIRST = re.compile(r"(?<!\d)(\d{1,2})\.\s+(\d{1,2})\.\s+(\d{4})(?!\d)")
# A date in a page's path: /2025/12/16/, /2025-12-16-title, /20251216/, /2025/december/16/.
_URL_DATE = re.compile(
    r"/((?:19|20)\d{2})(?:[/-](\d{1,2})[/-]|(\d\d)|/([^\W\d_]{3,})/)(\d{1,2})(?:[/+_.-]|$)")
# Vietnamese: 15 tháng 12 năm 2025, 15 tháng 12, 2025.
_VI_DATE = re.compile(r"(?<!\d)(\d{1,2})\s+tháng\s+(\d{1,2})(?:\s+năm|,)\s+(\d{4})(?!\d)")
_NAMED_DATE = re.compile(
    # 15 March 2025, 15. März 2025, 15 de marzo de 2025, 1er mars 2025, 15 Μαρτίου 2025,
    # 15 d'abril de 2025
    # (and 15-Mar-2025, 15-mars-2025: hyphens for spaces)
    r"(?<!\d)(\d{1,2})(?:\.|er|º|st|nd|rd|th)?(?:\s+|-)(?:de\s+|d['’])?([^\W\d_]{3,})\.?,?"
    r"(?:\s+|-)(?:de\s+|del\s+)?(\d{4})(?!\d)"
    # March 15, 2025; Sep. 3rd 2025
    r"|(?<![^\W\d_])([^\W\d_]{3,})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?!\d)"
    # 2025. március 15. (Hungarian)
    r"|(?<!\d)(\d{4})\.\s+([^\W\d_]{3,})\.?\s+(\d{1,2})(?!\d)"
)
# Languages that write a numeric date month first (12/15/2025): the others write the day
# first, and an ambiguous date in a page of unknown language is read as none.
_MONTH_FIRST = frozenset({"en-us", "en-ph", "fil"})


# The decimal digits of the scripts that write their own (Arabic-Indic, Persian and Urdu,
# the Indic scripts, Thai, Lao, Tibetan, Myanmar, Khmer, Mongolian) read as ASCII ones
# ("١٥ مارس ٢٠٢٥"); full-width ones are NFKC's.
_DIGIT_ZEROS = (0x0660, 0x06F0, 0x07C0, 0x0966, 0x09E6, 0x0A66, 0x0AE6, 0x0B66, 0x0BE6,
                0x0C66, 0x0CE6, 0x0D66, 0x0E50, 0x0ED0, 0x0F20, 0x1040, 0x17E0, 0x1810)
_DIGITS = {zero + n: str(n) for zero in _DIGIT_ZEROS for n in range(10)}


def ascii_digits(text: str) -> str:
    """``text`` with the digits of other scripts written as ASCII digits."""
    return text if text.isascii() else text.translate(_DIGITS)


def _ymd(year: int, month: int, day: int) -> str:
    if 1 <= month <= 12 and 1 <= day <= 31 and 1900 < year < 2200:
        return f"{year:04d}-{month:02d}-{day:02d}"
    return ""


def _named(value: str, lang: str) -> str:
    for match in _NAMED_DATE.finditer(value):
        if match.group(1):
            day_s, month_s, year_s = match.group(1, 2, 3)
        elif match.group(4):
            month_s, day_s, year_s = match.group(4, 5, 6)
        else:
            year_s, month_s, day_s = match.group(7, 8, 9)
        month = month_of(month_s, lang)
        if month:
            return _ymd(int(year_s), month, int(day_s))
    return ""


def _iso_time(clock: re.Match[str]) -> str:
    """A matched time as ISO 8601 writes it after the date: "T09:01:16-05:00"."""
    hour, minute, second, fraction, zone = clock.groups()
    if int(hour) > 23 or int(minute) > 59:
        return ""
    text = f"T{int(hour):02d}:{minute}" + (f":{second}{fraction or ''}" if second else "")
    if zone in ("Z", "UTC", "GMT"):
        return text + "Z"
    return text + (zone or "")


def _day_first(lang: str) -> bool | None:
    """Whether a page in ``lang`` writes 03/04/2025 day first (None: unknown)."""
    lang = lang.strip().lower().replace("_", "-")
    if not lang:
        return None
    if lang in _MONTH_FIRST:
        return False
    if lang == "en" or lang.startswith("en-us"):
        return None if lang == "en" else False
    return True


def normalize_date(value: str, lang: str = "") -> str:
    """An ISO 8601 date (time kept when given in ISO form) or "" when ``value`` is no date.

    ``lang``: the page's language (``en-GB``, ``pl``), which decides whether an
    ambiguous numeric date (03/04/2025) is day first; without it such a date is none,
    and a month-first one (12/15/2025) is read only in a language that writes it so
    (the meta values a page declares are read without one, as before).
    """
    value = ascii_digits(unicodedata.normalize("NFKC", value).strip())
    match = _ISO_DATE.search(value)
    if match:
        found = _ymd(*(int(g) for g in match.groups()))
        clock = _CLOCK.match(value, match.end()) if found and match.start() == 0 else None
        return found + _iso_time(clock) if clock else found
    for pattern in (_CJK_DATE, _DOTTED_YEAR_FIRST):
        match = pattern.search(value)
        if match:
            return _ymd(*(int(g) for g in match.groups()))
    found = _named(value, lang)
    if found:
        return found
    for pattern in (_VI_DATE, _SPACED_DAY_FIRST):
        match = pattern.search(value)
        if match:
            day, month, year = (int(g) for g in match.groups())
            return _ymd(year, month, day)
    match = _DAY_FIRST.search(value)
    if match:
        first, second, numbers_year = int(match.group(1)), int(match.group(3)), int(match.group(4))
        day_first = True if match.group(2) == "." else _day_first(lang)
        if first > 12:
            day_first = True
        elif second > 12 and day_first is None:
            day_first = False  # 12/15/2025 can only be month first
        if day_first is True:
            return _ymd(numbers_year, second, first)  # 15.12.2025, 15/12/2025
        if day_first is False:
            return _ymd(numbers_year, first, second)  # 12/15/2025
    return ""


# The earliest a clock anywhere shows a moment: UTC-12.
_WESTMOST = timedelta(hours=12)


def earlier_day(written: str, declared: str) -> bool:
    """Whether the day ``written`` (ISO) comes before the date ``declared`` (ISO, with its
    time and zone when it gives them) on every clock on Earth: "2025-07-04" shown by a
    page that declares 2025-07-05T00:04:00+00:00 is the same moment in the Americas."""
    if written[:10] >= declared[:10]:
        return False
    try:
        moment = datetime.fromisoformat(declared.replace("Z", "+00:00"))
    except ValueError:
        return True
    if moment.tzinfo is None:
        return True
    local = moment.astimezone(UTC) - _WESTMOST
    return written[:10] < local.date().isoformat()


_FRONT_PAGE = re.compile(r"^[a-z][a-z0-9+.-]*://[^/?#]+/?(?:index\.[a-z]{2,5})?(?:#.*)?$", re.I)


def is_front_page(url: str) -> bool:
    """Whether ``url`` is a site's front page (``https://site.example/``, ``/index.html``;
    ``index.php?topic=7`` is a page of its own): it shows the site's latest items, and
    their dates are theirs, not the page's."""
    return bool(_FRONT_PAGE.match(url.strip()))


def url_date(url: str) -> str:
    """The date a page's address carries in its path, "" if none."""
    for match in _URL_DATE.finditer(url.split("?")[0].split("#")[0]):
        year, numbered, packed, named, day = match.groups()
        if packed and len(day) != 2:
            continue  # /2025123/ is a number, not a date
        month = int(numbered or packed) if (numbered or packed) else month_of(named)
        found = _ymd(int(year), month, int(day)) if month else ""
        if found:
            return found
    return ""


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
    # The spellings of the same statement other publishing systems use (htmldate reads them;
    # its "created" ones are left out: a catalogue's record is created, not published).
    "article:published",
    "article:published_date",
    "article:post_date",
    "published-date",
    "published_date",
    "publication_date",
    "publication-date",
    "date_published",
    "date-published",
    "dc.date.publication",
    "originalpublicationdate",
    "article_date_original",
    "bt:pubdate",
    "rbpubdate",
    "dcsext.articlefirstpublished",
    # Further publication statements htmldate reads (Open Graph's unofficial forms, the
    # tags of analytics, sharing and recommendation services); none was met on the shared
    # pages, read after the ones above.
    "og:article:published",
    "og:datepublished",
    "og:pubdate",
    "og:publish_date",
    "og:question:published_time",
    "article:publicationdate",
    "published_time",
    "publish_time",
    "publisheddate",
    "dateposted",
    "displaydate",
    "dc:date",
    "rnews:datepublished",
    "shareaholic:article_published_time",
    "twt-published-at",
    "vr:published_time",
    "mediator_published_time",
    "cxenseparse:recs:publishtime",
    "analyticsattributes.articledate",
    "field-name-post-date",
    "doc_date",
    "pdate",
    "ptime",
    # A bare "published" (a page's own name for the statement; met on a shared page).
    "published",
)
# The known keys that name a publication, which a publishing system may prefix with its own
# namespace ("w-published-date", "site.publish_date"): read after every known key.
_PUBLICATION_KEYS = frozenset(k for k in _DATE_KEYS if "pub" in k)
_NAMESPACE_ENDS = "._:-"


_SCHEMA_KEY = "datepublished"
# A declared date written without separators, as some publishing systems store it:
# "20191119", "20191119T093000Z", "201911190930". Read in declared values only: in a
# page's text eight digits are a number as often as a day.
_COMPACT_DATE = re.compile(r"((?:19|20)\d\d)(\d\d)(\d\d)(?:T?\d{4}(?:\d\d)?Z?)?")


def _declared_value(value: str) -> str:
    """The date a declared value (a meta tag's content, a JSON-LD string) gives, in any
    of the forms ``normalize_date`` reads or written compact ("20191119"); "" for none."""
    found = normalize_date(value)
    if found:
        return found
    match = _COMPACT_DATE.fullmatch(value.strip())
    return _ymd(*(int(g) for g in match.groups())) if match else ""


def meta_date(meta: dict[str, str], *, schema: bool = True) -> str:
    """The publication date the page's meta tags declare ("" for none); ``schema``: with
    schema.org's own name (``datePublished``, microdata more often than a meta name)."""
    for key in _DATE_KEYS:
        if not schema and key == _SCHEMA_KEY:
            continue
        found = _declared_value(meta.get(key, ""))
        if found:
            return found
    return _prefixed_date(meta)


def _prefixed_date(meta: dict[str, str]) -> str:
    """The date of the first meta key that is a publication key under a namespace of the
    site's or its publishing system's ("w-published-date"), "" for none."""
    for key, value in meta.items():
        if key in _DATE_KEYS or "pub" not in key:
            continue
        if any(sep in _NAMESPACE_ENDS and key[at + 1:] in _PUBLICATION_KEYS
               for at, sep in enumerate(key[:-1])):
            found = _declared_value(value)
            if found:
                return found
    return ""


def declared_date(meta: dict[str, str], ld_items: list[dict[str, Any]],
                  marked: list[HtmlElement]) -> str:
    """The publication date the page declares: meta tags, JSON-LD, then microdata
    (``marked``: the page's elements with microdata attributes)."""
    found = meta_date(meta)
    if found:
        return found
    for item in ld_items:
        value = item.get("datePublished") or item.get("dateCreated")
        if isinstance(value, str):
            found = _declared_value(value)
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


# A publication key written as a data attribute of an element ("data-pubdate",
# "data-published"): a statement about that element, read by name (no class names).
# Only the attributes of the elements that may hold the page are read: any <html> or
# <body>, and the context node (the headline) with its ancestors (in page order, as a
# query over every attribute of the page would list them, for a sixth of its time).
_KEYED = "[starts-with(name(), 'data-') and contains(name(), 'pub')]"
_DATA_KEYED = etree.XPath(
    f"//html/@*{_KEYED} | //body/@*{_KEYED} | ancestor-or-self::*/@*{_KEYED}")


def attribute_date(doc: HtmlElement, h1: HtmlElement | None) -> str:
    """The day a ``data-`` attribute named as a publication key gives the element that holds
    the whole page or its headline ``<body data-pubdate="2022-10-05">``, an ``<article>``
    around the ``<h1>``; "" for none. On an item of a listing the attribute is the item's."""
    for value in _DATA_KEYED(doc if h1 is None else h1):
        owner = value.getparent()
        if value.attrname[5:].lower() not in _PUBLICATION_KEYS or owner is None:
            continue
        holds_page = owner.tag in ("html", "body") or (
            h1 is not None and (owner is h1 or any(a is owner for a in h1.iterancestors())))
        found = normalize_date(str(value)) if holds_page else ""
        if found:
            return found
    return ""
