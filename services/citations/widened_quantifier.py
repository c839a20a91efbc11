"""A quantifier widened: "die meisten Verletzten" where the page says "viele Verletzte",
"all trains were cancelled" for "some trains were cancelled", "la plupart des
élèves" for "plusieurs élèves".

Every other word of the claim may stand on the page; the claim says of more of the
group than the page does. The words of how many are a closed class of each language,
read here on a scale: some or few (1) < many (2) < most (3) < all (4). The sign: a quantifier
of the claim and one of the passage's sentence bear on the same word (the first word
after each that is no function word, in some form), the claim's stands higher on the
scale, and the passage has no quantifier as high. A claim with no quantifier
that states a clause the page says of some of a group says it of the whole group
(``_dropped_part``). Chinese, Japanese and Korean write a part with other words, read by
``cjk_some``.
"""

from __future__ import annotations

import re

from services.citations.clauses import clauses
from services.citations.cues import NUMBER_WORDS, STOP_WORDS
from services.citations.finding import Finding
from services.citations.passages import Match, SourceIndex
from services.citations.scripts import CJK_SCRIPT
from services.citations.whole_words import scale
from services.citations.word_forms import holds_word

SCALE: dict[str, tuple[tuple[str, ...], ...]] = {
    # (some or few, many, most, all)
    "en": (("some", "several", "a few", "few"),
           ("many", "numerous"),
           ("most", "the majority of"),
           ("all", "every", "any")),
    "de": (("einige", "einigen", "manche", "manchen", "mehrere", "mehreren", "wenige",
            "wenigen"),
           ("viele", "vielen", "zahlreiche", "zahlreichen"),
           ("die meisten", "der meisten", "den meisten", "die mehrheit der"),
           ("alle", "allen", "sämtliche", "sämtlichen", "jede", "jeder", "jedem", "jeden")),
    "fr": (("certains", "certaines", "quelques", "plusieurs", "peu de"),
           ("beaucoup de", "de nombreux", "de nombreuses", "nombreux", "nombreuses"),
           ("la plupart des", "la majorité des"),
           ("tous les", "toutes les", "chaque")),
    "es": (("algunos", "algunas", "varios", "varias", "pocos", "pocas"),
           ("muchos", "muchas", "numerosos", "numerosas"),
           ("la mayoría de", "la mayor parte de"),
           ("todos los", "todas las", "cada")),
    "it": (("alcuni", "alcune", "diversi", "diverse", "pochi", "poche"),
           ("molti", "molte", "numerosi", "numerose"),
           ("la maggior parte", "la maggioranza"),
           ("tutti i", "tutte le", "tutti gli", "ogni")),
    "pt": (("alguns", "algumas", "vários", "várias", "poucos", "poucas"),
           ("muitos", "muitas", "numerosos", "numerosas"),
           ("a maioria", "a maior parte"),
           ("todos os", "todas as", "cada")),
    "nl": (("sommige", "enkele", "meerdere", "weinig"),
           ("veel", "vele", "talrijke"),
           ("de meeste", "het merendeel"),
           ("alle", "elke", "iedere")),
}
"""Words of how many of a group, from a part (some) to the whole (all), per language."""
NOT_QUANTIFYING = frozenset({"the", "at", "am", "aller", "allem", "alles"})
"""Words before a quantifier that make it something else: "the most popular", "at most"
(a bound), German "am meisten"."""

_PATTERN, _LEVEL = scale(SCALE)
_WORD = re.compile(r"[^\W\d_][\w'’-]*|\d+")
NUMBER_WORD_SET = frozenset(w for words in NUMBER_WORDS.values() for w in words)


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
    sentences = [index.sentence(k) for k in range(match.first, match.last + 1)]
    # Every quantifier of the window: "All visitors must show a ticket. Some visitors
    # enter free" sets "all" on visitors as well as "some".
    theirs = [q for sentence in sentences for q in _quantified(sentence)]
    if not mine:
        return next((d for sentence in sentences if (d := _dropped_part(
            claim, sentence, _quantified(sentence))) is not None), None)
    for level, word, said in mine:
        lower = [(lv, q) for lv, w, q in theirs if holds_word(word, w) or holds_word(w, word)]
        if lower and max(lower)[0] < level and all(lv < level for lv, _w, _q in theirs):
            # What the card shows: "die meisten" claimed, "viele" stated.
            return Finding("hedged", said, max(lower)[1], rule="quantifier")
    return None


SOME = 1
"""The level of a part ("some", "einige", "algunas") on ``SCALE``."""
KEPT_SHARE = 0.75
"""Share at least of the quantified clause's content words a claim that drops the
quantifier states: the same statement, said of the whole group."""
KEPT_WORDS = 3
"""Content words at least of that clause the claim states."""


def _dropped_part(claim: str, sentence: str, theirs: list[tuple[int, str, str]]
                  ) -> Finding | None:
    """A statement the page makes of some of a group (``SOME``) that ``claim``, with no
    quantifier of its own, makes of the group: "Las bodegas ya no compran uva" for
    "Algunas bodegas ya no compran uva". Not where the claim counts the group ("two
    wineries"). The claim states most of the page's clause (``KEPT_SHARE``)."""
    lowered = claim.lower()
    for level, word, said in theirs:
        if level != SOME:
            continue
        part = next((p for p, _t in clauses(sentence) if said in p.lower()), "")
        content = [w for w in _WORD.findall(part.lower().replace(said, " "))
                   if w not in STOP_WORDS and len(w) >= 3 and not w.isdigit()]
        held = [w for w in content if holds_word(claim, w)]
        if word not in held or len(held) < KEPT_WORDS or len(held) < KEPT_SHARE * len(content):
            continue
        at = next((m for m in _WORD.finditer(lowered) if holds_word(m.group(), word)), None)
        before = _WORD.findall(lowered[: at.start()])[-1:] if at is not None else []
        if before and (before[0].isdigit() or before[0] in NUMBER_WORD_SET):
            continue  # "two wineries": a count of its own
        return Finding("hedged", word, said, rule="quantifier")
    return None
