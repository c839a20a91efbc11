"""Replies rendered like the post: a thread, not comments under an article.

Beside an article, readers' comments are chrome: the site names their block
"comments" and renders each one with its own markup (a comment body, an
avatar, a reply link). A forum or Q&A page names its replies the same way,
but there they are the content, and they show it: the site renders each
reply's text with the same template as the opening post. A class word that
marks the post's body and the bodies of at least two replies, and nothing on
the page but bodies of text, says the block of "comments" continues the
thread, in any language and on any site.
"""

from __future__ import annotations

from collections import Counter

import lxml.etree
from lxml.html import HtmlElement

# A reply's body holds some text, and few links (a signature or a link list is not one).
MIN_REPLY_CHARS = 20
MAX_BODY_LINK_SHARE = 0.3
# The opening post's body holds at least this much text outside links.
MIN_POST_CHARS = 200
# The replies that share the post's markup are at least this many.
MIN_REPLIES = 2
# Tags a post or reply body is written in.
_BODY_TAGS = frozenset({"div", "article", "section", "blockquote", "td", "li"})


def _body_words(elem: HtmlElement, sizes: dict[HtmlElement, tuple[int, int]],
                min_chars: int) -> set[str]:
    """The class words of ``elem`` when it is a body of text (see the thresholds above)."""
    if elem.tag not in _BODY_TAGS:
        return set()
    text, links = sizes.get(elem, (0, 0))
    if text < min_chars or links > MAX_BODY_LINK_SHARE * text:
        return set()
    return set((elem.get("class") or "").split())


def continues_post(replies: HtmlElement, root: HtmlElement,
                   sizes: dict[HtmlElement, tuple[int, int]]) -> bool:
    """Whether the block ``replies`` (named for comments) renders its items like the post.

    The post is a body of text in ``root`` before ``replies`` and outside it;
    ``sizes`` holds (text, link text) lengths as ``blocks.measure`` counts them.
    """
    counts: Counter[str] = Counter()
    for elem in replies.iter(lxml.etree.Element):
        counts.update(_body_words(elem, sizes, MIN_REPLY_CHARS))
    shared = {word for word, count in counts.items() if count >= MIN_REPLIES}
    # A word that also marks blocks that are no body of text (an empty box, a
    # button, a list of links) names a look shared across the site, not the
    # post's template. (A short reply, "thanks", is still a body.)
    for elem in root.iter(lxml.etree.Element):
        if not shared:
            return False
        words = shared.intersection((elem.get("class") or "").split())
        if words and not _body_words(elem, sizes, 1):
            shared -= words
    # The post is one body before the replies that carries a shared word and
    # holds some prose; a word that marks several bodies there marks another
    # list (a copy of the comments, a list of teasers), not one post.
    holders = {id(a) for a in replies.iterancestors()}
    posts: Counter[str] = Counter()
    long_posts: set[str] = set()
    for elem in root.iter(lxml.etree.Element):
        if elem is replies:
            break
        if id(elem) in holders:
            continue
        words = shared & _body_words(elem, sizes, 1)
        posts.update(words)
        if words and sizes[elem][0] - sizes[elem][1] >= MIN_POST_CHARS:
            long_posts.update(words)
    return any(posts[word] == 1 for word in long_posts)
