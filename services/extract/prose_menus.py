"""A block named for navigation that holds prose, not links: content under a menu's name.

Chrome removal drops a block whose class or id names page chrome (``blocks``).
Navigation is chrome because it is links: a site menu, a nav bar, a
submenu. Sites also give the name to what is no menu of links: a row of tabs
whose panels hold a service's sections ("filter-menu-tabs"), a restaurant's
menu of dishes, a section styled like a menu. Such a block shows it: nearly
all of its text lies outside links, and there is a good deal of it. Then the
navigation word in its name says how it looks, not what it is, and the block
is judged by its other names alone (a "sidebar menu" is still a sidebar).

Read by structure (the share of link text) over names the chrome rule already
reads; a page whose names say nothing is not touched.
"""

from __future__ import annotations

import re

from services.extract.anycase import AnyCase

_NAVIGATION_NAMES = re.compile(
    r"(?<![a-z])(?:nav|navbar|navigation|menu|menubar|submenu)(?![a-z])", re.I)
_NAVIGATION = AnyCase(_NAVIGATION_NAMES)
# A menu of links holds more link text than this share of its text ...
MAX_LINK_SHARE = 0.1
# ... and prose under a menu's name runs to at least this many characters outside links.
MIN_PROSE_CHARS = 500


def prose_under_menu_name(names: str, size: tuple[int, int], chrome: AnyCase) -> bool:
    """Whether a block named like chrome by navigation words alone holds prose, not links.

    ``names`` are its class and id (``dom.names_of``), ``size`` its (text, link
    text) lengths (``blocks.measure``), ``chrome`` the pattern of chrome names.
    """
    text, links = size
    if links > MAX_LINK_SHARE * text or text - links < MIN_PROSE_CHARS:
        return False
    if not _NAVIGATION.search(names):
        return False
    return not chrome.search(_NAVIGATION_NAMES.sub(" ", names))
