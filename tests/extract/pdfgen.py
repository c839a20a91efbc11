"""A tiny PDF writer for tests and benches: text pages in the standard fonts.

Writes real PDF 1.4 files (catalog, page tree, Helvetica fonts, one content
stream per page, an Info dictionary and a cross-reference table) so the
extractor is tested against the same structures a word processor writes,
without a PDF library on the writing side.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

PAGE_WIDTH, PAGE_HEIGHT = 612, 792
LEFT, TOP = 72, 720


@dataclass
class Line:
    """One line of text at a font size; ``gap`` is extra space above it (a paragraph break)."""

    text: str
    size: float = 11
    gap: float = 0
    bold: bool = False


@dataclass
class PdfPage:
    lines: list[Line] = field(default_factory=list)
    draw_only: bool = False  # a page with only a drawn shape (a scan without text)


def _escape(text: str) -> bytes:
    raw = text.encode("cp1252", errors="replace")
    return raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")


def _content(page: PdfPage) -> bytes:
    if page.draw_only:
        return b"0.5 g 72 72 468 648 re f\n"
    out = [b"BT\n"]
    y = float(TOP)
    for line in page.lines:
        y -= line.size * 1.25 + line.gap
        font = b"/F2" if line.bold else b"/F1"
        out.append(font + b" %g Tf 1 0 0 1 %g %g Tm (" % (line.size, LEFT, y)
                   + _escape(line.text) + b") Tj\n")
    out.append(b"ET\n")
    return b"".join(out)


def build_pdf(pages: Sequence[PdfPage], *, title: str = "", trailer_extra: bytes = b"") -> bytes:
    """A complete PDF file with ``pages`` and, when given, a metadata ``title``."""
    objects: list[bytes] = []

    def add(body: bytes) -> int:
        objects.append(body)
        return len(objects)

    catalog = add(b"")  # filled once the page tree's number is known
    tree = add(b"")
    regular = add(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica "
                  b"/Encoding /WinAnsiEncoding >>")
    bold = add(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold "
               b"/Encoding /WinAnsiEncoding >>")
    kids = []
    for page in pages:
        stream = _content(page)
        contents = add(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"endstream")
        kids.append(add(
            b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 %d %d] /Contents %d 0 R "
            b"/Resources << /Font << /F1 %d 0 R /F2 %d 0 R >> >> >>"
            % (tree, PAGE_WIDTH, PAGE_HEIGHT, contents, regular, bold)
        ))
    objects[catalog - 1] = b"<< /Type /Catalog /Pages %d 0 R >>" % tree
    objects[tree - 1] = (b"<< /Type /Pages /Count %d /Kids [" % len(kids)
                         + b" ".join(b"%d 0 R" % k for k in kids) + b"] >>")
    info = add(b"<< /Title (" + _escape(title) + b") /Producer (footnote tests) >>") if title \
        else 0
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size %d /Root %d 0 R" % (len(objects) + 1, catalog)
    if info:
        out += b" /Info %d 0 R" % info
    out += trailer_extra + b" >>\nstartxref\n%d\n%%%%EOF\n" % xref
    return bytes(out)


def paragraph_lines(text: str, width: int = 80, size: float = 11, gap: float = 8) -> list[Line]:
    """``text`` wrapped at ``width`` characters, breaking long words with a hyphen
    the way a typesetter does; the first line carries the paragraph gap."""
    lines: list[Line] = []
    current = ""
    for word in text.split():
        while len(current) + len(word) + 1 > width and len(word) > 8 and current:
            room = width - len(current) - 2
            if room < 4:
                break
            lines.append(Line(f"{current} {word[:room]}-", size))
            word, current = word[room:], ""
        if current and len(current) + len(word) + 1 > width:
            lines.append(Line(current, size))
            current = word
        else:
            current = f"{current} {word}".strip()
    if current:
        lines.append(Line(current, size))
    if lines:
        lines[0].gap = gap
    return lines


def encrypt(data: bytes, password: str = "secret") -> bytes:
    """``data`` encrypted with a user password (RC4, which pypdf writes without extras)."""
    import io

    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(data)))
    writer.encrypt(user_password=password, owner_password=password + "-owner",
                   algorithm="RC4-128")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()
