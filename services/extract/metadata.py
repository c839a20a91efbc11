"""What a page says about itself: title, author, language, site name, date, description.

Read from the parsed document before scripts are stripped (JSON-LD lives in
``<script type="application/ld+json">``).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from lxml import etree
from lxml.html import HtmlElement

from services.extract.byline import ld_name, page_author
from services.extract.dates import (
    attribute_date,
    declared_date,
    earlier_day,
    is_front_page,
    meta_date,
    url_date,
)
from services.extract.labelled_date import labelled_date
from services.extract.lone_date import lone_date, visible
from services.extract.one_product import presents_one
from services.extract.page_json import read_values
from services.extract.priced_cards import lists_priced_items
from services.extract.shown_dates import shown_date, written_date
from services.extract.title_line import title_line
from services.extract.titles import (
    clean,
    host_names,
    infer_site_name,
    matching_heading,
    page_title,
    stated,
)
from services.extract.xpaths import carrying
from services.page import PageMeta

_ENTITY = re.compile(r"&(?:#\d+|#x[0-9a-fA-F]+|[A-Za-z]{2,8});")
_LANG = re.compile(r"^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$")


@dataclass
class Metadata(PageMeta):
    """What the page says about itself (``PageMeta``, which the page carries on), and
    what extraction alone reads of it: its kind and a product's own description."""

    is_article: bool = False
    is_product: bool = False
    # A product page's own description from its JSON-LD Product (may hold HTML).
    product_description: str = ""


_ARTICLE_OG_TYPES = frozenset({"article", "blog", "blogposting", "news", "newsarticle"})
_ARTICLE_LD_TYPES = frozenset(
    {"Article", "NewsArticle", "BlogPosting", "ReportageNewsArticle", "AnalysisNewsArticle",
     "OpinionNewsArticle", "ReviewNewsArticle", "Report", "ScholarlyArticle", "TechArticle",
     # schema.org's other kinds of Article (none met on the shared pages)
     "AdvertiserContentArticle", "AskPublicNewsArticle", "BackgroundNewsArticle",
     "SatiricalArticle", "MedicalScholarlyArticle", "APIReference"}
)


def _declares_article(meta: dict[str, str], ld: list[dict[str, Any]]) -> bool:
    """Whether the page says it is one article (og:type, JSON-LD @type, article:* meta)."""
    if meta.get("og:type", "").lower() in _ARTICLE_OG_TYPES:
        return True
    if "article:published_time" in meta:
        return True
    return _ld_declares(ld, _ARTICLE_LD_TYPES)


_PRODUCT_LD_TYPES = frozenset({"Product", "ProductGroup", "IndividualProduct", "ProductModel"})
# Microdata and rel=author elements, found in one query over the page.
_MARKED = etree.XPath(carrying("itemprop", "itemtype", "rel[.='author']"))


def _ld_declares(ld: list[dict[str, Any]], types: frozenset[str]) -> bool:
    for item in ld:
        kind = item.get("@type")
        kinds = kind if isinstance(kind, list) else [kind]
        if any(isinstance(k, str) and k in types for k in kinds):
            return True
    return False


def _declares_product(marked: list[HtmlElement], meta: dict[str, str],
                      ld: list[dict[str, Any]], is_article: bool) -> bool:
    """Whether the page says it presents one product.

    ``og:type`` product is explicit (``product.group`` is several products). A
    top-level JSON-LD Product wins over a generic article ``og:type`` (shop
    templates emit one) unless the JSON-LD
    also declares an article (a product review). schema.org Product microdata
    alone counts only when the page does not declare an article at all
    (articles embed product boxes).
    """
    og_type = meta.get("og:type", "").lower()
    if og_type.startswith("product"):
        # Open Graph's ``product.group`` is a group of products: a listing.
        return og_type.replace(":", ".") != "product.group"
    if _ld_declares(ld, _PRODUCT_LD_TYPES):
        return not _ld_declares(ld, _ARTICLE_LD_TYPES)
    return not is_article and _marks_product(marked)


def _marks_product(marked: list[HtmlElement]) -> bool:
    """Whether schema.org Product microdata marks an item of the page."""
    return any("schema.org/Product" in (e.get("itemtype") or "") for e in marked)


