"""Links that open a source at a passage: URL text fragments (``#:~:text=start,end``).

Chrome, Edge and Safari scroll to and highlight the text a fragment names;
other browsers ignore the fragment and open the page at the top. The terms are
taken from the passage as the page shows it (``visible``: Markdown rendered
back to the page's text, code, identifiers, escapes and table cells
included), never from Markdown with characters stripped, and each term lies
inside one block, since a browser matches a term within one block only.

A long passage is named by its first and last few words (``start,end``) so it
still matches when the page wraps or styles it differently. When the passage
crosses blocks (a table row, a paragraph and a list), blocks of one or two
words at its edges, which could match anywhere, are left out: the link names
the shorter exact span between the distinctive blocks rather than risk one
that lands nowhere. The directive's own syntax characters (``-``, ``,``,
``&``) and everything outside ASCII letters and digits are percent-encoded
(UTF-8), as the specification requires. PDF viewers do not read text
fragments: a passage of a PDF links to its page (``#page=N``) instead.
"""

from __future__ import annotations

import re
from urllib.parse import quote, urlsplit

from services.citations.visible import blocks

_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]")
_EDGE_WORDS = 5  # words naming each end of a long passage
_EDGE_CHARS = 12  # the same for text written without spaces (CJK)
_DISTINCT_WORDS = 3  # a block with fewer words (or CJK characters x2) may match anywhere


def plain_text(passage: str, *, in_code: bool = False) -> str:
    """The words of ``passage`` as a browser shows them, its blocks joined by spaces."""
    return " ".join(blocks(passage, in_code=in_code))


def encode(text: str) -> str:
    """Percent-encode one text-fragment term (``-`` ``,`` ``&`` included).

    Terms never start or end with a dash: a dash there is the directive's
    prefix/suffix syntax, and some URL libraries (Qt's among them) decode
    ``%2D`` back to ``-`` before the browser sees it.
    """
    return quote(text.strip("-‐‑–— "), safe="").replace("-", "%2D")


def _is_cjk(text: str) -> bool:
    return len(_CJK.findall(text)) > len(text) // 2


def _distinct(block: str) -> bool:
    if _is_cjk(block):
        return len(block) >= 2 * _DISTINCT_WORDS
    return len(block.split()) >= _DISTINCT_WORDS


def _head(block: str) -> str:
    if _is_cjk(block):
        return block[:_EDGE_CHARS]
    return " ".join(block.split()[:_EDGE_WORDS])


def _tail(block: str) -> str:
    if _is_cjk(block):
        return block[-_EDGE_CHARS:]
    return " ".join(block.split()[-_EDGE_WORDS:])


def _single(block: str) -> str:
    if _is_cjk(block):
        if len(block) <= 2 * _EDGE_CHARS:
            return "text=" + encode(block)
    elif len(block.split()) <= 2 * _EDGE_WORDS:
        return "text=" + encode(block)
    return f"text={encode(_head(block))},{encode(_tail(block))}"


def directive(passage: str, *, in_code: bool = False) -> str:
    """``text=start,end`` (or ``text=whole`` for a short passage); "" when nothing is left."""
    parts = [b for b in blocks(passage, in_code=in_code) if any(c.isalnum() for c in b)]
    if not parts:
        return ""
    distinct = [k for k, block in enumerate(parts) if _distinct(block)]
    if distinct:
        parts = parts[distinct[0] : distinct[-1] + 1]
    elif len(parts) > 1:
        parts = [max(parts, key=len)]
    if len(parts) == 1:
        return _single(parts[0])
    return f"text={encode(_head(parts[0]))},{encode(_tail(parts[-1]))}"


def passage_link(url: str, passage: str, *, page: int | None = None,
                 in_code: bool = False) -> str:
    """``url`` opening at ``passage``; ``url`` itself when no fragment can be built.

    ``in_code`` says the passage starts inside a fenced code block of its source.
    """
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return url
    base, _hash, existing = url.partition("#")
    if page is not None:
        return f"{base}#page={page}"
    text = directive(passage, in_code=in_code)
    if not text:
        return url
    existing = existing.split(":~:", 1)[0]  # an old directive is replaced, an anchor kept
    return f"{base}#{existing}:~:{text}"
