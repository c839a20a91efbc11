"""The text a browser shows for a passage of extracted Markdown, block by block.

A text fragment (``#:~:text=``) is matched against the page's rendered text,
and each of its terms must lie inside one block (a paragraph, a list item, a
table cell). Footnote keeps a page as Markdown, so the passage is rendered
back the way the page showed it: Markdown syntax goes, the text it marks up
stays verbatim. That is the difference from stripping characters:

- ``\\_`` and ``\\*`` give the character itself (the only escapes Footnote's
  Markdown writer makes); another backslash before punctuation may be the
  page's own (``\\\\server``, ``\\d+\\.``) or a CommonMark escape, so no term
  is built across it;
- a code span gives its content exactly (``max_upload_size``, ``2*3``);
- ``*`` and ``_`` are emphasis only at a word's edge: ``file_name`` and
  ``2*3`` keep theirs; ``#`` marks a heading only at the start of a line
  (``C# SDK`` keeps it);
- a link gives its text between two ``LINK_EDGE`` marks, an image nothing
  (its alt text is not shown): the Markdown writer writes a link and text
  that shows Markdown link syntax on the page the same way, so a term
  rather does not cross a link's edge (callers strip the marks);
- a table row gives one block per cell, so no term spans two cells;
- what the browser may render otherwise (TeX math, images) cuts the block,
  so no term is built across it.
"""

from __future__ import annotations

import re

FENCE = re.compile(r"^\s*(```|~~~)")  # a line opening or closing a code block
_DELIMITER_ROW = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
# Headings, quotes, list items and (markdownify's) definition-list ": " lines.
_LINE_MARKUP = re.compile(r"^\s*(?:#{1,6}(?:\s+|$)|(?:>\s?)+|[-+*:]\s+|\d{1,9}[.)]\s+)+")
_CLOSING_HASHES = re.compile(r"\s+#+\s*$")
_PAGE_MARKER = re.compile(r"^\s*\[Page \d+\]\s*$")
_RULE = re.compile(r"^\s*([-*_])(?:\s*\1){2,}\s*$")  # a thematic break: a line, no text
_ASCII_PUNCT = frozenset("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")
# The only characters Footnote's Markdown writer (markdownify) escapes in text;
# it leaves every other backslash of the page as it is.
_ESCAPED = frozenset("*_")
_MATH = re.compile(r"\$\$?([^$\n]+?)\$\$?")
_STARS = re.compile(r"\*+")
_BREAK = "\x00"  # a point no fragment term may span
LINK_EDGE = "\x01"  # a point a fragment term had better not span (see ``inline``)


def blocks(markdown: str, *, in_code: bool = False) -> list[str]:
    """The visible text of ``markdown``, one string per block (empty ones left out).

    ``in_code`` says the passage starts inside a fenced code block.
    """
    out: list[str] = []
    for line in markdown.split("\n"):
        if FENCE.match(line):
            in_code = not in_code
            continue
        if in_code:
            _emit(out, line, verbatim=True)
            continue
        if (not line.strip() or _DELIMITER_ROW.match(line) or _PAGE_MARKER.match(line)
                or _RULE.match(line)):
            continue
        stripped = line.strip()
        if stripped.startswith("|") or (stripped.endswith("|") and _has_cells(stripped)):
            for cell in _cells(stripped):
                _emit(out, inline(cell))
            continue
        text = _LINE_MARKUP.sub("", line)
        if line.lstrip().startswith("#"):
            text = _CLOSING_HASHES.sub("", text)
        if text.endswith("\\"):
            text = text[:-1]  # a hard line break
        _emit(out, inline(text))
    return out


def _has_cells(line: str) -> bool:
    return len(_cells(line)) > 1


def _cells(row: str) -> list[str]:
    """The cells of a table row, split at pipes that are not escaped or in code."""
    cells, current, k, code = [], [], 0, False
    while k < len(row):
        char = row[k]
        if char == "\\" and k + 1 < len(row) and row[k + 1] == "|":
            current.append("|")  # a pipe of the cell's text
            k += 2
            continue
        if char == "`":
            code = not code
        if char == "|" and not code:
            cells.append("".join(current))
            current = []
        else:
            current.append(char)
        k += 1
    cells.append("".join(current))
    if cells and not cells[0].strip():
        cells = cells[1:]
    if cells and not cells[-1].strip():
        cells = cells[:-1]
    return cells


def _emit(out: list[str], text: str, *, verbatim: bool = False) -> None:
    """Append the pieces of ``text`` between breaks, spaces collapsed as a browser does.

    ``verbatim`` (a line of a code block, shown in ``<pre>``) keeps the spaces
    inside the line: the browser matches "a  b" there only with both spaces.
    """
    for piece in text.split(_BREAK):
        piece = piece.strip() if verbatim else " ".join(piece.split())
        if piece:
            out.append(piece)


