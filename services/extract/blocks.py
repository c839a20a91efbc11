"""The multi-block strategy: the page's main region minus its boilerplate.

Readability keeps the one best-scoring block, which is right for an article
and wrong for a forum thread, a product page, a listing or a multi-section
doc page, where the content is many sibling blocks. This strategy keeps them
all: it takes ``<main>`` (or the body), then removes page chrome by structure
(header/footer/aside outside the content, ARIA landmarks), by name (classes
and ids such as menu, sidebar, breadcrumb, cookie, share) and by link density
(menus, tag clouds, "related" link lists).

Text lengths are computed once, bottom-up, so the pass stays linear.
"""

from __future__ import annotations

import re

import lxml.etree
from lxml.html import HtmlElement

from services.extract.alike import alike_kind, template_kind
from services.extract.anycase import AnyCase
from services.extract.chrome_named_prose import content_under_chrome_name
from services.extract.dom import attached, drop_trees, names_of, outermost
from services.extract.item_titles import item_titles
from services.extract.post_authors import keep_author_names
from services.extract.thread import continues_post
from services.extract.xpaths import carrying

_CHROME_NAMES = AnyCase(re.compile(
    r"(?<![a-z])(?:nav|navbar|navigation|menu|menubar|submenu|breadcrumbs?|sidebar|side-bar|"
    r"footer|masthead|banner|cookies?|consent|gdpr|newsletter|subscribe|subscription|"
    r"signup|sign-up|login|share|sharing|social|socials|related|recommended|promo|"
    r"advert|advertisement|ads|ad-slot|sponsored|popup|modal|overlay|toolbar|skip-link|"
    r"pagination|pager|outbrain|taboola|disqus|site-header|global-header|top-bar|topbar|"
    r"trending|most-popular|most-read|more-stories|recirc|recirculation|"
    r"upsells?|cross-?sells?|recommendations|also-?bought|also-?viewed|you-?may-?also-?like)"
    r"(?![a-z])",
    re.I,
))
# Reader comments are chrome on an article page, but they are the content of a
# thread or Q&A page.
_COMMENT_NAMES = AnyCase(re.compile(
    r"(?<![a-z])(?:comments|comment-list|commentlist|comments-area|comment-respond|respond)"
    r"(?![a-z])",
    re.I,
))
_CHROME_ROLES = frozenset(
    {"navigation", "banner", "contentinfo", "complementary", "search", "menu", "menubar",
     "toolbar", "dialog", "alert", "tablist"}
)
_MAIN_XPATH = "/descendant::main | " + carrying("role[.='main']",
                                                 "itemprop[.='mainContentOfPage']")
_HOLDS_CONTENT = "boolean(.//article | .//main)"
_STRUCTURAL_CHROME = frozenset({"header", "footer", "aside"})
_CONTENT_ANCESTORS = frozenset({"article", "main"})
# A structural block (header, footer, aside) this much link text is a site menu
# at any size (see ``_is_mega_menu``).
_MEGA_MENU_LINK_DENSITY = 0.9
# A block named like chrome that holds most of the main landmark's text, at most
# this share of it link text, is the landmark's layout (see ``_lays_out_main``).
_LAYOUT_LINK_SHARE = 0.5
# A tablist holding this much text, few links, holds its panels (see ``_holds_panels``).
_PANELS_CHARS = 500
_PANELS_LINK_DENSITY = 0.3
# Link-dense blocks: most of their text is link text and little is left over.
_LINK_DENSITY = 0.6
_MAX_NONLINK_CHARS = 160
# Containers that can be a menu or a link strip; inline tags (a link in <strong>) cannot.
LINK_STRIP_TAGS = frozenset(
    {"div", "section", "ul", "ol", "dl", "table", "aside", "header",
     "footer", "form", "p", "li", "figure", "center"}
)
# When link strips hold more than this share of the main region, they are its content.
LISTING_SHARE = 0.5
# When chrome removal would leave less than this share of the main region,
# and link strips are what it removed, the strips are the page's content.
INDEX_LEFT_SHARE = 0.15
INDEX_GAIN = 4
# The attribute that marks such a region, for ``prune`` to keep its strips too.
INDEX_MARK = "data-link-index"
# The attribute that marks a block of replies that continue the page's post
# (see ``thread.continues_post``): the page is a thread, its region the content.
THREAD_MARK = "data-thread-replies"
# Average link text of a listing (result titles) versus a menu ("Home", "About us").
LISTING_LINK_CHARS = 30


