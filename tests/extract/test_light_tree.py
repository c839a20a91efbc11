"""The light tree and its walk: markdownify's Markdown, character for character."""

from __future__ import annotations

import gc

import lxml.etree
import pytest
from bs4.element import Comment
from markdownify import MarkdownConverter

from services.extract import dom
from services.extract.light_tree import LightConverter, Node, Text, light_tree, node_text
from services.extract.markdown import to_markdown

_OPTIONS = {"heading_style": "atx", "bullets": "-", "table_infer_header": True,
            "escape_misc": False, "newline_style": "backslash"}

# Shapes where markdownify's walk decides something: blank text at a block's
# edges and between blocks, inline runs, <pre> (no collapsing, no escaping),
# nested lists, cells and headings (inline), breaks, comments, newlines.
_PAGES = [
    "<p>Ein <b>fetter</b> und <i>schräger</i> Satz.</p>\n  <p>Zweiter   Absatz\n mit Umbruch.</p>",
    "<h2>Titel <a href='/x'>mit Link</a></h2>\n<p>Text_mit*Sternen*</p>",
    "<ul>\n <li>eins</li>\n <li>zwei<ul><li>tief</li></ul></li>\n</ul>\n<p>danach</p>",
    "<ol start='3'><li>drei</li><li>vier</li></ol>",
    "<pre><code class='language-py'>def f():\n    return  1\n\n\n</code></pre>\n"
    "<p>nach dem Code</p>",
    "<table><tr><th>Name</th><th>Wert</th></tr><tr><td>a <br> b</td><td>1</td></tr>"
    "<tr><td colspan='2'>\n<p>breit</p>\n</td></tr></table>",
    "<div> <span>inline</span> <span>spans</span> </div><!-- ein Kommentar --><div>\n\n</div>",
    "<blockquote>\n<p>zitiert</p>\n<p>weiter</p>\n</blockquote>text danach<br>neue Zeile",
    "<p>a<!---->  <em> betont </em>  b</p><dl><dt>Begriff</dt><dd>Erklärung\nlang</dd></dl>",
    "<section><h1>\n  Kopf\n</h1>\t<p>\tTab\tgetrennt</p><hr><p><code>x `y` z</code></p></section>",
    "<div><p>erste</p>\n\n\n<p>zweite</p><pre>\n\n  frei\n\n</pre><p>dritte</p></div>",
    "漢字の文章です。<p>段落</p><p>二つ目の段落</p>",
]


def _root(html: str) -> object:
    return dom.parse(f"<html><body><div>{html}</div></body></html>").find(".//div")


@pytest.mark.parametrize("html", _PAGES)
def test_the_walk_writes_what_markdownify_writes(html: str) -> None:
    stock = MarkdownConverter(**_OPTIONS).convert_soup(light_tree(_root(html)))
    assert LightConverter(**_OPTIONS).convert_soup(light_tree(_root(html))) == stock


def test_the_tree_keeps_text_tails_comments_and_siblings_in_order() -> None:
    root = dom.parse("<html><body><div>vor<b>fett</b>nach<!--k-->ende</div></body></html>")
    tree = light_tree(root.find(".//div"))
    div = tree.contents[0]
    assert isinstance(div, Node) and div.name == "div" and div.parent is tree
    kinds = [type(kid) for kid in div.contents]
    assert kinds == [Text, Node, Text, Comment, Text]
    assert [str(kid) for kid in div.contents if not isinstance(kid, Node)] == [
        "vor", "nach", "k", "ende"]
    for before, after in zip(div.contents, div.contents[1:], strict=False):
        assert before.next_sibling is after and after.previous_sibling is before
    assert all(kid.parent is div for kid in div.contents)
    assert node_text(div) == "vorfettnachende"


def test_text_after_a_dropped_node_continues_the_string() -> None:
    root = dom.parse("<html><body><p>eins</p></body></html>").find(".//p")
    instruction = lxml.etree.ProcessingInstruction("pi", "x")
    instruction.tail = " zwei"
    root.append(instruction)
    paragraph = light_tree(root).contents[0]
    assert [str(kid) for kid in paragraph.contents] == ["eins zwei"]


def test_attributes_are_read_when_asked_with_addresses_escaped() -> None:
    root = dom.parse("<html><body><a href='/a b/ü' class='k' data-x='1'>t</a></body></html>")
    link = light_tree(root.find(".//a")).contents[0]
    assert link.get("class") == "k" and link.get("data-x") == "1"
    assert link.get("href") == "/a%20b/%C3%BC"
    assert link.attrs == {"href": "/a%20b/%C3%BC", "class": "k", "data-x": "1"}


def test_a_rows_previous_siblings_are_the_ones_a_soup_gives() -> None:
    # markdownify asks every row for its nearest previous sibling: the light tree
    # answers with that one alone, and lists all of them as bs4 does.
    from bs4 import BeautifulSoup

    html = ("<table><tr><th>h</th></tr>\n <tr><td>1</td></tr><!-- c -->"
            "<tr><td>2</td></tr>\n<tr><td>3</td></tr></table>")
    rows = light_tree(_root(html)).find_all("tr")
    soup_rows = BeautifulSoup(html, "lxml").find_all("tr")
    assert len(rows) == len(soup_rows) == 4
    for row, soup_row in zip(rows, soup_rows, strict=True):
        mine, theirs = row.find_previous_sibling(), soup_row.find_previous_sibling()
        assert (None if mine is None else node_text(mine)) == (
            None if theirs is None else theirs.get_text())
        assert [node_text(n) for n in row.find_previous_siblings("tr")] == [
            n.get_text() for n in soup_row.find_previous_siblings("tr")]
        assert [node_text(n) for n in row.find_previous_siblings("tr", limit=1)] == [
            n.get_text() for n in soup_row.find_previous_siblings("tr", limit=1)]


def test_a_written_tree_is_freed_without_the_cycle_collector() -> None:
    # A node and its parent and siblings point to each other: to_markdown unlinks
    # them once the Markdown is written, so no collection has to find them.
    root = dom.parse(f"<html><body><div>{''.join(_PAGES)}</div></body></html>").find("body")
    gc.collect()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        assert to_markdown(root)
        gc.collect()
        assert not [o for o in gc.garbage if isinstance(o, (Node, Text, Comment))]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
