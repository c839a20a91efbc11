"""Language-neutrality probe: a page and its truth rewritten in another script.

``pseudo_page`` maps every Latin letter a reader sees to a letter of another
script (Cyrillic or Greek), one fixed letter for each, and leaves everything
else as it was: digits, punctuation, whitespace, tag names, attributes, class
names, ids and URLs. ``pseudo_text`` maps the truth text with the same table,
so a perfect extraction of the rewritten page scores what a perfect extraction
of the original did. A rule that reads English words in the visible text
("Related", "Share", "Advertisement", month names) stops firing; whatever the
extractor loses on the rewritten pages is what it owes to those words.

What counts as visible: the text and tails of elements outside ``<script>`` and
``<style>`` (``<title>`` included), the ``alt``, ``title`` and ``aria-label``
attributes, the ``content`` of the meta tags that declare a title, a
description, a site name or an author, and the names and headlines in JSON-LD
(what the metadata reader takes the title and the author from). The page is
written back as UTF-8 with ``<meta charset="utf-8">`` (any other charset
declaration removed).

Month names are words a reader of any language meets in dates, and a page in
another language writes them in its own: so before the letters are mapped,
the English ordinals of days lose their letters ("1st" -> "1") and English month
names (full, ``Sept``, and three-letter abbreviations, written capitalised or in
capitals) become the Russian ones (genitive, as after a day:
"15 марта 2025") for Cyrillic and the Greek ones for Greek, the same in page
and truth. What the probe then loses on dates is what the reader owes to the
other English words around them ("Published", "Updated") and, with ``names``,
to class names ("date", "byline"), not to the month's language.

``identity`` parses and writes the page back without mapping a letter: the
difference it makes on its own is the round trip's, not the language's.

``names=True`` maps the letters of class names and ids too (and of the ARIA
and label attributes that refer to ids), with the Cyrillic table: a site
whose developers named their blocks in Polish, or a build that hashes class
names. What extraction loses then is what it owes to the English vocabulary
of class names ("related", "comments", "footer"); tag names, ARIA roles and
schema.org properties stay, as every site in every language uses them alike.
"""

from __future__ import annotations

import json
import re
import string
import unicodedata
from typing import Any

import lxml.html

# Letters chosen not to look like Latin ones (no а е о р с у х к м т в н), so a
# mapped page reads as foreign and no English word survives by accident.
_CYRILLIC = "бгджзийлпфцчшщъыьэюяђћљњџґ"
# Greek has too few letters unlike Latin ones for 26; final sigma is left out
# (its lower case depends on the position in the word), archaic letters fill in.
_GREEK = "αβγδεζηθικλμνξοπρτυφχψωϝϟϡ"
SCRIPTS = ("identity", "cyrillic", "greek")


def _table(letters: str) -> dict[int, str]:
    assert len(letters) == 26 and len(set(letters)) == 26
    table = {ord(a): b for a, b in zip(string.ascii_lowercase, letters, strict=True)}
    table.update({ord(a): b.upper()
                  for a, b in zip(string.ascii_uppercase, letters, strict=True)})
    return table


_TABLES = {"identity": {}, "cyrillic": _table(_CYRILLIC), "greek": _table(_GREEK)}

_SKIP_TEXT = frozenset({"script", "style"})
_TEXT_ATTRS = ("alt", "title", "aria-label")
_NAME_ATTRS = ("class", "id", "for", "aria-controls", "aria-labelledby", "aria-describedby")
# Ids that a framework gives and reads back (React's streamed segments "S:1") are machinery.
_FRAMEWORK_ID = re.compile(r"^[A-Z]:[0-9a-z]+$")
# An alt text that is a file name ("home img 1.jpg") is not language.
_FILE_NAME = re.compile(r"\.[A-Za-z0-9]{2,4}$")
_META_KEYS = frozenset({
    "title", "description", "author", "og:title", "og:description", "og:site_name",
    "twitter:title", "twitter:description", "application-name", "article:author",
    "dc.title", "dc.creator", "dcterms.title", "dcterms.creator", "citation_title",
    "citation_author", "parsely-title", "parsely-author", "sailthru.title",
    "sailthru.author", "byl", "headline", "name",
})
_LD_KEYS = frozenset({"headline", "name", "alternativeHeadline", "description",
                      "articleBody", "caption", "text", "articleSection", "keywords",
                      "author", "creator"})


_EN_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December")
# The months as a page in the script's language writes them, and their abbreviations
# (each one the date reader takes for that month).
_FOREIGN_MONTHS = {
    "cyrillic": ("января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа",
                 "сентября", "октября", "ноября", "декабря"),
    "greek": ("Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου",
              "Ιουλίου", "Αυγούστου", "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου", "Δεκεμβρίου"),
}
_FOREIGN_SHORT = {
    "cyrillic": ("янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сен", "окт", "ноя",
                 "дек"),
    "greek": ("Ιαν", "Φεβ", "Μαρ", "Απρ", "Μαΐ", "Ιουν", "Ιουλ", "Αυγ", "Σεπ", "Οκτ", "Νοε",
              "Δεκ"),
}
_MONTH_WORD = re.compile(r"\b(?:" + "|".join(
    f"{m}|{m.upper()}" for m in _EN_MONTHS) + "|" + "|".join(
    f"{a}|{a.upper()}" for a in ("Sept", *(m[:3] for m in _EN_MONTHS))) + r")\b")