def measure(root: HtmlElement) -> dict[HtmlElement, tuple[int, int]]:
    """(text length, link text length) of every element under ``root``, bottom-up.

    A text's length counts each run of white space once (as ``dom.text_length``
    does), segment by segment.
    """
    sizes: dict[HtmlElement, tuple[int, int]] = {}
    known = sizes.get
    # (Written out inline: this runs over every element of a page several times. Most
    # texts between tags are white space alone, told by ``isspace`` without a split.)
    for elem in reversed(list(root.iter(lxml.etree.Element))):
        own = elem.text
        text = len(" ".join(own.split())) if own and not own.isspace() else 0
        links = 0
        for child in elem:
            size = known(child)
            if size is not None:
                text += size[0]
                links += size[1]
            tail = child.tail
            if tail and not tail.isspace():
                text += len(" ".join(tail.split()))
        if elem.tag == "a":
            links = text
        sizes[elem] = (text, links)
    return sizes


def _folded_len(text: str) -> int:
    return len(" ".join(text.split()))


def drop_measured(doomed: list[HtmlElement], root: HtmlElement,
                  sizes: dict[HtmlElement, tuple[int, int]]) -> None:
    """``dom.drop_trees`` that keeps ``sizes`` (``measure`` of a tree holding ``root``) true.

    What a dropped element held is taken off each of its ancestors; its tail
    joins the text before it (lxml's ``drop_tree``), and the joined text is
    counted as ``measure`` counts one text. ``sizes`` then answers for every
    element left as ``measure`` would afresh, without another walk.
    """
    for elem in doomed:
        parent = elem.getparent()
        if elem is root or parent is None or not attached(elem, root):
            continue
        text, links = sizes[elem]
        change = -text
        tail = elem.tail
        if tail:
            previous = elem.getprevious()
            before = (parent.text if previous is None else previous.tail) or ""
            change += _folded_len(before + tail) - _folded_len(before) - _folded_len(tail)
        link_change = -links
        elem.drop_tree()
        node: HtmlElement | None = parent
        while node is not None:
            size = sizes.get(node)
            if size is None:
                break
            if node.tag == "a":  # (a link's text is all link text, above it too)
                link_change = change
            sizes[node] = (size[0] + change, size[1] + link_change)
            node = node.getparent()


def _main_region(body: HtmlElement, body_len: int,
                 sizes: dict[HtmlElement, tuple[int, int]]) -> HtmlElement:
    mains = [m for m in body.xpath(_MAIN_XPATH) if isinstance(m.tag, str)]
    if len(mains) == 1:
        size = sizes.get(mains[0], (0, 0))[0]
        if size >= 0.25 * body_len and size >= 200:
            return _with_heading(mains[0], body)
    return body


def _with_heading(main: HtmlElement, body: HtmlElement) -> HtmlElement:
    """``main``, or the block holding it and the page's heading just before it.

    Archive and category pages often put their title and lead (an ``<h1>``
    and a few paragraphs) in a banner above ``<main>``, which then holds only
    the list. When ``main`` has no ``<h1>`` and the page has one before it,
    the nearest ancestor holding both is the region (its chrome goes as usual).
    """
    if main.find(".//h1") is not None:
        return main
    headings = body.xpath(".//h1")
    if len(headings) != 1:
        return main
    heading = headings[0]
    above = {id(a): a for a in main.iterancestors()}
    for ancestor in heading.iterancestors():
        if id(ancestor) in above:
            return ancestor
    return main


