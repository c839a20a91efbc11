"""Remove what sits inside a content block but is not content.

Runs on the chosen block (readability's article or the multi-block region):
share bars, tag lists, bylines and photo credits, captions, "read more"
teasers and other link-dense strips, advertisement labels.
"""

from __future__ import annotations

import re

import lxml.etree
from lxml.html import HtmlElement

from services.extract.blocks import LINK_STRIP_TAGS, is_listing, listing_cards, measure

_NOISE_NAMES = re.compile(
    r"(?<![a-z])(?:share|sharing|social|socials|share-?bar|sharedaddy|addthis|"
    r"tags|tag-?list|post-?tags|entry-?tags|byline|author-?(?:info|bio|box|card)|"
    r"caption|credit|credits|photo-?credit|image-?credit|figcaption|"
    r"related|related-?posts|read-?more|more-?stories|newsletter|subscribe|"
    r"promo|advert|advertisement|ads|ad-?slot|ad-?container|sponsored|"
    r"breadcrumbs?|print|comments?-?count|rating|ratings|widget-?area|"
    r"post-?navigation|nav-?links|pagination|pager|signature|user-?extras|user-?stats|"
    r"user-?blurb|user-?title|postprofile|member-?stats|reputation|badges|reactions?-?bar|"
    r"reaction-?list|likes-?bar|voting)(?![a-z])",
    re.I,
)
# Bylines and datelines are not the article, but in a thread the author and
# date of each post are part of what was said: applied to articles only.
_ARTICLE_NOISE_NAMES = re.compile(
    r"(?<![a-z])(?:byline|bylines|dateline|timestamp|published|updated|post-?meta|entry-?meta|"
    r"article-?meta|meta-?data|author|authors|author-?name|posted-?on|date|pubdate)(?![a-z])",
    re.I,
)
_MAX_ARTICLE_NOISE_CHARS = 200
_AD_LABEL = re.compile(r"^\W*(?:advertisement|advertising|anzeige|publicidade|publicité|"
                       r"sponsored|ad|ads|广告)\W*$", re.I)
# A noise-named element larger than this share of the block is a wrapper, kept.
_MAX_NOISE_SHARE = 0.25
_LINK_DENSITY = 0.6
_MAX_NONLINK_CHARS = 120
_MIN_LIST_LINKS = 2


def _link_count(elem: HtmlElement) -> int:
    return sum(1 for _ in elem.iter("a"))


def prune(root: HtmlElement, *, multi_block: bool = False) -> None:
    """Drop non-content strips inside ``root`` (in place).

    ``multi_block`` says ``root`` is a multi-block region (thread, listing,
    product page) rather than one article: link-dense lists whose links are
    titles are then kept (a listing's content, not teasers), and so are the
    author and date lines of posts.
    """
    sizes = measure(root)
    root_len = sizes.get(root, (0, 0))[0]
    if root_len == 0:
        return
    doomed: list[HtmlElement] = []
    skip: HtmlElement | None = None
    for elem in root.iterdescendants(lxml.etree.Element):
        if skip is not None:
            if any(a is skip for a in elem.iterancestors()):
                continue
            skip = None
        text, links = sizes.get(elem, (0, 0))
        tag = elem.tag
        noisy = False
        if tag == "figcaption":
            noisy = True
        elif tag in ("a", "img", "br", "hr"):
            continue
        else:
            names = f"{elem.get('class', '')} {elem.get('id', '')}"
            named = len(names) > 1 and _NOISE_NAMES.search(names) is not None
            if (named and text <= _MAX_NOISE_SHARE * root_len) or (not multi_block and len(names) > 1 and text <= _MAX_ARTICLE_NOISE_CHARS
                  and _ARTICLE_NOISE_NAMES.search(names)):
                noisy = True
            elif (tag in LINK_STRIP_TAGS and text and links > _LINK_DENSITY * text
                  and text - links < _MAX_NONLINK_CHARS):
                noisy = tag not in ("p", "li") or _link_count(elem) >= _MIN_LIST_LINKS
                noisy = noisy and text < 0.5 * root_len
                noisy = noisy and not (multi_block and is_listing(elem, links))
            elif 0 < text < 40 and _AD_LABEL.match(elem.text_content()):
                noisy = True
        if noisy:
            doomed.append(elem)
            skip = elem
    if multi_block:
        strips = [e for e in doomed if e.tag in LINK_STRIP_TAGS]
        cards = listing_cards(strips, sizes, root_len)
        doomed = [e for e in doomed if e not in cards]
    for elem in doomed:
        elem.drop_tree()
