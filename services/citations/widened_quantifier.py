"""A quantifier widened: "die meisten Verletzten" where the page says "viele Verletzte",
"all trains were cancelled" for "some trains were cancelled", "la plupart des
élèves" for "plusieurs élèves".

Every other word of the claim may stand on the page; the claim says of more of the
group than the page does. The words of how many are a closed class of each language,
read here on a scale: some (1) < many (2) < most (3) < all (4). The sign: a quantifier
of the claim and one of the passage's sentence bear on the same word (the first word
after each that is no function word, in some form), the claim's stands higher on the
scale, and the page's sentence has no quantifier as high. Chinese, Japanese and Korean
write a part with other words, read by ``cjk_some``.
"""

from __future__ import annotations

import re

from services.citations.cues import STOP_WORDS
from services.citations.finding import Finding
from services.citations.passages import Match, SourceIndex
from services.citations.scripts import CJK_SCRIPT
from services.citations.word_forms import holds_word

SCALE: dict[str, tuple[tuple[str, ...], ...]] = {
    # (some, many, most, all)
    "en": (("some", "several", "a few"), ("many", "numerous"), ("most", "the majority of"),
           ("all", "every")),
    "de": (("einige", "einigen", "manche", "manchen", "mehrere", "mehreren"),
           ("viele", "vielen", "zahlreiche", "zahlreichen"), ("die meisten", "der meisten",
           "den meisten", "die mehrheit der"), ("alle", "allen", "sämtliche", "sämtlichen")),
    "fr": (("certains", "certaines", "quelques", "plusieurs"), ("beaucoup de", "de nombreux",
           "de nombreuses", "nombreux", "nombreuses"), ("la plupart des", "la majorité des"),
           ("tous les", "toutes les")),
    "es": (("algunos", "algunas", "varios", "varias"), ("muchos", "muchas", "numerosos",
           "numerosas"), ("la mayoría de", "la mayor parte de"), ("todos los", "todas las")),
    "it": (("alcuni", "alcune", "diversi", "diverse"), ("molti", "molte", "numerosi",
           "numerose"), ("la maggior parte", "la maggioranza"), ("tutti i", "tutte le",
           "tutti gli")),
    "pt": (("alguns", "algumas", "vários", "várias"), ("muitos", "muitas", "numerosos",
           "numerosas"), ("a maioria", "a maior parte"), ("todos os", "todas as")),
    "nl": (("sommige", "enkele", "meerdere"), ("veel", "vele", "talrijke"), ("de meeste",
           "het merendeel"), ("alle",)),
}
"""Words of how many of a group, from a part (some) to the whole (all), per language."""
NOT_QUANTIFYING = frozenset({"the", "at", "am", "aller", "allem", "alles"})
"""Words before a quantifier that make it something else: "the most popular", "at most"
(a bound), German "am meisten"."""

_LEVELS = sorted(((phrase, level + 1) for words in SCALE.values()
                  for level, phrases in enumerate(words) for phrase in phrases),
                 key=lambda p: -len(p[0]))
_PATTERN = re.compile(r"(?<![\w'’])(" + "|".join(re.escape(p) for p, _l in _LEVELS)
                      + r")(?![\w'’])")
_LEVEL = dict(_LEVELS)
_WORD = re.compile(r"[^\W\d_][\w'’-]*|\d+")


def _quantified(text: str) -> list[tuple[int, str, str]]:
    """``(level, word it bears on, the quantifier)`` for each quantifier of ``text``."""
    lowered = text.lower()
    out = []
    for found in _PATTERN.finditer(lowered):
        before = _WORD.findall(lowered[max(0, found.start() - 12) : found.start()])
        if before and before[-1] in NOT_QUANTIFYING:
            continue
        after = [w for w in _WORD.findall(lowered[found.end() : found.end() + 60])
                 if w not in STOP_WORDS][:1]
        if after and not after[0].isdigit():  # "alle zwei Wochen" is "every other week"
            out.append((_LEVEL[found.group(1)], after[0], found.group(1)))
    return out


def widened(claim: str, index: SourceIndex, match: Match) -> Finding | None:
    """A quantifier of ``claim`` higher on the scale than the one the passage's sentence
    sets on the same word (see the module)."""
    if CJK_SCRIPT.search(claim):
        return None
    mine = _quantified(claim)
    if not mine:
        return None
    for k in range(match.first, match.last + 1):
        sentence = index.sentence(k)
        theirs = _quantified(sentence)
        for level, word, said in mine:
            lower = [(lv, q) for lv, w, q in theirs if holds_word(word, w) or holds_word(w, word)]
            if lower and max(lower)[0] < level and all(lv < level for lv, _w, _q in theirs):
                # What the card shows: "die meisten" claimed, "viele" stated.
                return Finding("hedged", said, max(lower)[1], rule="quantifier")
    return None