def _product_records(ld: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [item for item in ld if _ld_declares([item], _PRODUCT_LD_TYPES)]


def _product_description(ld: list[dict[str, Any]]) -> str:
    """The ``description`` of the page's first JSON-LD Product ("" for none)."""
    for item in ld:
        kind = item.get("@type")
        kinds = kind if isinstance(kind, list) else [kind]
        if any(isinstance(k, str) and k in _PRODUCT_LD_TYPES for k in kinds):
            value = item.get("description")
            if isinstance(value, str) and value.strip():
                return value.strip()
    return ""


def _meta_map(doc: HtmlElement) -> dict[str, str]:
    """Lower-cased ``property``/``name``/``itemprop``/``http-equiv`` -> first content."""
    found: dict[str, str] = {}
    for meta in doc.iter("meta"):
        content = meta.get("content")
        if not content:
            continue
        for attr in ("property", "name", "itemprop", "http-equiv"):
            key = meta.get(attr)
            if key:
                found.setdefault(key.strip().lower(), clean(content))
    return found


def _json_ld_items(doc: HtmlElement) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    for script in doc.iter("script"):
        if (script.get("type") or "").strip().lower() != "application/ld+json":
            continue
        # (read leniently: a hand-typed block's stray comment or comma is no reason to
        # lose the page's date and author)
        stack: list[Any] = list(reversed(read_values(script.text or "")))
        while stack and len(items) < 50:
            node = stack.pop()
            if isinstance(node, list):
                stack.extend(reversed(node))
            elif isinstance(node, dict):
                if "@type" in node:
                    node["@type"] = _short_types(node["@type"])
                items.append(node)
                graph = node.get("@graph")
                if isinstance(graph, list):
                    stack.extend(reversed(graph))
    return items


# How a JSON-LD block may spell a schema.org type in full: "http://schema.org/NewsArticle",
# "https://schema.org/Article", "schema:BlogPosting" (a prefix its context declares).
_SCHEMA_PREFIX = re.compile(r"^(?:https?://(?:www\.)?schema\.org/|schema:)")


def _short_types(kind: Any) -> Any:
    """``@type`` with each schema.org type by its short name ("NewsArticle"), as the
    readers here compare them."""
    if isinstance(kind, str):
        return _SCHEMA_PREFIX.sub("", kind)
    if isinstance(kind, list):
        return [_short_types(k) if isinstance(k, str) else k for k in kind]
    return kind


def _with_main_entities(ld: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The JSON-LD items and, after them, each one's ``mainEntity``: a ``WebPage`` says
    what it presents there (its article, its thread's first post) with that item's date
    and author."""
    nested = []
    for item in ld:
        entities = item.get("mainEntity")
        for entity in entities if isinstance(entities, list) else [entities]:
            if isinstance(entity, dict) and not any(entity is known for known in ld):
                nested.append(entity)
    return ld + nested


def _language(doc: HtmlElement, meta: dict[str, str]) -> str:
    candidates = [
        doc.get("lang"),
        doc.get("{http://www.w3.org/XML/1998/namespace}lang"),
        doc.get("xml:lang"),
        meta.get("content-language"),
        meta.get("og:locale"),
        meta.get("language"),
        meta.get("dc.language"),
    ]
    for raw in candidates:
        value = (raw or "").strip().split(",")[0].strip()
        if value and _LANG.match(value):
            return value.replace("_", "-")
    return ""


_DATED_LD_TYPES = _ARTICLE_LD_TYPES | {
    "DiscussionForumPosting", "SocialMediaPosting", "LiveBlogPosting", "Question", "Answer",
    "VideoObject", "Event", "Recipe", "HowTo", "Review",
}


# A thread's first post: the header under its title is the poster's card (when they
# joined, how many posts), not a re-published article's first date.
_THREAD_LD_TYPES = frozenset({"DiscussionForumPosting"})


def _published(doc: HtmlElement,
               headings: tuple[HtmlElement | None, Callable[[], HtmlElement | None]],
               marked: list[HtmlElement],
               meta: dict[str, str], dated: list[dict[str, Any]], is_product: bool,
               url: str, lang: str, *, signed: bool, author: str) -> str:
    """The publication date: what the page declares, then what it shows with its headline,
    then the date in its address, then a publication key written as a data attribute of the
    element that holds the page or its headline (``attribute_date``), then the first date
    after the headline when the page labels it its publication (``labelled_date``), then,
    on a page that shows its ``author``'s name, the one date it shows anywhere when a second
    reader agrees (``lone_date``). A date written
    at the headline that is earlier than the declared one wins over it (the declared one is
    then a later stamp of the same page), unless it is the declared moment's day on a clock
    west of the declared zone and the address does not say that day too. A later one wins
    over a date only the structured data declares (JSON-LD, microdata: no publication meta)
    when it is the one day the page shows: that record keeps the page's first day, which the
    page no longer shows, and a reader dates it by the day it was reworked.
    ``headings``: the headline's heading and what finds, when there is none, the line that
    shows the title (``title_line``) or the first heading that says it in other words (a
    last place to look for a date written beside it; sought only when it is needed).

    A generic ``WebPage`` JSON-LD date is when the CMS created the page, and a
    shop's article meta the same, so neither counts as a publication date. A site's
    front page is dated by none: it is the site, and its dates are its latest items'.
    """
    if is_front_page(url):
        return ""
    if is_product:
        return declared_date({}, dated, marked)
    h1, find_anchor = headings
    declared = declared_date(meta, dated, marked)
    if declared and h1 is not None and not _ld_declares(dated, _THREAD_LD_TYPES):
        written = written_date(h1, lang, signed=signed)
        if written and written[:10] < declared[:10] and (
                earlier_day(written, declared) or url_date(url) == written[:10]):
            return written  # a later declared date is a re-publication stamp
        if written and written[:10] > declared[:10] and not meta_date(meta, schema=False) and (
                visible(doc, lang)[1] == written[:10]):
            return written  # the record's first day, which the page no longer shows
    return declared or shown_date(doc, h1, lang, signed=signed) or (
        _written_beside(find_anchor(), lang, signed) if h1 is None else ""
    ) or url_date(url) or attribute_date(doc, h1) or labelled_date(doc, h1, lang) or (
        lone_date(doc, url, lang, author))


def _written_beside(anchor: HtmlElement | None, lang: str, signed: bool) -> str:
    return written_date(anchor, lang, signed=signed) if anchor is not None else ""


def _site_name(meta: dict[str, str], ld: list[dict[str, Any]],
               index: dict[str, dict[str, Any]]) -> str:
    site = meta.get("og:site_name") or meta.get("application-name") or ""
    if site:
        return site
    for item in ld:
        site = ld_name(item.get("publisher"), index) or (
            clean(str(item.get("name") or "")) if item.get("@type") == "WebSite" else ""
        )
        if site:
            return site
    return meta.get("apple-mobile-web-app-title", "")


def _headline(dated: list[dict[str, Any]]) -> str:
    for item in dated:
        value = item.get("headline")
        if isinstance(value, str) and clean(value):
            return clean(value)
    return ""


def read_metadata(doc: HtmlElement, url: str = "") -> Metadata:
    """Collect the page's own statements about itself.

    Args:
        doc: the parsed page, scripts still in place (JSON-LD).
        url: the page's address; its host names the site and its path may date the page.
    """
    meta = _meta_map(doc)
    ld = _json_ld_items(doc)
    index = {str(item["@id"]): item for item in ld if isinstance(item.get("@id"), str)}
    dated = [item for item in _with_main_entities(ld) if _ld_declares([item], _DATED_LD_TYPES)]
    declared = [t for t in map(stated, (meta.get("og:title"), meta.get("twitter:title"),
                                        meta.get("citation_title"), meta.get("dc.title"))) if t]
    tag = doc.find(".//title")
    tag_text = stated(tag.text_content()) if tag is not None else ""
    site = _site_name(meta, ld, index)
    inferred = infer_site_name(declared[0], tag_text) if declared else ""
    sites = [s for s in (site, inferred) if s]
    headline = _headline(dated)
    title, h1 = page_title(doc, declared[0] if declared else "", tag_text, headline,
                           sites, host_names(url))
    said = [*declared[:1], tag_text, headline]

    def anchor() -> HtmlElement | None:
        line = title_line(doc, [*said, title])
        # (else the title said in other words by a lower heading)
        return line if line is not None else matching_heading(doc, said, sites[0] if sites else "")

    if _ENTITY.search(title):
        title = html.unescape(title)  # escaped twice by the site: "SQL &#x26; AI"
    is_article = _declares_article(meta, ld)
    marked = _MARKED(doc)
    declares_product = _declares_product(marked, meta, ld, is_article)
    first_h1 = next(doc.iter("h1"), None)
    # (Its author and date are read as a product page's even when the declaration is a
    # rating badge: such a page shows dates that are not its own, as a shop does.)
    records = _product_records(ld)
    is_product = declares_product and presents_one(
        records, [title, clean(first_h1.text_content()) if first_h1 is not None else ""])
    if is_product and not records and not _marks_product(marked):
        # Declared by ``og:type`` alone, a type a shop may give every page: its
        # category pages list many (see ``priced_cards``).
        is_product = not lists_priced_items(doc)
    description = (
        meta.get("og:description") or meta.get("description") or meta.get("twitter:description")
    ) or ""
    language = _language(doc, meta)
    author = page_author(doc, h1, meta, dated, index, marked, product=declares_product,
                         article=is_article, lang=language,
                         publishers=[*sites, *host_names(url)])
    return Metadata(
        title=title,
        author=author,
        language=language,
        site_name=site or inferred,
        published_at=_published(doc, (h1, anchor), marked, meta, dated, declares_product,
                                url, language, signed=is_article or bool(author),
                                author=author),
        description=description,
        is_article=is_article and not declares_product,
        is_product=is_product,
        product_description=_product_description(ld) if is_product else "",
    )
