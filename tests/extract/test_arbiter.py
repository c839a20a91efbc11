"""The second opinion: asked only when the pipeline is unsure, taken only when it reads more."""

from __future__ import annotations

import pytest
from lxml.html import HtmlElement

from services.extract import dom, extract_page, pipeline
from services.extract.arbiter import Doubt, prefer_second
from services.extract.second import second_opinion

URL = "https://site.example.net/page"
WORDS = ("The committee reviewed the proposal in detail and asked for a revised budget, "
         "a clearer timeline and letters of support from the two partner schools.")


OTHER = ("Rivers rise in spring when snow in the hills melts faster than the ground takes it, "
         "and the old weir at the mill holds back less water than it used to.")


def _sentences(prefix: str, count: int, words: str = WORDS) -> list[str]:
    return [f"{prefix} {n}: {words}" for n in range(count)]


def test_a_short_reading_gives_way_to_a_longer_one_that_holds_it() -> None:
    first = _sentences("Lead", 2)
    second = first + _sentences("Body", 4)
    assert prefer_second("\n\n".join(first), "\n\n".join(second), Doubt(short=True))


def test_a_short_reading_stays_when_the_longer_one_says_other_things() -> None:
    first = "\n\n".join(_sentences("Lead", 2))
    second = "\n\n".join(f"Teaser {n}: rivers, weirs and mills of the valley in spring floods."
                         for n in range(40))
    assert not prefer_second(first, second, Doubt(short=True))


def test_an_empty_reading_is_not_replaced_by_whatever_a_second_reader_finds() -> None:
    assert not prefer_second("", "Home About Contact " * 20, Doubt(short=True))


def test_a_full_reading_that_is_not_a_fragment_is_kept() -> None:
    first = "\n\n".join(_sentences("Body", 8))
    second = "\n\n".join(_sentences("Body", 8) + _sentences("Comment", 40, OTHER))
    assert not prefer_second(first, second, Doubt())


def test_a_fragment_gives_way_to_the_body_it_was_cut_from() -> None:
    kept = _sentences("Part", 8)
    # The second reading holds the first with the rest of the body between its paragraphs.
    split = [kept[0], *_sentences("Rest", 10, OTHER), *kept[1:]]
    assert prefer_second("\n\n".join(kept), "\n\n".join(split), Doubt(fragment=True))


def test_a_fragment_stays_when_the_longer_reading_only_adds_what_follows_it() -> None:
    kept = _sentences("Part", 8)
    commented = kept + _sentences("Reply", 10, OTHER)  # 2.25x as long, all after the text
    assert not prefer_second("\n\n".join(kept), "\n\n".join(commented), Doubt(fragment=True))
    # ... unless the first is brief and the second many times as long: the first kept a lead.
    lead = kept[:3]
    longer = lead + _sentences("Rest", 20, OTHER)
    assert prefer_second("\n\n".join(lead), "\n\n".join(longer), Doubt(fragment=True))
    # A full text with many times as much after it is a text with its comments.
    full = _sentences("Part", 12)
    discussed = full + _sentences("Reply", 60, OTHER)
    assert not prefer_second("\n\n".join(full), "\n\n".join(discussed), Doubt(fragment=True))


def test_a_reading_that_keeps_a_sidebar_is_not_traded_for_a_shorter_one() -> None:
    """A shorter second reading held whole by the first is not taken, doubt or none.

    The extra of the first may be a sidebar (then the second is better) or the
    rest of a listing, a product's specifications, a thread's later posts (then
    the second lost content). On the shared dev sets the second reader was the
    one that lost content more often, whatever the extra's size, links, place
    or share of the page (see the module docstring of ``arbiter``).
    """
    body = _sentences("Body", 8)
    sidebar = [f"[Related story {n}](https://site.example.net/r/{n})" for n in range(30)]
    first = "\n\n".join(body + sidebar)
    second = "\n\n".join(body)
    assert not prefer_second(first, second, Doubt())
    assert not prefer_second(first, second, Doubt(fragment=True))


def test_a_second_reading_that_disagrees_with_the_first_is_not_taken() -> None:
    """Two readings of other text: no ground to prefer either, so the first stays."""
    first = "\n\n".join(_sentences("Body", 6))
    second = "\n\n".join(_sentences("Teaser", 20, OTHER))
    assert not prefer_second(first, second, Doubt(fragment=True))