def _inside_content(elem: HtmlElement, root: HtmlElement) -> bool:
    for ancestor in elem.iterancestors():
        if ancestor is root:
            return False
        if ancestor.tag in _CONTENT_ANCESTORS:
            return True
    return False


def _is_chrome(elem: HtmlElement, root: HtmlElement, size: tuple[int, int],
               root_len: int, article: bool, product: bool = False,
               strips: bool = True, teasers: bool = False,
               sizes: dict[HtmlElement, tuple[int, int]] | None = None) -> bool:
    text, links = size
    if text == 0:
        return False
    tag = elem.tag
    if tag in _STRUCTURAL_CHROME and not _inside_content(elem, root):
        return text < 0.5 * root_len or _is_mega_menu(elem, size)
    role = (elem.get("role") or "").lower()
    if role in _CHROME_ROLES and not (role == "tablist" and _holds_panels(text, links)):
        return text < 0.5 * root_len
    names = names_of(elem)
    named = len(names) > 1 and bool(
        (_CHROME_NAMES.search(names)
         and not content_under_chrome_name(elem, names, size, _CHROME_NAMES))
        or (article and _COMMENT_NAMES.search(names) and not _is_thread(elem, root, sizes))
    )
    # A wrapper that merely mentions "sidebar" in a layout class holds the
    # page title or the article itself, or inside the page's main landmark most
    # of its text, mostly outside links; chrome does not.
    if named and (
        text < 0.3 * root_len or (elem.find(".//h1") is None and not elem.xpath(_HOLDS_CONTENT)
                                  and not _lays_out_main(elem, root, size, root_len))
    ):
        return True
    if strips and _is_link_strip(elem, size):
        return text < 0.5 * root_len and (
            product or _is_teaser_strip(elem, teasers) or not is_listing(elem, links))
    return False


def _lays_out_main(elem: HtmlElement, root: HtmlElement, size: tuple[int, int],
                   root_len: int) -> bool:
    """Whether a block named like chrome is a layout column of the page's main landmark.

    Inside ``<main>`` (the region is the landmark, not the whole body), a block
    holding most of the region's text, most of it outside links, is where the
    content sits, whatever its layout class says ("sidebar-left" for the column
    beside a narrow menu); a filter column or a menu is mostly links. Outside a
    landmark, a consent dialog's policy text can outweigh the page.
    """
    text, links = size
    return root.tag != "body" and text >= 0.5 * root_len and links <= _LAYOUT_LINK_SHARE * text


def _is_mega_menu(elem: HtmlElement, size: tuple[int, int]) -> bool:
    """A header, footer or aside of nearly nothing but links, without the page's heading.

    Such a block is chrome however much of the page it holds: a site menu that
    opens into panels of links and their one-line blurbs can outweigh the
    page's own text, which a structural block of half the page otherwise
    stands for (a theme that wraps the content in a ``<header>``).
    """
    text, links = size
    return links >= _MEGA_MENU_LINK_DENSITY * text and elem.find(".//h1") is None


def _holds_panels(text: int, links: int) -> bool:
    """A ``tablist`` that holds its panels' text (an accordion of questions and answers).

    A row of tabs is a few short labels; an accordion marked as one tablist
    holds every answer too, and that is prose.
    """
    return text >= _PANELS_CHARS and links <= _PANELS_LINK_DENSITY * text


def _is_thread(elem: HtmlElement, root: HtmlElement,
               sizes: dict[HtmlElement, tuple[int, int]] | None) -> bool:
    """Whether a block named for comments holds a thread's replies (marked ``THREAD_MARK``)."""
    if sizes is None or not continues_post(elem, root, sizes):
        return False
    elem.set(THREAD_MARK, "")
    return True


