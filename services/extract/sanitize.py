"""readability's cleaning of the article block (``Document.sanitize``), minus its debug strings.

readability-lxml 0.9 formats a debug line for every block it judges, logged
or not: a description of the block and its parent (kept in a module-wide
table of every node it ever described, which grows with each page and is
shared by threads) and the block's whole text with its white space
collapsed by a regular expression. For a wrapper many levels deep that is
its text again at every level. Here the same rules run in the same order,
each block's text is read once for its comma count and its length, and no
line is formatted.
"""

from __future__ import annotations

from typing import Any

from lxml.html import HtmlElement
from readability import Document
from readability.readability import REGEXES, clean, is_video_url, text_length

from services.extract.commas import comma_count

_CALL_TO_ACTION = REGEXES["callToActionRe"]
_COUNTED = ("p", "img", "li", "a", "embed", "input")
_CLEANED = ("table", "ul", "div", "aside", "header", "footer", "section")
# Blocks with this many commas are prose, kept whatever else they hold.
_PROSE_COMMAS = 10
# A block of this much text beside one that is empty keeps it (readability's rule).
_SIBLINGS_KEEP = 1000
# Less text than this beside an embed makes the block an embed's frame.
_EMBED_CHARS = 75


def sanitize_article(reader: Document, node: HtmlElement, candidates: dict[Any, Any],
             keep_all_images: bool = False) -> None:
    """Clean ``node`` (readability's article) in place, as ``Document.sanitize`` does.

    The reader's own ``tags``, ``class_weight``, ``get_link_density`` and
    ``get_preserved_elements`` are used, so a subclass's rules hold.
    """
    min_len = reader.min_text_length
    for header in reader.tags(node, "h1", "h2", "h3", "h4", "h5", "h6"):
        if reader.class_weight(header) < 0 or reader.get_link_density(header) > 0.33:
            header.drop_tree()
    for elem in reader.tags(node, "p"):
        if (_CALL_TO_ACTION.search(elem.text_content())
                and reader.get_link_density(elem) > 0.2):
            elem.drop_tree()
    for elem in reader.tags(node, "form", "textarea"):
        elem.drop_tree()
    for elem in reader.tags(node, "iframe"):
        if "src" in elem.attrib and is_video_url(elem.attrib["src"]):
            elem.attrib.pop("srcdoc", None)
            elem.text = "VIDEO"  # (readability's marker: the frame is kept, not emptied)
        else:
            elem.drop_tree()
    allowed = reader.get_preserved_elements(node)
    for el in reader.reverse_tags(node, *_CLEANED):
        if el in allowed:
            continue
        weight = reader.class_weight(el)
        content_score = candidates[el]["content_score"] if el in candidates else 0
        if weight + content_score < 0:
            el.drop_tree()
            continue
        text = el.text_content()
        if comma_count(text) >= _PROSE_COMMAS:
            continue
        length = _content_length(text, max(min_len, _EMBED_CHARS))
        if _removable(reader, el, length, weight, min_len, keep_all_images, allowed):
            el.drop_tree()


def _content_length(text: str, compared: int) -> int:
    """readability's length of a block's text (``len(clean(text))``), or a lower bound of it
    that is at least ``compared``, the largest number it is compared with.

    ``clean`` folds and trims white space only: every other character stays, so
    their count bounds the length from below, and it is cheap where
    ``clean``'s three substitutions over a long text are not.
    """
    kept = len("".join(text.split()))
    return kept if kept >= compared else len(clean(text))


def _removable(reader: Document, el: HtmlElement, content_length: int, weight: int,
               min_len: int, keep_all_images: bool, allowed: dict[HtmlElement, bool]) -> bool:
    """readability's conditions for dropping a block of few commas (its reasons, in order)."""
    # (One walk counts what readability finds with one search per tag.)
    counts = dict.fromkeys(_COUNTED, 0)
    for found in el.iterdescendants(*_COUNTED):
        kind = found.tag
        if kind != "input" or found.get("type") != "hidden":
            counts[kind] += 1
    counts["li"] -= 100
    tag = el.tag
    if keep_all_images and tag == "div" and counts["img"] >= 1:
        return False
    if counts["p"] and counts["img"] > 1 + counts["p"] * 1.3:
        return True  # too many images
    if counts["li"] > counts["p"] and tag not in ("ol", "ul"):
        return True  # more <li>s than <p>s
    if counts["input"] > (counts["p"] / 3):
        return True  # more than a third as many <input>s as <p>s
    if content_length < min_len and counts["img"] == 0:
        return True  # too short, without a single image
    if content_length < min_len and counts["img"] > 2:
        return True  # too short, with too many images
    link_density = reader.get_link_density(el)  # (measured only where it decides)
    if weight < 25 and link_density > (
            0.25 if tag in ("ul", "section")
            and next(el.iterancestors("main", "article"), None) is not None else 0.2):
        return True  # too many links for its weight
    if weight >= 25 and link_density > 0.5:
        return True  # too many links for its weight
    if (counts["embed"] == 1 and content_length < _EMBED_CHARS) or counts["embed"] > 1:
        return True  # <embed>s with too little text, or too many <embed>s
    if not content_length:
        # Empty, unless the nearest non-empty siblings hold much text.
        siblings = []
        for sib in el.itersiblings():
            length = text_length(sib)
            if length:
                siblings.append(length)
                break
        for sib in el.itersiblings(preceding=True):
            length = text_length(sib)
            if length:
                siblings.append(length)
                break
        if siblings and sum(siblings) > _SIBLINGS_KEEP:
            for desnode in reader.tags(el, "table", "ul", "div", "section"):
                allowed[desnode] = True
            return False
        return True
    return False
