"""Quotes of text the block already shows: a reply's copy of the post it answers.

A reply in a thread often opens with the post it answers, set in a
``<blockquote>``, word for word. The reader has just read that post; the
page's text holds it twice, and a long thread doubles its early posts. A
quotation that repeats, word for word, text found elsewhere in the same block
is such a copy and goes (with the line that names whom it quotes, inside the
same quotation). A quotation of words the block does not hold elsewhere
(another page, a speaker, a source) stays. ``prune._drop_repeats`` compares
blocks of one kind each (a paragraph with a paragraph); a quoted post is a
block of paragraphs inside the quotation and a post's body of another tag
outside it, so it is told here by its words alone. It is asked of a
multi-block region only (a thread's posts; see ``prune``).
"""

from __future__ import annotations

from lxml.html import HtmlElement

from services.extract.dom import outermost

# A quotation shorter than this is a phrase, which a page may well say twice.
MIN_QUOTE_CHARS = 80
# The copied text must be most of the quotation: the rest is its attribution line.
MIN_COPIED_SHARE = 0.6


def _text(elem: HtmlElement) -> str:
    return " ".join(elem.text_content().split())


def quoted_copies(root: HtmlElement) -> list[HtmlElement]:
    """The quotations of ``root`` that copy text ``root`` holds outside them, in page order."""
    quotes = [(quote, len(_text(quote)))
              for quote in outermost(root, lambda elem: elem.tag == "blockquote")]
    quotes = [(quote, quote_len) for quote, quote_len in quotes if quote_len >= MIN_QUOTE_CHARS]
    if not quotes:
        return []
    whole = _text(root)
    doomed = []
    for quote, quote_len in quotes:
        for part in quote.iter():
            if not isinstance(part.tag, str):
                continue
            text = _text(part)
            if len(text) < max(MIN_QUOTE_CHARS, MIN_COPIED_SHARE * quote_len):
                continue
            if whole.count(text) >= 2:
                doomed.append(quote)
                break
    return doomed
