"""Who wrote a page: declared authors first, then the byline the page shows.

Declared means JSON-LD (``@id`` references to a ``Person`` followed),
meta tags (``author``, ``article:author``, Dublin Core, ``citation_author``)
and microdata. Shown means the markup conventions of bylines in any language:
``rel="author"``, links to an author page (``/author/…``), and elements
classed ``author`` or ``byline``; the name is a link's text or a short text,
never a sentence, an address or a handle URL, told from the label, the date and
the role around it by their shape, not by their words.
"""

from __future__ import annotations

import html
import re
import unicodedata
from collections.abc import Sequence
from itertools import pairwise
from typing import Any

from lxml import etree
from lxml.html import HtmlElement

from services.extract.dom import HEADING_TAGS
from services.extract.labelled_author import labelled_author
from services.extract.pictured_author import pictured_author
from services.extract.shown_dates import after, header_block, line_date
from services.extract.titles import clean, squash

_AUTHOR_KEYS = ("author", "article:author", "dc.creator", "dcterms.creator", "citation_author",
                "parsely-author", "sailthru.author", "byl", "twitter:creator")
# A dotted identifier, not a name: a template placeholder left unfilled.
_PLACEHOLDER = re.compile(r"^[a-z_]{3,}(?:\.[a-z_]{3,}){2,}$")
_URLISH = re.compile(r"^(?:https?:|www\.|@)|/", re.I)
_MAX_AUTHOR_CHARS = 200
# A shown name: a few words, not a sentence.
_MAX_NAME_WORDS = 6
_MAX_NAME_CHARS = 60
_BYLINE_CLASS = re.compile(r"(?:^|[\s_-])(?:author|byline)(?:$|[\s_-]|name)", re.I)
# Separators between a byline's bits ("Anna Kowalska | 15.03.2025", "Anna • 5 min").
# (and a spaced hyphen: "Ana López - 15/03/2025", where the date would otherwise take the
# name with it)
_SEPARATORS = re.compile(r"\s+[|•·–—/-]\s+|[|•·]")
_LABEL_LETTERS = 3
# A capitalised label word before a name in the same text: two letters ("By", "Av", "Di").
_LABEL_WORD_LETTERS = 2
# ... and the name it opens: two or more capitalised words.
_LABELLED_NAME_WORDS = 2
# The word that opens a byline before its name, by language: capitalised at a line's start,
# one longer than two letters has a name's shape ("Von Anna Berg", "Par Anna Berg", "Door
# Anna Berg"), which no rule of shape tells from a short first name ("Ana María López"); a
# two-letter one ("By", "Di") is told by its shape already. Read case-folded, the
# languages' words together (a page's language is not asked).
BYLINE_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("by",),
    "de": ("von",),
    "fr": ("par",),
    "es": ("por",),
    "it": ("di",),
    "pt": ("por",),
    "nl": ("door",),
}
_BYLINE_WORDS = frozenset(w for words in BYLINE_WORDS.values() for w in words)
# Elements that set their text on a line of its own.
_BLOCKS = frozenset({*HEADING_TAGS, "div", "p"})
# A word or two and a colon that open the text that holds the name ("Autor: Anna Berg").
_COLON_LABEL = re.compile(r"([^\W\d_]+(?: [^\W\d_]+)?[:：])\s*(\S.*)")
# A label stands among a byline's first few bits.
_LABEL_PIECES = 3
_AUTHOR_PAGE = re.compile(r"/(?:author|authors|contributor|contributors)/[^/?#]", re.I)


def ld_name(value: Any, index: dict[str, dict[str, Any]]) -> str:
    """The ``name`` of a JSON-LD value (a string, an object, an ``@id`` reference, a list)."""
    if isinstance(value, list):
        return ld_name(value[0], index) if value else ""
    if isinstance(value, dict):
        ref = value.get("@id")
        if not value.get("name") and isinstance(ref, str) and ref in index:
            value = index[ref]
        return clean(str(value.get("name") or ""))
    if isinstance(value, str):
        return clean(value)
    return ""


def ld_author(items: list[dict[str, Any]], index: dict[str, dict[str, Any]]) -> str:
    """The authors the first dated JSON-LD item names, joined with ", "."""
    for item in items:
        value = item.get("author") or item.get("creator")
        values = value if isinstance(value, list) else [value]
        names = [n for n in (_declared(ld_name(v, index)) for v in values) if n]
        if names:
            return ", ".join(dict.fromkeys(names))
    return ""


