"""The author a page shows as a portrait beside the name, in the header under its headline.

A byline often pairs the writer's photo with their name: ``<img alt="Anna Kowalska">``
followed by the text "Anna Kowalska" (or an ``alt`` that says more, "Portrait of Anna
Kowalska, editor"). The pair is told by its structure alone, an image whose text
alternative holds the short text shown right after it, so it holds for bylines whose class
names say nothing (hashed, or in another language) and in any language.
"""

from __future__ import annotations

from lxml.html import HtmlElement

from services.extract.shown_dates import after

# How far after the headline the portrait may stand: elements, and characters of text.
_REACH_ELEMENTS = 60
_REACH_CHARS = 600
# How many texts after the portrait may hold the name.
_TEXTS_AFTER = 2
# A name: a few words, no more than this many characters, some letters.
_NAME_WORDS = 6
_NAME_CHARS = 60
_MIN_NAME_CHARS = 4
# A portrait beside a byline is drawn smaller than this many pixels a side.
_PORTRAIT_PIXELS = 200
# The marks that set a role after a name in a portrait's alt ("Anna Kowalska, editor");
# the glued ones may follow the name without a space, the others stand apart ("Anna
# Kowalska - editor": "Kowalska-Nowak" is one name).
_ROLE_MARKS = ",;:|-–—(/"
_GLUED_MARKS = ",;:"
# ... and a name the alt says more than holds this many words at least.
_NAMED_WORDS = 2
_UNSEEN = frozenset({"script", "style", "noscript", "template"})
_SECTIONS = frozenset({"h1", "h2", "h3"})


def _fold(text: str) -> str:
    return " ".join(text.split()).casefold()


def _is_name(text: str) -> bool:
    words = text.split()
    return (_MIN_NAME_CHARS <= len(text) <= _NAME_CHARS and 0 < len(words) <= _NAME_WORDS
            and any(c.isalpha() for c in text) and not any(w.isdigit() for w in words))


def _alt_says(alt: str, name: str) -> bool:
    """Whether a portrait's folded ``alt`` says the folded ``name``: is it, or holds a name
    of two words or more followed by a mark and a role ("headshot of anna kowalska,
    editor", "anna kowalska - editor"; not "site name icon", another thing named, nor
    "product-pp", one word joined to another, nor a title whose last words the next line
    repeats)."""
    if alt == name:
        return True
    at = alt.find(name)
    if at < 0 or (at and alt[at - 1].isalnum()) or len(name.split()) < _NAMED_WORDS:
        return False
    rest = alt[at + len(name):]
    mark = rest.lstrip()[:1]
    return bool(mark) and mark in _ROLE_MARKS and (mark in _GLUED_MARKS or rest[:1].isspace())


def _large(img: HtmlElement) -> bool:
    """Whether an image declares a size no portrait beside a byline has (a figure, a
    product's photo)."""
    for attr in ("width", "height"):
        value = (img.get(attr) or "").strip().removesuffix("px")
        if value.isdigit() and int(value) > _PORTRAIT_PIXELS:
            return True
    return False


def pictured_author(h1: HtmlElement | None) -> str:
    """The name shown right after a portrait whose ``alt`` holds it, in the header after
    the headline ``h1`` (before the body's first section heading); "" when there is none."""
    if h1 is None:
        return ""
    headline = _fold(h1.text_content())
    seen = 0
    portrait = ""  # the folded alt of the last image met, while its texts are read
    texts = 0
    for count, elem in enumerate(after(h1)):
        if count > _REACH_ELEMENTS or seen > _REACH_CHARS:
            return ""
        tag = elem.tag if isinstance(elem.tag, str) else ""
        if tag in _SECTIONS:
            return ""
        if tag in _UNSEEN:
            continue
        if tag == "img":
            portrait = "" if _large(elem) else _fold(elem.get("alt") or "")
            texts = 0
        for text in (elem.text or "", elem.tail or "") if tag else (elem.tail or "",):
            text = " ".join(text.split())
            if not text:
                continue
            seen += len(text)
            if portrait and texts < _TEXTS_AFTER:
                texts += 1
                if _is_name(text) and _alt_says(portrait, _fold(text)) and _fold(text) != headline:
                    return text
    return ""
