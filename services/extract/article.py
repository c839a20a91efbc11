"""readability-lxml as the article detector, on a tree we already parsed and cleaned.

``ArticleFinder`` subclasses ``readability.Document`` and keeps its scoring and
candidate choice (select_best_candidate, semantic <article>/<main> handling,
sibling merging, sanitizing). It replaces only the plumbing that costs time:

- ``_parse`` hands readability our parsed, already stripped tree instead of
  re-parsing and running lxml's Cleaner (which deep-copies the document);
- the ``summary()`` loop returns the article *element* rather than HTML text,
  so Markdown conversion needs no re-parse.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import lxml.etree
import lxml.html
from lxml.html import HtmlElement
from readability import Document
from readability.readability import REGEXES, clean
from readability.readability import text_length as _readability_length

from services.extract.announced import announced_lists
from services.extract.anycase import AnyCase
from services.extract.commas import comma_count
from services.extract.div_paragraphs import divs_into_paragraphs
from services.extract.dom import (
    HEADING_TAGS,
    document_elements,
    drop_trees,
    names_of,
    reaches,
    text_length,
)
from services.extract.markdown import is_data_table
from services.extract.math import TEX_ATTR
from services.extract.peers import MIN_PARTS, are_peers, unrepeated
from services.extract.post_bylines import PostBylines
from services.extract.sanitize import sanitize_article
from services.extract.sections import (
    is_in_page_link,
    is_prose,
    is_section_list,
    quotation_holders,
)
from services.extract.split_article import (
    PEER_LEVELS,
    Measured,
    join_blocks,
    split_article_blocks,
)
from services.extract.table_kinds import (
    has_header_cells,
    is_grid,
    is_headed_data_table,
    is_long_table,
)
from services.extract.teaser_cards import teaser_cards
from services.extract.xpaths import carrying

_UNLIKELY = AnyCase(REGEXES["unlikelyCandidatesRe"])
_NEGATIVE = REGEXES["negativeRe"]
_NEGATIVE_NAME = AnyCase(_NEGATIVE)
_POSITIVE = AnyCase(REGEXES["positiveRe"])
_MAYBE = AnyCase(REGEXES["okMaybeItsACandidateRe"])
# XPath expressions are kept as strings and evaluated with elem.xpath(): a
# compiled lxml.etree.XPath object must not be shared between threads.
_MAX_TABLE_LINK_DENSITY = 0.6
_MAX_CALLOUT_LINK_DENSITY = 0.2
# A heading linked into its own page (a permalink, a back-link to the
# contents) is still a heading; readability drops linked headings.
_HEADINGS = frozenset(HEADING_TAGS)
_SENTENCE_END = re.compile(r"\.( |$)")
_PROTECTED = (
    "ancestor-or-self::pre | ancestor-or-self::code | descendant-or-self::main"
    " | descendant-or-self::article | descendant-or-self::math | "
    + carrying(TEX_ATTR, scope="descendant-or-self::*")
)


_MIN_SECTION_PARAGRAPHS = 2


_ID_WORDS = re.compile(r"[^\W_]+")


def _is_heading_anchor(elem: HtmlElement, ident: str) -> bool:
    """Whether ``ident`` spells the block's own heading (an anchor for the contents).

    Such an id is made from the section's title ("used-car-shopping-tips"):
    its words say what the section is about, not what kind of block it is.
    """
    words = _ID_WORDS.findall(ident.lower())
    if len(words) < 2:
        return False
    heading = next(elem.iter(*HEADING_TAGS), None)
    if heading is None:
        return False
    title = set(_ID_WORDS.findall(heading.text_content().lower()))
    return all(word in title for word in words)


def _layout_words(best: HtmlElement) -> frozenset[str]:
    """Words of readability's negative list in the class or id of ``best`` and its ancestors.

    The block readability chose holds the article: a word its own wrappers
    carry is the site's name for a block, not a mark of boilerplate. (The
    body's classes name the page's template and its parts, so it is left out.)
    """
    words: set[str] = set()
    for elem in (best, *best.iterancestors()):
        if elem.tag in ("body", "html"):
            break
        for feature in (elem.get("class"), elem.get("id")):
            if feature:
                words.update(word.lower() for word in _NEGATIVE.findall(feature))
    return frozenset(words)


def _heads_prose(heading: HtmlElement, counted: dict[HtmlElement, int]) -> bool:
    """Whether a heading heads a section of running text.

    It is followed by a paragraph, among more paragraphs than one: a teaser
    card (a linked title and its summary) holds one. ``counted`` keeps each
    parent's count of paragraphs (a long text has many headings in one parent).
    """
    following = next((e for e in heading.itersiblings() if isinstance(e.tag, str)), None)
    if following is None or following.tag != "p" or not is_prose(following):
        return False
    parent = heading.getparent()
    if parent is None:
        return False
    if parent not in counted:
        counted[parent] = sum(1 for e in parent if e.tag == "p" and is_prose(e))
    return counted[parent] >= _MIN_SECTION_PARAGRAPHS


def _kept_length(elem: HtmlElement, known: dict[HtmlElement, int] | None) -> int:
    """``text_length(elem)``, kept in ``known`` when it is given."""
    if known is None:
        return text_length(elem)
    length = known.get(elem)
    if length is None:
        length = known[elem] = text_length(elem)
    return length


_SCORED = frozenset({"p", "pre", "td", "blockquote"})


def _own_text(elem: HtmlElement) -> str:
    """The text of ``elem`` outside the paragraphs, cells and quotes it holds (scored apart).

    (Recursive: the parser's own depth limit, 256, keeps it far from Python's.)
    """
    parts = [elem.text or ""]
    for child in elem:
        if isinstance(child.tag, str) and child.tag not in _SCORED:
            parts.append(_own_text(child))
        parts.append(child.tail or "")
    return "".join(parts)


def _among_prose(elem: HtmlElement) -> bool:
    """Whether ``elem`` sits beside a paragraph of running text (a sibling ``<p>``)."""
    parent = elem.getparent()
    return parent is not None and any(
        sibling is not elem and sibling.tag == "p" and is_prose(sibling) for sibling in parent)


class ArticleFinder(Document):  # type: ignore[misc]
    """Find the main content block of a prepared document.

    Args:
        doc: the parsed page, scripts and hidden content already removed.
        rebuild: returns a fresh prepared copy of the page; used when the
            first (ruthless) pass removes too much and readability retries.
        url: the page's address (teaser cards lead to other pages of its site).
        lang: the page's language (``Metadata.language``), in which a thread's dates are read.
    """

    def __init__(self, doc: HtmlElement, rebuild: Callable[[], HtmlElement],
                 url: str = "", lang: str = "") -> None:
        super().__init__("", handle_failures="ignore")
        self._doc: HtmlElement | None = doc
        self._url = url
        self._lang = lang
        self._rebuild = rebuild
        # Words of readability's negative list that the article's own blocks
        # carry (see ``_layout_words``); honoured only while cleaning the article.
        self._layout: frozenset[str] = frozenset()
        self._cleaning = False
        self._headings_done = False
        self._paragraphs: dict[HtmlElement, int] = {}
        # readability's weight of a class and id pair (outside cleaning, and with no keywords
        # given, it depends on nothing else).
        self._weights: dict[tuple[str | None, str | None], int] = {}
        # The text length of each element measured while the tree stays as scored
        # (from ``score_paragraphs`` until the article is built; see ``find``).
        self._lengths: dict[HtmlElement, int] | None = None
        # The blocks found alike readability's (``peers``), joined only when its block is kept.
        self._continuation: tuple[HtmlElement | None, list[HtmlElement], Any] = (None, [], {})
        # The dated line of each post of a thread around readability's block (``post_bylines``).
        self._bylines = PostBylines(None)
        self._dropped: list[tuple[HtmlElement, HtmlElement | None, HtmlElement]] = []

    def _parse(self, input: Any) -> HtmlElement:
        doc = self._doc if self._doc is not None else self._rebuild()
        self._doc = None
        return doc

    def find(self) -> HtmlElement | None:
        """readability's ``summary(html_partial=True)`` loop, returning the element."""
        ruthless = True
        while True:
            self._html(True)
            for body in self.tags(self.html, "body"):
                body.set("id", "readabilityBody")
            # (this pass's: a retry reads a fresh tree, drops none and finds its own posts)
            self._dropped, self._bylines = [], PostBylines(None)
            if ruthless:
                self.remove_unlikely_candidates()
            self.transform_misused_divs_into_paragraphs()
            # (Nothing changes the tree from scoring until the article is built: the
            # lengths measured for scoring serve the choice and the split parts too.)
            self._lengths = {}
            try:
                candidates = self.score_paragraphs()
                best = self.select_best_candidate(candidates)
                if best:
                    best = self.get_semantic_article_candidate(candidates, best)
                    best = self.get_semantic_main_candidate(candidates, best)
                if best:
                    self._layout = _layout_words(best["elem"])
                    self._bylines = PostBylines(best["elem"], self._dropped, self._lang)
                    measured = Measured(self._lengths)
                    holder, group = split_article_blocks(best["elem"], measured=measured)
                    self._continuation = (None, [], candidates)
                    if holder is None:
                        self._continuation = (*split_article_blocks(
                            best["elem"], are_peers, PEER_LEVELS, measured), candidates)
            finally:
                self._lengths = None
            if best:
                article = self.get_article(candidates, best, html_partial=True)
                if holder is not None:
                    article = join_blocks(article, holder, group)
            elif ruthless:
                ruthless = False
                continue
            else:
                article = self.html.find("body")
                if article is None:
                    article = self.html
            self.sanitize_element(article, candidates)
            if ruthless and not reaches(article, self.retry_length):
                ruthless = False
                continue
            return article

    def place_bylines(self, article: HtmlElement) -> None:
        """Set the dated line of each post of the thread around readability's block before
        the post's text in ``article`` (its block, chosen; ``post_bylines``)."""
        self._bylines.place(article)

    def continued(self, article: HtmlElement) -> HtmlElement:
        """``article`` joined with the blocks of its kind that continue it (see ``peers``),
        each cleaned as the article was (the blocks of another text than the one repeated)."""
        holder, group, candidates = self._continuation
        if holder is None:
            return article
        if len(group) < MIN_PARTS:  # (parts readability merged already count: they are parts)
            return article
        group = unrepeated(group, holder, article)
        cleaned = holder.makeelement("div")
        cleaned.extend(block for block in group if block is not holder)
        self.sanitize_element(cleaned, candidates)
        return join_blocks(article, holder, [b for b in group
                                              if b is holder or b.getparent() is cleaned])

    def remove_unlikely_candidates(self) -> None:
        """readability's rule, asked of the elements with a class or id (listed in one walk,
        ``dom.document_elements``), each distinct class and id pair judged once.

        A ``<blockquote>`` is spared: an embedded post (class "twitter-tweet")
        is a quotation in the article, not a widget. So is a table of data
        with header cells, whatever its names say ("sticky-header" names how
        its header row scrolls, not a page header), and a heading over a
        section of running text ("header-anchor" names its link to itself).
        """
        # Judged once per distinct class and id: a page repeats a few class
        # names on thousands of elements, and these are long alternations.
        verdicts: dict[tuple[str | None, str | None], bool] = {}

        def unlikely(elem: HtmlElement) -> bool:
            key = (elem.get("class"), elem.get("id"))
            found = verdicts.get(key)
            if found is None:
                names = names_of(elem)
                found = verdicts[key] = _UNLIKELY.search(names) and not _MAYBE.search(names)
            return found

        counted: dict[HtmlElement, int] = {}
        # (Compiled once here: ``elem.xpath`` compiles its expression at every call,
        # and an unlikely name is asked about on dozens of elements of a page.)
        protected = lxml.etree.XPath(_PROTECTED)
        # (Listed before anything is dropped, as the query listed them.)
        classed = [elem for elem in document_elements(self.html)
                   if "class" in elem.attrib or "id" in elem.attrib]
        doomed = [
            elem for elem in classed
            if unlikely(elem)
            and elem.tag not in ("html", "body", "blockquote")
            and not protected(elem)
            and not is_headed_data_table(elem)
            and not (elem.tag in _HEADINGS and _heads_prose(elem, counted))
        ]
        # (Each with its parent and the sibling it followed, for what a post's line said.)
        self._dropped = [(parent, elem.getprevious(), elem) for elem in doomed
                         if (parent := elem.getparent()) is not None]
        drop_trees(doomed, self.html)

    def transform_misused_divs_into_paragraphs(self) -> None:
        """readability's div-to-paragraph rewrite (``div_paragraphs``)."""
        divs_into_paragraphs(self.html)

    def get_article(self, candidates: dict[Any, Any], best_candidate: dict[str, Any],
                    html_partial: bool = False) -> HtmlElement:
        """readability's sibling merge, building its output from the page's own parser.

        readability makes the output ``<div>`` with ``fragment_fromstring``,
        i.e. with lxml's module-level parser, which must not be shared
        between the threads that extract pages at the same time.
        """
        threshold = max(10, best_candidate["content_score"] * 0.2)
        best_elem = best_candidate["elem"]
        output = best_elem.makeelement("div")
        self.add_heading_preamble(candidates, best_elem, threshold)
        self.merge_article_segments(candidates, best_candidate, threshold)
        parent = best_elem.getparent()
        siblings = list(parent) if parent is not None else [best_elem]
        leads = self.get_editorial_leads(best_elem)
        for lead in reversed(leads):
            best_elem.insert(0, lead)
        for sibling in siblings:
            if sibling in leads:
                continue
            append = sibling is best_elem or (
                sibling in candidates and candidates[sibling]["content_score"] >= threshold
            )
            if sibling.tag == "p":
                density = self.get_link_density(sibling)
                # (readability-lxml reads only the text before the first child:
                # a paragraph opening with a link looked empty.)
                content = " ".join(sibling.text_content().split())
                if (len(content) > 80 and density < 0.25) or (
                    len(content) <= 80 and density == 0 and _SENTENCE_END.search(content)
                ):
                    append = True
            if append:
                output.append(sibling)
        return output

    def get_link_density(self, elem: HtmlElement) -> float:
        if self._cleaning and elem.tag in _HEADINGS and _heads_prose(elem, self._paragraphs):
            return 0.0
        lengths = self._lengths
        links = sum(_kept_length(a, lengths) for a in elem.iterdescendants("a")
                    if not (elem.tag in _HEADINGS and is_in_page_link(a)))
        return links / max(_kept_length(elem, lengths), 1)

    def score_paragraphs(self) -> dict[HtmlElement, dict[str, Any]]:
        """readability's paragraph scoring, minus its eager debug formatting."""
        min_len = self.min_text_length
        candidates: dict[HtmlElement, dict[str, Any]] = {}
        ordered = []
        for elem in self.html.iter("p", "pre", "td", "blockquote"):
            parent = elem.getparent()
            if parent is None:
                continue
            grand_parent = parent.getparent()
            inner_text = " ".join(elem.text_content().split())
            if len(inner_text) < min_len:
                continue
            if parent not in candidates:
                candidates[parent] = self.score_node(parent)
                ordered.append(parent)
            if grand_parent is not None and grand_parent not in candidates:
                candidates[grand_parent] = self.score_node(grand_parent)
                ordered.append(grand_parent)
            # (A cell or quote around paragraphs would count their commas again, and
            # hand them to its row: only its own text's commas are counted.)
            commas = comma_count(inner_text)
            if commas and elem.tag != "p":
                commas = comma_count(_own_text(elem))
            score = 1 + (commas + 1) + min(len(inner_text) / 100, 3)
            candidates[parent]["content_score"] += score
            if grand_parent is not None:
                candidates[grand_parent]["content_score"] += score / 2.0
        # (A link sits under several candidates: its length is measured once, while
        # ``find`` keeps lengths; everywhere else elements are measured afresh.)
        for elem in ordered:
            candidates[elem]["content_score"] *= 1 - self.get_link_density(elem)
        return candidates

    def select_best_candidate(self, candidates: dict[HtmlElement, dict[str, Any]]
                              ) -> dict[str, Any] | None:
        """readability's choice, minus its debug line for each of the top five.

        readability-lxml formats that line (a description of the block and its
        parent, kept in a module-wide table) whether it is logged or not.
        """
        if not candidates:
            return None
        ranked = sorted(candidates.values(), key=lambda c: c["content_score"], reverse=True)
        best = ranked[0]
        bodies = [c for c in ranked
                  if "articleBody" in (c["elem"].get("itemprop") or "").split()
                  and self.get_link_density(c["elem"]) <= 0.1]
        if bodies:
            best = bodies[0]
        inside = set(best["elem"].iterdescendants())
        nested = [c for c in ranked
                  if c["elem"].tag == "article" and c["elem"] in inside
                  and _readability_length(c["elem"]) >= 250
                  and c["content_score"] >= best["content_score"] * 0.25]
        return nested[0] if nested else best

    def is_quote_lead(self, elem: HtmlElement) -> bool:
        """readability's test, with its costly whitespace cleaning only where it can matter.

        A lead is a wrapper whose text ends in a colon and whose next sibling
        holds a quotation; readability cleaned the whole text of every wrapper
        and ancestor before looking at the colon.
        """
        for lead in (elem, *elem.iterancestors()):
            following = lead.getnext()
            if following is None or following.find(".//blockquote") is None:
                continue
            text = lead.text_content().rstrip()
            if text.endswith(":") and len(clean(text)) >= self.min_text_length:
                return True
        return False

    def get_preserved_elements(self, node: HtmlElement) -> dict[HtmlElement, bool]:
        """readability's list plus every wrapper of a code block.

        readability's conditional cleaning drops a ``<div>`` holding only a short
        ``<pre>`` (too little prose); on docs and tutorials that is the content.
        """
        allowed: dict[HtmlElement, bool] = super().get_preserved_elements(node)
        for pre in node.iter("pre"):
            for ancestor in pre.iterancestors():
                if ancestor is node:
                    break
                allowed[ancestor] = True
        # A headed data table whose first column links to details (docs, specs)
        # is content, although readability counts it as "too many links".
        for elem in node.iter("ul", "ol", "dl"):
            if is_section_list(elem):
                allowed[elem] = True
        for elem in announced_lists(node, self.get_link_density):  # (see ``announced``)
            allowed[elem] = True
        # A tab panel of a code widget is one view of the instructions (a language's
        # steps), whatever its links; so is the widget that holds the panels.
        for widget in node.xpath(".//*[*[@role='tabpanel']][.//pre or .//code]"):
            allowed[widget] = True
            for elem in widget.xpath("./*[@role='tabpanel']/descendant-or-self::*"
                                     "[self::div or self::ul or self::section]"):
                allowed[elem] = True
        # An embedded post is a quotation in the text, whatever its wrapper is named.
        for elem in quotation_holders(node):
            allowed[elem] = True
        # Callouts and admonitions (a warning in an <aside>, role="note") are text.
        for elem in node.xpath(".//aside | .//*[@role='note' or @role='alert']"):
            if (self.class_weight(elem) >= 0 and text_length(elem) >= self.min_text_length
                    and self.get_link_density(elem) <= _MAX_CALLOUT_LINK_DENSITY):
                allowed[elem] = True
        for table in node.iter("table"):
            if (
                (has_header_cells(table) or is_grid(table))
                and is_data_table(table)
                and (self.get_link_density(table) <= _MAX_TABLE_LINK_DENSITY
                     or is_long_table(table))
            ):
                # with its cells' lists and blocks (an infobox value listing languages)
                for elem in table.iter("table", "ul", "div", "section"):
                    allowed[elem] = True
                # and the wrappers that only hold it (a scroll box)
                for ancestor in table.iterancestors():
                    if ancestor is node or text_length(ancestor) > text_length(table) + 1:
                        break
                    allowed[ancestor] = True
        return allowed

    def sanitize(self, node: HtmlElement, candidates: dict[Any, Any],
                 keep_all_images: bool = False) -> None:
        """readability's cleaning without a debug line per block, and without
        serialising the result (the article stays an element)."""
        sanitize_article(self, node, candidates, keep_all_images)
        self.html = node

    def sanitize_element(self, node: HtmlElement, candidates: dict[Any, Any]) -> None:
        """Clean the article (``sanitize``), judging its headings last."""
        # readability starts a list's score at -3; a list whose items are
        # paragraphs is scored (as their grandparent) and a short one stays
        # below zero, so it was dropped unseen while a list of bare text is
        # judged by its length and links. Among the paragraphs of a text,
        # both are judged alike here.
        drop_trees(teaser_cards(node, self._url), node)
        for elem in node.iter("ul"):
            entry = candidates.get(elem)
            if (entry is not None and entry["content_score"] < 0
                    and self.class_weight(elem) >= 0 and _among_prose(elem)):
                entry["content_score"] = 0
        self._cleaning = True
        self._headings_done = False
        self._paragraphs = {}
        try:
            self.sanitize(node, candidates)
            # readability drops linked headings before it judges the blocks
            # around them, which hides that a block is a teaser card (a linked
            # title over an excerpt): headings are judged last here.
            for heading in list(self.tags(node, *HEADING_TAGS)):
                if self.class_weight(heading) < 0 or self.get_link_density(heading) > 0.33:
                    heading.drop_tree()
        finally:
            self._cleaning = False

    def tags(self, node: HtmlElement, *tag_names: str) -> Any:
        if self._cleaning and tag_names == HEADING_TAGS and not self._headings_done:
            self._headings_done = True
            return iter(())
        return super().tags(node, *tag_names)

    def class_weight(self, e: HtmlElement) -> int:
        """readability's weight, except while cleaning the article.

        There a negative word the article's own blocks carry (a page builder
        names every block "widget") marks nothing, and neither does a word of
        an id that spells the block's own heading (a contents anchor).
        """
        if not self._cleaning:
            key = (e.get("class"), e.get("id"))
            weight = self._weights.get(key)
            if weight is None:
                weight = self._weights[key] = int(super().class_weight(e))
            return weight
        weight = 0
        for feature, is_id in ((e.get("class"), False), (e.get("id"), True)):
            if not feature:
                continue
            if _POSITIVE.search(feature):
                weight += 25
            if not _NEGATIVE_NAME.search(feature):
                continue
            found = {word.lower() for word in _NEGATIVE.findall(feature)}
            if found <= self._layout or (is_id and _is_heading_anchor(e, feature)):
                continue
            weight -= 25
        return weight
