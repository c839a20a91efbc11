"""What a page says about itself: title, language, site name, date, description.

Read from the parsed document before scripts are stripped (JSON-LD lives in
``<script type="application/ld+json">``).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from lxml.html import HtmlElement

_SPACES = re.compile(r"\s+")
_LANG = re.compile(r"^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$")
_DATE_KEYS = (
    "article:published_time",
    "og:article:published_time",
    "datepublished",
    "dc.date.issued",
    "dc.date",
    "dcterms.created",
    "date",
    "pubdate",
    "publishdate",
    "publish-date",
    "sailthru.date",
    "parsely-pub-date",
    "article.published",
)


@dataclass(frozen=True)
class Metadata:
    title: str = ""
    language: str = ""
    site_name: str = ""
    published_at: str = ""
    description: str = ""
    is_article: bool = False
    is_product: bool = False


_ARTICLE_OG_TYPES = frozenset({"article", "blog", "blogposting", "news", "newsarticle"})
_ARTICLE_LD_TYPES = frozenset(
    {"Article", "NewsArticle", "BlogPosting", "ReportageNewsArticle", "AnalysisNewsArticle",
     "OpinionNewsArticle", "ReviewNewsArticle", "Report", "ScholarlyArticle", "TechArticle"}
)


def _declares_article(meta: dict[str, str], ld: list[dict[str, Any]]) -> bool:
    """Whether the page says it is one article (og:type, JSON-LD @type, article:* meta)."""
    if meta.get("og:type", "").lower() in _ARTICLE_OG_TYPES:
        return True
    if "article:published_time" in meta:
        return True
    return _ld_declares(ld, _ARTICLE_LD_TYPES)


_PRODUCT_LD_TYPES = frozenset({"Product", "ProductGroup", "IndividualProduct", "ProductModel"})
_PRODUCT_MICRODATA = "boolean(//*[@itemtype][contains(@itemtype, 'schema.org/Product')])"


def _ld_declares(ld: list[dict[str, Any]], types: frozenset[str]) -> bool:
    for item in ld:
        kind = item.get("@type")
        kinds = kind if isinstance(kind, list) else [kind]
        if any(isinstance(k, str) and k in types for k in kinds):
            return True
    return False


def _declares_product(doc: HtmlElement, meta: dict[str, str], ld: list[dict[str, Any]],
                      is_article: bool) -> bool:
    """Whether the page says it presents one product.

    ``og:type`` product is explicit. A top-level JSON-LD Product wins over a
    generic article ``og:type`` (shop templates emit one) unless the JSON-LD
    also declares an article (a product review). schema.org Product microdata
    alone counts only when the page does not declare an article at all
    (articles embed product boxes).
    """
    if meta.get("og:type", "").lower().startswith("product"):
        return True
    if _ld_declares(ld, _PRODUCT_LD_TYPES):
        return not _ld_declares(ld, _ARTICLE_LD_TYPES)
    return not is_article and bool(doc.xpath(_PRODUCT_MICRODATA))


def _clean(text: str | None) -> str:
    return _SPACES.sub(" ", text or "").strip()


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
                found.setdefault(key.strip().lower(), _clean(content))
    return found


def _json_ld_items(doc: HtmlElement) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    for script in doc.iter("script"):
        if (script.get("type") or "").strip().lower() != "application/ld+json":
            continue
        try:
            data = json.loads(script.text or "")
        except ValueError:
            continue
        stack: list[Any] = [data]
        while stack and len(items) < 50:
            node = stack.pop()
            if isinstance(node, list):
                stack.extend(reversed(node))
            elif isinstance(node, dict):
                items.append(node)
                graph = node.get("@graph")
                if isinstance(graph, list):
                    stack.extend(reversed(graph))
    return items


def _ld_name(value: Any) -> str:
    if isinstance(value, dict):
        return _clean(str(value.get("name") or ""))
    if isinstance(value, list) and value:
        return _ld_name(value[0])
    if isinstance(value, str):
        return _clean(value)
    return ""


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


def _title(doc: HtmlElement, meta: dict[str, str]) -> str:
    for key in ("og:title", "twitter:title"):
        if meta.get(key):
            return meta[key]
    title = doc.find(".//title")
    if title is not None:
        text = _clean(title.text_content())
        if text:
            return text
    for h1 in doc.iter("h1"):
        text = _clean(h1.text_content())
        if text:
            return text
    return ""


def _published(doc: HtmlElement, meta: dict[str, str], ld: list[dict[str, Any]]) -> str:
    for key in _DATE_KEYS:
        if meta.get(key):
            return meta[key]
    for item in ld:
        value = item.get("datePublished") or item.get("dateCreated")
        if isinstance(value, str) and value.strip():
            return value.strip()
    for time in doc.iter("time"):
        value = str(time.get("datetime") or "")
        if value and value.strip():
            return value.strip()
    return ""


def read_metadata(doc: HtmlElement) -> Metadata:
    """Collect the page's own statements about itself."""
    meta = _meta_map(doc)
    ld = _json_ld_items(doc)
    site = meta.get("og:site_name") or meta.get("application-name") or ""
    if not site:
        for item in ld:
            site = _ld_name(item.get("publisher")) or (
                _clean(str(item.get("name") or "")) if item.get("@type") == "WebSite" else ""
            )
            if site:
                break
    is_article = _declares_article(meta, ld)
    is_product = _declares_product(doc, meta, ld, is_article)
    description = (
        meta.get("og:description") or meta.get("description") or meta.get("twitter:description")
    ) or ""
    return Metadata(
        title=_title(doc, meta),
        language=_language(doc, meta),
        site_name=site,
        published_at=_published(doc, meta, ld),
        description=description,
        is_article=is_article and not is_product,
        is_product=is_product,
    )
