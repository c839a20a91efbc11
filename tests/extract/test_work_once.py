"""Work the pipeline no longer repeats gives what repeating it gave: the region's lengths
kept through chrome removal, readability's choice without its debug table, the lengths
of the blocks around readability's taken once, a page's start looked at unstripped,
a text read only as far as a length, the page's elements walked without a query, and
a name's verdict kept."""

from __future__ import annotations

import copy
import re

import lxml.html
import pytest
from readability import debug

from services.extract import dom
from services.extract.anycase import MAX_KNOWN, AnyCase
from services.extract.article import ArticleFinder
from services.extract.blocks import drop_measured, measure, measured_main
from services.extract.pipeline import choose, prepare
from services.extract.split_article import Measured, split_article_blocks

URL = "https://site.example.net/story"
PROSE = ("The keepers wrote down what they saw at the harbour, step by step, so that "
         "others could follow it later in the season. ")


def _page() -> str:
    return ("<html><head><title>Story</title></head><body>"
            "<header><a href='/'>Home</a> <a href='/news'>News</a></header>"
            "<div class='share'>Share <a href='/s'>this</a></div>"
            f"<main><h1>Story</h1><p>{PROSE * 3}</p> after <span>it</span>"
            f"<div class='related'><a href='/1'>One story</a><a href='/2'>Two</a></div>tail"
            f"<a href='/more'>more <b class='promo'>promo</b> words</a>"
            f"<p>{PROSE * 2}</p></main><footer>Copyright <a href='/p'>Privacy</a></footer>"
            "</body></html>")


@pytest.mark.parametrize("doomed_path", [
    "//div[@class='related']",  # its tail joins the text before it
    "//b[@class='promo']",  # inside a link: the link text shrinks too
    "//header | //div[@class='share'] | //footer",
])
def test_dropped_elements_leave_the_lengths_a_fresh_measure_gives(doomed_path: str) -> None:
    doc = lxml.html.document_fromstring(_page())
    body = doc.find("body")
    sizes = measure(body)
    drop_measured(doc.xpath(doomed_path), body, sizes)
    fresh = measure(body)
    assert fresh and all(sizes[elem] == size for elem, size in fresh.items())


def test_the_main_region_comes_with_its_lengths() -> None:
    doc = prepare(_page())
    region, sizes = measured_main(copy.deepcopy(doc), article=True)
    assert region is not None
    assert {elem: sizes[elem] for elem in region.iter()} == measure(region)


def test_choose_reads_the_given_lengths_as_it_would_measure_them() -> None:
    doc = prepare(_page())
    region, sizes = measured_main(copy.deepcopy(doc))
    article = ArticleFinder(prepare(_page()), lambda: prepare(_page()), URL).find()
    assert choose(article, region, is_article=False, signed=False, region_sizes=sizes) is (
        choose(article, region, is_article=False, signed=False))


def test_choose_tells_the_lengths_it_measured() -> None:
    doc = prepare(_page())
    region, sizes = measured_main(copy.deepcopy(doc))
    article = ArticleFinder(prepare(_page()), lambda: prepare(_page()), URL).find()
    lengths: dict[lxml.html.HtmlElement, int] = {}
    choose(article, region, is_article=False, signed=False, region_sizes=sizes, lengths=lengths)
    assert article is not None and region is not None
    assert lengths == {article: dom.text_length(article), region: dom.text_length(region)}


def test_readability_choice_leaves_no_debug_table_behind() -> None:
    # (readability-lxml describes its top candidates, plain <div>s here, in that table.)
    page = (f"<html><body><div><div><h1>Story</h1><p>{PROSE * 3}</p><p>{PROSE * 2}</p></div>"
            f"<div><p>{PROSE}</p></div></div></body></html>")
    debug.uids.clear()
    article = ArticleFinder(prepare(page), lambda: prepare(page), URL).find()
    assert article is not None and "keepers" in article.text_content()
    assert not debug.uids


def test_the_blocks_around_readability_are_measured_once_for_both_looks() -> None:
    parts = "".join(f"<div class='part'><p>{PROSE * 2}</p></div>" for _ in range(3))
    doc = lxml.html.document_fromstring(f"<html><body><main><div class='col'><div class='row'>"
                                        f"{parts}</div></div></main></body></html>")
    best = doc.xpath("//div[@class='part']/p")[0]
    measured = Measured()
    first = split_article_blocks(best, measured=measured)
    taken = dict(measured._lengths)
    assert first == split_article_blocks(best) and taken
    split_article_blocks(best, measured=measured)
    assert measured._lengths == taken  # (asked again, nothing new measured)


@pytest.mark.parametrize("text", ["", "   \n\t ", "\u3000\xa0"])
def test_a_page_of_white_space_is_empty(text: str) -> None:
    with pytest.raises(dom.EmptyDocument):
        dom.parse(text)


def test_an_xml_declaration_after_white_space_is_taken_off() -> None:
    doc = dom.parse(" \n <?xml version='1.0' encoding='utf-8'?><html><body><p>Words here"
                    "</p></body></html>")
    assert doc.find(".//p").text == "Words here"


_PIECES = ("<div> Two <b>wo</b>rds,<!-- a note -->then<i> </i> more <span><a>in</a>side</span>"
           "\n\t after<br/>\u3000tail</div>")


@pytest.mark.parametrize("page", [
    _PIECES,
    "<div><p>  </p>\n<p>x</p></div>",
    "<div>a<!-- c -->b</div>",
    f"<div><p>{PROSE}</p> <ul><li>one</li><li>two <em>three</em></li></ul></div>",
    "<div></div>",
])
def test_a_text_read_as_far_as_a_length_answers_as_its_whole_length(page: str) -> None:
    elem = lxml.html.fragment_fromstring(page)
    whole = dom.text_length(elem)
    for length in (-1, 0, 1, 2, 5, whole - 1, whole, whole + 1, 10_000):
        assert dom.reaches(elem, length) is (whole >= length), (page, length)


def test_the_pages_elements_are_those_the_query_finds_with_a_tree_beside_the_root() -> None:
    # (Markup after the document's end: the parser starts a second tree beside the root.)
    doc = dom.parse("<html><body><p class='a'>x</p><!-- c --><b id='b'>y</b></body></html>"
                    "<div id='late'><i>z</i></div>")
    assert len(doc.getroottree().xpath("/*")) == 2
    assert list(dom.document_elements(doc)) == doc.xpath("/descendant::*")
    assert list(dom.document_elements(doc.find(".//p"))) == doc.xpath("/descendant::*")


def test_a_names_verdict_is_kept_and_forgotten_past_the_bound() -> None:
    names = AnyCase(re.compile(r"side-?bar", re.I))
    assert names.search("Main-SIDEBAR") and names.search("Main-SIDEBAR")
    assert not names.search("main")
    for number in range(MAX_KNOWN + 3):
        assert names.search(f"sidebar-{number}")
    assert names.search("Main-SIDEBAR") and not names.search("main")
    assert len(names._known) <= MAX_KNOWN
