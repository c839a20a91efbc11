"""PDF bytes -> ``Page``: the text layer as Markdown, with headings, paragraphs and page markers.

pypdf reads the text layer page by page; its text visitor reports every piece
of text with its position and font size. Lines are rebuilt from those pieces,
lines whose vertical gap is larger than the page's usual line spacing start a
new paragraph, a line set in a clearly larger font than the body text becomes a
heading, and words hyphenated at a line end are joined again.

Failures are named: ``PdfEncrypted`` (a password is needed), ``PdfNoText`` (a
scan without a text layer), ``PdfBroken`` (the file cannot be parsed). A
document longer than ``MAX_PAGES`` is read up to that page and says so at the
top of the text; the token budget then decides how much of it the model gets.

``extract_pdf`` is a plain module-level function of bytes and a string, so it
can run in an extraction worker process.
"""

from __future__ import annotations

import io
import itertools
import logging
import re
import statistics
from dataclasses import dataclass, field
from typing import Any

from services.errors import PdfBroken, PdfEncrypted, PdfNoText
from services.extract.page import Page

MAX_PAGES = 300
"""Pages read at most; the rest of a longer document is left out (and the text says so)."""

# pypdf reports every oddity of a malformed file as a warning on its logger;
# one damaged PDF would fill the log. Real failures surface as exceptions.
logging.getLogger("pypdf").setLevel(logging.ERROR)

_HEADING_RATIO = 1.18  # a line this much larger than the body text is a heading
_MAX_HEADING_CHARS = 160
_PARAGRAPH_GAP = 1.4  # a gap this many times the usual line spacing starts a paragraph
_PAGE_NUMBER = re.compile(r"^\s*(?:page\s+)?[-–—]?\s*\d{1,5}\s*[-–—]?(?:\s*(?:of|/)\s*\d+)?\s*$",
                          re.IGNORECASE)
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]")
_FILE_TITLE = re.compile(r"\.(?:docx?|pdf|tex|dvi|indd|pptx?|xlsx?|rtf|odt)$|^microsoft \w+ - "
                         r"|^untitled\b|^(?:title|document\d*)$", re.IGNORECASE)


@dataclass
class _Line:
    text: str
    size: float
    y: float | None


@dataclass
class _Collector:
    """Receives pypdf's text pieces for one page and cuts them into lines."""

    lines: list[_Line] = field(default_factory=list)
    _text: list[str] = field(default_factory=list)
    _size: float = 0.0
    _y: float | None = None

    def visit(self, text: str, cm: Any, tm: Any, _font: Any, font_size: Any) -> None:
        if not text:
            return
        pieces = text.split("\n")
        for index, piece in enumerate(pieces):
            if index:
                self.end_line()
            if piece.strip():
                size, y = _geometry(cm, tm, font_size)
                if self._y is None:
                    self._y = y
                self._size = max(self._size, size)
            self._text.append(piece)

    def end_line(self) -> None:
        text = " ".join("".join(self._text).split())
        if text:
            self.lines.append(_Line(text, round(self._size, 1), self._y))
        self._text, self._size, self._y = [], 0.0, None


def _geometry(cm: Any, tm: Any, font_size: Any) -> tuple[float, float | None]:
    """Rendered font size and baseline height of a piece of text (user space)."""
    try:
        scale = abs(float(tm[3]) * float(cm[3])) or abs(float(tm[0]) * float(cm[0])) or 1.0
        size = float(font_size) * scale
        y = float(tm[4]) * float(cm[1]) + float(tm[5]) * float(cm[3]) + float(cm[5])
    except (TypeError, ValueError, IndexError):
        return 0.0, None
    return size, y


