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
that lands nowhere. The start gets as many words as make it name one place of
the source; a block the source holds twice is led by the words before it (the
directive's ``prefix-,``). A term never holds a ``-`` (see ``encode``), nor a
``"`` when enough is left without; a CJK term ends at a clause mark. ``,``,
``&`` and everything outside ASCII letters and digits are percent-encoded
(UTF-8), as the specification requires. PDF viewers do not read text
fragments: a passage of a PDF links to its page (``#page=N``) instead.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache, partial
from urllib.parse import quote, urlsplit

from services.citations.scripts import CJK as _CJK
from services.citations.visible import FENCE, LINK_EDGE, blocks

_WORD = re.compile(r"\S+")
_ALNUM_RUN = re.compile(r"[^\W_]+")
_LONG_LINE = 2000  # a longer line is rendered only around the words sought
# No term holds a "-" (see ``encode``); none holds a '"' or crosses a link's
# edge either when enough is left without: the Markdown writer gives <q>
# quotes, which the page draws with CSS and a browser cannot match, as '"',
# and writes a link as the page's own Markdown link syntax would read.
_DASH = re.compile("-")
_UNSURE = re.compile(f'[-"{LINK_EDGE}]')
# Where a CJK clause ends: a browser matches a term only at word edges, which in
# CJK text it finds with a dictionary; next to punctuation there always is one.
_CLAUSE_END = re.compile(r"[、，。；：！？」』）]+|[,.;:!?)]+(?=\s|$)")
_EDGE_WORDS = 5  # words naming each end of a long passage
_EDGE_CHARS = 6  # the fewest characters of a CJK term unless its block is shorter
_DISTINCT_WORDS = 3  # a block with fewer words (or CJK characters x2) may match anywhere


def encode(text: str) -> str:
    """Percent-encode one text-fragment term (``-`` ``,`` ``&`` included).

    Terms never hold a ``-`` (``directive`` cuts them there): Qt's ``QUrl``,
    through which the app opens a link, decodes ``%2D`` back to ``-``, and
    Chromium drops a whole directive with a bare ``-`` inside a term (the
    directive's grammar reserves it for prefix and suffix).
    """
    return quote(text.strip("-‐‑–— "), safe="").replace("-", "%2D")


@lru_cache(maxsize=16)
def _lines(source_text: str) -> tuple[str, ...]:
    """A source's lines, lower-cased (kept for the next claims citing it)."""
    return tuple(source_text.lower().split("\n"))


@lru_cache(maxsize=4096)
def _shown(line: str) -> str:
    return "\n".join(blocks(line)).replace(LINK_EDGE, "")


def _shown_count(term: str, source_text: str) -> int:
    """How often the source's visible text shows ``term`` (case-insensitive), up to 2.

    Only lines holding every run of letters of the term are rendered: the
    Markdown writer never puts syntax inside such a run, and rendering a whole
    long page for every link would cost more than the check itself.
    """
    lowered = term.lower()
    runs = sorted(_ALNUM_RUN.findall(lowered), key=len, reverse=True)
    if not runs:
        return 0
    count = 0
    for line in _lines(source_text):
        if all(run in line for run in runs):
            count += _count_in(lowered, runs[0], line)
            if count > 1:
                break
    return count


def _count_in(term: str, key: str, line: str) -> int:
    """Occurrences of ``term`` in ``line`` as shown; a long line only around each ``key``."""
    if len(line) <= _LONG_LINE:
        return _shown(line).count(term)
    reach = 2 * len(term) + 40
    count, at = 0, line.find(key)
    while at != -1:
        count += term in _shown(line[max(0, at - reach) : at + reach])
        at = line.find(key, at + reach)
    return count


def _is_cjk(text: str) -> bool:
    return len(_CJK.findall(text)) > len(text) // 2


def _distinct(block: str) -> bool:
    if _is_cjk(block):
        return len(block) >= 2 * _DISTINCT_WORDS
    return len(block.split()) >= _DISTINCT_WORDS


def _heads(block: str) -> list[str]:
    """The starts of ``block`` a term may name, shortest first, the whole block last.

    Words keep the spaces between them as the block has them (a code line's
    "a  b" matches only with both spaces); CJK starts end at a clause mark.
    """
    if _is_cjk(block):
        ends = [m.end() for m in _CLAUSE_END.finditer(block) if m.end() >= _EDGE_CHARS]
    else:
        ends = [m.end() for m in _WORD.finditer(block)][_EDGE_WORDS - 1 :]
    return [block[:end] for end in ends if end < len(block)] + [block]


def _tails(block: str) -> list[str]:
    """The ends of ``block`` a term may name, shortest first, the whole block last."""
    if _is_cjk(block):
        starts = [m.end() for m in _CLAUSE_END.finditer(block)
                  if len(block) - m.end() >= _EDGE_CHARS]
        starts.reverse()
    else:
        starts = [m.start() for m in _WORD.finditer(block)][::-1][_EDGE_WORDS - 1 :]
    return [block[start:] for start in starts if start > 0] + [block]


def _unique(candidates: list[str], page: str) -> tuple[str, bool]:
    """The shortest of ``candidates`` the source text ``page`` shows once, and True;
    the longest and False when it shows each more often."""
    if not page:
        return candidates[0], True
    for term in candidates:
        if _shown_count(term, page) <= 1:
            return term, True
    return candidates[-1], False


def _start(block: str, page: str, before: Callable[[], str] | None) -> tuple[str, str]:
    """``(start term, "prefix-," or "")``: the shortest start of ``block`` the page shows
    once; when none is, the whole block after ``before()``, the text just before it."""
    head, unique = _unique(_heads(block), page)
    prefix = before() if before is not None and not unique else ""
    return (block, encode(prefix) + "-,") if prefix else (head, "")


def _single(block: str, page: str, before: Callable[[], str] | None) -> str:
    heads, tails = _heads(block), _tails(block)
    short = len(block) <= 4 * _EDGE_CHARS if _is_cjk(block) else (
        len(block.split()) <= 2 * _EDGE_WORDS)
    head, prefix = _start(block, page, before)
    if short or len(heads) == 1 or len(tails) == 1 or head == block:
        return f"text={prefix}{encode(block)}"
    tail = tails[0]
    if len(head) + len(tail) >= len(block):
        return "text=" + encode(block)
    return f"text={encode(head)},{encode(tail)}"


def _pieces(shown: list[str], cut: re.Pattern[str]) -> list[str]:
    """The runs of ``shown``'s blocks between ``cut``s that hold a letter or digit."""
    pieces = (piece.replace(LINK_EDGE, "").strip() for block in shown
              for piece in cut.split(block))
    return [piece for piece in pieces if any(c.isalnum() for c in piece)]


def directive(passage: str, *, in_code: bool = False, source_text: str = "",
              before: Callable[[], str] | None = None) -> str:
    """``text=start,end`` (or ``text=whole`` for a short passage); "" when nothing is left.

    ``source_text`` is the whole text the passage was taken from: the start
    term is lengthened until it names only this place of it, since a browser
    goes to a term's first match on the page. When even the whole first block
    is on the page more than once, what ``before()`` gives (the visible words
    just before the passage, see ``words_before``) becomes the directive's
    prefix; it is asked only then.
    """
    shown = blocks(passage, in_code=in_code)
    cut = _UNSURE
    parts = _pieces(shown, cut)
    distinct = [k for k, block in enumerate(parts) if _distinct(block)]
    if not distinct:  # too little is left between the quotes: keep them after all
        cut = _DASH
        parts = _pieces(shown, cut)
        distinct = [k for k, block in enumerate(parts) if _distinct(block)]
    if not parts:
        return ""
    first = parts[0]
    if distinct:
        parts = parts[distinct[0] : distinct[-1] + 1]
    elif len(parts) > 1:
        parts = [max(parts, key=len)]
    if parts[0] is not first or not shown[0].startswith(first):
        before = None  # a prefix must come right before the start term
    if len(parts) == 1:
        return _single(parts[0], source_text, before)
    head, prefix = _start(parts[0], source_text, before)
    return f"text={prefix}{encode(head)},{encode(_tails(parts[-1])[0])}"


def words_before(source_text: str, at: int) -> str:
    """The last words the page shows before offset ``at`` of ``source_text``.

    "" when they end in a character no term may hold (a dash, a quote), or
    when nothing comes before. Only the last block counts, whatever lies
    between it and ``at``: a browser skips block edges between a prefix and
    its term.
    """
    shown = [block.replace(LINK_EDGE, "") for block in blocks(source_text[max(0, at - 600) : at])]
    shown = [block for block in shown if block]
    if not shown or _UNSURE.search(shown[-1][-1:]):
        return ""
    last = _UNSURE.split(shown[-1])[-1].strip()
    return _tails(last)[0] if any(c.isalnum() for c in last) else ""


def focused(passage: str, spans: Sequence[Sequence[int]], *,
            in_code: bool = False) -> tuple[str, bool, int]:
    """``passage`` without its first and last lines that hold none of ``spans``.

    A passage is a window of sentences, and its edge sentences may be a
    neighbouring paragraph or list item that says nothing of the claim: the
    link then starts and ends at the lines holding the claim's words. Returns
    the lines kept, whether they start inside a fenced code block, and how many
    characters of ``passage`` come before them.
    """
    lines, offsets, at = passage.split("\n"), [], 0
    for line in lines:
        offsets.append((at, at + len(line)))
        at += len(line) + 1
    held = [k for k, (start, end) in enumerate(offsets)
            if any(s < end and e > start for s, e, *_ in spans)]
    if not held:
        return passage, in_code, 0
    fences = sum(1 for line in lines[: held[0]] if FENCE.match(line))
    kept = "\n".join(lines[held[0] : held[-1] + 1])
    return kept, in_code ^ (fences % 2 == 1), offsets[held[0]][0]


def passage_link(url: str, passage: str, *, page: int | None = None, in_code: bool = False,
                 source_text: str = "", at: int | None = None,
                 focus: Sequence[Sequence[int]] = ()) -> str:
    """``url`` opening at ``passage``; ``url`` itself when no fragment can be built.

    ``in_code`` says the passage starts inside a fenced code block of its
    source; ``source_text`` is that source's whole text and ``at`` the
    passage's offset in it (see ``directive``); ``focus`` the ``[start, end]``
    spans of ``passage`` holding the claim's words (see ``focused``).
    """
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return url
    base, _hash, existing = url.partition("#")
    if page is not None:
        return f"{base}#page={page}"
    skipped = 0
    if focus:
        passage, in_code, skipped = focused(passage, focus, in_code=in_code)
    start = None if at is None else at + skipped
    before = None if start is None else partial(words_before, source_text, start)
    text = directive(passage, in_code=in_code, source_text=source_text, before=before)
    if not text:
        return url
    existing = existing.split(":~:", 1)[0]  # an old directive is replaced, an anchor kept
    return f"{base}#{existing}:~:{text}"
