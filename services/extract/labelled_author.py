"""A last source for a page's author: the one line that says who wrote it ("Written by Anna
Berg"), wherever the page shows it.

A post's author card often stands past its header, under the body or beside it, where no
byline rule looks (``byline`` reads the header, its classes and links). Its line says what it
is in the page's language, so the labels are read from a table of the languages Footnote
supports (``LABELS``), not from class names; a bare "By" (also "By category", "By signing
up") or "Author" (also "Authorization") is none: only a label that says the deed.

Safe on pages no rule was tuned for because the label must stand once on the page (a
listing's cards or a thread's posts each say it) and what follows it must have a name's
shape: a few words, each capitalised where the script has capitals, no digits, no sentence.
Read only on a page that declares itself an article (a service's or a shop's "written by"
is a testimonial's or a review's) and declares no author and shows no byline near its
headline.

Measured on ``extraction-wide`` and ``extraction-wide2`` (halves by id): 5 pages given
their author (3 and 1 on the development halves, 1 on the validation half of the second),
none a wrong one, no page whose truth names no author given one. Read on every page that
is no product's, it gave 2 more on that validation half, at the cost of a walk through the
text of every page without an author; kept to articles. Under the language probe the
labels are letters of another script and nothing is read.
"""

from __future__ import annotations

import re
import unicodedata

from lxml.html import HtmlElement

# The words that open a line naming who wrote the page, by language (read in any case, with
# or without their accents).
LABELS: dict[str, tuple[str, ...]] = {
    "en": ("written by", "authored by"),
    "de": ("geschrieben von", "verfasst von"),
    "fr": ("écrit par", "rédigé par"),
    "es": ("escrito por", "redactado por"),
    "it": ("scritto da", "redatto da"),
    "pt": ("escrito por", "redigido por"),
    "nl": ("geschreven door",),
    "zh": ("作者：", "作者:", "撰文："),
    "ja": ("執筆者：", "執筆者:", "著者："),
    "ko": ("작성자:", "글쓴이:"),
}
# A name: at most this many words and characters.
_NAME_WORDS = 5
_NAME_CHARS = 60
_PUNCTUATION = ":：-–—|·•,"


def _unaccented(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text)
    return unicodedata.normalize("NFC", "".join(c for c in folded if not unicodedata.combining(c)))


# A text that opens with a label, as written or without its accents, in any case; a label
# that ends with a letter ends a word.
_OPENING = re.compile("|".join(
    rf"\s*{re.escape(w)}" + (r"(?!\w)" if w[-1].isalnum() else "")
    for w in sorted({f for words in LABELS.values() for w in words
                     for f in (w, _unaccented(w))}, key=len, reverse=True)), re.IGNORECASE)


# The first letters of the labels as written and without accents, lower-cased.
_FIRST_LETTERS = frozenset(f[0].lower() for words in LABELS.values() for w in words
                           for f in (w, _unaccented(w)))


def _named(text: str) -> str:
    """``text`` as a name: a few words, no digit, each word capitalised in a script with
    capitals (a CJK name has none); "" otherwise."""
    name = " ".join(text.strip(_PUNCTUATION + " ").split())
    words = name.split()
    if not words or len(words) > _NAME_WORDS or len(name) > _NAME_CHARS:
        return ""
    if any(c.isdigit() for c in name) or name[-1] in ".!?。！？":
        return ""
    cased = [w for w in words if w.lower() != w.upper()]
    return name if all(w[:1].isupper() for w in cased) else ""


def labelled_author(doc: HtmlElement) -> str:
    """The name after the page's one text labelled as its authorship ("Written by Anna
    Berg", or the label alone and the name in the next text), "" when no text, or more than
    one, is so labelled or the words after it are no name."""
    body = doc.find("body")
    found: list[str] = []
    waiting = False
    # (itertext, not a walk that passes scripts: a script's code opens with no label)
    for text in (body if body is not None else doc).itertext():
        if waiting and text.strip():
            found[-1] = _named(text)
            waiting = False
        first = text[:1]
        if first.isspace():
            first = text.lstrip()[:1]
        if first.lower() not in _FIRST_LETTERS:
            continue  # (most texts: no label's letter, no pattern tried)
        label = _OPENING.match(text)
        if label is None:
            continue
        # (white space of any kind: "Written by\n  <a>…</a>", "Written by&nbsp;<a>…</a>")
        rest = " ".join(text[label.end():].split()).strip(_PUNCTUATION + " ")
        found.append(_named(rest) if rest else "")
        waiting = not rest
        if len(found) > 1:
            return ""
    return found[0] if found else ""