def _declared(value: str) -> str:
    """A declared author as a reader would write it, "" when it names no one: a profile
    address, a numeric account id, a template's unfilled placeholder
    (``page.head.author``). Entities escaped twice, list brackets and quotes around it
    go."""
    value = clean(html.unescape(value) if "&" in value else value)
    value = value.strip("[]'\"“”„ ")
    if not any(c.isalpha() for c in value) or _URLISH.search(value) or _PLACEHOLDER.match(value):
        return ""
    return value


def _name(text: str) -> str:
    text = clean(text)
    if not text or _URLISH.search(text) or len(text) > _MAX_NAME_CHARS:
        return ""
    if len(text.split()) > _MAX_NAME_WORDS or not any(c.isalpha() for c in text):
        return ""
    if text.split()[0].isdigit():
        return ""  # a count ("5 min read", "12 comments"), not a name
    return text


def _pieces(elem: HtmlElement) -> list[str]:
    """The separate bits of text in ``elem`` (its text nodes, cut at separators such as
    " | " or " • ", and a label's colon: ``_label_apart``), without the dates and the bare
    punctuation among them."""
    found: list[str] = []
    for raw in elem.xpath(".//text()[not(ancestor::script or ancestor::style)]"):
        for piece in _SEPARATORS.split(str(raw)):
            piece = _before_date(clean(piece))
            if any(c.isalnum() for c in piece) and not line_date(piece, ""):
                found.extend(_label_apart(piece))
    return found


def _before_date(piece: str) -> str:
    """What a piece says before a comma that the date follows ("By Anna Berg, March 15,
    2025", "Par Anna Berg, le 15 mars 2025" -> the byline), the piece as it was otherwise."""
    head, comma, rest = piece.partition(", ")
    return head if comma and line_date(rest, "") and not line_date(head, "") else piece


def _label_apart(piece: str) -> tuple[str, ...]:
    """``piece`` as a label and what follows it when it opens with one: a word and a colon,
    or two whose second is lower-case ("Autor: Anna Berg", "Written by: Anna Berg"; two
    capitalised words before a colon are a name: "Anna Berg: Founder")."""
    labelled = _COLON_LABEL.fullmatch(piece)
    if labelled is None:
        return _word_label_apart(piece)
    words = labelled.group(1).split()
    return labelled.groups() if len(words) == 1 or words[-1][:1].islower() else (piece,)


def _word_label_apart(piece: str) -> tuple[str, ...]:
    """``piece`` as a label word and the name after it when a word of two letters, a
    lower-case one of a few, or a byline's word of the table (``BYLINE_WORDS``) opens a name
    of two or more capitalised words in one text ("By Anna Kowalska", "von Anna Berg", "Par
    Anna Berg"); as it was otherwise ("Dr. Anna Berg", "The
    Editorial Team", "Li Wei": a name's own short first word leaves one word after it)."""
    first, _, rest = piece.partition(" ")
    words = rest.split()
    if len(words) < _LABELLED_NAME_WORDS or not _name_words(words):
        return (piece,)
    short = (len(first) == _LABEL_WORD_LETTERS and first.isalpha() and first[:1].isupper()
             ) or first.casefold() in _BYLINE_WORDS
    lower = len(first) <= _LABEL_LETTERS and first.isalpha() and first.islower()
    return (first, rest) if short or lower else (piece,)


# A lower-case particle inside a name ("Anna de Vries", "José da Silva", "Ludwig van
# Beethoven"): at most this many letters.
_PARTICLE_LETTERS = 3


def _name_words(words: list[str]) -> bool:
    """Whether ``words`` have a name's shape: capitalised, first and last, with at most short
    lower-case particles between."""
    return words[0][:1].isupper() and words[-1][:1].isupper() and all(
        w[:1].isupper() or (w.isalpha() and w.islower() and len(w) <= _PARTICLE_LETTERS)
        for w in words[1:-1])


def _is_label(piece: str) -> bool:
    """A byline's label before the name: "Autor:", "By", "Von", "Written by", "Escrito por"
    (ends with a colon, is a word of a few letters, or ends with a lower-case word after a
    capitalised one, the way a preposition ends a label and never a name)."""
    words = piece.split()
    if piece.endswith((":", "：")) or (len(words) == 1 and len(piece) <= _LABEL_LETTERS):
        return True
    if len(words) == 1:  # a lone lower-case word ("by", "von", "przez") or a byline's word
        return piece.islower() or piece.casefold() in _BYLINE_WORDS
    return words[0][:1].isupper() and words[-1][:1].islower()


