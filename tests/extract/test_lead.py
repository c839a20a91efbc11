"""The introduction of a signed article that sits in a block of its own, above the block
readability keeps (``lead``)."""

from __future__ import annotations

import lxml.html

from services.extract import extract_page
from services.extract.lead import MIN_LEAD_PARAGRAPHS, missed_lead
from services.extract.missed_prose import paragraphs, prose_paragraphs

URL = "https://reviews.example.net/best-kettles"
BODY = ("Each kettle was filled to its line, boiled from cold ten times and timed, and the "
        "water left in it was weighed to see how much the spout let drip onto the counter. ")


def _intro(count: int) -> str:
    return "".join(f"<p>Opening paragraph {n}: kettles differ more than they seem, and we "
                   f"spent a month with twenty of them to find the ones worth buying.</p>"
                   for n in range(1, count + 1))


def _page(intro: str) -> str:
    body = "".join(f"<h2>Kettle {n}</h2><p>{BODY * 3}</p><p>{BODY * 2}</p>" for n in range(8))
    return ("<html><head><title>The best kettles</title>"
            "<meta property='og:type' content='article'>"
            "<meta name='author' content='Ada Brewer'></head><body>"
            "<nav><a href='/'>Home</a> <a href='/reviews'>Reviews</a></nav>"
            "<main><h1>The best kettles</h1>"
            f"<section class='wysiwyg'><div class='grid'><div class='column'>{intro}</div></div>"
            "</section>"
            f"<section class='products'><ul class='picks'><li class='pick'>{body}</li></ul>"
            "</section></main><footer>Copyright the reviewers</footer></body></html>")


def test_a_signed_articles_introduction_above_its_main_block_is_kept_first() -> None:
    markdown = extract_page(_page(_intro(4)), URL).markdown
    assert "Opening paragraph 1" in markdown
    assert "Opening paragraph 4" in markdown
    assert markdown.index("Opening paragraph 4") < markdown.index("Kettle 0")


def _fragment(html: str) -> lxml.html.HtmlElement:
    return lxml.html.fragment_fromstring(html, parser=lxml.html.HTMLParser())


def test_a_single_paragraph_between_title_and_block_is_no_introduction() -> None:
    body = f"<div><p>{BODY * 2}</p><p>{BODY * 3}</p></div>"
    for count, expected in ((1, 0), (MIN_LEAD_PARAGRAPHS, MIN_LEAD_PARAGRAPHS)):
        region = _fragment(f"<main><p>{BODY}</p><h1>Title</h1>{_intro(count)}{body}</main>")
        article = _fragment(body)
        lead = missed_lead(region, prose_paragraphs(region), set(paragraphs(article)))
        assert len(lead) == expected
        # (the paragraph above the title is never part of it)
        assert all("Each kettle" not in para.text_content() for para in lead)


def test_no_introduction_without_a_title_heading_or_a_kept_paragraph() -> None:
    body = f"<div><p>{BODY * 2}</p></div>"
    region = _fragment(f"<main>{_intro(5)}{body}</main>")
    assert missed_lead(region, prose_paragraphs(region), set(paragraphs(_fragment(body)))) == []
    region = _fragment(f"<main><h1>Title</h1>{_intro(5)}</main>")
    assert missed_lead(region, prose_paragraphs(region), {BODY}) == []


def test_paragraphs_the_block_holds_in_another_shape_are_not_missed() -> None:
    body = f"<div><p>{BODY * 2}</p></div>"
    region = _fragment(f"<main><h1>Title</h1>{_intro(4)}{body}</main>")
    paragraphs = prose_paragraphs(region)
    kept = {paragraphs[-1][0]}
    assert len(missed_lead(region, paragraphs, kept)) == 4
    # readability rewrote the introduction's markup: its text is in the block all the same
    held = " ".join(text for text, _ in paragraphs)
    assert missed_lead(region, paragraphs, kept, held) == []
