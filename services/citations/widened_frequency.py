"""How often, widened: "The ferry always leaves late in winter" where the page says it
"sometimes leaves late"; "Der Zug ist morgens immer überfüllt" for "oft überfüllt";
"The vaccine causes a rash" for "In rare cases the vaccine causes a rash".

Words of how often are a closed class of each language, read on a scale: sometimes or
rarely (1) < often (2) < usually (3) < always (4). The sign: the passage's sentence that
holds the claim best has a word of the scale, the claim one higher than any the sentence
has, in a clause that shares two content words with the page's (the two say how often
of the same thing); or the sentence says it happens only sometimes or rarely (1) and
the claim, with no word of the scale, states its clause (``KEPT_SHARE`` of its content
words, in any form) as what happens. Dropping "often" or "usually" is left alone: a
claim that says what usually happens often leaves the word out.

Words that are a word of the scale only sometimes are read by the word after them:
"immer mehr", "immer noch", "sempre più" say "more and more" and "still" (French
"toujours" and Dutch "steeds", also "still" and "more and more", are left out).
"""

from __future__ import annotations

import re

from services.citations.clauses import clauses
from services.citations.content_words import content_words
from services.citations.finding import Finding
from services.citations.passages import Match, SourceIndex
from services.citations.scripts import CJK_SCRIPT
from services.citations.whole_words import scale
from services.citations.word_forms import holds_word

FREQUENCY: dict[str, tuple[tuple[str, ...], ...]] = {
    # (sometimes or rarely, often, usually, always)
    "en": (("sometimes", "occasionally", "at times", "rarely", "seldom", "in rare cases",
            "in some cases"), ("often", "frequently", "in many cases"),
           ("usually", "generally", "typically", "normally", "in most cases"),
           ("always", "invariably", "in all cases", "every time", "without exception")),
    "de": (("manchmal", "gelegentlich", "mitunter", "selten", "in seltenen fällen",
            "in einigen fällen"), ("oft", "häufig", "in vielen fällen"),
           ("meist", "meistens", "normalerweise", "in der regel", "gewöhnlich",
            "in den meisten fällen"), ("immer", "stets", "jedes mal", "in allen fällen",
                                        "ausnahmslos", "ohne ausnahme")),
    "fr": (("parfois", "quelquefois", "rarement", "occasionnellement"),
           ("souvent", "fréquemment"), ("généralement", "habituellement", "en général",
           "la plupart du temps"), ("systématiquement", "à chaque fois", "sans exception")),
    "es": (("a veces", "ocasionalmente", "rara vez", "raramente"), ("a menudo",
           "con frecuencia", "frecuentemente"), ("normalmente", "generalmente",
           "por lo general", "suele", "suelen"), ("siempre", "sin excepción")),
    "it": (("a volte", "talvolta", "raramente", "occasionalmente"), ("spesso",
           "frequentemente"), ("di solito", "solitamente", "generalmente", "normalmente"),
           ("sempre", "senza eccezione", "senza eccezioni")),
    "pt": (("às vezes", "por vezes", "raramente", "ocasionalmente"), ("frequentemente",
           "muitas vezes", "com frequência"), ("normalmente", "geralmente", "habitualmente",
           "costuma", "costumam"), ("sempre", "sem exceção")),
    "nl": (("soms", "af en toe", "zelden"), ("vaak", "dikwijls"), ("meestal", "doorgaans",
           "gewoonlijk"), ("altijd", "zonder uitzondering")),
}
"""Words of how often, from now and then (1) to every time (4), per language; "without
exception" is every time ("ausnahmslos" for "in der Regel")."""
NOT_FREQUENCY_AFTER = frozenset({"mehr", "noch", "wieder", "weniger", "more", "più", "meno",
                                 "mais", "menos", "más"})
"""Words after a word of the scale that make it another thing: "immer mehr" (more and
more), "immer noch" (still), "immer wieder" (again and again), "sempre più"."""
SOMETIMES = 1
KEPT_SHARE = 0.75
"""Share at least of the content words of the page's clause a claim that drops its
"sometimes" states."""
KEPT_WORDS = 3
SHARED = 2
"""Content words at least the claim's clause and the page's share where each has its
word of the scale: both say how often of the same thing."""

_PATTERN, _LEVEL = scale(FREQUENCY)
_WORD = re.compile(r"[^\W\d_][\w'’-]*")


def _frequencies(text: str) -> list[tuple[int, str]]:
    """``(level, word)`` for each word of the scale in ``text``."""
    lowered = text.lower()
    out = []
    for found in _PATTERN.finditer(lowered):
        after = _WORD.findall(lowered[found.end() : found.end() + 20])[:1]
        if after and after[0] in NOT_FREQUENCY_AFTER:
            continue
        out.append((_LEVEL[found.group(1)], found.group(1)))
    return out


def widened_frequency(claim: str, index: SourceIndex, match: Match) -> Finding | None:
    """A word of how often in ``claim`` higher than its passage's, or the passage's
    "sometimes" dropped (see the module), or None."""
    if CJK_SCRIPT.search(claim):
        return None
    mine = _frequencies(claim)
    for k in range(match.first, match.last + 1):
        sentence = index.sentence(k)
        theirs = _frequencies(sentence)
        if not theirs:
            continue
        top = max(level for level, _w in theirs)
        if mine:
            level, word = max(mine)
            stated = max(theirs)[1]
            if level > top and len(set(content_words(_clause_of(claim, word))) & set(
                    content_words(_clause_of(sentence, stated)))) >= SHARED:
                return Finding("hedged", word, stated, rule="frequency")
            continue
        if top != SOMETIMES:
            continue
        said = theirs[0][1]
        content = content_words(_clause_of(sentence, said).lower().replace(said, " "))
        held = [w for w in content if holds_word(claim, w)]
        if len(held) >= KEPT_WORDS and len(held) >= KEPT_SHARE * len(content):
            return Finding("hedged", claim.strip(), said, rule="frequency")
    return None


def _clause_of(text: str, word: str) -> str:
    """The clause of ``text`` that holds ``word`` (all of ``text`` when none does)."""
    return next((p for p, _t in clauses(text) if word in p.lower()), text)
