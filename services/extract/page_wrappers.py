"""Wrappers too big to drop: a page-sized ``<nav>``, entry form or hidden element.

``dom.strip_invisible`` drops navigation, entry forms and hidden elements; when one of
them holds most of the page it is a wrapper the parser or a script made of the page
itself, and dropping it would drop the page.
"""

from __future__ import annotations

from lxml.html import HtmlElement

from services.extract.revealed import holds_hidden_content

# A <nav> holding more than half the page's text is not a menu but an unclosed
# <nav> that the parser made the parent of everything; a hidden element holding
# nearly all of it is the page hidden until a script shows it (anti-flicker).
# Both stay (the chrome rules still see inside); a hidden section stays hidden.
# So does a form with a text field that holds more than half the page (a site
# built as one form).
_MAX_NAV_SHARE = 0.5
_MAX_HIDDEN_SHARE = 0.8
_WRAPPER_TAGS = frozenset({"nav", "div", "section", "main", "article", "span", "form"})


# A hidden wrapper under this share of the page's raw text (scripts included) is not
# weighed as the page's content shown by script (see ``revealed``).
_MIN_HIDDEN_CONTENT_SHARE = 0.3


def spare_page_wrappers(doomed: list[HtmlElement], body: HtmlElement | None,
                        hidden: frozenset[HtmlElement] = frozenset()) -> None:
    """Take page-sized ``<nav>``, entry-form and hidden wrappers off ``doomed`` (in place),
    and the first ``hidden`` wrapper that holds the page's content (``revealed``)."""
    if body is None or not doomed:
        return
    page_len = len(body.text_content())
    if page_len == 0:
        return
    spared = []
    revealed = False
    for elem in doomed:
        if elem.tag not in _WRAPPER_TAGS:
            continue
        share = _MAX_NAV_SHARE if elem.tag in ("nav", "form") else _MAX_HIDDEN_SHARE
        size = len(elem.text_content())
        if size <= share * page_len:
            if (not revealed and size > _MIN_HIDDEN_CONTENT_SHARE * page_len
                    and elem in hidden and holds_hidden_content(elem, body)):
                revealed = True
                spared.append(elem)
            continue
        # (A menu page is still a menu: the swallowed page is mostly prose.)
        if elem.tag == "nav" and sum(len(a.text_content()) for a in elem.iter("a")) > size / 2:
            continue
        spared.append(elem)
    for elem in spared:
        while elem in doomed:  # (a hidden entry form is listed twice)
            doomed.remove(elem)
        if elem.tag == "nav":
            elem.tag = "div"