def _is_teaser_strip(elem: HtmlElement, article: bool) -> bool:
    """On a page that is one signed article, several undated title links are teasers.

    Titles of other pages beside an article ("read next", a most-read top
    five) are not a listing; a feed of the site's own dated posts is one,
    even on a front page that calls itself an article, and so is a category
    page that site builders mark an article but that names no author or date.
    """
    return (article and sum(1 for _ in elem.iter("a")) >= 2
            and elem.find(".//time") is None)


def listing_cards(strips: list[HtmlElement], sizes: dict[HtmlElement, tuple[int, int]],
                  root_len: int) -> set[HtmlElement]:
    """The link-dense blocks that are really a listing's cards.

    Cards are at least three siblings of one kind (same parent, tag and class, but
    for the words a template numbers each card by: ``template_kind``) that
    together hold most of the main region; menus are few and unalike.
    """
    groups: dict[tuple[object, str, str], list[HtmlElement]] = {}
    for elem in strips:
        key = (elem.getparent(), *template_kind(elem))
        groups.setdefault(key, []).append(elem)
    for group in groups.values():
        if len(group) >= 3 and sum(sizes[e][0] for e in group) > LISTING_SHARE * root_len:
            return set(group)
    return set()


def _is_link_strip(elem: HtmlElement, size: tuple[int, int]) -> bool:
    text, links = size
    return (
        elem.tag in LINK_STRIP_TAGS
        and links > _LINK_DENSITY * text
        and text - links < _MAX_NONLINK_CHARS
    )


def is_listing(elem: HtmlElement, links: int) -> bool:
    """Link-dense, but the links are titles (a listing), not one-word menu items."""
    count = sum(1 for _ in elem.iter("a"))
    return count > 0 and links / count >= LISTING_LINK_CHARS


def main_blocks(doc: HtmlElement, *, article: bool = False,
                product: bool = False, signed: bool = True) -> HtmlElement | None:
    """The main region of ``doc`` with chrome removed (modifies ``doc``); see ``measured_main``."""
    return measured_main(doc, article=article, product=product, signed=signed)[0]


def measured_main(doc: HtmlElement, *, article: bool = False, product: bool = False,
                  signed: bool = True,
                  ) -> tuple[HtmlElement | None, dict[HtmlElement, tuple[int, int]]]:
    """The main region of ``doc`` with chrome removed (modifies ``doc``), and the
    (text, link text) lengths of its elements as ``measure`` gives them.

    ``article`` says the page declares itself an article: reader comments are
    then chrome too. ``product`` says it presents one product: link-dense card
    lists are then other products ("customers also bought"), not a listing.
    ``signed`` says the page names its author or date: an article that does
    has teasers beside it, not a listing.
    When strips of short links are nearly all the region holds, the page is an
    index of links: they stay, and the region carries ``INDEX_MARK``.

    The region is None when the document has no body text.
    """
    body = doc.find("body")
    if body is None:
        body = doc
    sizes = measure(body)
    body_len = sizes.get(body, (0, 0))[0]
    if body_len == 0:
        return None, sizes
    root = _main_region(body, body_len, sizes)
    root_len = sizes[root][0]
    doomed = _chrome(root, sizes, root_len, article, product, strips=True,
                    teasers=article and signed)
    if not product:
        cards = listing_cards([e for e in doomed if _is_link_strip(e, sizes[e])], sizes, root_len)
        doomed = [e for e in doomed if e not in cards]
        strips = [e for e in doomed if _is_link_strip(e, sizes[e]) and not _is_chrome(
            e, root, sizes[e], root_len, article, product, strips=False, sizes=sizes)]
        titles = item_titles(doomed, strips, root, sizes)
        doomed = [e for e in doomed if e not in titles]
    left = root_len - sum(sizes[e][0] for e in doomed)
    if left < INDEX_LEFT_SHARE * root_len:
        # Nearly all of the region was strips of short links: the page is an
        # index (categories A to Z, a directory), and its links are the content.
        kept = _chrome(root, sizes, root_len, article, product, strips=False,
                      teasers=article and signed)
        if root_len - sum(sizes[e][0] for e in kept) >= INDEX_GAIN * left:
            doomed = kept
            root.set(INDEX_MARK, "")
    placed = keep_author_names(doomed, root)
    drop_measured(doomed, root, sizes)
    # A post author's name placed as a line of its own is text ``sizes`` never saw.
    return root, measure(body) if placed else sizes


