"""Pictures in Markdown: what the reader cannot see becomes words or nothing."""

from __future__ import annotations

from services.extract import dom
from services.extract.markdown import to_markdown


def markdown_of(html: str) -> str:
    return to_markdown(dom.parse(f"<html><body><div>{html}</div></body></html>").find(".//div"))


def test_a_figure_with_a_caption_is_written_as_its_caption() -> None:
    figure = ("<figure><img src='/plan.png' alt='Der Plan der neuen Brücke'>"
              "<figcaption>Der Plan der neuen Brücke, 2025</figcaption></figure>")
    assert markdown_of(figure) == "Der Plan der neuen Brücke, 2025"
    other = ("<figure><img src='/ufer.png' alt='Das Ufer im Winter mit Eis'>"
             "<figcaption>Foto: Anna Berg</figcaption></figure>")
    assert markdown_of(other) == "Foto: Anna Berg"


def test_a_content_figure_without_a_caption_keeps_its_description() -> None:
    figure = "<figure><img src='/ufer.png' alt='Das Ufer im Winter mit Eis'></figure>"
    assert markdown_of(figure) == "Das Ufer im Winter mit Eis"
    inline = "<p>Am Morgen: <img src='/ufer.png' alt='Das Ufer im Winter mit Eis'> und kalt.</p>"
    assert markdown_of(inline) == "Am Morgen: Das Ufer im Winter mit Eis und kalt."


def test_a_picture_in_a_link_or_beside_the_running_text_says_nothing() -> None:
    teaser = ("<p><a href='/artikel/ufer'><img src='/ufer.png' alt='Das Ufer im Winter mit Eis'>"
              "</a> Weiterlesen</p>")
    assert markdown_of(teaser) == "Weiterlesen"
    card = ("<div><img src='/ufer.png' alt='Das Ufer im Winter mit Eis'>"
            "<p>Ein Bericht vom Fluss.</p></div>")
    assert markdown_of(card) == "Ein Bericht vom Fluss."
    logo = "<p><a href='/'><img src='/logo.svg' alt='Zeitung am Fluss Startseite'></a></p>"
    assert markdown_of(logo) == ""


def test_a_link_to_a_picture_keeps_its_words_and_other_links_stay() -> None:
    links = "<p><a href='/full.webp'>Großes Bild ansehen</a> und <a href='/plan'>der Plan</a></p>"
    assert markdown_of(links) == "Großes Bild ansehen und [der Plan](/plan)"
    assert markdown_of("<p>Text <a href='/a.jpg'><img src='/a.jpg' alt='x'></a> mehr</p>") == (
        "Text  mehr")
