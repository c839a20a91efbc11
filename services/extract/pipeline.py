"""Page text -> ``Page``: parse once, read metadata, strip, find the article, write Markdown.

When the reading is in doubt (``arbiter``), a second reader gives its own and the
arbiter keeps the better. On a page that is no article and names no author or date,
the same reader also judges between readability's block and the whole main region
(``region_agreement``).
"""

from __future__ import annotations

import copy
from collections import Counter
from html import escape

from lxml import etree
from lxml.html import HtmlElement

from services.errors import ExtractionEmpty
from services.extract import dom
from services.extract.absolute_links import absolutize, base_url
from services.extract.arbiter import FRAGMENT_SHARE, SHORT_TOKENS, Doubt, prefer_second
from services.extract.article import ArticleFinder
from services.extract.blocks import (
    INDEX_MARK,
    THREAD_MARK,
    drop_measured,
    measure,
    measured_main,
    strip_reviews,
)
from services.extract.cards import HEAD_CHARS, cards_after_lead, misses_cards
from services.extract.counted_tokens import FULL_COUNT, TOKENS, tokens_up_to
from services.extract.declared import declared_core
from services.extract.item_heads import headless_items
from services.extract.landing import misses_sections
from services.extract.lead import missed_lead, prepend_lead
from services.extract.markdown import to_markdown
from services.extract.metadata import Metadata, read_metadata
from services.extract.missed_prose import PROSE_CHARS, misses_prose, paragraphs, prose_paragraphs
from services.extract.notice_tail import drop_notice_tail
from services.extract.page import Page
from services.extract.page_main import main_landmark
from services.extract.prune import mark_reply_threads, prune
from services.extract.region_agreement import MAX_BLOCK_SHARE, second_vouches, worth_asking
from services.extract.screen_reader import screen_reader_labels
from services.extract.second import second_opinion
from services.extract.teaser_sections import drop_teaser_sections
from services.extract.thin import thin_reading
from services.extract.thread import one_post_of
from services.extract.xpaths import carrying

# A result with fewer word tokens than this is "near-empty" (a CJK ideograph
# counts as one token, as in the benchmark scorer): the whole main region is
# then tried too, and the longer of the two is returned.
MIN_TOKENS = 10
# A product's declared (JSON-LD) description replaces the extraction when it
# is longer than it; shorter ones (a line, a title) are too little to judge by.
DECLARED_MIN_TOKENS = 20

# When readability's single block holds less than this share of the page's
# main region (chrome removed), the page is taken to be multi-block (thread,
# listing, product or multi-section doc). Pages that declare themselves an
# article are not judged by this share: there the rest is usually comments and
# teasers, and the rules before and after it (a late start, cards, missed prose)
# see what readability left out. (The floor of a tenth it had decided two of the
# 1,474 pages of the shared sets and the Readability.js suite, a service page and
# a section front that declare an article, and both read better without it.)
# On a signed page, weighing the block against the page's one <article> (when it
# holds the block and the page's <h1>) instead of the region read a story whose
# comments the region kept (wide dev wcxb-0396 0.14 -> 1.00), and a thread whose
# opening post alone is that <article> as a story (a wide2 validation forum page
# became a failure): not kept.
MULTI_BLOCK_SHARE = 0.35
# What the chosen block of a product page, or the multi-block region of any
# page, shows above the page's own heading is dropped when it is at most this
# share of the block (a notice or a glance panel above a short page's heading
# can outweigh a quarter of it; more than half says the heading names a section).
BEFORE_TITLE_SHARE = 0.5
# A product page spreads its content over many blocks (summary, description,
# specifications, details); one block of it is rarely the whole.
PRODUCT_MULTI_BLOCK_SHARE = 0.6
# A page that runs code (a script file or inline code, not JSON data) and shows
# only a few words is an app that renders itself in the browser.
_RUNS_SCRIPT = ("boolean(/descendant::script[@src or normalize-space()]"
                "[not(@type) or contains(@type, 'javascript') or @type='module'])")
