"""Replies rendered like the post: a thread, not comments under an article.

Beside an article, readers' comments are chrome: the site names their block
"comments" and renders each one with its own markup (a comment body, an
avatar, a reply link). A forum or Q&A page names its replies the same way,
but there they are the content, and they show it: the site renders each
reply's text with the same template as the opening post. A class word that
marks the post's body and the bodies of at least two replies, and nothing on
the page but bodies of text, says the block of "comments" continues the
thread, in any language and on any site.

The same template shows when readability kept one post of a thread (the
longest answer, or one with a long signature): its block is one of alike
sibling posts, and holds none of the others (``one_post_of``). So does one
panel of a page's tabs (the shown one, which readability scores alone).
Siblings are alike by tag and first class word without a digit
(``alike_kind``): the post or panel a site marks by its state ("first",
"showing", "active") or numbers ("post-4211 post") is still one of them.
"""

from __future__ import annotations

from collections import Counter

import lxml.etree
from lxml.html import HtmlElement

from services.extract.alike import alike_kind, classed_ancestry

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


# readability keeps the best-scoring post of a thread (often a long answer, or
# one with a long signature) and leaves the others: the block is then one of
# at least MIN_POSTS alike siblings (``alike_kind``), each holding this
# much text, and holds the text of no other.
MIN_POSTS = 2
MIN_POST_TEXT = 20
# The other posts hold at least this share of the kept one's text together.
OTHERS_SHARE = 0.2
_ANCHOR_CHARS = 40
_POST_LEVELS = 8


def _longest_run(elem: HtmlElement) -> str:
    return max((" ".join(text.split()) for text in elem.itertext()), key=len, default="")


def one_post_of(article: HtmlElement, article_text: str, region: HtmlElement,
                sizes: dict[HtmlElement, tuple[int, int]]) -> bool:
    """Whether readability's block is one post of a thread the region holds whole.

    ``article_text`` is the block's text, spaces folded; ``sizes`` is
    ``blocks.measure(region)``. The block is found in the region by its
    longest run of text; the post holding it is the nearest ancestor that has
    alike siblings, and the block must be that post, not more.
    """
    anchor = _longest_run(article)
    if len(anchor) < _ANCHOR_CHARS:
        return False
    holder = next((e for e in region.iter(lxml.etree.Element)
                   if e.text and anchor in " ".join(e.text.split())), None)
    for node, parent, kind in classed_ancestry(holder, region, _POST_LEVELS):
        posts = [s for s in parent if isinstance(s.tag, str)
                 and alike_kind(s) == kind
                 and sizes.get(s, (0, 0))[0] >= MIN_POST_TEXT]
        if len(posts) >= MIN_POSTS and node in posts:
            others = [p for p in posts if p is not node]
            if sum(sizes[p][0] for p in others) < OTHERS_SHARE * sizes[node][0]:
                return False  # a sliver beside the text (a footer row), not replies
            held = sum(1 for p in others if (run := _longest_run(p)) and run in article_text)
            return held == 0 and sizes[node][0] >= len(article_text) / 2
    return False
