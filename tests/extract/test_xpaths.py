"""The attribute-axis XPath finds what the predicate form finds, in the same order."""

from __future__ import annotations

import lxml.etree

from services.extract import dom
from services.extract.xpaths import carrying

PAGE = ("<html><body><div id='a' role='main'><p style='x' hidden>one</p>"
        "<span rel='author' itemprop='author'>two</span><span rel='me'>three</span>"
        "<!-- a comment --><main><b itemtype='t' id='b'>four</b></main></div></body></html>")


def _ids(found: list[lxml.etree._Element]) -> list[str]:
    return [f"{e.tag}:{e.text or e.get('id')}" for e in found]


def test_carrying_finds_each_element_once_in_page_order() -> None:
    doc = dom.parse(PAGE)
    pairs = [
        ("/descendant::*[@itemprop or @itemtype or @rel='author']",
         carrying("itemprop", "itemtype", "rel[.='author']")),
        ("/descendant::*[@hidden or @style or @role or @id]",
         carrying("hidden", "style", "role", "id")),
        ("/descendant::*[self::main or @role='main']",
         "/descendant::main | " + carrying("role[.='main']")),
    ]
    for predicate, axis in pairs:
        assert _ids(doc.xpath(axis)) == _ids(doc.xpath(predicate))
    assert _ids(doc.xpath(carrying("rel[.='author']", "itemprop"))) == ["span:two"]
    assert _ids(doc.xpath(carrying("hidden", "style"))) == ["p:one"]


def test_carrying_under_a_scope_stays_inside_it() -> None:
    doc = dom.parse(PAGE)
    main = doc.find(".//main")
    assert _ids(main.xpath(carrying("id", scope="descendant::*"))) == ["b:four"]
    assert _ids(main.xpath(carrying("id", scope="descendant-or-self::*"))) == ["b:four"]
    assert _ids(doc.find(".//div").xpath(carrying("id", scope="descendant-or-self::*"))) == [
        "div:a", "b:four"]


def test_the_byline_candidates_along_attributes_are_those_of_the_predicate() -> None:
    from services.extract.byline import _WITHIN

    predicate = ("descendant::*[@rel='author' or @itemprop='author' or contains(@class, 'uthor')"
                 " or contains(@class, 'yline') or contains(@id, 'uthor')"
                 " or contains(@id, 'yline') or (self::a and (contains(@href, '/author')"
                 " or contains(@href, '/contributor')))]")
    doc = dom.parse("<html><body><div class='byline' id='top'><a rel='author' href='/author/x'>"
                    "X</a></div><span itemprop='author'>Y</span><p id='co-author'>Z</p>"
                    "<a href='/contributors/z' class='more'>Z</a><b class='Author'>no</b>"
                    "<i href='/author/q'>not a link</i><p class='bylines x'>W</p></body></html>")
    body = doc.find("body")
    assert _ids(_WITHIN(body)) == _ids(body.xpath(predicate))
    assert len(_WITHIN(body)) == 7  # (all but the <i> that is no link)
