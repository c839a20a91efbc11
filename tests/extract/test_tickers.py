"""A scrolling ticker's copies of one phrase are read once; real repeated entries stay."""

from __future__ import annotations

from services.extract import extract_page

URL = "https://site.example.net/services/packaging"
TEXT = ("We design packaging that combines visual clarity with a plan for the shelf, "
        "and every detail is worked out with the people who will sell the product. ")


def _page(strip: str) -> str:
    return (f"<html><head><title>Packaging</title></head><body><main><h1>Packaging</h1>"
            f"<p>{TEXT * 3}</p><div class='strip'>{strip}</div><p>{TEXT}</p></main>"
            "</body></html>")


def test_a_ticker_keeps_one_copy_of_its_phrase() -> None:
    strip = "<span>Book a call <span>*</span></span>" * 60
    markdown = extract_page(_page(strip), URL).markdown
    assert markdown.count("Book a call") == 1
    assert markdown.count("visual clarity") == 4


def test_a_short_run_of_identical_entries_is_kept() -> None:
    strip = "<span>Included</span>" * 6
    markdown = extract_page(_page(strip), URL).markdown
    assert markdown.count("Included") == 6


def test_copies_with_text_between_them_are_no_ticker() -> None:
    strip = "".join(f"<span>Step</span> {i} " for i in range(20))
    markdown = extract_page(_page(strip), URL).markdown
    assert markdown.count("Step") == 20