def extract_pdf(data: bytes, url: str) -> Page:
    """Read the text layer of the PDF in ``data`` (downloaded from ``url``).

    Raises:
        PdfEncrypted: the document needs a password.
        PdfBroken: the file cannot be parsed.
        PdfNoText: no page has a text layer (a scanned document).
    """
    reader = _open(data, url)
    try:
        total = len(reader.pages)
    except Exception as exc:  # a damaged page tree fails in many ways inside pypdf
        raise _broken(url, exc) from exc
    if total == 0:
        raise PdfBroken(f"The PDF at {url or 'the address'} has no pages.",
                        hint="The file may be damaged; try another source.")
    pages: list[list[_Line]] = []
    failed = 0
    for number in range(min(total, MAX_PAGES)):
        collector = _Collector()
        try:
            reader.pages[number].extract_text(visitor_text=collector.visit)
        except Exception:  # one damaged page must not lose the rest of the document
            failed += 1
        collector.end_line()
        pages.append(collector.lines)
    if failed == len(pages):
        raise PdfBroken(f"None of the pages of the PDF at {url or 'the address'} could be read.",
                        hint="The file is damaged; try another source.")
    if not any(line.text for lines in pages for line in lines if not _is_page_number(line)):
        raise PdfNoText(
            f"The PDF at {url or 'the address'} has no text layer (it is probably scanned).",
            hint="Its pages are pictures of text; look for another version of the document.",
        )
    body = _body_size(pages)
    levels = _heading_levels(pages, body)
    blocks = _markdown_pages(pages, body, levels)
    title = _metadata_title(reader) or _first_heading(pages, body)
    if title and f"# {title}" in blocks[:2]:
        blocks.remove(f"# {title}")  # the title is reported separately, as for web pages
    read = len(pages)
    notes = []
    if read < total:
        notes.append(f"*Only the first {read} of {total} pages were read.*")
    if failed:
        notes.append(f"*{failed} damaged page{'s' if failed > 1 else ''} could not be read.*")
    markdown = "\n\n".join(notes + blocks).strip()
    return Page(
        title=title,
        markdown=markdown,
        language=_metadata(reader, "/Lang"),
        description=f"PDF, {total} page{'s' if total != 1 else ''}"
        + (f" ({read} read)" if read < total else ""),
        published_at=_pdf_date(_metadata(reader, "/CreationDate")),
        author=_metadata(reader, "/Author"),
    )


def _open(data: bytes, url: str) -> Any:
    from pypdf import PdfReader
    from pypdf.errors import DependencyError, FileNotDecryptedError

    where = url or "the address"
    try:
        reader = PdfReader(io.BytesIO(data), strict=False)
    except Exception as exc:  # pypdf raises many types for a damaged file
        raise _broken(url, exc) from exc
    if not reader.is_encrypted:
        return reader
    try:
        # Many PDFs are encrypted only to restrict printing or copying: the
        # empty user password opens them.
        opened = reader.decrypt("")
    except (DependencyError, FileNotDecryptedError, NotImplementedError) as exc:
        raise PdfEncrypted(f"The PDF at {where} is encrypted in a way that cannot be opened "
                           f"here ({exc}).", hint="Open it in a PDF viewer instead.") from exc
    except Exception as exc:
        raise _broken(url, exc) from exc
    if not opened:
        raise PdfEncrypted(f"The PDF at {where} is protected by a password.",
                           hint="Open it in a PDF viewer with the password instead.")
    return reader


def _broken(url: str, exc: Exception) -> PdfBroken:
    return PdfBroken(
        f"The PDF at {url or 'the address'} is damaged and could not be read "
        f"({type(exc).__name__}: {exc}).",
        hint="Try another copy of the document.",
    )


def _is_page_number(line: _Line) -> bool:
    return bool(_PAGE_NUMBER.match(line.text))


def _body_size(pages: list[list[_Line]]) -> float:
    """The font size most of the text is set in (weighted by characters)."""
    weights: dict[float, int] = {}
    for lines in pages:
        for line in lines:
            weights[line.size] = weights.get(line.size, 0) + len(line.text)
    return max(weights, key=lambda size: weights[size]) if weights else 0.0


def _is_heading(line: _Line, body: float) -> bool:
    return (body > 0 and line.size >= body * _HEADING_RATIO
            and len(line.text) <= _MAX_HEADING_CHARS and any(c.isalpha() for c in line.text))


