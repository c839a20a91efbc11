"""The ``[cite:ID]`` parser: an answer's markers to numbered citations, streaming-safe.

Accepted markers:

- ``[cite:ID]`` and its variants as ``services.citations.grammar`` defines them
  (several ids, full-width brackets and colon, any case);
- a bare ``[ID]`` when ``ID`` is a known id;
- a bare ``[N]`` (1-3 digits) only when a single lookup makes it unambiguous:
  exactly one source in scope (the ids of this answer's tool calls, or the
  whole registry) has an id ending in ``-N``, and it is not Markdown syntax:
  not followed by ``(`` (a link) or ``[`` (a reference link), not a reference
  definition ``[N]:`` at the start of a line, not preceded by ``]`` unless that
  closed a citation (``[1][2]``), not escaped ``\\[``.

Sources are numbered 1..N by first appearance; two ids of one URL share a
number; a marker directly after a citation (no text between) whose numbers are
all already shown by it collapses. Markers in inline code spans, fenced code
blocks and indented code blocks stay text. An unknown id stays visible as a
segment of kind ``unknown``.

Streaming: ``StreamingCitationParser.feed(chunk)`` returns only the segments
whose meaning can no longer change; text that might still become part of a
marker (``[ci``), of a code span (an unclosed backtick) or of a fence line is
held back. Joining adjacent text segments of all ``feed`` results plus
``finish()`` gives exactly ``parse(whole_text).segments``.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from services.citations import grammar
from services.citations.numbering import Numbering
from services.citations.registry import CitationRegistry
from services.citations.segments import Parsed, Segment, merge_text

_BARE = re.compile(r"\[(\d{1,3}|[A-Za-z][A-Za-z0-9]{1,15}-\d{1,4})\]")
_PARTIAL_BARE = re.compile(r"\[(?:\d{0,3}|[A-Za-z][A-Za-z0-9]{0,15}(?:-\d{0,4})?)")
_PLAIN = re.compile(r"[\n`\[［【]")
_BACKTICKS = re.compile(r"`+")
# A paragraph ends at a blank line or a fence line; inline code cannot cross it.
_PARAGRAPH_END = re.compile(r"\n[ \t\r]*\n|\n {0,3}(?:```|~~~)")
_LIST_ITEM = re.compile(r"[ \t]*(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)")
_HEADING = re.compile(r" {0,3}#{1,6}(?:[ \t]|$)")


def parse(
    text: str, registry: CitationRegistry, *, scope: Collection[str] | None = None
) -> Parsed:
    """Parse a whole answer."""
    parser = StreamingCitationParser(registry, scope=scope)
    parser.feed(text)
    parser.finish()
    return parser.result()


class StreamingCitationParser:
    """Parses an answer chunk by chunk; see the module docstring."""

    def __init__(self, registry: CitationRegistry, *, scope: Collection[str] | None = None):
        self.numbering = Numbering(registry, scope)
        self._segments: list[Segment] = []
        self._out: list[Segment] = []
        self._text: list[str] = []
        self._buf = ""  # from the start of the current line
        self._pos = 0
        self._finished = False
        # Line state.
        self._line_kind: str | None = None  # text | blank | code | fence | fence_open
        self._fence: tuple[str, int] | None = None
        self._prev_blank = True
        self._no_paragraph = True
        self._prev_code = False
        self._in_list = False
        # Inline state.
        self._last_char = "\n"
        self._after_cite = False
        self._last_numbers: frozenset[int] | None = None

    # -- public -----------------------------------------------------------------

    def feed(self, chunk: str) -> list[Segment]:
        """Add ``chunk``; returns the segments that are now final."""
        if self._finished:
            raise RuntimeError("feed() after finish()")
        self._buf += chunk
        self._scan(final=False)
        return self._take()

    def finish(self) -> list[Segment]:
        """End of the answer: everything still held back is decided now."""
        if not self._finished:
            self._finished = True
            self._scan(final=True)
        return self._take()

    def result(self) -> Parsed:
        """Everything returned so far, text segments joined, with the sources."""
        return Parsed(
            merge_text(self._segments),
            list(self.numbering.sources),
            list(self.numbering.unknown_ids),
        )

    # -- output -----------------------------------------------------------------

    def _take(self) -> list[Segment]:
        self._flush_text()
        out, self._out = self._out, []
        self._segments.extend(out)
        return out

    def _emit_text(self, text: str) -> None:
        if text:
            self._text.append(text)
            self._last_char = text[-1]
            self._after_cite = False
            self._last_numbers = None

    def _flush_text(self) -> None:
        if self._text:
            self._out.append(Segment("text", "".join(self._text)))
            self._text = []

    def _emit_marker(self, segments: list[Segment]) -> None:
        self._flush_text()
        for segment in segments:
            if segment.kind == "citation":
                numbers = frozenset(segment.numbers)
                if self._last_numbers is not None and numbers <= self._last_numbers:
                    continue  # an adjacent duplicate collapses
                self._last_numbers = numbers
            else:
                self._last_numbers = None
            self._out.append(segment)
        self._last_char = "]"
        self._after_cite = True

    # -- scanning ---------------------------------------------------------------

    def _scan(self, final: bool) -> None:
        while self._pos < len(self._buf):
            if self._line_kind is None:
                kind = self._classify_line(final)
                if kind is None:
                    return
                self._line_kind = kind
            if self._line_kind != "text":
                newline = self._buf.find("\n", self._pos)
                if newline < 0:
                    self._emit_text(self._buf[self._pos :])
                    self._pos = len(self._buf)
                    return
                self._emit_text(self._buf[self._pos : newline + 1])
                self._pos = newline + 1
                self._end_line()
                continue
            char = self._buf[self._pos]
            if char == "\n":
                self._emit_text("\n")
                self._pos += 1
                self._end_line()
            elif char == "`":
                if not self._code_span(final):
                    return
            elif char in grammar.OPENERS:
                if not self._marker(final):
                    return
            else:
                found = _PLAIN.search(self._buf, self._pos)
                end = found.start() if found else len(self._buf)
                self._emit_text(self._buf[self._pos : end])
                self._pos = end

    def _classify_line(self, final: bool) -> str | None:
        """The kind of the line starting at ``_pos`` (0), or None to wait for more."""
        newline = self._buf.find("\n")
        line = self._buf if newline < 0 else self._buf[:newline]
        complete = newline >= 0 or final
        if self._fence is not None:
            return "fence"
        stripped = line.lstrip(" \t")
        if not stripped.strip():
            return "blank" if complete else None
        indent = _indent_width(line[: len(line) - len(stripped)])
        if indent >= 4 and (self._no_paragraph or self._prev_code) and not self._in_list:
            return "code"
        if indent <= 3 and stripped[0] in "`~":
            fence_char = stripped[0]
            run = len(stripped) - len(stripped.lstrip(fence_char))
            if run >= 3 or (run == len(stripped) and not complete):
                if not complete:
                    return None
                if fence_char == "~" or "`" not in stripped[run:]:
                    self._fence = (fence_char, run)
                    return "fence_open"
        return "text"

    def _end_line(self) -> None:
        line = self._buf[: self._pos]
        kind = self._line_kind
        if kind == "fence" and self._fence is not None and _closes(line, self._fence):
            self._fence = None
        if kind == "blank":
            self._prev_blank = True
            self._no_paragraph = True
        else:
            if kind == "text":
                if _LIST_ITEM.match(line):
                    self._in_list = True
                elif self._prev_blank and not line[:1].isspace():
                    self._in_list = False
            self._prev_code = kind == "code"
            self._prev_blank = False
            # Only a paragraph line leaves a paragraph open: after a fence or a
            # heading, an indented line starts an indented code block.
            self._no_paragraph = kind != "text" or bool(_HEADING.match(line))
        self._buf = self._buf[self._pos :]
        self._pos = 0
        self._line_kind = None

    def _code_span(self, final: bool) -> bool:
        """Handle a backtick run at ``_pos``; False to wait for more text."""
        buf, start = self._buf, self._pos
        run_end = start
        while run_end < len(buf) and buf[run_end] == "`":
            run_end += 1
        if run_end == len(buf) and not final:
            return False
        size = run_end - start
        paragraph_end = _PARAGRAPH_END.search(buf, run_end)
        limit = paragraph_end.start() if paragraph_end else len(buf)
        for run in _BACKTICKS.finditer(buf, run_end, limit):
            if run.end() == len(buf) and not final:
                return False
            if len(run.group(0)) == size:
                span = buf[start : run.end()]
                self._emit_text(span)
                self._pos = run.end()
                last_newline = span.rfind("\n")
                if last_newline >= 0:
                    # The span ran over continuation lines of its paragraph.
                    self._prev_blank = False
                    self._no_paragraph = False
                    self._prev_code = False
                    cut = start + last_newline + 1
                    self._buf = buf[cut:]
                    self._pos -= cut
                return True
        if paragraph_end is None and not final:
            return False
        self._emit_text(buf[start:run_end])  # no closing run: literal backticks
        self._pos = run_end
        return True

    def _marker(self, final: bool) -> bool:
        """Handle an opening bracket at ``_pos``; False to wait for more text."""
        buf, start = self._buf, self._pos
        if self._last_char == "\\":
            self._emit_text(buf[start])
            self._pos += 1
            return True
        found = grammar.MARKER.match(buf, start)
        if found:
            ids = grammar.body_ids(found.group(1))
            self._emit_marker(self.numbering.resolve(found.group(0), ids))
            self._pos = found.end()
            return True
        if buf[start] == "[":
            bare = _BARE.match(buf, start)
            if bare:
                if bare.end() == len(buf) and not final:
                    return False
                allowed = self._bare_allowed(bare.end(), final)
                if allowed is None:
                    return False
                if allowed:
                    source = self.numbering.bare(bare.group(1))
                    if source is not None:
                        self._emit_marker(self.numbering.resolve(bare.group(0), [source.id]))
                        self._pos = bare.end()
                        return True
        if (
            not final
            and len(buf) - start <= grammar.MAX_BODY
            and (
                grammar.PARTIAL_MARKER.fullmatch(buf, start)
                or (buf[start] == "[" and _PARTIAL_BARE.fullmatch(buf, start))
            )
        ):
            return False  # may still become a marker: wait
        self._emit_text(buf[start])
        self._pos += 1
        return True

    def _bare_allowed(self, end: int, final: bool) -> bool | None:
        """Whether the bare ``[token]`` ending at ``end`` may be a citation
        (None: the next characters decide and have not arrived yet)."""
        after = self._buf[end : end + 1]
        if after == "(":
            return False  # a link "[1](https://...)"
        if after == "[":
            # "[1][2]" is two citations; "[1][label]" a reference link.
            following = self._buf[end:]
            if _BARE.match(following):
                return not (self._last_char == "]" and not self._after_cite)
            if not final and _PARTIAL_BARE.fullmatch(following):
                return None
            return False
        if after == ":" and not self._buf[: self._pos].strip():
            return False  # a reference definition "[1]: https://..."
        return not (self._last_char == "]" and not self._after_cite)


def _indent_width(whitespace: str) -> int:
    width = 0
    for char in whitespace:
        width = width + 4 - width % 4 if char == "\t" else width + 1
    return width


def _closes(line: str, fence: tuple[str, int]) -> bool:
    char, size = fence
    stripped = line.strip(" \t\r\n")
    if len(line) - len(line.lstrip(" ")) > 3 or not stripped:
        return False
    return set(stripped) == {char} and len(stripped) >= size


# The contract's name for the streaming parser.
CitationParser = StreamingCitationParser