# readability's block is one section of the page, not its article, when more
# than this share of the main region's text comes before it (its first
# characters, ``HEAD_CHARS`` of them, locate it in the region).
LATE_START_SHARE = 0.4
# readability's block is outside the main region when the region holds less
# than this share of its words.
OUTSIDE_HELD = 0.2
# ... and the block is substantial beside the region (a notice of several
# paragraphs); a line or a blurb outside it says little of where the content is.
OUTSIDE_MIN_SHARE = 0.5
# Below this many characters readability is taken to have missed the content.
MIN_ARTICLE_CHARS = 200
# A block of at least this many characters, nearly all of them link text, is
# a column of links (teasers, names, tags) rather than content.
LINK_COLUMN_CHARS = 500
LINK_COLUMN_DENSITY = 0.9
# The article body a page marks up with schema.org microdata: ``itemprop=articleBody``,
# else the one item typed as an article.
_ARTICLE_BODY = etree.XPath(carrying(
    "itemprop[contains(concat(' ', normalize-space(.), ' '), ' articleBody ')]"))
_ARTICLE_ITEM = etree.XPath(
    "/descendant::*/@itemscope/parent::*"
    "[re:test(@itemtype, '(/Article|NewsArticle|BlogPosting|TechArticle|Report)$')]",
    namespaces={"re": "http://exslt.org/regular-expressions"})
_TABLE_PARTS = frozenset(("table", "thead", "tbody", "tfoot", "tr"))
# Whether a block holds a thread's marked replies (a walk in C: ElementPath's
# ``.//*[@attribute]`` tests each element in Python).
_HOLDS_THREAD = etree.XPath(f"boolean({carrying(THREAD_MARK, scope='descendant::*')})")


def _near_empty(markdown: str) -> bool:
    """Whether ``markdown`` holds fewer than ``MIN_TOKENS`` word tokens."""
    return tokens_up_to(markdown, MIN_TOKENS) < MIN_TOKENS


def _runs_script(html: str) -> bool:
    """Whether the page as served runs code (see ``_RUNS_SCRIPT``).

    Asked only of a page that shows a few words, so the page is parsed again
    here (extraction has removed its scripts by then) instead of being searched
    on every page.
    """
    return bool(dom.parse(html).xpath(_RUNS_SCRIPT))


def _declared_description(description: str) -> str:
    """A product's JSON-LD description as Markdown (its HTML rendered, its lines as paragraphs)."""
    if "<" not in description:
        description = "".join(f"<p>{escape(line)}</p>"
                              for line in description.splitlines() if line.strip())
    try:
        doc = dom.parse(f"<html><body><div>{description}</div></body></html>")
    except dom.EmptyDocument:
        return ""
    dom.strip_invisible(doc)
    body = doc.find("body")
    return "" if body is None else to_markdown(body)


def _shown_or_declared(markdown: str, description: str) -> str:
    """The extraction, or the product's declared description when that is longer.

    A shop that renders its product by script shows less than the product's
    own JSON-LD description (a banner, a cookie line): the description is then
    the page's content. (Its raw length, markup included, bounds the rendered one.)
    """
    raw_len = tokens_up_to(description, FULL_COUNT)
    if raw_len < DECLARED_MIN_TOKENS or tokens_up_to(markdown, raw_len) >= raw_len:
        return markdown
    declared = _declared_description(description)
    declared_len = tokens_up_to(declared, FULL_COUNT)
    if declared_len < DECLARED_MIN_TOKENS or tokens_up_to(markdown, declared_len) >= declared_len:
        return markdown
    return declared


def _empty(url: str) -> ExtractionEmpty:
    return ExtractionEmpty(
        f"No readable text was found on {url or 'the page'}.",
        hint="The page may need JavaScript or hold only media; try another source.",
    )


def _drop_repeated_title(article: HtmlElement, title: str) -> None:
    """Drop the article's headline when it repeats the page title (reported as ``title``)."""
    wanted = "".join(title.split()).lower()  # (spaces ignored: the title parts words at <br>)
    if not wanted:
        return
    heading = next(article.iter("h1"), None)
    if heading is None:
        return
    text = "".join(heading.text_content().split()).lower()
    if text and (text in wanted or wanted in text):
        heading.drop_tree()


