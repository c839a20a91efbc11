"""German and Dutch separable verbs: a page's participle ("angeboten", "aangeboden") and a
sentence that splits the same verb ("bietet ... an", "biedt ... aan") or joins it again
("anbietet", "anzubieten").

The particles are a closed class of each language. The verb's stem is compared by its
consonants, which strong verbs keep through their vowel change ("boten", "bietet": b-t).
"""

from __future__ import annotations

import re

from services.citations.scripts import LETTERS as _WORD

PARTICLES = (
    # German
    "zurück", "zusammen", "weiter", "fest", "fort", "heraus", "herein", "hinaus",
    "vorbei", "ab", "an", "auf", "aus", "bei", "ein", "her", "hin", "los", "mit",
    "nach", "vor", "weg", "zu", "dar",
    # Dutch
    "terug", "samen", "door", "aan", "af", "in", "mee", "na", "op", "toe", "uit",
    "voor", "weg",
)
"""Separable verb particles, longest first within each language."""

PARTICLES_LONGEST_FIRST = tuple(sorted(set(PARTICLES), key=len, reverse=True))
"""``PARTICLES`` of both languages, longest first: "zurück" is tried before "zu"."""
INFIXES = ("zu", "te")
"""The word an infinitive with "to" sets between a separable particle and its verb:
German "zu" ("anzubieten"), Dutch "te"."""
_VOWELS = re.compile(r"[aeiouyäöüë]")
_ENDINGS = ("eten", "end", "est", "ten", "en", "et", "st", "te", "t", "e", "n")
SKELETON = 2
"""Consonants of a stem at least, so that two short words do not meet by chance."""


def _skeleton(stem: str) -> str:
    for ending in _ENDINGS:
        if stem.endswith(ending) and len(stem) - len(ending) >= 3:
            stem = stem[: -len(ending)]
            break
    return _VOWELS.sub("", stem)


def _participle(word: str) -> tuple[str, str] | None:
    """The particle and the stem's consonants of a participle such as "angeboten"."""
    for particle in PARTICLES_LONGEST_FIRST:
        rest = word[len(particle) :]
        if word.startswith(particle) and rest.startswith("ge") and len(rest) >= 5:
            skeleton = _skeleton(rest[2:])
            return (particle, skeleton) if len(skeleton) >= SKELETON else None
    return None


def separable_held(clause: str, participle: str) -> bool:
    """Whether ``clause`` has the separable verb of ``participle`` split ("bietet ... an",
    the particle ending the clause) or joined ("anbietet", "anzubieten")."""
    found = _participle(participle.lower())
    if found is None:
        return False
    particle, skeleton = found
    words = _WORD.findall(clause.lower())
    split = bool(words) and words[-1] == particle
    for word in words[:-1] if split else words:
        if split and _skeleton(word) == skeleton and word != particle:
            return True
        if word.startswith(particle) and len(word) > len(particle) + 2:
            rest = word[len(particle) :]
            rest = rest[2:] if rest.startswith(INFIXES) and len(rest) > 5 else rest
            if _skeleton(rest) == skeleton:
                return True
    return False