def _byline_text(elem: HtmlElement) -> str:
    """A byline's name from its text: the bit after its label, or its first bit, dates left
    out: "By / Anna Kowalska / 15 March 2025", "Post by Anna" and "Anna Kowalska / Founder"
    give the name. A link to the author's page names them in its address: the bit its
    address spells is the name, whatever label stands before it ("Written By / Anna
    Kowalska" under ``/author/anna-kowalska``)."""
    pieces = _pieces(elem)
    spelled = _spelled(pieces[:_LABEL_PIECES + 1], elem)
    if spelled:
        return spelled
    heads = pieces[:min(_LABEL_PIECES, len(pieces) - 1)]  # (a label has a name after it)
    labels = [i for i, piece in enumerate(heads) if _is_label(piece)]
    start = labels[-1] + 1 if labels else 0
    return pieces[start] if start < len(pieces) else ""


# The name in an author page's address: "/author/anna-kowalska", "/authors/anna_berg/".
_AUTHOR_SLUG = re.compile(
    r"/(?:author|authors|contributor|contributors)/([^/?#]+)", re.I)
_SLUG_WORDS = re.compile(r"[-_+.]|%20")


def _slug_words(elem: HtmlElement) -> list[str]:
    """The words of the author's name in the address ``elem`` (or its one link to an author
    page) goes to, [] when there is none."""
    links = [elem] if elem.tag == "a" else elem.xpath(".//a[@href]")
    slugs = [m.group(1) for m in (_AUTHOR_SLUG.search(a.get("href") or "") for a in links) if m]
    if len(set(slugs)) != 1:
        return []
    return [w for w in _SLUG_WORDS.split(slugs[0].casefold()) if w]


def _spelled(pieces: list[str], elem: HtmlElement) -> str:
    """The one piece of a byline that the author page's address spells: its letters (case
    and accents aside) where it writes the name in the address's script; where it writes
    it in another (the address transliterates it), its words, as many and as long as the
    address's ("" when no piece, or more than one, fits)."""
    words = _slug_words(elem)
    if len(words) < _LABELLED_NAME_WORDS:
        return ""
    spelled = [p for p in pieces if _fold(p).split() == words]
    if not spelled and not any(_fold(p).isascii() for p in pieces):
        spelled = [p for p in pieces if [len(w) for w in p.split()] == [len(w) for w in words]]
    return spelled[0] if len(spelled) == 1 else ""


def _fold(text: str) -> str:
    """``text`` case-folded, without accents and punctuation between words: how an
    address spells a name ("Bence Kovács" -> "bence kovacs")."""
    letters = unicodedata.normalize("NFKD", text.casefold())
    return " ".join("".join(c for c in letters if c.isalnum() or c.isspace()).split())


def _shown_name(elem: HtmlElement) -> str:
    """The name in a byline element: its microdata name, its link to the author (or its only
    link), a byline element inside it ("author-name"), or its text."""
    links = elem.xpath(".//a[@href]")
    for inner in elem.xpath(".//*[@itemprop='name'] | .//a[@href]"):
        if inner.tag != "a" or _is_byline(inner) or len(links) == 1:
            name = _name(inner.get("content") or _first_block(inner).text_content())
            if name:
                return name
    inner = [e for e in elem.iterdescendants() if isinstance(e.tag, str) and _is_byline(e)]
    holding = {a for e in inner for a in e.iterancestors()}  # rows that hold another
    for part in inner:
        if part not in holding:  # the innermost first: "author-name", not its row
            name = _name(_byline_text(part))
            if name and not _is_label(name):  # (not the row's "By" label)
                return name
    return _name(_byline_text(elem))


def _first_block(elem: HtmlElement) -> HtmlElement:
    """``elem``'s first block of text when it holds several (an author card's link holds
    the name's heading and the role's line under it), else ``elem``."""
    blocks = [c for c in elem if c.tag in _BLOCKS and c.text_content().strip()]
    return blocks[0] if len(blocks) > 1 else elem


# schema.org items that answer the page's own: their authors are the repliers'.
_REPLY_TYPES = frozenset({"Answer", "Comment"})


def _of_a_reply(elem: HtmlElement) -> bool:
    """Whether the microdata item ``elem`` is a property of is an answer or a comment (a
    thread's reply, a reader's comment under an article), not the page's own item."""
    owner = next(elem.iterancestors(), None)
    while owner is not None and owner.get("itemscope") is None:
        owner = owner.getparent()
    kind = (owner.get("itemtype") or "") if owner is not None else ""
    return kind.rstrip("/").rsplit("/", 1)[-1] in _REPLY_TYPES


