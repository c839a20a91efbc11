"""Links that open a source at a passage: URL text fragments (``#:~:text=start,end``).

Chrome, Edge and Safari scroll to and highlight the text a fragment names;
other browsers ignore the fragment and open the page at the top. A fragment
names the passage by its first and last few words (``start,end``) so a long
passage still matches when the page wraps or styles it differently. The
directive's own syntax characters (``-``, ``,``, ``&``) and everything outside
ASCII letters and digits are percent-encoded (UTF-8), as the specification
requires. PDF viewers do not read text fragments: a passage of a PDF links to
its page (``#page=N``) instead.
"""

from __future__ import annotations

import re
from urllib.parse import quote, urlsplit

_MARKDOWN_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_MARKUP = re.compile(r"[#>|]+|^\s*(?:[-+*]|\d+[.)])\s+|\[Page \d+\]", re.MULTILINE)
_EMPHASIS = re.compile(r"\*\*?|__?|`+")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]")
_EDGE_WORDS = 5  # words naming each end of a long passage
_EDGE_CHARS = 12  # the same for text written without spaces (CJK)


def plain_text(passage: str) -> str:
    """The words of ``passage`` as a browser shows them: Markdown syntax removed."""
    text = _MARKDOWN_LINK.sub(r"\1", passage)
    return " ".join(_EMPHASIS.sub("", _MARKUP.sub(" ", text)).split())


def encode(text: str) -> str:
    """Percent-encode one text-fragment term (``-`` ``,`` ``&`` included).

    Terms never start or end with a dash: a dash there is the directive's
    prefix/suffix syntax, and some URL libraries (Qt's among them) decode
    ``%2D`` back to ``-`` before the browser sees it.
    """
    return quote(text.strip("-‐‑–— "), safe="").replace("-", "%2D")


def directive(passage: str) -> str:
    """``text=start,end`` (or ``text=whole`` for a short passage); "" when nothing is left."""
    text = plain_text(passage)
    if not text:
        return ""
    if len(_CJK.findall(text)) > len(text) // 2:
        if len(text) <= 2 * _EDGE_CHARS:
            return "text=" + encode(text)
        return f"text={encode(text[:_EDGE_CHARS])},{encode(text[-_EDGE_CHARS:])}"
    words = text.split()
    if len(words) <= 2 * _EDGE_WORDS:
        return "text=" + encode(text)
    start = " ".join(words[:_EDGE_WORDS])
    end = " ".join(words[-_EDGE_WORDS:])
    return f"text={encode(start)},{encode(end)}"


def passage_link(url: str, passage: str, *, page: int | None = None,
                 in_code: bool = False) -> str:
    """``url`` opening at ``passage``; ``url`` itself when no fragment can be built."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return url
    base, _hash, existing = url.partition("#")
    if page is not None:
        return f"{base}#page={page}"
    text = directive(passage)
    if not text:
        return url
    existing = existing.split(":~:", 1)[0]  # an old directive is replaced, an anchor kept
    return f"{base}#{existing}:~:{text}"