def _chrome(root: HtmlElement, sizes: dict[HtmlElement, tuple[int, int]], root_len: int,
            article: bool, product: bool, *, strips: bool,
            teasers: bool = False) -> list[HtmlElement]:
    """The outermost chrome elements of ``root`` (see ``_is_chrome``), in page order."""
    return outermost(root, lambda elem: _is_chrome(
        elem, root, sizes.get(elem, (0, 0)), root_len, article, product, strips, teasers, sizes))


# Buyers' reviews and ratings on a product page are what customers said, not
# what the page says about the product: like comments under an article, they
# are left out. They are recognised by the schema.org properties that mark a
# review or a rating, and by names that say customer reviews explicitly or
# name a review-widget vendor. Bare "reviews" is not enough: shops also call
# press quotes and testimonials about the product that.
_REVIEW_NAMES = re.compile(
    r"(?<![a-z])(?:(?:customer|product|user|buyer|verified)[-_]?reviews?|reviews?[-_]?(?:list|widget)|"
    r"yotpo|okendo|bazaarvoice|trustpilot|judgeme|jdgm|stamped|reviews-?io)(?![a-z])",
    re.I,
)
_REVIEW_PROPS = frozenset({"review", "reviews", "aggregaterating"})
_REVIEW_XPATH = "/descendant::*[@itemprop or @class or @id]"
# A matching element holding more than this share of the page is a layout wrapper.
_MAX_REVIEW_SHARE = 0.4


def strip_reviews(doc: HtmlElement) -> None:
    """Drop reader reviews, ratings and Q&A widgets (in place); for product pages.

    An element goes when ``itemprop`` marks it a review or a rating, or its
    class/id names a review widget, unless it holds the page's ``<h1>`` or
    most of its text (then it wraps the product itself). Lists of alike items
    that each carry a date or a score go too, whatever they are named.
    """
    body = doc.find("body")
    if body is None:
        return
    body_len = len(" ".join(body.text_content().split()))
    if body_len == 0:
        return
    doomed: list[HtmlElement] = []
    for elem in body.xpath(_REVIEW_XPATH):
        # Document order: the inside of an element already doomed comes right after it.
        if doomed and any(a is doomed[-1] for a in elem.iterancestors()):
            continue
        prop = (elem.get("itemprop") or "").lower()
        names = names_of(elem)
        if not (prop in _REVIEW_PROPS or (len(names) > 1 and _REVIEW_NAMES.search(names))):
            continue
        if elem.tag in ("html", "body", "main") or elem.find(".//h1") is not None:
            continue
        if len(" ".join(elem.text_content().split())) > _MAX_REVIEW_SHARE * body_len:
            continue
        doomed.append(elem)
    doomed.extend(_rated_item_lists(body))
    drop_trees(doomed, body)


# A review (or another product's card) carries its own rating or date: a
# ``<time>``, a schema.org rating or date property, a star row drawn as one
# image whose label holds the score, or a leaf holding only a score ("4", "4.5").
_ITEM_MARKS = (
    ".//time | .//*[@itemprop='ratingValue' or @itemprop='datePublished'"
    " or @itemprop='dateCreated'] | .//*[@role='img'][@aria-label]"
)
_SCORE = re.compile(r"^\d(?:[.,]\d)?$")
_DIGIT = re.compile(r"\d")
# At least this many alike siblings, most of them marked, make a list of items.
_MIN_ITEMS = 3
_MARKED_SHARE = 0.6
# One review or card is a small part of the page; a larger "item" is a section of it.
_MAX_ITEM_SHARE = 0.2
# The list's container is dropped up to the ancestor it still fills this much.
_FILLS = 0.8
_MIN_REVIEW_CHARS = 40
# A list holding more than this share of the page is the page (a listing), not a widget in it.
_MAX_LIST_SHARE = 0.8


