"""Connectives: adverbs that point back to what a sentence said before ("dadurch",
"thereby", "daarom") or add to it ("außerdem", "moreover", "inoltre"): function
words, left out of matching as the stop words are.

German and Dutch build them from "da"/"hier"/"wo" and a preposition ("dadurch", "damit",
"hierbei", "daardoor"); English, French, Spanish, Italian and Portuguese have a few of
their own ("thereby", "ainsi", "así", "quindi", "assim"). They tie a clause to the one
before; the words they stand for are weighed where they stand. A claim adds or leaves out
"moreover" or "unter anderem" as it words its sentence; what it adds is said by the
other words. Closed classes.
"""

from __future__ import annotations

_DE_PREPOSITIONS = ("bei", "durch", "für", "gegen", "hinter", "mit", "nach", "neben", "von",
                    "vor", "zu", "zwischen")
_DE_VOWEL_PREPOSITIONS = ("an", "auf", "aus", "in", "über", "um", "unter")
_NL_PREPOSITIONS = ("aan", "bij", "door", "in", "mee", "na", "naast", "om", "onder", "op",
                    "over", "tegen", "toe", "tussen", "uit", "van", "voor")
POINTING: frozenset[str] = frozenset(
    {f"{head}{p}" for head in ("da", "hier", "wo") for p in _DE_PREPOSITIONS}
    | {f"{head}{p}" for head in ("dar", "hier", "wor") for p in _DE_VOWEL_PREPOSITIONS}
    | {"deshalb", "deswegen", "daher", "dabei", "somit", "trotzdem"}
    | {f"{head}{p}" for head in ("daar", "hier", "waar") for p in _NL_PREPOSITIONS}
    | {"daarom", "thereby", "therefore", "thus", "hence", "whereby", "ainsi", "donc",
       "así", "quindi", "pertanto", "perciò", "assim", "portanto"}
)
"""Pointing adverbs of the spaced languages the word tables cover."""
LINKING: frozenset[str] = frozenset({
    "moreover", "furthermore", "additionally",  # en
    "außerdem", "zudem", "überdies", "ebenfalls", "anderem",  # de
    "également",  # fr ("en outre", "par ailleurs": their own words)
    "además", "asimismo",  # es
    "inoltre", "altresì",  # it
    "ademais",  # pt
    "bovendien", "eveneens", "tevens",  # nl
})
"""Adverbs of addition ("außerdem", "moreover"), and German "unter anderem" (among
others). Words of sequence and of time ("dann", "then", "zugleich") are left as words: "erst
dann" says when."""
CREDITING: frozenset[str] = frozenset({"laut", "zufolge", "selon", "según", "volgens"})
"""One-word prepositions of "according to" (``speakers.ACCORDING``; Italian "secondo" and
Portuguese "segundo" are also "second", English's is two words): who said it is weighed
by the speaker checks, not by matching."""
CONNECTIVES = POINTING | LINKING | CREDITING