def _is_byline(elem: HtmlElement) -> bool:
    if elem.tag == "a" and (elem.get("rel") == "author"
                            or _AUTHOR_PAGE.search(elem.get("href") or "")):
        return True
    if elem.get("itemprop") == "author":
        return True
    marks = f"{elem.get('class') or ''} {elem.get('id') or ''}"
    return bool(_BYLINE_CLASS.search(marks))


# Elements that may be bylines (filtered by ``_is_byline``); XPath keeps the walk in C.
# (Walked along the attribute axis, as ``xpaths.carrying`` does: a predicate of seven
# tests at every element of the page cost three times as much; the union is the same
# elements in page order.)
_WITHIN = etree.XPath(" | ".join((
    "descendant::*/@rel[.='author']/..",
    "descendant::*/@itemprop[.='author']/..",
    "descendant::*/@class[contains(., 'uthor') or contains(., 'yline')]/..",
    "descendant::*/@id[contains(., 'uthor') or contains(., 'yline')]/..",
    "descendant::a/@href[contains(., '/author') or contains(., '/contributor')]/..")))
# A byline sits near its headline: within this many levels above the <h1>.
_HEADER_LEVELS = 3
# A byline over the headline stands in its header: within this many levels above the <h1>.
_OVER_LEVELS = 2


def shown_author(doc: HtmlElement, h1: HtmlElement | None, *, own: bool = False) -> str:
    """The first byline after the headline's ``<h1>`` and near it (in the page when no
    ``<h1>`` shows the headline), else the nearest one over it in its header ("Von Anna Berg"
    above the headline); ``own``: only a byline the page does not repeat as a
    list repeats its items' (reviews, comments, cards: ``_repeated``)."""
    scope = doc.find("body") if h1 is None else h1
    for _ in range(_HEADER_LEVELS if h1 is not None else 0):
        parent = scope.getparent() if scope is not None else None
        if parent is None or parent.tag == "html":
            break
        scope = parent
    if scope is None:
        return ""
    candidates = [e for e in _WITHIN(scope) if _is_byline(e)]
    if h1 is not None and candidates:
        wanted = set(candidates)
        passed = False
        ordered: list[HtmlElement] = []
        before: list[HtmlElement] = []
        for elem in scope.iter():
            if elem is h1:
                passed = True
            elif elem in wanted:
                (ordered if passed else before).append(elem)
        header = header_block(h1, _OVER_LEVELS)
        candidates = ordered + [e for e in reversed(before)
                                if any(a is header for a in e.iterancestors())]
    for elem in candidates:
        name = _shown_name(elem)
        if name and not (own and _repeated(doc, elem)):
            return name
    return ""


# A byline whose tag and class this many elements of the page share heads a list's items.
_ITEM_BYLINES = 3
_CLASSED = etree.XPath("//*[@class=$marks]")


def _repeated(doc: HtmlElement, elem: HtmlElement) -> bool:
    """Whether ``elem``'s tag and class mark as many elements as a list's items."""
    marks = elem.get("class")
    if not marks:
        return False
    alike = [e for e in _CLASSED(doc, marks=marks) if e.tag == elem.tag]
    return len(alike) >= _ITEM_BYLINES


# How far after the headline its date line may stand, and how many bits of text the block
# around it may hold to be the header's byline row ("By / Anna Kowalska / 15.03.2025").
_DATED_REACH_ELEMENTS = 40
_DATED_REACH_CHARS = 600
_BYLINE_ROW_PIECES = 6
_BYLINE_ROW_LEVELS = 2


def _date_holder(h1: HtmlElement, lang: str) -> HtmlElement | None:
    """The element whose own text (or whose child's tail) is the first date line after the
    headline ``h1``, within its header's reach."""
    seen = 0
    for count, elem in enumerate(after(h1)):
        if count > _DATED_REACH_ELEMENTS or seen > _DATED_REACH_CHARS:
            return None
        if not isinstance(elem.tag, str) or elem.tag in ("script", "style"):
            continue
        if elem.tag in ("h1", "h2", "h3"):
            return None  # the body's first section: past the header
        if line_date(elem.text or "", lang):
            return elem
        if line_date(elem.tail or "", lang):
            return elem.getparent()
        seen += len((elem.text or "").strip()) + len((elem.tail or "").strip())
    return None


_ROW_LABEL_WORDS = 2
_ROW_LABEL_CHARS = 24


def _short_label(piece: str) -> bool:
    """A label as a byline row writes it: a few letters, no number, no sentence."""
    return (len(piece.split()) <= _ROW_LABEL_WORDS and len(piece) <= _ROW_LABEL_CHARS
            and not any(c.isdigit() for c in piece) and _is_label(piece))