def _starts_late(article_text: str, region_text: str) -> bool:
    """Whether readability's block begins after most of the main region's text.

    An article starts near the top of the page's main region, with comments
    and teasers after it; a block preceded by more of the region than
    ``LATE_START_SHARE`` is one section of a page whose content began earlier.
    """
    head = article_text[:HEAD_CHARS]
    if len(head) < HEAD_CHARS:
        return False
    start = region_text.find(head)
    return start >= LATE_START_SHARE * len(region_text)


def _outside(article_text: str, region_text: str) -> bool:
    """Whether readability's block lies outside the main region.

    Chrome removal took it (a consent notice, a dialog, a banner): the region
    holds less than ``OUTSIDE_HELD`` of the block's words (a bag of tokens;
    readability rewrites markup, so its text is not matched character for
    character).
    """
    words = Counter(TOKENS.findall(article_text.lower()))
    total = sum(words.values())
    if not total:
        return False
    held = words & Counter(TOKENS.findall(region_text.lower()))
    return sum(held.values()) < OUTSIDE_HELD * total


def _declared_article(doc: HtmlElement) -> HtmlElement | None:
    """The one article body the page marks up with schema.org, if it has one."""
    found = _ARTICLE_BODY(doc) or _ARTICLE_ITEM(doc)
    return found[0] if len(found) == 1 else None


def _declared_lead(doc: HtmlElement) -> str:
    """The longest paragraph of the page's marked-up article ("" when none is long enough).

    It stands for that article: when readability's block holds none of it,
    readability chose something beside the article (teasers of other posts
    with longer excerpts).
    """
    declared = _declared_article(doc)
    if declared is None:
        return ""
    longest = max((" ".join(p.text_content().split()) for p in declared.iter("p")),
                  key=len, default="")
    return longest if len(longest) >= PROSE_CHARS else ""


def _is_table(article: HtmlElement) -> bool:
    """Whether readability's block is one table (its best-scoring node was a table body).

    A table's cells score like paragraphs, so a long data table can outscore
    the prose around it; but a table is one element of a page (a list of
    films, a comparison), never the whole of it: the lead and sections around
    it belong to the same content.
    """
    children = [child for child in article if isinstance(child.tag, str)]
    return bool(children) and all(child.tag in _TABLE_PARTS for child in children)


def _link_columns_len(region: HtmlElement, sizes: dict[HtmlElement, tuple[int, int]]) -> int:
    """Characters of ``region`` in large blocks of links that chrome removal left in it.

    A column of teasers or a list of user names is no part of what readability
    could have missed; counted in the region, it makes an article look like
    one block among many. ``sizes`` is ``measure(region)``.
    """
    total = 0
    stack = [region]
    while stack:
        elem = stack.pop()
        text, links = sizes.get(elem, (0, 0))
        if text >= LINK_COLUMN_CHARS and links >= LINK_COLUMN_DENSITY * text:
            total += text
        elif text >= LINK_COLUMN_CHARS:
            stack.extend(child for child in elem if isinstance(child.tag, str))
    return total


def _table_container(table_text: str, region: HtmlElement) -> HtmlElement | None:
    """The element of ``region`` that holds the table readability chose, with its context.

    Climbs from the table through wrappers that add next to nothing, to the
    first ancestor holding more: the lead, headings and notes of the table's
    own section or page. ``None`` when the table is not found in the region.
    """
    head = table_text[:HEAD_CHARS]
    for table in region.iter("table"):
        text = " ".join(table.text_content().split())
        if head not in text or len(text) < 0.9 * len(table_text):
            continue
        node = table
        while node is not region:
            parent = node.getparent()
            if parent is None:
                break
            node = parent
            if len(" ".join(node.text_content().split())) > 1.1 * len(text):
                return node
        return node
    return None