def test_a_whole_region_reading_is_confident_and_asks_nobody(readings: list[str]) -> None:
    """A page of several sections read whole is not second-guessed (no second reader's time)."""
    sections = "".join(
        f"<section><h2>Part {n}</h2>{''.join(f'<p>{text}</p>' for text in _sentences(f'S{n}', 3))}"
        "</section>" for n in range(4))
    page = extract_page(f"<html><head><title>Services</title></head><body><main><h1>Services</h1>"
                        f"{sections}</main></body></html>", URL)
    assert readings == []
    assert "S0 0" in page.markdown and "S3 2" in page.markdown


def _article(paragraphs: list[str]) -> str:
    body = "".join(f"<p>{text}</p>" for text in paragraphs)
    return (f"<html><head><title>Budget</title></head><body><article><h1>Budget</h1>{body}"
            "</article></body></html>")


@pytest.fixture
def readings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The pages the pipeline asks a second opinion on; the opinion holds extra paragraphs."""
    asked: list[str] = []

    def fake(doc: HtmlElement, url: str) -> str:
        text = " ".join(doc.text_content().split())
        asked.append(text)
        return "\n\n".join([text, *_sentences("More", 6, OTHER)])

    monkeypatch.setattr(pipeline, "second_opinion", fake)
    return asked


def test_a_confident_reading_asks_no_second_opinion(readings: list[str]) -> None:
    page = extract_page(_article(_sentences("Body", 8)), URL)
    assert readings == []
    assert "More 0" not in page.markdown


def test_a_short_reading_asks_and_takes_the_second_opinion(readings: list[str]) -> None:
    page = extract_page(_article(_sentences("Body", 1)), URL)
    assert len(readings) == 1
    assert "Body 0" in page.markdown and "More 5" in page.markdown


def test_the_second_reader_sees_the_page_without_what_no_reader_sees(
        readings: list[str]) -> None:
    html = _article(_sentences("Body", 1)).replace(
        "</article>", "<div style='display:none'>Hidden offer</div><nav>Menu</nav></article>")
    extract_page(html, URL)
    assert readings and "Hidden offer" not in readings[0] and "Menu" not in readings[0]


def test_trafilatura_reads_a_prepared_page_as_markdown_with_absolute_links() -> None:
    paragraphs = "".join(f"<p>{text}</p>" for text in _sentences("Body", 4))
    doc = dom.parse(f"<html><body><article><h1>Budget</h1>{paragraphs}"
                    "<p>See <a href='/annex'>the annex</a> for the figures of each school "
                    "and the timeline the partners agreed on last spring.</p>"
                    "</article></body></html>")
    found = second_opinion(doc, URL)
    assert "Body 3" in found
    assert "(https://site.example.net/annex)" in found


def test_a_failing_second_reader_is_no_opinion(monkeypatch: pytest.MonkeyPatch) -> None:
    import trafilatura

    def broken(*args: object, **kwargs: object) -> str:
        raise RecursionError("deep tree")

    monkeypatch.setattr(trafilatura, "extract", broken)
    assert second_opinion(dom.parse(_article(_sentences("Body", 2))), URL) == ""


def test_a_page_too_large_for_the_second_reader_keeps_the_first(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from services.extract import second

    small = dom.parse("<html><body><article>" + "".join(
        f"<p>{s}</p>" for s in _sentences("Body", 6)) + "</article></body></html>")
    assert "Body 3" in second_opinion(small, URL)
    monkeypatch.setattr(second, "MAX_ELEMENTS", 5)
    assert second_opinion(small, URL) == ""  # trafilatura is not asked at all


def test_a_joined_reading_is_judged_as_readabilitys_block_alone_was() -> None:
    """Blocks joined to readability's block do not quiet the doubt about it: a second
    reading that would have replaced the block replaces the joined reading when it holds
    it and reads more."""
    alone = _sentences("Body", 4)
    joined = alone + _sentences("Part", 4)
    # (what the second reads between the block's paragraphs is the rest of a split body)
    split = [*alone[:2], *_sentences("Inset", 3, OTHER), *alone[2:], *_sentences("Part", 4),
             *_sentences("End", 1)]
    fragment = Doubt(fragment=True)
    assert not prefer_second("\n\n".join(joined), "\n\n".join(split), fragment)
    assert prefer_second("\n\n".join(joined), "\n\n".join(split), fragment,
                         alone="\n\n".join(alone))


def test_a_joined_reading_is_not_traded_for_a_second_that_lacks_its_parts() -> None:
    alone = _sentences("Body", 4)
    joined = alone + _sentences("Part", 12)
    split = [*alone[:2], *_sentences("Inset", 3, OTHER), *alone[2:], *_sentences("End", 1)]
    fragment = Doubt(fragment=True)
    assert prefer_second("\n\n".join(alone), "\n\n".join(split), fragment)
    assert not prefer_second("\n\n".join(joined), "\n\n".join(split), fragment,
                             alone="\n\n".join(alone))
