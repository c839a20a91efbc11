"""A word the page writes only in its headings names a section's topic, not a thing.

"## 连接与系统" (connectivity and system) heads the part of a watch's spec page
that says "兼容……iOS 13及以上版本"; a summary that writes "iOS 13及以上系统"
borrows the heading's word for the page's "版本". It stands elsewhere on the page,
but only as a topic: no sign that the claim put another thing in the page's slot.
So a swap of such a word is only worth a check, in any language. Not a word of the
page's title ("# 张明团队的稻田研究"): the title names the page's subject, often a
person or a thing the claim may wrongly put in another's place.
"""

from __future__ import annotations

import re

from services.citations.chinese_senses import sense_words
from services.citations.scripts import CJK_SCRIPT, LETTERS

_SECTION = "##"
_STEM, _ENDING = 4, 2
"""A title's word of at least ``_STEM`` letters names the claim's word that adds at most
``_ENDING`` letters to it (a plural or genitive: "Faroes" of "Faroe")."""


_HEADING = re.compile(r"^#{1,6}\s+(.+)$", re.MULTILINE)


def heading_words(text: str) -> str:
    """The Markdown headings of ``text`` (a page), joined and lower-cased: the topic its
    sentences speak of, which a claim may name where a sentence leaves it to its heading."""
    return " ".join(_HEADING.findall(text)).lower()


def only_in_headings(word: str, text: str) -> bool:
    """Whether every place ``text`` (lower-cased) holds ``word`` (lower-cased) is a
    Markdown section heading (below the title), and there is one."""
    at = text.find(word)
    if at == -1:
        return False
    while at != -1:
        line = text.rfind("\n", 0, at) + 1
        if not text[line:at].lstrip().startswith(_SECTION):
            return False
        at = text.find(word, at + len(word))
    return True



def subject_only(claimed: str, stated: str, title: str) -> bool:
    """Whether ``claimed`` (a name the passage does not state) is the page's subject,
    named in its ``title``, and the passage names nothing in its place (``stated`` is
    empty: "The Lumen Leaf 7 has 32 GB" for a spec page's "32 GB internal storage"):
    the passage is about it."""
    key = claimed.lower().removesuffix("'s").removesuffix("’s").rstrip("'’")
    lowered = title.lower()
    return not stated and (key in lowered or any(
        key.startswith(w) and len(key) - len(w) <= _ENDING for w in LETTERS.findall(lowered)
        if len(w) >= _STEM))  # "Faroes'" of "Faroe Islands"


_PARTICLES = "的了之与和及"
"""CJK particles a slot's filler may begin or end with ("的麻婆豆腐")."""


def subject_for_word(claimed: str, stated: str, title: str) -> bool:
    """Whether a CJK slot's ``claimed`` filler is the page's subject, named in its
    ``title``, where the page writes a common word (``stated``, a word the dictionary
    gives senses for, no name: "传统的麻婆豆腐" for "传统做法", the dish for "the
    method"): the claim names what the page speaks of, it puts no one in another's
    place. A name in the page's slot ("张明团队" against "李华团队") stays a swap."""
    key = claimed.strip(_PARTICLES)
    return bool(key and CJK_SCRIPT.match(key) and title and key in title
                and sense_words(stated.strip(_PARTICLES)))


def section_heading(text: str, at: int) -> str:
    """The Markdown headings of the sections holding position ``at`` of ``text``, the
    nearest of each level ("## Version 4.2.0 — 18 November 2024" above "### New"), ""
    when none: the version or date a section is about, which its sentences need not
    repeat."""
    found: list[str] = []
    level, start = 7, at
    while level > 1 and (start := text.rfind("\n#", 0, start)) != -1:
        end = text.find("\n", start + 1)
        line = text[start + 1 : end if end != -1 else len(text)]
        depth = len(line) - len(line.lstrip("#"))
        if depth < level and line[depth : depth + 1] == " ":
            found.append(line)
            level = depth
    if level > 1 and text.startswith("# "):
        found.append(text[: text.find("\n")] if "\n" in text else text)
    return "\n".join(found)