def choose(article: HtmlElement | None, region: HtmlElement | None, *,
           is_article: bool, is_product: bool = False, signed: bool = True,
           region_sizes: dict[HtmlElement, tuple[int, int]] | None = None,
           lengths: dict[HtmlElement, int] | None = None,
           ) -> HtmlElement | None:
    """Pick readability's block or the whole main region (multi-block pages, late blocks),
    or the element of the region that holds readability's block with what it missed (a
    table's context, a listing's item heads).

    ``signed`` says the page names a publication date or an author. ``region_sizes``
    answers as ``measure(region)`` does (``measured_main`` gives it), when the caller has it.
    ``lengths``, when given, is told the text lengths (``dom.text_length``) of both
    blocks, for the rules after the choice (no rule here changes either block).
    """
    if region is None:
        return article
    if article is None:
        return region
    article_text = " ".join(article.text_content().split())
    region_text = " ".join(region.text_content().split())
    article_len = len(article_text)
    region_len = len(region_text)
    if lengths is not None:
        lengths[article] = article_len
        lengths[region] = region_len
    if _starts_late(article_text, region_text):
        return region
    measured: dict[HtmlElement, tuple[int, int]] = {}

    def sizes() -> dict[HtmlElement, tuple[int, int]]:
        # (Measured once, when a rule first asks: no rule here changes the region.)
        if region_sizes is not None:
            return region_sizes
        if not measured:
            measured.update(measure(region))
        return measured

    if (not signed and not is_product and region_len >= MIN_ARTICLE_CHARS
            and article_len >= OUTSIDE_MIN_SHARE * region_len
            and _outside(article_text, region_text)):
        return region
    if _is_table(article):
        container = _table_container(article_text, region)
        return article if container is None else container
    if not is_product and misses_cards(article_text, region, region_text, sizes()):
        return region
    if not signed and not is_product:
        items = headless_items(article_text, region, region_text, sizes())
        if items is not None:
            return items
    if not signed and not is_product and cards_after_lead(article_text, region, region_text,
                                                           sizes()):
        return region
    if _HOLDS_THREAD(region):
        # One post of a thread whose replies the region kept.
        return region
    share = PRODUCT_MULTI_BLOCK_SHARE if is_product else MULTI_BLOCK_SHARE
    if not is_article and article_len < share * region_len and (
            article_len < share * (region_len - _link_columns_len(region, sizes()))):
        return region
    if article_len < MIN_ARTICLE_CHARS and region_len > 3 * article_len:
        return region
    if not is_article and not is_product and one_post_of(article, article_text, region, sizes()):
        return region
    if not signed and misses_sections(article, region, article_len, region_len):
        return region
    if not is_product and misses_prose(article, region, is_article=is_article, signed=signed):
        return region
    return article


def _title_heading(root: HtmlElement, title: str) -> HtmlElement | None:
    """The first ``<h1>`` of ``root`` when it names the page (is in its title, or holds it)."""
    heading = next(root.iter("h1"), None)
    if heading is None:
        return None
    text = "".join(heading.text_content().split()).lower()
    wanted = "".join(title.split()).lower()  # (spaces ignored: the title parts words at <br>)
    return heading if text and wanted and (text in wanted or wanted in text) else None


def _drop_before_title(region: HtmlElement, title: str,
                       sizes: dict[HtmlElement, tuple[int, int]] | None = None) -> None:
    """Drop what comes before the page's own heading in the chosen block (in place).

    A product page presents the product from its name on; what the block
    shows above it (other products' carousels, store banners, promotions, the
    path through the catalogue) leads elsewhere. So does what the multi-block
    region of any page shows above its title heading (readability's block of
    an article is left alone: a kicker or a lead photo sits there). At most
    half of the block may go: a heading that comes later names a section,
    not the page. ``sizes`` (``measure``'s, when given) are kept true.
    """
    heading = _title_heading(region, title)
    if heading is None:
        return
    before: list[HtmlElement] = []
    node = heading
    while node is not region:
        parent = node.getparent()
        if parent is None:
            return
        before.extend(s for s in node.itersiblings(preceding=True) if isinstance(s.tag, str))
        node = parent
    if not before:
        return
    if sum(map(dom.text_length, before)) <= BEFORE_TITLE_SHARE * dom.text_length(region):
        if sizes is None:
            dom.drop_trees(before, region)
        else:
            drop_measured(before, region, sizes)


