"""A last source for a page's date: the first date after its headline, when the page labels it
its publication.

An article's header is not always beside its headline: a site may put "Published: 15 March
2025" in a card beside the body, in a panel under it, or at the article's end, past what
``shown_dates`` reads as the header. Such a line says what it is in the page's language, so
the labels are read from a table of the languages Footnote supports (``LABELS``), not from
class names; a date labelled otherwise ("Updated", "Reviewed", "Member since") is none.

Safe on pages no rule was tuned for because the label must stand with the first date the
page shows after its headline: a listing's items, a thread's posts and a shop's reviews show
their own dates first, and the page's date is the one a reader meets first. A date in a list
item or a table cell is a record's field (a book's "Publication date" among its facts), not
the page's. ``<time>`` elements count with their ``datetime``. Read only when the page
declares no date and shows none beside its headline, nor in its address.

Measured on ``extraction-wide`` and ``extraction-wide2`` (halves by id): 3 pages dated
right (2 on the development half of the first, 1 on the validation half of the second),
none dated wrong, no date given to a page whose truth has none. "Posted" is left out: it
dates one page more and gives one whose truth has none a date ("Posted on" a forum, then an
unrelated date).
Under the language probe the labels are letters of another script and nothing is read: a
page in one of the ten languages is read by its row of the table, a page in another
language as before.
"""

from __future__ import annotations

import unicodedata

from lxml.html import HtmlElement

from services.extract.dates import normalize_date
from services.extract.shown_dates import line_date
from services.extract.shown_text import shown_pieces

# The words that open a line giving a page's publication date ("Published on", "Publish
# date", "Veröffentlicht am"), by language, compared case-folded with accents removed.
LABELS: dict[str, tuple[str, ...]] = {
    "en": ("published", "publish date", "publication date", "date published"),
    "de": ("veroffentlicht", "erschienen", "publiziert"),
    "fr": ("publie", "date de publication", "mis en ligne"),
    "es": ("publicado", "publicada", "fecha de publicacion"),
    "it": ("pubblicato", "pubblicata", "data di pubblicazione"),
    "pt": ("publicado", "publicada", "data de publicacao"),
    "nl": ("gepubliceerd", "publicatiedatum"),
    # (The date nouns where the verb alone also opens "to be released on": 公開予定.)
    "zh": ("发布时间", "发布日期", "发布于", "發布時間", "發佈時間", "發佈日期", "發佈於",
           "发表于", "發表於", "发表时间", "發表時間"),
    "ja": ("公開日", "掲載日", "投稿日", "配信日"),
    "ko": ("게시일", "발행일", "작성일", "입력"),
}
# A label standing apart before its date ("Published" over the date, "Publish date:").
_LABEL_CHARS = 40
# Where a date is a field of a record: a list's item, a description list's value, a cell.
_FACTS = ("li", "dd", "td", "th")


def _fold(text: str) -> str:
    folded = " ".join(text.split()).casefold()
    if folded.isascii():  # (as most pieces are: no accent to take off, NFKD changes nothing)
        return folded
    folded = unicodedata.normalize("NFKD", folded)
    return "".join(c for c in folded if not unicodedata.combining(c))


# (Folded as the text is: NFKD splits a Hangul syllable into its letters.)
_OPENINGS = tuple(sorted({_fold(word) for words in LABELS.values() for word in words}))


def _labelled(text: str) -> bool:
    return _fold(text).startswith(_OPENINGS)


def _own(found: str, labelled: bool, holder: HtmlElement | None) -> str:
    """``found``'s day when it is labelled and is not a field of a list or a table (a book's
    or a product's facts: "Publication date: …" is the item's, not the page's)."""
    if not labelled or holder is None:
        return ""
    in_facts = next(holder.iterancestors(*_FACTS), None) is not None or holder.tag in _FACTS
    return "" if in_facts else found[:10]


def labelled_date(doc: HtmlElement, h1: HtmlElement | None, lang: str) -> str:
    """The first date the page shows after ``h1`` (from the page's start when None), when
    its line or the short label just before it says it is the publication ("" otherwise)."""
    passed, label = h1 is None, False
    for event, elem, text in shown_pieces(doc):
        if not passed:
            passed = event == "end" and elem is h1
            continue
        if event == "start" and elem.tag == "time":
            shown = elem.text_content()
            found = normalize_date(str(elem.get("datetime") or ""), lang) or (
                normalize_date(shown, lang))
            if found:
                return _own(found, label or _labelled(shown), elem)
        length = len(text.strip())
        if not length:
            continue
        found = line_date(text, lang)
        if found:
            holder = elem if event == "start" else elem.getparent()
            return _own(found, label or _labelled(text), holder)
        label = length <= _LABEL_CHARS and _labelled(text)
    return ""