# An English ordinal's letters ("1st", "22nd"): another language writes none or its own.
_ORDINAL = re.compile(r"(?<![\w.,])(\d{1,2})(?:st|nd|rd|th|ST|ND|RD|TH)\b")


def _month_word(match: re.Match[str], script: str) -> str:
    word = match.group(0)
    key = word[:3].title()
    month = next(i for i, m in enumerate(_EN_MONTHS) if m.startswith(key))
    full = len(word) > 4 or word.title() == _EN_MONTHS[month]
    foreign = (_FOREIGN_MONTHS if full else _FOREIGN_SHORT)[script][month]
    if not (word.isupper() and len(word) > 1):
        return foreign
    # Capitals carry no accents in Greek ("ΜΑΪΟΥ"), and a lone combining mark breaks a word.
    bare = "".join(c for c in unicodedata.normalize("NFD", foreign)
                   if not unicodedata.combining(c) or c == "\u0308")
    return unicodedata.normalize("NFC", bare.upper())


def pseudo_text(text: str, script: str) -> str:
    """``text`` with English month names in ``script``'s language and each ASCII letter
    replaced by its counterpart in ``script``."""
    table = _TABLES[script]
    if not table:
        return text
    if script in _FOREIGN_MONTHS:
        text = _ORDINAL.sub(r"\1", _MONTH_WORD.sub(lambda m: _month_word(m, script), text))
    return text.translate(table)


def _is_url(value: str) -> bool:
    value = value.strip()
    return "://" in value or value.startswith(("/", "www.", "mailto:"))


def _map_ld(node: Any, script: str, key: str = "") -> Any:
    if isinstance(node, dict):
        return {k: _map_ld(v, script, k) for k, v in node.items()}
    if isinstance(node, list):
        return [_map_ld(v, script, key) for v in node]
    if isinstance(node, str) and key in _LD_KEYS and not _is_url(node):
        return pseudo_text(node, script)
    return node


def _map_json_ld(script_elem: lxml.html.HtmlElement, script: str) -> None:
    try:
        data = json.loads(script_elem.text or "")
    except ValueError:
        return
    script_elem.text = json.dumps(_map_ld(data, script), ensure_ascii=False).replace("</", "<\\/")


def _set_utf8(doc: lxml.html.HtmlElement) -> None:
    for meta in list(doc.iter("meta")):
        if meta.get("charset") is not None or (
                (meta.get("http-equiv") or "").lower() == "content-type"):
            meta.drop_tree()
    head = doc.find("head")
    if head is None:
        head = doc.makeelement("head")
        doc.insert(0, head)
    charset = head.makeelement("meta")
    charset.set("charset", "utf-8")
    head.insert(0, charset)


def _map_names(node: lxml.html.HtmlElement) -> None:
    """Map class names and ids, and the in-page link fragments that point at ids."""
    for attr in _NAME_ATTRS:
        value = node.get(attr)
        if value and not _FRAMEWORK_ID.match(value):
            node.set(attr, pseudo_text(value, "cyrillic"))
    href = node.get("href")
    if href and "#" in href:
        address, fragment = href.split("#", 1)
        node.set("href", f"{address}#{pseudo_text(fragment, 'cyrillic')}")


def pseudo_page(html: str, script: str, *, names: bool = False) -> bytes:
    """The page ``html`` (text) with its visible letters mapped, as UTF-8 bytes.

    ``names``: map class names and ids as well (with the Cyrillic table).
    """
    doc = lxml.html.document_fromstring(html)
    for node in doc.iter():
        tag = node.tag
        if isinstance(tag, str):
            if tag not in _SKIP_TEXT and node.text:
                node.text = pseudo_text(node.text, script)
            elif (tag == "script" and node.text
                  and (node.get("type") or "").strip().lower() == "application/ld+json"):
                _map_json_ld(node, script)
            for attr in _TEXT_ATTRS:
                value = node.get(attr)
                if value and not _is_url(value) and not (
                        attr == "alt" and _FILE_NAME.search(value.strip())):
                    node.set(attr, pseudo_text(value, script))
            if names:
                _map_names(node)
            if tag == "meta" and node.get("content"):
                key = (node.get("property") or node.get("name") or node.get("itemprop") or "")
                if key.strip().lower() in _META_KEYS and not _is_url(node.get("content") or ""):
                    node.set("content", pseudo_text(node.get("content") or "", script))
        if node.tail:  # the text after an element or a comment is shown
            node.tail = pseudo_text(node.tail, script)
    _set_utf8(doc)
    doctype = doc.getroottree().docinfo.doctype or "<!DOCTYPE html>"
    return bytes(lxml.html.tostring(doc, encoding="utf-8", doctype=doctype))


__all__ = ["SCRIPTS", "pseudo_page", "pseudo_text"]