def _is_fragment(chosen: HtmlElement | None, article: HtmlElement | None,
                 region: HtmlElement | None,
                 lengths: dict[HtmlElement, int] | None = None) -> bool:
    """Whether the chosen block is readability's and holds little of the main region's text.

    The two lengths are kept in ``lengths`` when given (for the next rule that asks).
    """
    if chosen is None or chosen is region or article is None or region is None:
        return False
    known = {} if lengths is None else lengths
    for block in (article, region):
        if block not in known:
            known[block] = dom.text_length(block)
    return known[article] < FRAGMENT_SHARE * known[region]


def _length(block: HtmlElement, lengths: dict[HtmlElement, int]) -> int:
    """``dom.text_length(block)``, kept in ``lengths``."""
    found = lengths.get(block)
    if found is None:
        found = lengths[block] = dom.text_length(block)
    return found


def _render(chosen: HtmlElement | None, region: HtmlElement | None, meta: Metadata,
            base: str, sizes: dict[HtmlElement, tuple[int, int]] | None = None) -> str:
    """Prune, tidy and write the chosen block as Markdown ("" for none), without the
    site's copyright notice at its end (``notice_tail``). ``sizes``: the region's
    ``measure`` as it stands, when the caller has it (the chosen region is not measured again)."""
    if chosen is None:
        return ""
    multi_block = chosen is region
    if not multi_block:
        sizes = None  # (they measure another block)
    if meta.is_product or multi_block:
        _drop_before_title(chosen, meta.title, sizes)
    index = multi_block and chosen.get(INDEX_MARK) is not None
    if multi_block and not index and not meta.is_product:
        drop_teaser_sections(chosen, sizes)
    prune(chosen, multi_block=multi_block, product=meta.is_product, index=index, sizes=sizes)
    dom.drop_trees(screen_reader_labels(chosen), chosen)
    if chosen is not region:
        _drop_repeated_title(chosen, meta.title)
    absolutize(chosen, base)
    return drop_notice_tail(to_markdown(chosen))


def _render_page(doc: HtmlElement, meta: Metadata, base: str) -> str:
    """The whole visible page as Markdown, when it holds prose ("" when it does not).

    Prose means ``MIN_ARTICLE_CHARS`` of text outside links: a page of menus
    and a loading placeholder stay empty.
    """
    body = doc.find("body")
    if body is None:
        return ""
    text, links = measure(body).get(body, (0, 0))
    if text - links < MIN_ARTICLE_CHARS:
        return ""
    main = main_landmark(body)
    return _render(main, main, meta, base)


def prepare(html: str, *, product: bool = False) -> HtmlElement:
    """A fresh parse of the page as both readers see it: what no reader sees removed,
    reply threads marked, and on a ``product`` page its reviews taken out."""
    fresh = dom.parse(html)
    dom.strip_invisible(fresh)
    mark_reply_threads(fresh)
    if product:
        strip_reviews(fresh)
    return fresh


