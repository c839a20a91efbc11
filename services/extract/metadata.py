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
    "og:published_time",
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
    author: str = ""
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


def _title(doc: HtmlElement, meta: dict[str, str], site: str) -> str:
    """The page's headline: its first ``<h1>`` when the title tag agrees, else the title tag
    without the site name."""
    declared = meta.get("og:title") or meta.get("twitter:title") or ""
    tag = doc.find(".//title")
    tag_text = _clean(tag.text_content()) if tag is not None else ""
    titles = [t for t in (declared, tag_text) if t]
    for h1 in doc.iter("h1"):
        text = _clean(h1.text_content())
        if text and titles and any(headline_matches(text, t, site) for t in titles):
            return text
    for title in titles:
        stripped = strip_site_name(title, site)
        if stripped:
            return stripped
    return next((t for t in (_clean(h.text_content()) for h in doc.iter("h1")) if t), "")


_TITLE_SEPARATORS = re.compile(r"\s+[|\-–—:·•»/]+\s+")
_WORDS = re.compile(r"[^\W_]+")
# An <h1> is the headline when this share of its words is in the title tag.
_HEADLINE_OVERLAP = 0.4


def strip_site_name(title: str, site: str) -> str:
    """``title`` without a trailing (or leading) site-name part after a separator."""
    parts = _TITLE_SEPARATORS.split(title)
    if len(parts) < 2:
        return title
    site_key = _clean(site).casefold()
    if site_key:
        kept = [p for p in parts if p.casefold() != site_key and site_key not in p.casefold()]
        if kept and len(kept) < len(parts):
            return _join_parts(title, kept)
    # Without a known site name: the last part when the first is the longest.
    if len(parts[0]) >= max(len(p) for p in parts[1:]):
        return _join_parts(title, parts[:-1])
    return title


def _join_parts(title: str, parts: list[str]) -> str:
    """The original text from the first kept part to the end of the last one."""
    start = title.find(parts[0])
    end = title.rfind(parts[-1]) + len(parts[-1])
    return title[start:end].strip() if 0 <= start < end else parts[0]


def headline_matches(h1: str, title: str, site: str) -> bool:
    """Whether an ``<h1>`` is the page's headline: it shares words with the title and
    is not the site's name (a logo heading)."""
    words = _WORDS.findall(h1.casefold())
    if not words:
        return False
    key = h1.casefold()
    site_key = _clean(site).casefold()
    if site_key and (key == site_key or key in site_key):
        return False
    parts = _TITLE_SEPARATORS.split(title)
    if len(parts) > 1 and key == parts[-1].casefold() and key != parts[0].casefold():
        return False  # the title's trailing part is the site name
    title_words = set(_WORDS.findall(title.casefold()))
    shared = sum(1 for w in words if w in title_words)
    return shared >= _HEADLINE_OVERLAP * len(words)


_ISO_DATE = re.compile(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})")
_MONTHS = {m: i for i, m in enumerate(
    ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"), 1)}
_NAMED_DATE = re.compile(
    r"(?:(\d{1,2})\s+([A-Za-z]{3})[a-z]*\.?,?\s+(\d{4}))|(?:([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4}))"
)


def normalize_date(value: str) -> str:
    """An ISO 8601 date (time kept when given in ISO form) or "" when ``value`` is no date."""
    value = value.strip()
    match = _ISO_DATE.search(value)
    if match:
        year, month, day = (int(g) for g in match.groups())
        if 1 <= month <= 12 and 1 <= day <= 31 and 1900 < year < 2200:
            if match.start() == 0 and len(value) > 10 and value[10] in "T ":
                return value.replace(" ", "T", 1)
            return f"{year:04d}-{month:02d}-{day:02d}"
        return ""
    match = _NAMED_DATE.search(value)
    if match:
        if match.group(1):
            day_s, month_s, year_s = match.group(1, 2, 3)
        else:
            month_s, day_s, year_s = match.group(4, 5, 6)
        named = _MONTHS.get(month_s.lower())
        if named and 1 <= int(day_s) <= 31:
            return f"{int(year_s):04d}-{named:02d}-{int(day_s):02d}"
    return ""


_DATED_LD_TYPES = _ARTICLE_LD_TYPES | {
    "DiscussionForumPosting", "SocialMediaPosting", "LiveBlogPosting", "Question", "Answer",
    "VideoObject", "Event", "Recipe", "HowTo", "Review",
}


def _published(doc: HtmlElement, meta: dict[str, str], ld: list[dict[str, Any]],
               is_product: bool) -> str:
    """The publication date the page states: meta tags, then JSON-LD, then the first ``<time>``.

    A generic ``WebPage`` JSON-LD date is when the CMS created the page, and a
    shop's article meta the same, so neither counts as a publication date.
    """
    if not is_product:
        for key in _DATE_KEYS:
            found = normalize_date(meta.get(key, ""))
            if found:
                return found
    for item in ld:
        if not _ld_declares([item], _DATED_LD_TYPES):
            continue
        value = item.get("datePublished") or item.get("dateCreated")
        if isinstance(value, str):
            found = normalize_date(value)
            if found:
                return found
    if is_product:
        return ""
    # (In a thread the first <time> is the opening post's.)
    for time in doc.iter("time"):
        found = normalize_date(str(time.get("datetime") or time.text_content()))
        if found:
            return found
    return ""


_AUTHOR_KEYS = ("author", "article:author", "dc.creator", "parsely-author", "sailthru.author",
                "byl", "twitter:creator")
_URLISH = re.compile(r"^(?:https?:|www\.|@)|/", re.I)
_MAX_AUTHOR_CHARS = 200


def _ld_author(ld: list[dict[str, Any]]) -> str:
    for item in ld:
        if not _ld_declares([item], _DATED_LD_TYPES):
            continue
        value = item.get("author") or item.get("creator")
        values = value if isinstance(value, list) else [value]
        names = [n for n in (_ld_name(v) for v in values) if n and not _URLISH.search(n)]
        if names:
            return ", ".join(dict.fromkeys(names))
    return ""


def _author(doc: HtmlElement, meta: dict[str, str], ld: list[dict[str, Any]]) -> str:
    """Who wrote the page: JSON-LD author, meta author, microdata or a rel=author link."""
    found = _ld_author(ld)
    if not found:
        found = next((meta[k] for k in _AUTHOR_KEYS
                      if meta.get(k) and not _URLISH.search(meta[k])), "")
    if not found:
        for elem in doc.xpath("//*[@itemprop='author'] | //a[@rel='author']"):
            names = elem.xpath(".//*[@itemprop='name']")
            text = _clean((names[0] if names else elem).text_content())
            if text and not _URLISH.search(text):
                found = text
                break
    return found[:_MAX_AUTHOR_CHARS]


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
        title=_title(doc, meta, site),
        author=_author(doc, meta, ld),
        language=_language(doc, meta),
        site_name=site,
        published_at=_published(doc, meta, ld, is_product),
        description=description,
        is_article=is_article and not is_product,
        is_product=is_product,
    )
