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
