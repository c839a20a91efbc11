"""The page's headline and the site's name, told apart by comparing them.

A page states its title several times: ``og:title``, the ``<title>`` tag
(usually with the site's name after a separator), a JSON-LD ``headline`` and
an ``<h1>``. Nothing here knows words of any language: the site's name is
recognised by comparison with what the page declares as its site (og:site_name,
the publisher, the host name) or, failing that, by being the short part of a
title split at a separator.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from lxml.html import HtmlElement

from services.extract.dates import is_front_page

_SPACES = re.compile(r"\s+")
# The marks that part a title's parts ("Post title | Site", "Site » Section - Post").
_SEPARATOR_CHARS = "|-–—:·•»«/~"
# At most this many letters after a host's name in a heading that names the host ("com").
_TLD_CHARS = 3
_TITLE_SEPARATORS = re.compile(rf"\s+[{re.escape(_SEPARATOR_CHARS)}]+\s+")
_WORDS = re.compile(r"[^\W_]+")
# Elements that part the words around them inside a heading (a line break, a block).
_LINE_BREAKS = frozenset({"br", "div", "p", "li", "dt", "dd", "tr", "td", "th"})
# Characters that show nothing: a soft hyphen, zero-width spaces and joiners, a BOM.
_INVISIBLE = dict.fromkeys(map(ord, "\u00ad\u200b\u200c\u200d\u2060\ufeff"))
# Heading permalinks ("¶", "#", "§", "🔗") that documentation generators append.
_PERMALINK_MARKS = "¶#§🔗\N{LINK SYMBOL}"
# An <h1> is the headline when this share of its words is in a title the page declares.
_HEADLINE_OVERLAP = 0.4
# An <h1> ending in a declared title is that title with a label when the title is this
# share of it ("Thread: …", a forum prefix, a category).
_LABELLED = 0.7
# A site part shorter than this (squashed) only counts when it equals a known site name.
_MIN_SITE_KEY = 4


def clean(text: str | None) -> str:
    return _SPACES.sub(" ", text or "").strip()


# A title that opens with a separator: its template's page part was left empty (" | Site").
_EMPTY_PART = re.compile(rf"^[{re.escape(_SEPARATOR_CHARS)}]+\s")


def stated(text: str | None) -> str:
    """A title as the page states it, cleaned; "" when it opens with a separator (" | Site
    name": the page's own part left empty, only the site's name said)."""
    text = clean(text)
    return "" if _EMPTY_PART.match(text) else text


def squash(text: str) -> str:
    """``text`` case-folded, its letters and digits only: "The Site's News" -> "thesitesnews"."""
    return "".join(_WORDS.findall(text.casefold()))


def _read_text(node: HtmlElement, parts: list[str], *, top: bool = False) -> None:
    """Append ``node``'s text (and its tail unless ``top``) to ``parts``, a space around
    each line break and block inside it."""
    if isinstance(node.tag, str):
        parted = node.tag in _LINE_BREAKS and not top
        parts.append(" " if parted else "")
        parts.append(node.text or "")
        for child in node:
            _read_text(child, parts)
        parts.append(" " if parted else "")
    if not top:
        parts.append(node.tail or "")


def heading_text(elem: HtmlElement) -> str:
    """A heading's text as it reads: a line break or a block inside it parts words ("Data
    Analytics<br>Agency"), and the permalink mark a documentation generator adds is gone."""
    parts: list[str] = []
    _read_text(elem, parts, top=True)
    return clean("".join(parts).translate(_INVISIBLE)).rstrip(_PERMALINK_MARKS + " ")


def _is_site(part: str, sites: Sequence[str], hosts: Sequence[str]) -> bool:
    """Whether a title part names the site: equal to a declared site name or a host label,
    or containing (contained in) a declared name."""
    key = squash(part)
    if not key or key in hosts:
        return True  # (an empty key is a bare separator run)
    for site in sites:
        if key == site:
            return True
        if len(site) >= _MIN_SITE_KEY and len(key) >= _MIN_SITE_KEY and (
            site in key or key in site
        ):
            return True
    return False


# An underscore with no space around it beside a letter of a script written without
# spaces: how Chinese sites join a title and the site's name ("标题_新浪网"); between the
# letters of a script written with spaces (Latin, Cyrillic, Greek) it is an identifier's
# ("rustc_codegen_gcc"). (Thai, CJK punctuation, kana, Han, full-width forms.)
_UNSPACED = "\u0e00-\u0e7f\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef"
_UNSPACED_SEPARATOR = re.compile(rf"(?<=[{_UNSPACED}])_(?=\S)|(?<=\S)_(?=[{_UNSPACED}])")


def _split(title: str) -> tuple[list[str], str]:
    """``title`` cut at every separator of the kind that comes last (the outermost one);
    without a spaced one, at its unspaced underscores beside letters of a script written
    without spaces."""
    found = list(_TITLE_SEPARATORS.finditer(title))
    if not found:
        parts = [p for p in (p.strip() for p in _UNSPACED_SEPARATOR.split(title)) if p]
        return (parts, "_") if len(parts) > 1 else ([title], "")
    kind = found[-1].group().strip()[0]
    parts = [p for p in (p.strip() for p in re.split(rf"\s+[{re.escape(kind)}]+\s+", title)) if p]
    return parts, kind


def strip_site_name(title: str, sites: Sequence[str], hosts: Sequence[str] = ()) -> str:
    """``title`` without the parts that name the site or a section of it.

    Parts are what lies between separators of the kind that comes last in the
    title ("A - B | Site" splits at "|" only). Parts that name the site go
    (see ``_is_site``); of what remains, a first part longer than each other
    is the headline and the rest is the site's name or its sections.
    """
    parts, _ = _split(title)
    if len(parts) < 2:
        return title
    keys = [k for k in (squash(s) for s in sites) if k]
    host_keys = [squash(h) for h in hosts]
    kept = [p for p in parts if not _is_site(p, keys, host_keys)] or parts
    if len(kept) > 1 and len(kept[0]) > max(len(p) for p in kept[1:]):
        kept = kept[:1]
    return _join_parts(title, kept) if len(kept) < len(parts) else title


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
    site_key = clean(site).casefold()
    if site_key and (key == site_key or key in site_key):
        return False
    parts = _TITLE_SEPARATORS.split(title)
    if len(parts) > 1 and key == parts[-1].casefold() and key != parts[0].casefold():
        return False  # the title's trailing part is the site name
    title_words = set(_WORDS.findall(title.casefold()))
    shared = sum(1 for w in words if w in title_words)
    return shared >= _HEADLINE_OVERLAP * len(words)


def infer_site_name(declared: str, tag: str) -> str:
    """The site's name as the part the title tag adds to the declared title.

    ``og:title`` "Rivers in spring" and ``<title>`` "Rivers in spring | Daily
    Mail" leave "Daily Mail"; "" when the tag adds nothing or more than a part.
    """
    if not declared or not tag or squash(declared) == squash(tag):
        return ""
    parts, _ = _split(tag)
    if len(parts) < 2:
        return ""
    rest = [p for p in parts if squash(p) not in squash(declared)]
    return rest[0] if len(rest) == 1 and len(rest[0]) < len(declared) else ""


def host_names(url: str) -> list[str]:
    """The distinctive labels of a URL's host: "news.example.co.uk" -> ["news", "example"]."""
    host = re.sub(r"^[a-z]+://", "", url.lower()).split("/")[0].split(":")[0]
    labels = [x for x in host.split(".") if x and x != "www"]
    if len(labels) > 1:
        labels = labels[:-1]  # the top-level domain
    if len(labels) > 1 and len(labels[-1]) <= 3:
        labels = labels[:-1]  # a second-level registry label ("co", "com")
    return labels


def page_title(doc: HtmlElement, declared: str, tag: str, headline: str,
               sites: Sequence[str], hosts: Sequence[str]) -> tuple[str, HtmlElement | None]:
    """The page's headline, and the heading that shows it (None when none does).

    The first ``<h1>`` that says a title the page declares word for word (og:title or
    twitter:title, the title tag, a JSON-LD headline, with or without the site's name),
    else the first that agrees with one (a logo heading may share a word with it), wins,
    without a label it carries before the declared title or the site's name after it.
    Else the JSON-LD
    headline, else the declared titles without the site's name (shown by the first
    lower heading that says it word for word), else the first ``<h1>``.
    """
    site = sites[0] if sites else ""
    titles = [t for t in (declared, tag, headline) if t]
    stripped = [strip_site_name(t, sites, hosts) for t in titles]
    headings = [(t, h) for t, h in ((heading_text(h), h) for h in doc.iter("h1")) if t]
    said = {squash(t) for t in (*titles, *stripped)} - {""}
    exact = [(t, h) for t, h in headings if squash(t) in said]
    parts = _title_parts(titles, sites, hosts)
    # (else an h1 that says one part of a title: "Post title - Site's long name")
    exact = exact or [(t, h) for t, h in headings if squash(t) in parts]
    for text, h1 in exact[:1] + headings:
        if not any(headline_matches(text, t, site) for t in titles):
            continue
        if not exact and (_names_site(text, titles, hosts) or _title_end(text, titles)):
            shown = _said_lower(doc, titles, text)
            if shown is not None:
                return shown  # the h1 is the blog's name, the post's title is lower
        key, declared_key = squash(text), squash(declared)
        for title, form in zip(titles, stripped, strict=True):
            form_key = squash(form)
            if form_key != key and key == squash(title) and title == tag and key != declared_key:
                return form, h1  # the h1 repeats the title tag, site name and all
            if form_key != key and key.endswith(form_key) and len(form_key) > _LABELLED * len(key):
                return form, h1  # the h1 carries a label ("Thread:", a category) before the title
        return _cased(_without_site_tail(text, sites, hosts), [*stripped, *titles]), h1
    for title in stripped:
        if title:
            shown = _shown_heading(doc, title)
            part = _shown_heading(doc, parts, site_links=False) if shown is None else None
            # (a lower heading that says one part of it: "Site • Section - Post title")
            return (heading_text(part), part) if part is not None else (title, shown)
    return (headings[0][0], None) if headings else ("", None)


def _cased(text: str, titles: Sequence[str]) -> str:
    """A headline the page writes in capitals throughout ("WEEKEND CODING AGENT", often a
    style's upper case typed out) as a declared title writes the same text in its own case;
    as it is otherwise."""
    if text != text.upper() or text == text.lower():
        return text
    key = text.casefold()
    return next((t for t in titles if t.casefold() == key and t != t.upper()), text)


def _title_parts(titles: Sequence[str], sites: Sequence[str], hosts: Sequence[str]) -> set[str]:
    """The parts of ``titles`` cut at their separators (squashed) that do not name the
    site (see ``_is_site``); none for a title without separators."""
    site_keys = [k for k in (squash(s) for s in sites) if k]
    host_keys = [squash(h) for h in hosts]
    return {squash(p) for t in titles for p in _split(t)[0] if p != t
            and not _is_site(p, site_keys, host_keys)} - {""}


def _names_site(h1: str, titles: Sequence[str], hosts: Sequence[str]) -> bool:
    """Whether an ``<h1>`` that shares words with the declared titles names the site: the
    host's name ("example.com"), or what one declared title adds to another ("Blog name"
    before "Post title")."""
    key = squash(h1)
    if any(key.startswith(h) and len(key) - len(h) <= _TLD_CHARS for h in hosts if h):
        return True
    for title in titles:
        for other in titles:
            if other is not title and key in (
                    squash(_after_words(title, other)),
                    squash(_after_words(title, other, from_end=True))):
                return True
    return False


def _title_end(h1: str, titles: Sequence[str]) -> bool:
    """Whether an ``<h1>`` says only the last words of a declared title that says more:
    the site's name a title joins to the post's without a separator ("Post title Site"),
    which a logo heading shows alone. (Its first words are not enough: a product's name
    over its kind, "Model 41" in "Model 41 Running Shoes", is the headline split in two.)"""
    key = squash(h1)
    return bool(key) and any(key != squash(t) and squash(t).endswith(key) for t in titles)


def _said_lower(doc: HtmlElement, titles: Sequence[str],
                h1: str) -> tuple[str, HtmlElement] | None:
    """The title a lower heading says word for word, and that heading, when an ``<h1>``
    (text ``h1``) only shares words with the declared titles: a blog or a section names
    itself in the ``<h1>`` and heads the post with an ``<h2>`` or an ``<h3>``. A title may
    carry the ``<h1>``'s words before or after the post's ("Blog name: Post title")."""
    rests = {squash(_after_words(t, h1, from_end=end)) for t in titles for end in (False, True)}
    keys = {k for k in rests - {squash(h1)} if len(k) >= _MIN_SITE_KEY}
    for elem in doc.iter(*_LOWER_HEADINGS[:2]):
        text = heading_text(elem)
        if squash(text) in keys:
            return text, elem
    return None


def _after_words(title: str, words: str, *, from_end: bool = False) -> str:
    """What ``title`` says after it starts with ``words`` (case, spaces and punctuation
    aside; "" when it does not start with them); ``from_end``: what it says before it
    ends with them."""
    text = title[::-1] if from_end else title
    target = squash(words)[::-1] if from_end else squash(words)
    if not target:
        return ""
    seen = ""
    for index, char in enumerate(text):
        seen += "".join(_WORDS.findall(char.casefold()))
        if seen == target:
            rest = text[index + 1:].strip(" " + _SEPARATOR_CHARS)
            return rest[::-1] if from_end else rest
        if not target.startswith(seen):
            return ""
    return ""


def _without_site_tail(text: str, sites: Sequence[str], hosts: Sequence[str]) -> str:
    """A heading without a last part that is the site's very name ("… – Artlyst")."""
    parts, _ = _split(text)
    names = {squash(n) for n in (*sites, *hosts)} - {""}
    if len(parts) > 1 and squash(parts[-1]) in names:
        return _join_parts(text, parts[:-1])
    return text


_LOWER_HEADINGS = ("h2", "h3", "h4", "h5", "h6")


def _shown_heading(doc: HtmlElement, title: str | set[str], *,
                   site_links: bool = True) -> HtmlElement | None:
    """The first lower heading that shows ``title`` word for word (a page whose headline
    is not an ``<h1>``), None when none does; given a set of squashed titles, the first
    that shows one of them. Without ``site_links``, a heading that links to the site's
    front page is passed: it is the site's name (a logo)."""
    keys = ({squash(title)} if isinstance(title, str) else title) - {""}
    for elem in doc.iter(*_LOWER_HEADINGS):
        if keys and squash(heading_text(elem)) in keys and (
                site_links or not _links_front_page(elem)):
            return elem
    return None


def _links_front_page(elem: HtmlElement) -> bool:
    """Whether a link in ``elem`` goes to the site's front page ("/", "https://site/")."""
    return any((a.get("href") or "").strip() in ("/", "./") or is_front_page(a.get("href") or "")
               for a in elem.iter("a"))


_ANCHOR_HEADINGS = ("h1", "h2", "h3")


def matching_heading(doc: HtmlElement, titles: Sequence[str], site: str) -> HtmlElement | None:
    """The first heading (``<h1>``-``<h3>``) whose words agree with one of ``titles``
    (the titles the page declares), None when none does: where a page whose headline
    says its title in other words shows it, its date and byline beside it."""
    for elem in doc.iter(*_ANCHOR_HEADINGS):
        text = heading_text(elem)
        if text and any(headline_matches(text, t, site) for t in titles if t):
            return elem
    return None
