"""web_fetch reads PDFs: by content type or by their bytes, in the extraction worker processes,
with named failures and the Jina fallback for PDFs the local reader cannot open."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from services.fetch.pool import ExtractionPool
from tests.extract.pdfgen import Line, PdfPage, build_pdf, encrypt, paragraph_lines
from tests.fetch.support import fetch_settings, lab_policy, make_service
from tests.servers.base import LocalServer, Response
from tests.servers.jina_reader import JinaServer
from tests.unfenced import unfenced

TEXT = ("Footnote reads PDF documents served by web servers, whatever label the server "
        "puts on them, and passes their text to the model with page markers.")
REPORT = build_pdf(
    [PdfPage([Line("Reading PDFs", 20), *paragraph_lines(TEXT)]),
     PdfPage([Line("Results", 15), *paragraph_lines("Ninety percent of pages were read.")])],
    title="Reading PDFs on the web",
)


@pytest.fixture(scope="module")
def pdf_site() -> Iterator[LocalServer]:
    server = LocalServer()
    server.route("/report.pdf", Response(REPORT, content_type="application/pdf"))
    server.route("/download", Response(REPORT, content_type="application/octet-stream"))
    server.route("/unlabelled", Response(REPORT, content_type=""))
    server.route("/mislabelled", Response(REPORT, content_type="text/html; charset=utf-8"))
    server.route("/locked.pdf", Response(encrypt(REPORT), content_type="application/pdf"))
    server.route("/broken.pdf", Response(REPORT[: len(REPORT) // 3],
                                         content_type="application/pdf"))
    server.route("/scan.pdf", Response(build_pdf([PdfPage(draw_only=True)]),
                                       content_type="application/pdf"))
    server.route("/not-a-pdf.pdf", Response(b"<html><body>Server error</body></html>",
                                            content_type="application/pdf"))
    server.start()
    yield server
    server.stop()


@pytest.mark.parametrize("path", ["/report.pdf", "/download", "/unlabelled", "/mislabelled"])
def test_text_pdf_is_read_whatever_its_label(
    pdf_site: LocalServer, pool: ExtractionPool, path: str
) -> None:
    service = make_service(fetch_settings(), pool)
    result = service.fetch([pdf_site.url(path)])
    item = result.items[0]
    assert item.ok, item.error
    assert item.title == "Reading PDFs on the web"
    assert item.provider == "builtin"
    assert TEXT in item.content
    assert "[Page 2]\n\n## Results\n\nNinety percent of pages were read." in item.content
    assert item.description == "PDF, 2 pages"
    assert unfenced(result.text).startswith(f"[cite:{item.id}] Reading PDFs on the web\n")


@pytest.mark.parametrize(
    ("path", "reason", "words"),
    [
        ("/locked.pdf", "pdf_encrypted", "password"),
        ("/broken.pdf", "pdf_broken", "damaged"),
        ("/scan.pdf", "pdf_no_text", "no text layer"),
        ("/not-a-pdf.pdf", "pdf_broken", "labelled as a PDF"),
    ],
)
def test_unreadable_pdfs_fail_with_their_reason_and_spare_the_others(
    pdf_site: LocalServer, pool: ExtractionPool, path: str, reason: str, words: str
) -> None:
    service = make_service(fetch_settings(), pool)
    result = service.fetch([pdf_site.url(path), pdf_site.url("/report.pdf")])
    bad, good = result.items
    assert (bad.ok, bad.reason) == (False, reason)
    assert words in bad.error
    assert good.ok and TEXT in good.content
    assert result.meta["reasons"] == {reason: 1}


def test_jina_reads_the_pdfs_the_local_reader_cannot(
    pdf_site: LocalServer, jina: JinaServer, pool: ExtractionPool
) -> None:
    service = make_service(
        fetch_settings(fetch__fallback="jina", fetch__jina__api_host=jina.api_host,
                       fetch__allow_private_network=False),
        pool, policy_factory=lab_policy({"public.example.org": "127.0.0.1"}),
    )
    base = f"http://public.example.org:{pdf_site.port}"
    result = service.fetch([f"{base}/locked.pdf", f"{base}/report.pdf"])
    locked, report = result.items
    assert jina.targets == [f"{base}/locked.pdf"]
    assert locked.ok and locked.provider == "jina"
    assert [e["reason"] for e in locked.errors] == ["pdf_encrypted"]
    assert report.ok and report.provider == "builtin"


def test_pdf_pages_are_cut_by_the_token_budget(
    pdf_site: LocalServer, pool: ExtractionPool
) -> None:
    service = make_service(fetch_settings(), pool)
    result = service.fetch([pdf_site.url("/report.pdf")], budget_tokens=20)
    item = result.items[0]
    assert item.ok and item.truncated
    assert item.content.startswith("[Page 1]") and "Results" not in item.content
