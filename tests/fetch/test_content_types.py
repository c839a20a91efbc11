"""Content types at the edges, end to end through the service against a real server:
XHTML with an XML prolog, Markdown, JSON, no Content-Type header at all, and
HTML served as a download (``Content-Disposition: attachment``)."""

from __future__ import annotations

import json

from services.fetch import FetchService
from services.fetch.pool import ExtractionPool
from services.results import FetchItem
from tests.fetch.support import fetch_settings, make_service
from tests.servers.base import Handler, LocalServer, Request, Response
from tests.servers.pages import RUSSIAN, article_html


def read(service: FetchService, server: LocalServer, *paths: str) -> list[FetchItem]:
    return list(service.fetch([server.url(p) for p in paths]).items)


def raw_reply(body: bytes, headers: dict[str, str]) -> Handler:
    """A handler that sends exactly ``headers`` (LocalServer always adds a Content-Type)."""

    def handler(request: Request) -> Response | None:
        out = request.handler
        out.send_response(200)
        for name, value in {**headers, "Content-Length": str(len(body))}.items():
            out.send_header(name, value)
        out.end_headers()
        out.wfile.write(body)
        return None

    return handler


def test_xhtml_with_an_xml_prolog_declaring_the_charset(
    server: LocalServer, pool: ExtractionPool
) -> None:
    page = article_html("Новости", RUSSIAN, meta=False).replace("<!doctype html>", "")
    page = page.replace('<html lang="en">', '<html xmlns="http://www.w3.org/1999/xhtml">')
    body = ('<?xml version="1.0" encoding="windows-1251"?>\n'
            '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" '
            '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n' + page).encode("cp1251")
    server.route("/x.xhtml", Response(body, content_type="application/xhtml+xml"))
    (item,) = read(make_service(fetch_settings(), pool), server, "/x.xhtml")
    assert item.ok, item.error
    assert item.title == "Новости"
    assert "Москва является столицей России" in item.content
    assert "<?xml" not in item.content


def test_markdown_passes_through_with_its_heading_as_title(
    server: LocalServer, pool: ExtractionPool
) -> None:
    text = "Intro line.\n\n## Install\n\n```sh\npip install footnote\n```\n"
    server.route("/notes.md", Response(text.encode(), content_type="text/markdown"))
    server.route("/x-md", Response(b"# Release notes\n\n* one\n* two\n",
                                   content_type="text/x-markdown; charset=utf-8"))
    notes, release = read(make_service(fetch_settings(), pool), server, "/notes.md", "/x-md")
    assert notes.ok and notes.content == text.strip() and notes.title == "Install"
    assert release.title == "Release notes" and "* two" in release.content


def test_json_is_pretty_printed_and_non_json_passes_through(
    server: LocalServer, pool: ExtractionPool
) -> None:
    data = {"name": "footnote", "nested": {"list": [1, 2, {"deep": "中文"}]}}
    server.route("/api", Response(json.dumps(data, separators=(",", ":")).encode(),
                                  content_type="application/json"))
    server.route("/feed", Response(b'{"version":"1.1","items":[]}',
                                   content_type="application/feed+json"))
    server.route("/not-json", Response(b"this is not json {", content_type="application/json"))
    api, feed, broken = read(make_service(fetch_settings(), pool), server,
                             "/api", "/feed", "/not-json")
    pretty = json.dumps(data, indent=2, ensure_ascii=False)
    assert api.content == f"```json\n{pretty}\n```"
    assert '"version": "1.1"' in feed.content
    assert broken.ok and broken.content == "this is not json {"


def test_no_content_type_header_is_sniffed(server: LocalServer, pool: ExtractionPool) -> None:
    html = article_html("No header at all", "This page was sent without a Content-Type.")
    server.route("/bare-html", raw_reply(html.encode(), {}))
    server.route("/bare-text", raw_reply(b"Just some words, no markup.\n", {}))
    server.route("/bare-binary", raw_reply(bytes(range(256)) * 16, {}))
    server.route("/bare-pdf", raw_reply(b"%PDF-1.5\n%\xe2\xe3\xcf\xd3\n", {}))
    html_item, text_item, binary, pdf = read(
        make_service(fetch_settings(), pool), server,
        "/bare-html", "/bare-text", "/bare-binary", "/bare-pdf")
    assert html_item.ok and html_item.title == "No header at all"
    assert "sent without a Content-Type" in html_item.content
    assert text_item.ok and text_item.content == "Just some words, no markup."
    assert binary.reason == "unsupported_content" and "binary" in binary.error
    assert pdf.reason == "pdf_broken" and "PDF" in pdf.error


def test_html_served_as_an_attachment_is_still_read(
    server: LocalServer, pool: ExtractionPool
) -> None:
    # Content-Disposition tells a browser to save the file; the bytes are still a page.
    html = article_html("Saved page", "This page comes with Content-Disposition: attachment.")
    server.route("/save", Response(html, headers={
        "Content-Disposition": 'attachment; filename="page.html"'}))
    server.route("/save-pdf", Response(b"%PDF-1.7\n", content_type="application/octet-stream",
                                       headers={"Content-Disposition": "attachment"}))
    page, pdf = read(make_service(fetch_settings(), pool), server, "/save", "/save-pdf")
    assert page.ok and page.title == "Saved page"
    assert pdf.reason == "pdf_broken" and "PDF" in pdf.error