def _holders(marks: list[HtmlElement]) -> set[HtmlElement]:
    """The marks and every element that holds one."""
    held: set[HtmlElement] = set()
    for mark in marks:
        for elem in (mark, *mark.iterancestors()):
            if elem in held:
                break
            held.add(elem)
    return held


def _marked_items(body: HtmlElement) -> tuple[set[HtmlElement], set[HtmlElement]]:
    """What holds a date or rating mark, and what holds a leaf with only a score in it.

    A labelled image is a star row only when its label holds the score. A
    bare score also counts parts in a kit ("3", "5"): it marks a review only
    next to prose (see ``_MIN_REVIEW_CHARS``).
    """
    marks = [m for m in body.xpath(_ITEM_MARKS)
             if m.tag == "time" or m.get("itemprop") or _DIGIT.search(m.get("aria-label") or "")]
    scores = [leaf for leaf in body.iter("span", "p", "div", "strong", "b")
              if len(leaf) == 0 and _SCORE.match((leaf.text or "").strip())]
    return _holders(marks), _holders(scores)


def _rated_item_lists(body: HtmlElement) -> list[HtmlElement]:
    """Lists of buyers' reviews or other products' cards, found by structure alone.

    Alike siblings (one tag and first class word without a digit: ``alike_kind``)
    that each carry a rating or a date are what other people said or other
    things sold; the product's own specifications and features carry neither.
    The list goes with the containers it fills, short of one that holds the
    page's ``<h1>``.
    """
    marked, scored = _marked_items(body)
    if not marked and not scored:
        return []
    sizes = measure(body)
    body_len = sizes[body][0]
    headed = _holders(list(body.iter("h1")))
    # Only the parents of marked elements can hold a list of marked items.
    order = {elem: i for i, elem in enumerate(body.iter(lxml.etree.Element))}
    parents = {elem.getparent() for elem in marked | scored} - {None}
    found: list[HtmlElement] = []
    gone: set[HtmlElement] = set()
    for parent in sorted((p for p in parents if p in order), key=order.__getitem__):
        if gone and any(a in gone for a in (parent, *parent.iterancestors())):
            continue
        # ("review even" and "review odd", or "review-8812 review", are one kind.)
        groups: dict[tuple[str, str], list[HtmlElement]] = {}
        for child in parent:
            if isinstance(child.tag, str) and child.tag not in ("tr", "td", "th"):
                groups.setdefault(alike_kind(child), []).append(child)
        for items in groups.values():
            if len(items) < _MIN_ITEMS or any(
                    item in headed or sizes[item][0] > _MAX_ITEM_SHARE * body_len
                    for item in items):
                continue
            rated = sum(1 for item in items if item in marked or (
                item in scored and sizes[item][0] >= _MIN_REVIEW_CHARS))
            if rated < _MARKED_SHARE * len(items):
                continue
            found.extend(_list_block(parent, items, sizes, headed, body_len))
            gone.update(found)
            break
    return found


def _list_block(parent: HtmlElement, items: list[HtmlElement],
                sizes: dict[HtmlElement, tuple[int, int]], headed: set[HtmlElement],
                body_len: int) -> list[HtmlElement]:
    """What goes with a list of rated items: the containers it fills, or else the items alone."""
    items_len = sum(sizes[item][0] for item in items)
    top = parent
    while True:
        above = top.getparent()
        if (above is None or above.tag in ("body", "html", "main") or above in headed
                or items_len < _FILLS * sizes[above][0]):
            break
        top = above
    if top in headed or sizes[top][0] > _MAX_LIST_SHARE * body_len:
        return []
    return [top] if items_len >= _FILLS * sizes[top][0] else items
