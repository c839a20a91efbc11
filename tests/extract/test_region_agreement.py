"""The rest of the main region is kept when the second reader holds it too."""

from __future__ import annotations

import pytest
from lxml.html import HtmlElement

from services.extract import extract_page, pipeline
from services.extract.region_agreement import second_vouches

URL = "https://site.example.net/services"
WORDS = ("The committee reviewed the proposal in detail and asked for a revised budget, "
         "a clearer timeline and letters of support from the two partner schools.")
HOURS = [f"Opening hours for the branch number {n} on weekdays" for n in range(12)]


def _page(*, signed: bool = False) -> str:
    body = "".join(f"<p>Part {n}: {WORDS}</p>" for n in range(6))
    items = "".join(f"<li><span>{line}</span></li>" for line in HOURS)
    byline = "<p class='byline'>By Ann Author</p><meta name='author' content='Ann Author'>"
    return ("<html><head><title>Our services</title>"
            f"{byline if signed else ''}</head><body><main><h1>Our services</h1>"
            f"<div class='story'>{body}</div>"
            f"<div class='hours'><h2>Hours</h2><ul>{items}</ul></div></main></body></html>")


@pytest.fixture
def second_says(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What the fake second reader answers (set by the test), and each page it was asked on."""
    answer: list[str] = [""]

    def fake(doc: HtmlElement, url: str) -> str:
        answer.append(url)
        return answer[0]

    monkeypatch.setattr(pipeline, "second_opinion", fake)
    return answer


def test_the_region_is_kept_when_the_second_reader_holds_its_rest(second_says: list[str]) -> None:
    second_says[0] = "\n\n".join([f"Part {n}: {WORDS}" for n in range(6)] + HOURS)
    markdown = extract_page(_page(), URL).markdown
    assert all(line in markdown for line in HOURS)
    assert "Part 5" in markdown


def test_readability_s_block_stays_when_the_second_reader_holds_other_text(
        second_says: list[str]) -> None:
    second_says[0] = "Something else the second reader found on the page, and nothing more."
    markdown = extract_page(_page(), URL).markdown
    assert "Part 5" in markdown
    assert not any(line in markdown for line in HOURS)


def test_a_signed_page_asks_nobody(second_says: list[str]) -> None:
    """An article's region adds its comments and teasers: the block stands unasked."""
    second_says[0] = "\n\n".join(HOURS)
    extract_page(_page(signed=True), URL)
    assert second_says[1:] == []


def test_lines_are_matched_whole_not_by_their_words() -> None:
    block = "Part one of the text."
    region = block + "\n\n" + "\n\n".join(HOURS)
    assert second_vouches(block, region, " ".join(HOURS).upper())  # (case and spaces aside)
    # The same words in another order are another text.
    shuffled = " ".join(" ".join(reversed(line.split())) for line in HOURS)
    assert not second_vouches(block, region, shuffled)


def test_common_characters_of_chinese_lines_vouch_for_nothing() -> None:
    block = "这是正文的第一段。"
    extra = ["松花江网官方微信平台分享到朋友圈", "光明网责任编辑联系我们版权声明",
             "网站地图关于我们广告服务招聘信息"]
    region = block + "\n\n" + "\n\n".join(extra * 6)
    # Every character of the extra lines, but none of the lines.
    scrambled = "".join(sorted("".join(extra)))
    assert not second_vouches(block, region, scrambled)
    assert second_vouches(block, region, "\n".join(extra))


def test_a_region_that_adds_a_line_or_two_is_no_question() -> None:
    assert not second_vouches("Part one.", "Part one.\n\nShare", "Part one. Share")


def test_a_column_of_links_is_not_vouched_for() -> None:
    """Links to other pages are no sections of this one, whoever else kept them."""
    links = [f"[{line}](https://site.example.net/branch/{n})" for n, line in enumerate(HOURS)]
    region = "Part one.\n\n" + "\n\n".join(links)
    assert not second_vouches("Part one.", region, "\n".join(HOURS))
    assert second_vouches("Part one.", "Part one.\n\n" + "\n\n".join(HOURS), "\n".join(HOURS))


def test_the_second_reader_is_not_asked_when_the_region_adds_too_little(
        second_says: list[str]) -> None:
    """A region that adds only a line or two to readability's block costs no second reading."""
    body = "".join(f"<p>Part {n}: {WORDS}</p>" for n in range(6))
    items = "".join(f"<li><span>{line}</span></li>" for line in HOURS[:3])
    html = ("<html><head><title>Our services</title></head><body><main><h1>Our services</h1>"
            f"<div class='story'>{body}</div>"
            f"<div class='hours'><h2>Hours</h2><ul>{items}</ul></div></main></body></html>")
    second_says[0] = " ".join(HOURS[:3])
    extract_page(html, URL)
    assert URL not in second_says[1:]
