"""One word in two inflections: "booked" and "booking", "stores" and "storing", "buchen"
and "bucht", "réservé" and "réserver".

Stems are compared after stripping an inflectional ending, a closed class for the
spaced languages Footnote reads (en, de, fr, es, it, pt, nl), never a derivational one
("safe" and "safely" are different words, as are "home" and "homeless"). A stem keeps
four letters at least and loses a doubled final consonant ("planned", "plans").
The checks that weigh whether a claim's word stands near its passage ask this beside
their own test of a shared prefix, which a short stem's other ending escapes ("booke"
is no prefix of "booking").
"""

from __future__ import annotations

from functools import lru_cache

from services.citations.scripts import LETTER_WORD

ENDINGS: dict[str, tuple[str, ...]] = {
    "en": ("s", "es", "ed", "d", "ing"),
    "de": ("e", "en", "em", "er", "es", "et", "n", "s", "st", "t", "te", "ten", "tet"),
    "fr": ("e", "es", "s", "é", "ée", "és", "ées", "er", "ez", "ent", "ons"),
    "es": ("o", "a", "os", "as", "ar", "er", "ir", "ado", "ada", "ados", "adas", "ido",
           "ida"),
    "it": ("o", "a", "i", "e", "are", "ere", "ire", "ato", "ata", "ati", "ate"),
    "pt": ("o", "a", "os", "as", "ar", "er", "ir", "ado", "ada", "ados", "adas"),
    "nl": ("en", "t", "d", "te", "de", "ten", "den"),
}
"""Inflectional endings by language."""
_ENDINGS = sorted({e for endings in ENDINGS.values() for e in endings}, key=len, reverse=True)
STEM = 4
"""Letters a stem keeps at least."""
STRIPS = 2
"""Endings stripped at most, one after another ("numbers": "number", "numb")."""
_VOWELS = frozenset("aeiouyäöüéèà")


def stem(word: str) -> str:
    """``word`` (lower-cased) less its longest inflectional ending that leaves a stem of
    ``STEM`` letters (twice over), a doubled final consonant made single."""
    lowered = word.lower()
    for _ in range(STRIPS):
        ending = next((e for e in _ENDINGS if lowered.endswith(e)
                       and len(lowered) - len(e) >= STEM), "")
        lowered = lowered[: len(lowered) - len(ending)]
    if len(lowered) > STEM and lowered[-1] == lowered[-2] and lowered[-1] not in _VOWELS:
        lowered = lowered[:-1]
    return lowered


@lru_cache(maxsize=64)
def _stems(text: str) -> frozenset[str]:
    return frozenset(stem(w) for w in LETTER_WORD.findall(text.lower()) if len(w) >= STEM)


def inflected_in(word: str, text: str) -> bool:
    """Whether ``text`` writes ``word`` in another inflection ("booking" for "booked")."""
    return len(word) >= STEM and stem(word) in _stems(text)
