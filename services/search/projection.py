"""Which fields of a search result reach the model: a declared whitelist.

Three tiers, decided once here rather than wherever a prompt is assembled:

* ``ALWAYS``: the model always gets them (title, URL, snippet).
* ``OPTIONAL``: only when asked for (the published date, when the question is
  about time or the user chose ``search.include_dates = always``).
* ``DROPPED``: never passed on (scores, ranks, request ids, raw provider
  fields); ``PROGRAM_ONLY`` fields stay on the item for the UI and the citation
  registry but are not rendered for the model.

A missing field falls back in a fixed order (``SNIPPET_FALLBACK``,
``DATE_FALLBACK``) and is never guessed; the item is then marked ``degraded``
with the names of the missing fields.
"""

from __future__ import annotations

import re
from dataclasses import replace

from services.results import SearchItem
from services.textclean import strip_controls

ALWAYS: tuple[str, ...] = ("title", "url", "snippet")
OPTIONAL: tuple[str, ...] = ("published_at",)
PROGRAM_ONLY: tuple[str, ...] = ("content", "provider", "query", "id")
DROPPED: tuple[str, ...] = (
    "score", "position", "rank", "request_id", "requestId", "raw_content", "favicon",
    "image", "author", "extra",
)

# Where a snippet may come from, in order: the provider's snippet, an excerpt
# of the page content it sent, the title.
SNIPPET_FALLBACK: tuple[str, ...] = ("snippet", "content", "title")
# Other date fields a provider may send (kept under ``extra["dates"]``), in
# order of reliability. Relative ages ("3 days ago") come last.
DATE_FALLBACK: tuple[str, ...] = (
    "published_at", "article:published_time", "og:article:published_time", "datepublished",
    "dc.date", "date", "pubdate", "article:modified_time", "og:updated_time", "age",
)

EXCERPT_CHARS = 300

_TIME_WORDS = re.compile(
    r"\b(latest|newest|recent(ly)?|current(ly)?|today|tonight|yesterday|tomorrow|now|"
    r"this (week|month|year)|last (week|month|year)|news|update[sd]?|"
    r"when|date|deadline|schedule|released?|(19|20)\d\d)\b"
    r"|最新|最近|今天|昨天|明天|今年|去年|本周|本月|新闻|近期|现在|目前|何时|什么时候|日期|发布",
    re.IGNORECASE,
)


def about_time(text: str) -> bool:
    """Whether ``text`` asks about time (recency, dates, years, news)."""
    return bool(_TIME_WORDS.search(text))


def excerpt(text: str, limit: int = EXCERPT_CHARS) -> str:
    """The start of ``text`` on one line, cut at a word boundary, with ``...``."""
    flat = re.sub(r"\s+", " ", text).strip()
    if len(flat) <= limit:
        return flat
    cut = flat[:limit]
    space = cut.rfind(" ")
    if space > limit * 0.6:
        cut = cut[:space]
    return cut.rstrip(" ,.;:") + "..."


def _date(item: SearchItem) -> str | None:
    dates = item.extra.get("dates") if isinstance(item.extra, dict) else None
    for name in DATE_FALLBACK:
        value = item.published_at if name == "published_at" else (
            dates.get(name) if isinstance(dates, dict) else None
        )
        if isinstance(value, str) and value.strip():
            return value.strip()
    return None


def project(item: SearchItem, *, include_dates: bool) -> SearchItem:
    """``item`` reduced to the whitelist, with fallbacks applied and marked."""
    missing: list[str] = []
    title = " ".join(strip_controls(item.title).split())
    if not title:
        missing.append("title")
    snippet, used = "", ""
    candidates = {"snippet": item.snippet, "content": excerpt(item.content), "title": title}
    for source in SNIPPET_FALLBACK:
        if candidates[source].strip():
            snippet, used = " ".join(strip_controls(candidates[source]).split()), source
            break
    if used != "snippet":
        missing.append("snippet")
    published: str | None = None
    if include_dates:
        published = _date(item)
        if published is None:
            missing.append("published_at")
    return replace(
        item,
        title=title,
        url=item.url.strip(),
        snippet=snippet,
        content=excerpt(item.content, 1000) if item.content else "",
        published_at=published,
        degraded=bool(missing),
        missing=missing,
        extra={},
    )


def describe_missing(item: SearchItem) -> str:
    """The short note the model reads under a degraded item."""
    parts = []
    if "title" in item.missing:
        parts.append("no title")
    if "snippet" in item.missing:
        if not item.snippet:
            parts.append("no snippet")
        elif item.snippet == item.title:
            parts.append("no snippet (the title is repeated)")
        else:
            parts.append("no snippet (an excerpt of the page is shown)")
    if "published_at" in item.missing:
        parts.append("no publication date")
    return "Note: " + "; ".join(parts) + ". Do not fill in missing fields."
