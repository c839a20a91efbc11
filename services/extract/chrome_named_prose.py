"""Prose under a chrome name: a tab row or a hero called "menu" or "banner" is content.

Chrome removal drops a block whose class or id names page chrome (``blocks``).
Two of those names also go to blocks that are no chrome, and the blocks show
it by their text: nearly all of it outside links, and a good deal of it.

- Navigation is chrome because it is links: a site menu, a nav bar, a
  submenu. Sites give the name to what is no menu of links too: a row of tabs
  whose panels hold a service's sections ("filter-menu-tabs"), a restaurant's
  menu of dishes. A block that holds prose is then judged by its other names
  alone (a "sidebar menu" is still a sidebar).
- A banner is chrome as an advertisement or a notice strip; a page's opening
  "hero banner" holds its heading (``<h1>``) and its lead. A banner of prose
  that holds the page's heading is that opening; without the heading it goes
  as before (a notice can be prose too).

Read by structure (the share of link text, the heading) over names the chrome
rule already reads; a page whose names say nothing is not touched. (Tried and
left out: any "banner" or "overlay" of prose, heading or not, which lowered a
page of ``extraction-wide2``'s validation half; any chrome-named block of prose
that holds the heading, which lowered one of ``extraction-wide``'s.)
"""

from __future__ import annotations

import re

from lxml.html import HtmlElement

from services.extract.anycase import AnyCase
from services.extract.script_width import DENSE_WIDTH, alphabetic_share

_NAVIGATION_NAMES = re.compile(
    r"(?<![a-z])(?:nav|navbar|navigation|menu|menubar|submenu)(?![a-z])", re.I)
_NAVIGATION = AnyCase(_NAVIGATION_NAMES)
_BANNER_NAMES = re.compile(r"(?<![a-z])banner(?![a-z])", re.I)
_BANNER = AnyCase(_BANNER_NAMES)
# Links hold at most this share of a block of prose's text ...
MAX_LINK_SHARE = 0.1
# ... and it runs to at least this many characters outside links (of an alphabet; a CJK
# block as many once each of its characters counts as the letters it stands for).
MIN_PROSE_CHARS = 500


def content_under_chrome_name(elem: HtmlElement, names: str, size: tuple[int, int],
                              chrome: AnyCase) -> bool:
    """Whether a block named like chrome is content all the same (see the module).

    ``names`` are its class and id (``dom.names_of``), ``size`` its (text, link
    text) lengths (``blocks.measure``), ``chrome`` the pattern of chrome names:
    what the name says beside the navigation or banner word must not be chrome.
    """
    text, links = size
    if links > MAX_LINK_SHARE * text or text - links < MIN_PROSE_CHARS / DENSE_WIDTH:
        return False
    if text - links < MIN_PROSE_CHARS and (
            (text - links) * alphabetic_share(elem.text_content()) < MIN_PROSE_CHARS):
        return False  # (measured as its alphabetic width: ``script_width``)
    if _NAVIGATION.search(names) and not chrome.search(_NAVIGATION_NAMES.sub(" ", names)):
        return True
    return bool(_BANNER.search(names) and elem.find(".//h1") is not None
                and not chrome.search(_BANNER_NAMES.sub(" ", names)))
