"""Remove what sits inside a content block but is not content.

Runs on the chosen block (readability's article or the multi-block region):
share bars, tag lists, bylines and photo credits, captions, "read more"
teasers and other link-dense strips.
"""

from __future__ import annotations

import re
from urllib.parse import unquote

import lxml.etree
from lxml.html import HtmlElement

from services.extract.anycase import AnyCase
from services.extract.blocks import LINK_STRIP_TAGS, is_listing, listing_cards, measure
from services.extract.cards import thumbnail_images
from services.extract.dom import drop_trees, names_of, outermost, text_length
from services.extract.item_titles import item_titles
from services.extract.post_authors import keep_author_names
from services.extract.post_trailers import trails_post
from services.extract.quoted_copies import quoted_copies
from services.extract.sections import is_note, is_note_list, is_section_list, quotation_holders
from services.extract.template_labels import template_labels
from services.extract.tickers import ticker_copies
from services.extract.title_copies import title_copies
from services.extract.variant_copies import SECTION_TAGS, variant_copies
from services.extract.xpaths import carrying

_NOISE_NAMES = AnyCase(re.compile(
    r"(?<![a-z])(?:share|sharing|social|socials|share-?bar|sharedaddy|addthis|"
    r"tags|tag-?list|post-?tags|entry-?tags|byline|author-?(?:info|bio|box|card)|"
    r"caption|credit|credits|photo-?credit|image-?credit|figcaption|"
    r"related|related-?posts|read-?more|more-?stories|newsletter|subscribe|"
    r"promo|advert|advertisement|ads|ad-?slot|ad-?container|sponsored|"
    r"breadcrumbs?|print|comments?-?count|rating|ratings|widget-?area|"
    r"post-?navigation|nav-?links|pagination|pager|signature|user-?extras|user-?stats|"
    r"user-?blurb|user-?title|user-?banner|user-?details|postprofile|member-?stats|"
    r"reputation|badges|reactions?-?bar|"
    r"reaction-?list|likes-?bar|voting)(?![a-z])",
    re.I,
))
# Bylines and datelines are not the article, but in a thread the author and
# date of each post are part of what was said: applied to articles only.
_ARTICLE_NOISE_NAMES = AnyCase(re.compile(
    r"(?<![a-z])(?:byline|bylines|dateline|timestamp|published|updated|post-?meta|entry-?meta|"
    r"article-?meta|meta-?data|author|authors|author-?name|posted-?on|date|pubdate)(?![a-z])",
    re.I,
))
_MAX_ARTICLE_NOISE_CHARS = 200
_TEASER_TAGS = frozenset({"p", "div", "li", "h2", "h3", "h4", "h5", "h6", "ul", "section"})
_MIN_TEASER_RUN = 3
_MAX_LABEL_CHARS = 40
_REPEAT_TAGS = ("p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "blockquote", "pre", "dd")
# On a product page a whole list, table or block repeated word for word is
# another variant of the same section (its lines are often too short to count
# alone); in a manual the same steps recur on purpose, procedure after
# procedure, and in a thread a reply quotes what it answers (a copy told
# apart by ``quoted_copies``, whatever tags hold it).
_PRODUCT_REPEAT_TAGS = (*_REPEAT_TAGS, *SECTION_TAGS)
_MIN_REPEAT_CHARS = 80
# A noise-named element larger than this share of the block is a wrapper, kept.
_MAX_NOISE_SHARE = 0.25
_LINK_DENSITY = 0.6
_MAX_NONLINK_CHARS = 120
_MIN_LIST_LINKS = 2
_HOLDS_CODE = "boolean(.//pre | .//code)"


def _link_count(elem: HtmlElement) -> int:
    return sum(1 for _ in elem.iter("a"))


def _is_noise(elem: HtmlElement, size: tuple[int, int], root_len: int, multi_block: bool,
              product: bool = False, repeated: frozenset[str] = frozenset(),
              strips: bool = True, bulky: frozenset[str] = frozenset(),
              quoted: frozenset[HtmlElement] | set[HtmlElement] = frozenset(),
              root: HtmlElement | None = None) -> bool:
    text, links = size
    tag = elem.tag
    if tag == "figcaption":
        # A figure's own caption says what the picture shows, which the reader
        # (a language model) cannot see: kept, whatever the site names it, unless
        # it is mostly links (a promotion) or only a label ("Image:").
        label = elem.text_content().strip()
        return 2 * links > text or label.endswith((":", "\uff1a"))
    if tag in ("a", "img", "br", "hr"):
        return False
    names = names_of(elem)
    if len(names) > 1 and elem not in quoted:
        if (_NOISE_NAMES.search(names) and names not in bulky and (
                text <= _MAX_NOISE_SHARE * root_len
                or (root is not None and trails_post(elem, text, root, root_len)))):
            return True
        if (not multi_block and text <= _MAX_ARTICLE_NOISE_CHARS
                and _ARTICLE_NOISE_NAMES.search(names) and names not in repeated):
            return True
    if (strips and tag in LINK_STRIP_TAGS and text and links > _LINK_DENSITY * text
            and text - links < _MAX_NONLINK_CHARS and not is_section_list(elem)
            and not is_note(elem) and not is_note_list(elem) and not _in_tab_panel(elem)):
        if tag in ("p", "li") and _link_count(elem) < _MIN_LIST_LINKS:
            return False
        return text < 0.5 * root_len and not (
            multi_block and not product and is_listing(elem, links))
    return False


def _in_tab_panel(elem: HtmlElement) -> bool:
    """A tab panel, its list or the widget holding the panels, in a widget with code.

    Each panel of a code widget is one view of the same instructions (a
    language's steps); its links are what the steps are about, not teasers.
    """
    widget = None
    parent = elem.getparent()
    if elem.get("role") == "tabpanel":
        widget = parent
    elif parent is not None and parent.get("role") == "tabpanel":
        widget = parent.getparent()
    elif any(isinstance(child.tag, str) and child.get("role") == "tabpanel" for child in elem):
        widget = elem
    return widget is not None and bool(widget.xpath(_HOLDS_CODE))


def prune(root: HtmlElement, *, multi_block: bool = False, product: bool = False,
          index: bool = False, sizes: dict[HtmlElement, tuple[int, int]] | None = None) -> None:
    """Drop non-content strips inside ``root`` (in place).

    ``multi_block`` says ``root`` is a multi-block region (thread, listing,
    product page) rather than one article: link-dense lists whose links are
    titles are then kept (a listing's content, not teasers), and so are the
    author and date lines of posts. ``product`` says the page presents one
    product: its link-dense card lists are other products (teasers), not a
    listing, and go. ``index`` says the region is an index page's strips of
    links (see ``blocks.main_blocks``): they stay. ``sizes`` is ``measure`` of a tree
    holding ``root`` as it stands, when the caller has it (it is not kept true here).
    """
    if sizes is None:
        sizes = measure(root)
    root_len = sizes.get(root, (0, 0))[0]
    if root_len == 0:
        return
    repeated, bulky = _named_groups(root, sizes, root_len)
    # An embedded post is a quotation in the text, whatever its wrapper is named.
    quoted = quotation_holders(root)
    doomed = _noise(root, sizes, root_len, multi_block, product, repeated, strips=True,
                    bulky=bulky, quoted=quoted)
    if multi_block and not product:
        strips = [e for e in doomed if e.tag in LINK_STRIP_TAGS]
        cards = listing_cards(strips, sizes, root_len)
        doomed = [e for e in doomed if e not in cards]
        titled = [e for e in strips if e not in cards and not _is_noise(
            e, sizes.get(e, (0, 0)), root_len, multi_block, product, repeated, strips=False,
            bulky=bulky, quoted=quoted, root=root)]
        titles = item_titles(doomed, titled, root, sizes)
        doomed = [e for e in doomed if e not in titles]
        if index:
            # An index page (see ``blocks.main_blocks``): its strips of links are its content.
            doomed = _noise(root, sizes, root_len, multi_block, product, repeated, strips=False,
                            bulky=bulky, quoted=quoted)
    else:
        doomed.extend(_teaser_runs(root, sizes))
        doomed.extend(_reply_threads(root, sizes))
        if not product:
            doomed.extend(_image_captions(root, sizes))
    keep_author_names(doomed, root)
    drop_trees(doomed, root)
    if multi_block and not product:
        # The words a listing's item template prints in every item (see ``template_labels``).
        drop_trees(template_labels(root), root)
    drop_trees(ticker_copies(root) + title_copies(root), root)
    if multi_block:
        # A reply's quotation of a post shown above it. (In readability's one block a
        # quotation is the author's own, a pull quote or a cited passage: measured on
        # the shared sets, articles read worse without theirs.)
        drop_trees(quoted_copies(root), root)
    if multi_block and not product:
        # A section shipped twice, for two screen sizes (a product page's block
        # repeats all go, below: there one product is presented).
        drop_trees(variant_copies(root), root)
    _drop_repeats(root, _PRODUCT_REPEAT_TAGS if product else _REPEAT_TAGS)
    drop_trees(_idle_images(root) + thumbnail_images(root), root)


def _noise(root: HtmlElement, sizes: dict[HtmlElement, tuple[int, int]], root_len: int,
           multi_block: bool, product: bool, repeated: frozenset[str], *,
           strips: bool, bulky: frozenset[str] = frozenset(),
           quoted: frozenset[HtmlElement] | set[HtmlElement] = frozenset()
           ) -> list[HtmlElement]:
    """The outermost noise elements of ``root`` (see ``_is_noise``), in page order."""
    return outermost(root, lambda elem: _is_noise(
        elem, sizes.get(elem, (0, 0)), root_len, multi_block, product, repeated, strips, bulky,
        quoted, root))


# Noise-named elements of one name, each with a title (a link or a heading),
# that together hold more than this share of the block are its content: the
# captions of a listing's cards, each naming its item.
_MAX_NAMED_SHARE = 0.5
_HOLDS_TITLE = "boolean(.//a | .//h1 | .//h2 | .//h3 | .//h4 | .//h5 | .//h6)"


def _named_groups(root: HtmlElement, sizes: dict[HtmlElement, tuple[int, int]],
                  root_len: int) -> tuple[frozenset[str], frozenset[str]]:
    """Class/id names of ``root``'s elements that are content though they sound like noise.

    First, byline-like names that occur more than once: an article has one
    byline; a thread has one author and date line per post, and those are part
    of what was said. Second, noise names whose elements, each with a title,
    hold most of ``root`` (see ``_MAX_NAMED_SHARE``).
    """
    named: dict[str, list[HtmlElement]] = {}
    for elem in root.iterdescendants(lxml.etree.Element):
        names = names_of(elem)
        if len(names) > 1:
            named.setdefault(names, []).append(elem)
    repeated = frozenset(names for names, elems in named.items()
                         if len(elems) > 1 and _ARTICLE_NOISE_NAMES.search(names))
    limit = _MAX_NAMED_SHARE * root_len
    bulky = frozenset(
        names for names, elems in named.items()
        if sum(sizes.get(e, (0, 0))[0] for e in elems) > limit and _NOISE_NAMES.search(names)
        and sum(sizes.get(e, (0, 0))[0] for e in elems if e.xpath(_HOLDS_TITLE)) > limit)
    return repeated, bulky


def _drop_repeats(root: HtmlElement, tags: tuple[str, ...] = _REPEAT_TAGS) -> None:
    """Drop text blocks and images (by alt text) that repeat an earlier one word for word.

    Responsive pages ship the same section twice (desktop and mobile variants,
    one hidden by a stylesheet we do not evaluate); a reader sees it once. A
    block repeated among its own siblings is left alone: that is the text.
    """
    seen: dict[str, HtmlElement] = {}
    texts: dict[HtmlElement, str] = {}
    candidates = []
    for elem in root.iter(*tags):
        text = " ".join(elem.text_content().split())
        if len(text) < _MIN_REPEAT_CHARS:
            continue
        texts[elem] = text
        first = seen.get(text)
        if first is None:
            seen[text] = elem
        elif first.getparent() is not elem.getparent() and not any(
            a is first for a in elem.iterancestors()
        ):
            # (A <p> inside an <li> with the same text is the same block; the same
            # paragraph twice in one block is what the author wrote.)
            candidates.append((first, elem))
    repeated = {id(elem) for _, elem in candidates}
    repeats = [elem for first, elem in candidates
               if not _in_running_text(first, elem, texts, repeated)]
    # A gallery shows one product or scene many times under one alt text.
    alts: set[str] = set()
    for img in root.iter("img"):
        alt = " ".join((img.get("alt") or "").split()).lower()
        if not alt:
            continue
        if alt in alts:
            repeats.append(img)
        alts.add(alt)
    drop_trees(repeats, root)


# How far up from an image its caption or card text is looked for.
_ALT_CONTEXT_LEVELS = 4


def _idle_images(root: HtmlElement) -> list[HtmlElement]:
    """Images that tell a reader nothing the text does not: gallery frames and echoed titles.

    A gallery or carousel is a block with several images and no text of its
    own; a card's thumbnail often carries the card's title as its alt text,
    next to the same title as text.
    """
    idle = []
    texts: dict[HtmlElement, str] = {}
    for img in root.iter("img"):
        alt = " ".join((img.get("alt") or "").split()).lower()
        textless = img
        for level, ancestor in enumerate(img.iterancestors()):
            text = texts.get(ancestor)
            if text is None:
                text = texts[ancestor] = " ".join(ancestor.text_content().split()).lower()
            if text:
                if alt and level <= _ALT_CONTEXT_LEVELS and alt in text:
                    idle.append(img)
                    textless = img
                break
            textless = ancestor
            if ancestor is root:
                break
        if textless is not img and sum(1 for _ in textless.iter("img")) >= 2:
            idle.append(img)
    return idle


def _in_running_text(first: HtmlElement, elem: HtmlElement, texts: dict[HtmlElement, str],
                     repeated: set[int]) -> bool:
    """Whether a repeated paragraph is one the author wrote twice, among other prose.

    A copy of a section (the mobile variant of the desktop one) repeats all its
    paragraphs; a paragraph repeated in a sibling block of the same text, among
    paragraphs that are new, is the text. Quotes in replies sit deeper than
    what they quote; pull quotes and teasers differ in tag.
    """
    if first.tag != "p" or elem.tag != "p":
        return False
    parent = elem.getparent()
    first_parent = first.getparent()
    if parent is None or first_parent is None or parent.tag != first_parent.tag:
        return False
    if parent.getparent() is not first_parent.getparent():
        return False
    return any(sibling is not elem and sibling.tag == "p" and sibling in texts
               and id(sibling) not in repeated for sibling in parent)


def _is_link_only(elem: HtmlElement, sizes: dict[HtmlElement, tuple[int, int]]) -> bool:
    text, links = sizes.get(elem, (0, 0))
    return (elem.tag in _TEASER_TAGS and text > 0 and links >= 0.9 * text
            and not is_section_list(elem) and not is_note(elem))


def _teaser_runs(root: HtmlElement, sizes: dict[HtmlElement, tuple[int, int]]) -> list[HtmlElement]:
    """Runs of sibling blocks that are nothing but links ("You may also like"), with their label.

    Inside an article such a run is a list of teasers, whichever tags it uses.
    """
    found: list[HtmlElement] = []
    for parent in root.iter(lxml.etree.Element):
        children = [c for c in parent if isinstance(c.tag, str)]
        if (len(children) < _MIN_TEASER_RUN  # (too few to hold a run)
                or is_section_list(parent) or _in_tab_panel(parent)):
            continue
        run: list[HtmlElement] = []
        for child in [*children, None]:
            if child is not None and _is_link_only(child, sizes):
                run.append(child)
                continue
            if child is not None and run and sizes.get(child, (0, 0))[0] == 0:
                continue  # an empty slot (an ad's) between two teasers does not end the run
            if len(run) >= _MIN_TEASER_RUN:
                found.extend(run)
                label = run[0].getprevious()
                if label is not None and 0 < sizes.get(label, (0, 0))[0] <= _MAX_LABEL_CHARS:
                    found.append(label)
            run = []
    return found


# A reader's comment links to itself: its date or number is a permalink to the
# comment's own id. Three such items side by side are a comment thread, however
# the site names it; beside an article it is not the article. Threads are found
# on the whole page, before readability's cleaning drops their permalinks with
# each comment's header, and marked for ``prune``.
_MIN_REPLIES = 3
_HAS_DIGIT = re.compile(r"\d")
_LABEL_TAGS = frozenset({"h2", "h3", "h4", "h5", "h6"})
REPLIES_MARK = "data-reply-thread"
_MARKED = carrying(REPLIES_MARK, scope="descendant::*")
_FRAGMENT_LINKS = lxml.etree.XPath("/descendant::a[contains(@href, '#')]")
_WITH_ID = lxml.etree.XPath(carrying("id"))


def mark_reply_threads(doc: HtmlElement) -> None:
    """Mark each list of reader comments in ``doc`` (see ``_MIN_REPLIES``) with ``REPLIES_MARK``."""
    dated = [link for link in _FRAGMENT_LINKS(doc)
             if _HAS_DIGIT.search(link.text_content())]
    if len(dated) < _MIN_REPLIES:
        return
    ids = {e.get("id") or "": e for e in _WITH_ID(doc)}
    targets: list[HtmlElement] = []
    for link in dated:
        target = ids.get(unquote((link.get("href") or "").split("#", 1)[1]))
        if target is None or target.tag in ("a", "h1", "h2", "h3", "h4", "h5", "h6"):
            continue
        if any(a is target for a in link.iterancestors()):
            targets.append(target)
    if len(targets) < _MIN_REPLIES:
        return
    replies: dict[HtmlElement, set[HtmlElement]] = {}
    for target in targets:
        child = target
        for parent in target.iterancestors():
            replies.setdefault(parent, set()).add(child)
            child = parent
    for parent, children in replies.items():
        if len(children) < _MIN_REPLIES or parent.tag in ("body", "html"):
            continue
        if any(len(replies.get(a, ())) >= _MIN_REPLIES for a in parent.iterancestors()):
            continue
        if 2 * sum(text_length(c) for c in children) >= text_length(parent):
            parent.set(REPLIES_MARK, "")


def _reply_threads(root: HtmlElement,
                   sizes: dict[HtmlElement, tuple[int, int]]) -> list[HtmlElement]:
    """The marked comment threads inside an article (see ``mark_reply_threads``), with labels."""
    found: list[HtmlElement] = []
    for thread in root.xpath(_MARKED):
        found.append(thread)
        label = thread.getprevious()
        if (label is not None and label.tag in _LABEL_TAGS
                and 0 < sizes.get(label, (0, 0))[0] <= _MAX_LABEL_CHARS):
            found.append(label)
    return found


# The short text under an image in a <figure> of an article is its caption and
# credit (as a <figcaption> is), whatever the site names it. (Short text under an
# image in any other holder, up to 40 or 80 characters, was tried: it cut card
# texts of service, listing and product pages.)
_MAX_CAPTION_CHARS = 250
_CAPTION_TAGS = frozenset({"div", "span", "p", "small", "em", "i", "cite"})


def _image_captions(root: HtmlElement,
                    sizes: dict[HtmlElement, tuple[int, int]]) -> list[HtmlElement]:
    """Text blocks under the image of a ``<figure>`` that shows nothing else (its caption)."""
    found: list[HtmlElement] = []
    for img in root.iter("img"):
        block = img
        for holder in img.iterancestors():
            text, links = sizes.get(holder, (0, 0))
            if text == 0:
                block = holder
                if holder is root:
                    break
                continue
            if (holder is not root and holder.tag == "figure" and text <= _MAX_CAPTION_CHARS
                    and not links and not (holder.text or "").strip()):
                parts = list(block.itersiblings())
                if (parts and all(isinstance(p.tag, str) and p.tag in _CAPTION_TAGS
                                  and not (p.tail or "").strip() for p in parts)
                        and sum(sizes.get(p, (0, 0))[0] for p in parts) == text):
                    found.extend(parts)
            break
    return found
