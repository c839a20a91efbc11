"""The name of each post's author in a thread, kept when the block around it goes.

A forum marks each post up as a schema.org item (a ``Comment``, a
``DiscussionForumPosting``, an ``Answer``) whose ``author`` property holds a
``name``. The author's column around that name (an avatar link, a user title,
post counts, a menu) is chrome, and the rules for chrome drop it whole; but
who wrote a post is part of what was said, as a thread's readers see it. When
a block that goes holds such a name, the name stays, as a line of its own
where the block was.
"""

from __future__ import annotations

from collections.abc import Sequence

from lxml import etree
from lxml.html import HtmlElement

from services.extract.xpaths import carrying

# The items a thread is made of (a typed item's ``itemtype`` ends with its type).
_TYPED = etree.XPath(carrying("itemtype", scope="descendant::*"))
_POST_TYPES = ("/Comment", "/DiscussionForumPosting", "/Answer", "/Question",
               "/SocialMediaPosting")
# The name of a post's author: a ``name`` of the author item, or an author given as text.
_NAMES = etree.XPath(
    "descendant-or-self::*[@itemprop='name'][ancestor::*[@itemscope][1][@itemprop='author']]"
    " | descendant-or-self::*[@itemprop='author'][not(@itemscope)]")
# A thread is posts by several hands: a page with fewer posts is an article's
# own item (its byline goes, as bylines do) or a lone answer.
MIN_POSTS = 3
# A name is short; a longer text marked ``name`` is a title or a profile.
MAX_NAME_CHARS = 60


def keep_author_names(doomed: Sequence[HtmlElement], root: HtmlElement) -> bool:
    """Place the post author's name held by each ``doomed`` block before it (in place);
    whether any was placed.

    Only in a thread (``MIN_POSTS`` posts or more in ``root``); ``doomed`` are
    the outermost blocks about to be dropped, so a name placed beside one is
    not inside another.
    """
    if not doomed or not _is_thread(root):
        return False
    placed = False
    for block in doomed:
        if block.getparent() is None or not isinstance(block.tag, str):
            continue
        names = _NAMES(block)
        if len(names) != 1:  # (several: a list of posts or of people, not one post's column)
            continue
        name = " ".join(names[0].text_content().split())
        if name and len(name) <= MAX_NAME_CHARS:
            line = block.makeelement("p", {})
            line.text = name
            block.addprevious(line)
            placed = True
    return placed


def author_name(post: HtmlElement) -> str:
    """The name of the author a post's markup gives (``itemprop``), its first when it
    quotes others; "" when it gives none."""
    for found in _NAMES(post):
        name = " ".join(found.text_content().split())
        if name and len(name) <= MAX_NAME_CHARS:
            return name
    return ""


def _is_thread(root: HtmlElement) -> bool:
    """Whether ``root`` holds ``MIN_POSTS`` items typed as posts or more."""
    posts = 0
    for item in _TYPED(root):
        if item.get("itemscope") is not None and item.get("itemtype", "").endswith(_POST_TYPES):
            posts += 1
            if posts >= MIN_POSTS:
                return True
    return False
