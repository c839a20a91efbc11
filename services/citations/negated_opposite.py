"""A negated word of ease or quality said as its opposite: "a difficult decision" for "not
an easy decision", "schlecht aufwärmen" for "nicht gut aufwärmen", "不容易" for "很难".

Two scales every language names with a pair of plain words, good against bad and easy
against hard (``OPPOSITES``, a closed class per tabled language), are read the same way
round in all of them: "not good" is bad, "not easy" is hard (and "not bad", said of a
thing, comes near "good"). So where the word a negation of one text bears on
(``polarity.negated_words``) is one end of such a scale and the other text states the
other end, the two may say one thing: no flip to be sure of, worth a check at most. A
claim that keeps the page's own word without its negation ("an easy decision") is not
helped.
"""

from __future__ import annotations

from services.citations.scripts import CJK_SCRIPT
from services.citations.scripts import LETTER_WORD as _WORD

OPPOSITES: dict[str, tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]] = {
    "en": ((("good", "well"), ("bad", "badly", "poor", "poorly")),
           (("easy", "easily"), ("difficult", "hard"))),
    "de": ((("gut",), ("schlecht", "schlechte", "schlechter", "schlechten")),
           (("leicht", "einfach"), ("schwer", "schwierig", "schwierige", "schwierigen"))),
    "fr": ((("bon", "bonne", "bien"), ("mauvais", "mauvaise", "mal")),
           (("facile", "facilement"), ("difficile", "difficilement"))),
    "es": ((("bueno", "buena", "bien"), ("malo", "mala", "mal")),
           (("fácil", "fácilmente"), ("difícil", "difícilmente"))),
    "it": ((("buono", "buona", "bene"), ("cattivo", "cattiva", "male")),
           (("facile", "facilmente"), ("difficile", "difficilmente"))),
    "pt": ((("bom", "boa", "bem"), ("mau", "má", "ruim", "mal")),
           (("fácil", "facilmente"), ("difícil", "dificilmente"))),
    "nl": ((("goed",), ("slecht", "slechte")), (("makkelijk", "gemakkelijk"), ("moeilijk",))),
    "zh": ((("好",), ("差", "坏")), (("容易",), ("难", "困难"))),
    "ja": ((("良い", "よい", "いい"), ("悪い",)), (("易しい", "簡単"), ("難しい", "困難"))),
    "ko": ((("좋",), ("나쁘", "나빠")), (("쉽", "쉬운"), ("어렵", "어려운"))),
}
"""Each language's two scales, each as (the good or easy end, the bad or hard end)."""
_OTHER: dict[str, frozenset[str]] = {}
for _scales in OPPOSITES.values():
    for _one, _two in _scales:
        for _word in _one:
            _OTHER[_word] = _OTHER.get(_word, frozenset()) | frozenset(_two)
        for _word in _two:
            _OTHER[_word] = _OTHER.get(_word, frozenset()) | frozenset(_one)


def opposite_stated(turned: list[str], other: str) -> bool:
    """Whether ``other`` states the opposite end of the scale whose word is the first a
    negation bears on (``turned``): "difficult" for a negated "easy"."""
    if not turned:
        return False
    word = turned[0]
    if CJK_SCRIPT.match(word):
        return any(word.startswith(w) and any(o in other for o in _OTHER[w])
                   for w in _OTHER if CJK_SCRIPT.match(w))
    ends = _OTHER.get(word)
    return ends is not None and not ends.isdisjoint(_WORD.findall(other.lower()))