def inline(text: str) -> str:
    """One line's inline Markdown as shown; ``_BREAK`` where the rendering is unsure."""
    out: list[str] = []
    k, n = 0, len(text)
    while k < n:
        char = text[k]
        if char == "\\" and k + 1 < n and text[k + 1] in _ESCAPED:
            out.append(text[k + 1])
            k += 2
        elif char == "\\" and k + 1 < n and text[k + 1] in _ASCII_PUNCT:
            out.append(_BREAK)  # an escape in CommonMark, a backslash on the page otherwise
            k += 1
        elif char == "`":
            k = _code_span(text, k, out)
        elif char == "!" and text.startswith("![", k):
            end = _link_end(text, k + 1)
            if end is None:
                out.append(char)
                k += 1
            else:
                out.append(_BREAK)  # an image: its alt text is not on the page
                k = end
        elif char == "[":
            end = _link_end(text, k)
            if end is None:
                out.append(char)
                k += 1
            else:
                label = text[k + 1 : text.index("](", k)]
                out.append(LINK_EDGE + inline(label) + LINK_EDGE)
                k = end
        elif char == "$" and (math := _MATH.match(text, k)) and _looks_like_tex(math.group(1)):
            out.append(_BREAK)  # rendered by the page's math script, not as text
            k = math.end()
        elif char in "*_~":
            run = k
            while run < n and text[run] == char:
                run += 1
            out.append(text[k:run] if not _is_delimiter(text, k, run, char) else "")
            k = run
        else:
            out.append(char)
            k += 1
    return "".join(out)


def _code_span(text: str, k: int, out: list[str]) -> int:
    run = k
    while run < len(text) and text[run] == "`":
        run += 1
    ticks = text[k:run]
    close = text.find(ticks, run)
    while close != -1 and close + len(ticks) < len(text) and text[close + len(ticks)] == "`":
        close = text.find(ticks, close + len(ticks) + 1)
    if close == -1:
        out.append(ticks)
        return run
    content = text[run:close]
    if len(content) > 2 and content[0] == content[-1] == " " and content.strip():
        content = content[1:-1]
    out.append(content)
    return close + len(ticks)


def _link_end(text: str, k: int) -> int | None:
    """The end of a ``[label](target)`` starting at ``k`` (None when it is not one)."""
    middle = text.find("](", k)
    if middle == -1 or "\n" in text[k:middle]:
        return None
    depth, j = 0, middle + 2
    while j < len(text):
        if text[j] == "(":
            depth += 1
        elif text[j] == ")":
            if depth == 0:
                return j + 1
            depth -= 1
        elif text[j] == " " and depth == 0:
            rest = text[j:].lstrip()
            closing = {'"': '")', "'": "')", "(": "))"}.get(rest[:1], ")")
            title = text.find(closing, j)
            return title + len(closing) if title != -1 else None
        j += 1
    return None


def _looks_like_tex(body: str) -> bool:
    return any(c in body for c in "\\^_{}") or (not body[:1].isdigit() and "=" in body)


def _is_delimiter(text: str, start: int, end: int, char: str) -> bool:
    """Whether the run ``text[start:end]`` of ``*``, ``_`` or ``~`` marks emphasis.

    A run between spaces ("a * b") is text; one at a word's edge ("**bold**",
    "_it_") is markup. Inside a word, ``_`` is text ("file_name"), and so is a
    lone ``*`` ("2*3"); a ``*`` run with a partner of its length elsewhere in
    the line is emphasis, as CommonMark reads it ("un*believ*able", the way
    the Markdown writer marks a part of a word; it escapes a ``*`` of the
    text). ``~`` counts only doubled (strikethrough).
    """
    if char == "~" and end - start < 2:
        return False
    before = text[start - 1] if start > 0 else " "
    after = text[end] if end < len(text) else " "
    if before.isalnum() and after.isalnum():
        return char == "*" and _has_partner(text, start, end)
    return not (before.isspace() and after.isspace())


def _has_partner(text: str, start: int, end: int) -> bool:
    """Whether another unescaped, unspaced ``*`` run as long as ``text[start:end]`` exists."""
    for run in _STARS.finditer(text):
        if run.start() == start or len(run.group()) != end - start:
            continue
        before = text[run.start() - 1] if run.start() else " "
        after = text[run.end()] if run.end() < len(text) else " "
        if before != "\\" and not (before.isspace() and after.isspace()):
            return True
    return False