def extract_page(html: str, url: str) -> Page:
    """Extract the readable content of a page as Markdown plus its metadata.

    Pure CPU and thread-safe (no shared mutable state).

    Args:
        html: the page as text (see ``decode_html``).
        url: the page's final URL; relative links resolve against it (and ``<base href>``).

    Raises:
        ExtractionEmpty: the page holds no readable text (empty, script-only, media-only).
            A tiny page with a few words of real text comes back with those words.
    """
    try:
        doc = dom.parse(html)
    except dom.EmptyDocument as exc:
        raise _empty(url) from exc
    meta = read_metadata(doc, url)
    base = base_url(doc, url)
    dom.strip_invisible(doc)
    mark_reply_threads(doc)
    if meta.is_product:
        strip_reviews(doc)

    def rebuild() -> HtmlElement:
        return prepare(html, product=meta.is_product)

    signed = bool(meta.published_at or meta.author)
    lead = _declared_lead(doc)
    region, region_sizes = measured_main(copy.deepcopy(doc), article=meta.is_article,
                                         product=meta.is_product, signed=signed)
    finder = ArticleFinder(doc, rebuild, url, meta.language)
    try:
        article = finder.find()
    except Exception:  # readability can fail on odd trees; the region strategy still stands
        article = None
    # (Text lengths of readability's block and the region while neither changes.)
    lengths: dict[HtmlElement, int] = {}
    chosen = choose(article, region, is_article=meta.is_article, is_product=meta.is_product,
                    signed=signed, region_sizes=region_sizes, lengths=lengths)
    # readability's own block, before the blocks that continue it join it, is what
    # the doubts below weigh: a continuation never quiets them (see ``prefer_second``).
    own_block = article
    alone: HtmlElement | None = None  # (a copy of it, when blocks joined it)
    if chosen is article and article is not None:  # its block kept: the rest of the text too
        chosen = article = finder.continued(article)
        if article is not own_block:
            alone = copy.deepcopy(own_block)
    fragment = _is_fragment(chosen, own_block, region, lengths)
    if lead and chosen is not None and lead not in " ".join(chosen.text_content().split()):
        declared = _declared_article(rebuild())
        if declared is not None:
            chosen = declared
    if (chosen is article and article is not None and region is not None and meta.is_article
            and signed and not fragment):
        # A signed article whose introduction sits in a block of its own, above
        # readability's (see ``lead``). (A fragment is the arbiter's to judge.)
        introduction = missed_lead(region, prose_paragraphs(region), set(paragraphs(article)),
                                   " ".join(article.text_content().split()))
        if introduction:
            prepend_lead(article, introduction)
            lengths.pop(article, None)  # (it has grown a lead; the region gave copies)
    share = (_length(own_block, lengths) / max(_length(region, lengths), 1)
             if chosen is article and own_block is not None and region is not None else 1.0)
    if chosen is article and article is not None:
        finder.place_bylines(article)  # (after the choice: a thread's lines never turn it)
    markdown = _render(chosen, region, meta, base, region_sizes)
    second: str | None = None
    if (region is not None and share < MAX_BLOCK_SHARE and not signed and not meta.is_article
            and not meta.is_product and not _near_empty(markdown)):
        # readability's block of an unsigned page that is no article: the rest of the
        # region is more sections when the second reader holds it too (``region_agreement``).
        whole = copy.deepcopy(region)  # (the region itself stays as it was, for what follows)
        wider = _render(whole, whole, meta, base)
        if worth_asking(markdown, wider):
            second = second_opinion(rebuild(), url)
            if second_vouches(markdown, wider, second):
                markdown, chosen, fragment = wider, region, False
    if _near_empty(markdown) and chosen is not region and region is not None:
        # A tiny page: readability may have kept a fragment of what little there is.
        # (Its sizes hold unless the chosen block was a part of it, pruned in place.)
        inside = chosen is not None and dom.attached(chosen, region)
        fallback = _render(region, region, meta, base, None if inside else region_sizes)
        if tokens_up_to(fallback, MIN_TOKENS) > tokens_up_to(markdown, MIN_TOKENS):
            markdown = fallback
    if _near_empty(markdown) or thin_reading(article, region, MIN_ARTICLE_CHARS):
        # Both strategies came back (nearly) empty or thin, yet the page may show
        # prose: its text then sits where chrome removal looks (a modal, a landmark,
        # a wrapper named like chrome). The whole page beats nothing.
        whole = _render_page(rebuild(), meta, base)
        if tokens_up_to(whole, FULL_COUNT) > tokens_up_to(markdown, FULL_COUNT):
            markdown = whole
    if meta.product_description:
        markdown = _shown_or_declared(markdown, meta.product_description)
        markdown = declared_core(markdown, meta.product_description, _declared_description)
    doubt = Doubt(fragment=fragment,
                  short=tokens_up_to(markdown, SHORT_TOKENS) < SHORT_TOKENS)
    if doubt.unsure:
        if second is None:
            second = second_opinion(rebuild(), url)
        by_itself = (_render(alone, region, meta, base)
                     if alone is not None and chosen is article else None)
        if prefer_second(markdown, second, doubt, alone=by_itself):
            markdown = second
    if tokens_up_to(markdown, 1) == 0 or (_near_empty(markdown) and _runs_script(html)):
        # A few words on a scripted page are its loading placeholder, not its content.
        raise _empty(url)
    return Page.of(meta, markdown)
