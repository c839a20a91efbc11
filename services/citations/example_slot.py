"""An example the passage gives, told as another: "medicines sensitive to moisture, such as
insulin" where the passage says "… such as some heart medicines like dabigatran"; "Obst wie
Äpfel" for "Obst wie Birnen"; "例如胰岛素" for "例如达比加群".

After a word of example ("such as", "wie", "例如"), the passage names the cases it means;
the claim keeps the words before it and names another case there. The sign, in any tabled
language (the words of example are a closed class): the claim and a sentence of the passage
each write one of those words, after words the two share; the first content word the
claim gives as its example (in Chinese, its first character pair) stands nowhere in that
sentence.
"""

from __future__ import annotations

import re

from services.citations.content_words import content_words
from services.citations.finding import Finding
from services.citations.passages import Match, SourceIndex
from services.citations.spelled_figures import writes_figure
from services.citations.word_forms import holds_word

EXAMPLES: dict[str, tuple[str, ...]] = {
    "en": ("such as", "for example", "for instance", "e.g.", "including"),
    "de": ("wie etwa", "wie zum beispiel", "zum beispiel", "z. b.", "z.b.", "beispielsweise"),
    "fr": ("tels que", "telles que", "tel que", "telle que", "par exemple"),
    "es": ("tales como", "por ejemplo"), "it": ("come ad esempio", "ad esempio", "per esempio"),
    "pt": ("tais como", "por exemplo"), "nl": ("zoals", "bijvoorbeeld"),
    "zh": ("例如", "比如", "诸如", "譬如"),
}
"""Words, by language, after which a sentence names examples ("wie", "etwa", "comme",
"como", "come" alone also compare or round a figure, and are left out)."""
LOOSE_EXAMPLES: dict[str, tuple[str, ...]] = {
    "en": ("like",), "de": ("etwa",), "fr": ("notamment",),
}
"""Words that give examples only where a word, no figure, follows them ("etwa bei Frost",
not "etwa 30 Minuten"): left out of ``EXAMPLES``; ``example_clause`` reads them at a
clause's start."""
CASE_WORDS = 3
"""Content words at most of the claim's example."""
LEAD_WORDS = 4
"""Words before the word of example in which the claim and the passage must meet."""

_SPACED = re.compile(r"(?<![^\W\d_])(" + "|".join(sorted(
    (re.escape(w) for lang, ws in EXAMPLES.items() if lang != "zh" for w in ws), key=len,
    reverse=True)) + r")(?![^\W\d_])")


_HAN = re.compile(r"[\u3400-\u9fff]")
CJK_CASE = 4
"""Chinese characters of an example; its character pairs count as its words."""


def _pairs(text: str) -> list[str]:
    return [text[k : k + 2] for k in range(len(text) - 1)
            if _HAN.match(text[k]) and _HAN.match(text[k + 1])]


def _cjk_example(text: str) -> tuple[list[str], list[str]] | None:
    at, marker = min(((text.find(w), w) for w in EXAMPLES["zh"] if w in text),
                     default=(-1, ""))
    if at == -1:
        return None
    after = re.split(r"[，,；;。：:！？、等]", text[at + len(marker):], maxsplit=1)[0]
    return _pairs(text[max(0, at - LEAD_WORDS * 2) : at]), _pairs(after[:CJK_CASE])


def _example(text: str) -> tuple[list[str], list[str]] | None:
    """``(lead words, example words)`` around the first word of example of ``text``
    (Chinese: character pairs)."""
    if _HAN.search(text):
        return _cjk_example(text)
    found = _SPACED.search(text.lower())
    if found is None:
        return None
    case = content_words(re.split(r"[,;:.!?()]", text[found.end():], maxsplit=1)[0])
    return content_words(text[: found.start()])[-LEAD_WORDS:], case[:CASE_WORDS]


def example_swap(claim: str, index: SourceIndex, match: Match) -> Finding | None:
    """The example ``claim`` gives where a sentence of its passage gives another (see the
    module), or None."""
    mine = _example(claim)
    if mine is None or not mine[1] or not mine[0]:
        return None
    lead, case = mine
    for k in range(match.first, match.last + 1):
        sentence = index.sentence(k)
        theirs = _example(sentence)
        if theirs is None or not theirs[1]:
            continue
        if not any(w in theirs[0] or holds_word(" ".join(theirs[0]), w) for w in lead):
            continue  # the examples of another thing
        if case[0] in sentence or holds_word(sentence, case[0]) or writes_figure(
                sentence, case[0]):
            continue  # one of the page's examples (or a word of the sentence) first
        return Finding("name_elsewhere", " ".join(case), " ".join(theirs[1]),
                       rule="example_slot")
    return None
