"""Page bytes -> text -> readable Markdown with metadata.

Public surface:
    decode_html(body, header_charset) -> str
    extract_page(html, url) -> Page      (raises services.errors.ExtractionEmpty)
    Page
"""

from services.extract.charset import decode_html
from services.extract.page import Page
from services.extract.pipeline import extract_page

__all__ = ["Page", "decode_html", "extract_page"]
