"""Links built for real pages name the text the page shows, term by term.

Every page of ``bench/fragment_cases.py`` (prose, code, C#, underscores,
asterisks, backticks, escapes, table cells, lists, CJK, quotes, inline markup,
repeated phrases) goes through the app's path: extraction to Markdown, the
support check's passage, its link. Each term of the link must then be text of
the cited block as the HTML shows it (a table row: of one of its cells), start
and end at a word's edge, and the start (after its prefix, if any) must name
one place of the page.
``bench/fragments.py`` checks the same links in Chromium.
"""

from __future__ import annotations

import re
from urllib.parse import unquote

import lxml.html
import pytest

from bench.fragment_cases import CASES, FRESH, LATEST, UNSEEN, Case
from bench.fragments import footnote_link, page_html

URL = "http://127.0.0.1:9/case"
_BREAKS = ("br", "p", "h1", "h2", "h3", "summary", "li", "dt", "dd", "figcaption", "td", "th")


def shown(element: lxml.html.HtmlElement) -> str:
    """An element's text as a browser lays it out (spaces collapsed outside <pre>)."""
    text = element.text_content().replace("\xa0", " ")
    if element.tag == "pre" or element.find(".//pre") is not None:
        return text.strip()
    return " ".join(text.split())


def cited_blocks(html: str) -> tuple[list[str], str]:
    """The cited element's blocks (a row's cells, else itself) and the page's whole text."""
    root = lxml.html.fromstring(html)
    for element in root.iter(*_BREAKS):
        element.tail = "\n" + (element.tail or "")  # a block's text ends a line
    target = root.get_element_by_id("target")
    cells = target.findall("td") + target.findall("th") if target.tag == "tr" else []
    return [shown(cell) for cell in cells or [target]], shown(root.body)


def at_word_edge(block: str, start: int, end: int) -> bool:
    def word(char: str) -> bool:
        return char.isalnum() or char == "_"

    inside_first, inside_last = block[start], block[end - 1]
    before = block[start - 1] if start else " "
    after = block[end] if end < len(block) else " "
    return not (word(before) and word(inside_first)) and not (word(inside_last) and word(after))


# What the links cannot do yet (bench/fragments.py misses these in Chromium too).
LIMITS: dict[str, str] = {}


def _param(k: int, case: Case) -> object:
    reason = next((why for text, why in LIMITS.items() if text in case.html), None)
    marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
    return pytest.param(case, id=f"{case.kind}-{k}", marks=marks)


ALL_CASES = CASES + FRESH + UNSEEN + LATEST


@pytest.mark.parametrize("case", [_param(k, c) for k, c in enumerate(ALL_CASES)])
def test_each_term_is_the_visible_text_of_the_cited_block(case: Case) -> None:
    html = page_html(case)
    link, passage = footnote_link(URL, html.encode(), case.claim)
    assert passage, "the claim found no passage"
    assert "#:~:text=" in link
    terms = [unquote(term) for term in link.split("#:~:text=")[1].split(",")]
    prefix = terms.pop(0)[:-1] if terms[0].endswith("-") else ""
    # Qt's QUrl, which opens the link, turns %2D into "-": Chromium drops a term holding one.
    assert "%2D" not in link and "-" not in link.split("#:~:text=")[1].replace("-,", "")
    blocks, page = cited_blocks(html)
    for term in terms:
        holder = next((b for b in blocks if term.lower() in b.lower()), None)
        assert holder is not None, f"{term!r} is not the text of one block of {blocks}"
        at = holder.lower().index(term.lower())
        assert at_word_edge(holder, at, at + len(term)), f"{term!r} cuts a word of {holder!r}"
    named = re.escape(prefix) + r"\s*" + re.escape(terms[0]) if prefix else re.escape(terms[0])
    found = re.findall(named, page, flags=re.IGNORECASE)
    assert len(found) == 1, f"{prefix!r} {terms[0]!r} is on the page {len(found)} times"
