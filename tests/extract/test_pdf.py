"""PDF text layer -> Markdown: title, headings, paragraphs, page markers, named failures."""

from __future__ import annotations

import pytest

from services.errors import PdfBroken, PdfEncrypted, PdfNoText
from services.extract import pdf as pdf_module
from services.extract.pdf import extract_pdf
from tests.extract.pdfgen import Line, PdfPage, build_pdf, encrypt, paragraph_lines

URL = "https://example.org/report.pdf"
LONG = ("The committee met in March to discuss the extraordinarily complicated reorganisation "
        "of the department and its budgetary consequences for the following three years.")


def report(title: str = "Annual Report 2024") -> bytes:
    first = PdfPage([Line("Annual Report 2024", 22), Line("Introduction", 16, gap=12),
                     *paragraph_lines(LONG), *paragraph_lines("A second, short paragraph."),
                     Line("1", 9, gap=30)])
    second = PdfPage([Line("Findings", 16), *paragraph_lines("Revenue grew by 12 percent."),
                      Line("2", 9, gap=30)])
    return build_pdf([first, second], title=title)


def test_markdown_has_headings_paragraphs_and_page_markers() -> None:
    page = extract_pdf(report(), URL)
    assert page.title == "Annual Report 2024"
    blocks = page.markdown.split("\n\n")
    assert blocks == [
        "[Page 1]",
        "## Introduction",
        LONG,  # re-joined across line breaks, "reorganis-" + "ation" mended
        "A second, short paragraph.",
        "[Page 2]",
        "## Findings",
        "Revenue grew by 12 percent.",
    ]
    assert page.description == "PDF, 2 pages"


def test_title_falls_back_to_the_first_heading_when_metadata_is_a_file_name() -> None:
    page = extract_pdf(report(title="Microsoft Word - draft3.docx"), URL)
    assert page.title == "Annual Report 2024"
    assert "# Annual Report 2024" not in page.markdown
    untitled = extract_pdf(build_pdf([PdfPage([Line("Big words", 20),
                                               *paragraph_lines("Body text.")])]), URL)
    assert untitled.title == "Big words"
    assert untitled.markdown == "Body text."  # one page: no page marker


def test_hyphen_is_kept_when_the_next_line_does_not_continue_a_word() -> None:
    data = build_pdf([PdfPage([Line("Well-known ranges: 1990-"), Line("2000 and co-"),
                               Line("Operation kept")])])
    assert extract_pdf(data, URL).markdown == "Well-known ranges: 1990- 2000 and co- Operation kept"


def test_too_many_pages_reads_the_first_ones_and_says_how_many(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(pdf_module, "MAX_PAGES", 3)
    data = build_pdf([PdfPage([Line(f"Text of page {n}.")]) for n in range(1, 8)])
    page = extract_pdf(data, URL)
    assert page.markdown.startswith("*Only the first 3 of 7 pages were read.*")
    assert "Text of page 3." in page.markdown and "Text of page 4." not in page.markdown
    assert page.description == "PDF, 7 pages (3 read)"


def test_encrypted_pdf_is_named() -> None:
    with pytest.raises(PdfEncrypted, match="password") as info:
        extract_pdf(encrypt(report()), URL)
    assert info.value.code == "pdf_encrypted"


def test_encrypted_with_an_empty_user_password_is_read() -> None:
    page = extract_pdf(encrypt(report(), password=""), URL)
    assert "Revenue grew by 12 percent." in page.markdown


def test_scanned_pdf_has_no_text_layer() -> None:
    data = build_pdf([PdfPage(draw_only=True), PdfPage([Line("3", 9)])])
    with pytest.raises(PdfNoText, match="no text layer") as info:
        extract_pdf(data, URL)
    assert info.value.code == "pdf_no_text"


@pytest.mark.parametrize(
    "data",
    [
        b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n",
        b"%PDF-1.4\nbinary",
        report()[:300],  # cut off mid-download
        report().replace(b"/Pages", b"/Nopes"),
        b"%PDF-" + bytes(range(256)) * 40,
    ],
)
def test_broken_pdfs_are_named(data: bytes) -> None:
    with pytest.raises(PdfBroken) as info:
        extract_pdf(data, URL)
    assert info.value.code == "pdf_broken"
    assert URL in info.value.message


def test_chinese_lines_join_without_spaces() -> None:
    assert pdf_module._join_lines(["北京是中国的", "首都。"]) == "北京是中国的首都。"
    assert pdf_module._join_lines(["co-", "operation"]) == "cooperation"


def test_metadata_date_and_author() -> None:
    data = build_pdf([PdfPage([Line("x y z")])], title="T").replace(
        b"/Producer (footnote tests)",
        b"/Producer (t) /Author (Jane Roe) /CreationDate (D:20240315120000+01'00')")
    page = extract_pdf(data, URL)
    assert (page.published_at, page.author, page.site_name) == ("2024-03-15", "Jane Roe", "")
