"""Sibling items set apart by style alone are written with a space between them."""

from __future__ import annotations

from services.extract import dom
from services.extract.markdown import to_markdown


def markdown_of(html: str) -> str:
    return to_markdown(dom.parse(f"<html><body><div>{html}</div></body></html>").find(".//div"))


def test_a_row_of_like_items_is_spaced() -> None:
    row = ("<p><span class='meta'>2026</span><span class='meta'>1h 54m</span>"
           "<span class='meta'>R</span></p>")
    assert markdown_of(row) == "2026 1h 54m R"
    tags = "<p><a class='tag' href='/a'>Grafik</a><a class='tag' href='/b'>Drucke</a></p>"
    assert markdown_of(tags) == "[Grafik](/a) [Drucke](/b)"


def test_items_already_spaced_or_ending_in_punctuation_stay_as_they_are() -> None:
    spaced = "<p><span class='m'>Lyon</span> <span class='m'>Paris</span></p>"
    assert markdown_of(spaced) == "Lyon Paris"
    listed = "<p><span class='m'>Lyon,</span><span class='m'>(Paris)</span></p>"
    assert markdown_of(listed) == "Lyon,(Paris)"


def test_a_word_split_into_letters_and_unlike_siblings_are_not_spaced() -> None:
    letters = "".join(f"<span class='char'>{c}</span>" for c in "Bergsee")
    assert markdown_of(f"<h2>{letters}</h2>") == "## Bergsee"
    price = "<p><span class='amount'>25</span><span class='unit'>kg</span></p>"
    assert markdown_of(price) == "25kg"
    bare = "<p><b>Ber</b><b>gsee</b></p>"  # (no class: formatting, not items)
    assert markdown_of(bare) == "**Ber****gsee**"


def test_a_text_cut_into_like_spans_mid_word_is_not_spaced() -> None:
    cut = ("<p><span class='d'>Apfel und Milch, B</span><span class='d'>irnen und Tee, "
           "K</span><span class='d'>affee</span></p>")
    assert markdown_of(cut) == "Apfel und Milch, Birnen und Tee, Kaffee"
