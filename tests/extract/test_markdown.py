"""Pictures in Markdown: what the reader cannot see becomes words or nothing."""

from __future__ import annotations

from services.extract import dom
from services.extract.markdown import to_markdown


def markdown_of(html: str) -> str:
    return to_markdown(dom.parse(f"<html><body><div>{html}</div></body></html>").find(".//div"))


def test_a_caption_that_says_what_the_alt_text_says_is_written_once() -> None:
    figure = ("<figure><img src='/plan.png' alt='Der Plan der neuen Brücke'>"
              "<figcaption>Der Plan der neuen Brücke, 2025</figcaption></figure>")
    assert markdown_of(figure) == "Der Plan der neuen Brücke, 2025"
    other = ("<figure><img src='/ufer.png' alt='Das Ufer im Winter mit Eis'>"
             "<figcaption>Foto: Anna Berg</figcaption></figure>")
    assert markdown_of(other) == "Das Ufer im Winter mit Eis\n\nFoto: Anna Berg"


def test_a_link_to_a_picture_keeps_its_words_and_other_links_stay() -> None:
    links = "<p><a href='/full.webp'>Großes Bild ansehen</a> und <a href='/plan'>der Plan</a></p>"
    assert markdown_of(links) == "Großes Bild ansehen und [der Plan](/plan)"
    assert markdown_of("<p>Text <a href='/a.jpg'><img src='/a.jpg' alt='x'></a> mehr</p>") == (
        "Text  mehr")