def _heading_levels(pages: list[list[_Line]], body: float) -> dict[float, int]:
    """Heading font sizes, largest first, mapped to Markdown levels 1-3."""
    sizes = sorted({line.size for lines in pages for line in lines if _is_heading(line, body)},
                   reverse=True)
    return {size: min(rank + 1, 3) for rank, size in enumerate(sizes)}


def _first_heading(pages: list[list[_Line]], body: float) -> str:
    for lines in pages[:2]:
        headings = [line for line in lines if _is_heading(line, body)]
        if headings:
            top = max(line.size for line in headings)
            return " ".join(line.text for line in headings if line.size == top)[:200]
    return ""


def _line_spacing(lines: list[_Line]) -> float:
    gaps = [
        above.y - below.y for above, below in itertools.pairwise(lines)
        if above.y is not None and below.y is not None and above.size == below.size
        and 0 < above.y - below.y < 4 * max(above.size, 1)
    ]
    return statistics.median(gaps) if gaps else 0.0


def _markdown_pages(pages: list[list[_Line]], body: float, levels: dict[float, int]) -> list[str]:
    blocks: list[str] = []
    many = len(pages) > 1
    for number, lines in enumerate(pages, start=1):
        if many:
            blocks.append(f"[Page {number}]")
        blocks += _page_blocks(_without_page_numbers(lines), body, levels)
    return blocks


def _page_blocks(lines: list[_Line], body: float, levels: dict[float, int]) -> list[str]:
    """One page's lines grouped into Markdown headings and paragraphs."""
    spacing = _line_spacing(lines)
    groups: list[tuple[bool, float, list[str]]] = []  # (heading?, size, lines)
    previous: _Line | None = None
    for line in lines:
        heading = _is_heading(line, body)
        last = groups[-1] if groups else None
        if (last is None or last[0] != heading or _breaks(previous, line, spacing)
                or (heading and last[1] != line.size)):
            groups.append((heading, line.size, [line.text]))
        else:
            last[2].append(line.text)
        previous = line
    return [
        "#" * levels.get(size, 3) + " " + " ".join(texts) if heading else _join_lines(texts)
        for heading, size, texts in groups
    ]


def _without_page_numbers(lines: list[_Line]) -> list[_Line]:
    """The page without a bare page number as its first or last line."""
    if lines and _is_page_number(lines[-1]):
        lines = lines[:-1]
    if lines and _is_page_number(lines[0]):
        lines = lines[1:]
    return lines


def _breaks(previous: _Line | None, line: _Line, spacing: float) -> bool:
    """Whether ``line`` starts a new paragraph after ``previous``."""
    if previous is None:
        return True
    if abs(previous.size - line.size) > 0.5:
        return True
    if previous.y is None or line.y is None or spacing <= 0:
        return False
    gap = previous.y - line.y
    return gap < 0 or gap > spacing * _PARAGRAPH_GAP


def _join_lines(lines: list[str]) -> str:
    """Lines of one paragraph as one line: hyphenated words joined, CJK without spaces."""
    text = lines[0]
    for line in lines[1:]:
        if (len(text) > 1 and text.endswith("-") and text[-2].isalpha()
                and line[:1].islower()):
            text = text[:-1] + line
        elif _CJK.match(text[-1:]) and _CJK.match(line[:1]):
            text += line
        else:
            text += " " + line
    return text


def _metadata(reader: Any, key: str) -> str:
    try:
        info = reader.metadata
        value = info.get(key) if info is not None else None
    except Exception:  # a damaged Info dictionary only loses the metadata
        return ""
    return " ".join(str(value).split()) if value else ""


def _metadata_title(reader: Any) -> str:
    title = _metadata(reader, "/Title")
    if not title or _FILE_TITLE.search(title) or not any(c.isalpha() for c in title):
        return ""
    return title[:300]


_PDF_DATE = re.compile(r"^D?:?(\d{4})(\d{2})?(\d{2})?")


def _pdf_date(value: str) -> str:
    """``D:20240315120000+01'00'`` -> ``2024-03-15`` ("" when absent or unreadable)."""
    match = _PDF_DATE.match(value.strip())
    if not match:
        return ""
    year, month, day = match.group(1), match.group(2), match.group(3)
    return "-".join(part for part in (year, month, day) if part)