def _row_name(name: str) -> bool:
    """A name, not a label, a number or words of prose: words in a cased script, all lower
    case, are prose ("from the"); a single one may be a user's handle."""
    prose = len(name.split()) > 1 and name == name.lower() and name != name.upper()
    return bool(name) and not _is_label(name) and not prose and not any(
        c.isdigit() for c in name)


# A name alone beside the headline's date, unlabelled: this many capitalised words.
_ALONE_NAME_WORDS = (2, 4)


def _alone_named(piece: str, headline: str) -> str:
    """``piece`` as a name when it has the shape of one standing alone: a few words, each
    capitalised, no label, number or prose, and not the headline's own words."""
    name = _name(piece)
    words = name.split()
    low, high = _ALONE_NAME_WORDS
    if not low <= len(words) <= high or not all(w[:1].isupper() for w in words):
        return ""
    if name == name.upper() and name != name.lower():
        return ""  # capitals throughout: a news dateline's place ("NEW YORK, March 15, 2025")
    return name if _row_name(name) and name.casefold() not in headline else ""


def dated_author(h1: HtmlElement | None, lang: str = "") -> str:
    """The name a label introduces in the row that holds the headline's date line ("By Anna
    Kowalska · 15 March 2025", "Von / Anna Berg / 15.03.2025"): the row is told by its date
    and the label by its shape (``_is_label``), not by any word or class name. The first block
    around the date that holds more than it, when that is one name and no link ("Anna
    Kowalska<br>15 March 2025", a name and the date in two items of a list), gives the
    name unlabelled (``_alone_named``)."""
    if h1 is None:
        return ""
    row = _date_holder(h1, lang)
    headline = " ".join(h1.text_content().split()).casefold()
    first = True  # the levels up to the first that holds more than the date
    for _ in range(_BYLINE_ROW_LEVELS + 1):
        if row is None:
            return ""
        pieces = _pieces(row)
        if len(pieces) > _BYLINE_ROW_PIECES:
            return ""
        lone = first and len(pieces) == 1  # the date and one piece beside it
        first = first and not pieces
        if lone and row.find(".//a") is None:
            name = _alone_named(pieces[0], headline)
            if name:
                return name
        for label, piece in pairwise(pieces):
            name = _name(piece)
            if _short_label(label) and _row_name(name) and name.casefold() not in headline:
                return name
        row = row.getparent()
    return ""


def page_author(doc: HtmlElement, h1: HtmlElement | None, meta: dict[str, str],
                dated: list[dict[str, Any]], index: dict[str, dict[str, Any]],
                marked: list[HtmlElement], *, product: bool = False, article: bool = False,
                lang: str = "", publishers: Sequence[str] = ()) -> str:
    """Who wrote the page: JSON-LD, meta tags, microdata and rel=author, then a shown byline,
    then, on a page that declares itself an ``article``, the one line anywhere that says who
    wrote it (``labelled_author``).

    ``marked`` are the page's microdata and rel=author elements in document order. On a
    product page the names in the page are its reviewers', so only what the page declares
    in its head counts. A declared author that is one of the ``publishers`` (the site's
    name, its host's labels) gives way to the person a byline under the headline names.
    """
    found = ld_author(dated, index)
    if not found:
        found = next((n for n in (_declared(meta.get(k, "")) for k in _AUTHOR_KEYS) if n), "")
    if product:
        return found[:_MAX_AUTHOR_CHARS]
    if found and squash(found) in {squash(p) for p in publishers}:
        shown = shown_author(doc, h1, own=True) or dated_author(h1, lang)
        # (a name has a capital where its script has them: "mins read" is no byline)
        if shown and shown != shown.lower() and squash(shown) != squash(found):
            return shown[:_MAX_AUTHOR_CHARS]
    if not found:
        for elem in marked:
            shown_as_author = elem.get("itemprop") == "author" or (
                elem.tag == "a" and elem.get("rel") == "author")
            if not shown_as_author or _of_a_reply(elem):
                continue
            names = elem.xpath(".//*[@itemprop='name']")
            text = clean(names[0].get("content")) if names else ""
            text = text or _byline_text(names[0] if names else elem)
            if text and not _URLISH.search(text):
                found = text
                break
    if not found:
        found = shown_author(doc, h1) or dated_author(h1, lang) or pictured_author(h1) or (
            labelled_author(doc) if article else "")
    return found[:_MAX_AUTHOR_CHARS]
